package words

import (
	"strings"

	"arbiter/i18n"
	"arbiter/tournament/standings"
)

// TieBreakName is a tie-break's name in the reader's language, as the
// legends, the event's settings and the venue pages say it.
func TieBreakName(cat *i18n.Catalog, id string) string { return tieBreakWords(cat, id, "event.tb.") }

// TieBreakNames are the ids' names (TieBreakName) as one list, as the
// event's settings from the command line and the venue's event page give
// them: separated by semicolons, since a name may hold a comma of its own
// ("Buchholz, nõrgim välja"), which a comma-separated list reads as two.
func TieBreakNames(cat *i18n.Catalog, ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = TieBreakName(cat, id)
	}
	return strings.Join(names, "; ")
}

// TieBreakLegend says what the tie-break columns' heads (TieBreakShort)
// stand for, "head = name" each, joined, as the paper and the window
// write it under the standings. A figure that is not a score (direct
// encounter's place within the tie, blank for the untied) also says what
// it is and what its blank is: such a column can stand empty from top to
// bottom.
func TieBreakLegend(cat *i18n.Catalog, ids []string) string {
	legend := make([]string, 0, len(ids))
	for _, id := range ids {
		part := tieBreakHead(cat, id)
		if cat.Knows("print.tb." + id + ".note") {
			part += " " + cat.T("print.tb."+id+".note")
		}
		legend = append(legend, part)
	}
	return strings.Join(legend, " · ")
}

// tieBreakHead says what a column head stands for, "head = name"; a head
// that is the name itself (Koya) is said once, where the legend read
// "Koya = Koya".
func tieBreakHead(cat *i18n.Catalog, id string) string {
	head, name := TieBreakShort(cat, id), TieBreakName(cat, id)
	if head == name {
		return head
	}
	return head + " = " + name
}

// TieBreakShort is a tie-break's column head.
func TieBreakShort(cat *i18n.Catalog, id string) string {
	return tieBreakWords(cat, id, "event.tb.short.")
}

// TieBreakTexts are a row's tie-break values as every table writes them.
func TieBreakTexts(values []standings.TieValue) []string {
	texts := make([]string, 0, len(values))
	for _, v := range values {
		texts = append(texts, v.Text)
	}
	return texts
}

// tieBreakWords takes the catalogue's own words for an id where it has
// them; a team tie-break's modifiers, which combine with a dozen bases
// (FIDE's program writes them EMGSB/C1/P), are said after the base's
// words: the rounds cut, then forfeits counted as played. A base on match
// points named ("sb:mp", "bh:mp-c1") has words of its own, so that no two
// team tie-breaks share a head ("SB:MP" beside the primary score's "SB");
// ":mp" on a tie-break that reads no score ("emgsb:mp") is the tie-break.
func tieBreakWords(cat *i18n.Catalog, id, prefix string) string {
	if cat.Knows(prefix + id) {
		return cat.T(prefix + id)
	}
	base, mods, _ := strings.Cut(id, "-")
	if !cat.Knows(prefix + base) {
		base = strings.TrimSuffix(base, ":mp")
	}
	if !cat.Knows(prefix + base) {
		return cat.T(prefix + id)
	}
	words, said := cat.T(prefix+base), []string{}
	short := prefix != "event.tb."
	for m := range strings.SplitSeq(mods, "-") {
		switch {
		case m == "":
		case short && m == "p":
			words += "/P"
		case short:
			words += "-" + strings.ToUpper(m)
		default:
			said = append(said, cat.T("event.tb.mod."+m))
		}
	}
	if len(said) > 0 {
		// In parentheses: a list of tie-breaks is itself written with commas.
		words += " (" + strings.Join(said, "; ") + ")"
	}
	return words
}

// RuleNotes are the notes under a table of standings or a crosstable that
// name the rules it is ranked by, in this order: the edition of FIDE's
// Tie-Break Regulations its tie-breaks follow (which decides how unplayed
// rounds count; none where the table has no tie-breaks) and the event's
// withdrawal rule (how a withdrawn player's games count). The window, the
// command line, the paper and the venue's pages give them so, after the
// tie-break legend where they have one (the window on one line, which
// keeps the table its rows): the window left out the withdrawal rule, the
// command line the regulations and the pages both.
func RuleNotes(cat *i18n.Catalog, t standings.Table) []string {
	var notes []string
	if len(t.TieBreaks) > 0 {
		notes = append(notes, TieBreakRules(cat, t.Rules, t.EarlyStart))
	}
	return append(notes, cat.T("event.cli.policy", "policy", cat.T(standings.PolicyKey(t.Policy, t.Match != nil))))
}

// TieBreakRules names the edition of FIDE's Tie-Break Regulations a
// table follows, an individual or a team event's; for an event that
// started before it (early, standings.EarlyStart) it says too that these
// are not the rules of the event's own day.
func TieBreakRules(cat *i18n.Catalog, rules, early string) string {
	if early != "" {
		return cat.T("print.tb.rules.early", "date", Date(cat, rules), "start", Date(cat, early))
	}
	return cat.T("print.tb.rules", "date", Date(cat, rules))
}

// TieBreakList is a list of tie-breaks as the event's settings show it
// and offer it: each id's column head (TieBreakShort), so that the
// settings name a tie-break as the standings head its column, in the
// reader's language, comma-separated.
func TieBreakList(cat *i18n.Catalog, ids []string) string {
	return strings.Join(TieBreakHeads(cat, ids), ", ")
}

// TieBreakHeads are the ids' column heads (TieBreakShort), as a list a
// message names whole: a refusal's list of the tie-breaks offered (a team
// event's Finnish heads run past the length a message cuts a text to).
func TieBreakHeads(cat *i18n.Catalog, ids []string) []string {
	heads := make([]string, len(ids))
	for i, id := range ids {
		heads[i] = TieBreakShort(cat, id)
	}
	return heads
}

// TieBreakIDs reads a list of tie-breaks as TieBreakList writes it, in
// the same language, back into ids: an entry that is, case aside, the
// column head of one of known (the ids the event may take) is that id;
// any other entry is taken as an id as the command line names them
// ("wins", "bh-c1"), in lower case, for the settings' rule to judge.
func TieBreakIDs(cat *i18n.Catalog, list string, known []string) []string {
	var ids []string
	for _, entry := range strings.Split(list, ",") {
		entry = strings.TrimSpace(entry)
		if entry == "" {
			continue
		}
		id := strings.ToLower(entry)
		for _, k := range known {
			if strings.EqualFold(TieBreakShort(cat, k), entry) {
				id = k
				break
			}
		}
		ids = append(ids, id)
	}
	return ids
}
