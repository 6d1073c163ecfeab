package words

import (
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament/tiebreak"
)

// Every tie-break an event may be given has a name, a column head and a
// legend in each language the window offers, a team tie-break with any
// modifiers too: a report's EMGSB/C1/P or BH:MP/C1/P showed its catalogue
// key in the standings, and in Russian, whose catalogue is partial, every
// head with a modifier did ("event.tb.short.bh:mp-c1-p"), where English
// has words for its parts.
func TestEveryTieBreakHasItsWords(t *testing.T) {
	var ids []string
	for _, base := range tiebreak.TeamIDs {
		for _, mod := range []string{"", "-c1", "-c2", "-m1", "-m2", "-p", "-c1-p", "-c2-p", "-m1-p", "-m2-p"} {
			if id := base + mod; tiebreak.ValidateTeam([]string{id}, false) == nil {
				ids = append(ids, id)
			}
		}
	}
	for _, id := range tiebreak.IDs {
		if tiebreak.Validate([]string{id}) == nil {
			ids = append(ids, id)
		}
	}
	if len(ids) < 100 {
		t.Fatalf("only %d ids accepted: the list of modifiers is not the parser's", len(ids))
	}
	for _, lang := range i18n.All {
		cat := i18n.For(lang)
		for _, id := range ids {
			for _, w := range []string{TieBreakName(cat, id), TieBreakShort(cat, id), TieBreakLegend(cat, []string{id})} {
				if w == "" || strings.Contains(w, ".tb.") {
					t.Errorf("%s %s: %q", lang, id, w)
				}
			}
		}
	}
}

func TestTieBreakWordsOfModifiers(t *testing.T) {
	for _, c := range []struct {
		lang            i18n.Lang
		id, name, short string
	}{
		{i18n.English, "bh-c1", "Buchholz Cut-1", "BH-C1"},
		{i18n.English, "bh:mp-c1-p", "Buchholz on match points (the lowest round cut; forfeits counted as played)", "BH:MP-C1/P"},
		{i18n.English, "emgsb-c1-p", "Sonneborn-Berger (opponent's match points × own game points) (the lowest round cut; forfeits counted as played)", "EMGSB-C1/P"},
		{i18n.Finnish, "sb:mp", "Sonneborn-Berger ottelupisteistä", "SB:OP"},
		{i18n.Estonian, "emgsb:mp-c1", "Sonneborn-Berger (vastase matšipunktid × oma partiipunktid) (nõrgim voor välja)", "EMGSB-C1"},
		{i18n.Estonian, "aob-m1", "vastaste Buchholzi keskmine (nõrgim ja tugevaim voor välja)", "VKB-M1"},
	} {
		cat := i18n.For(c.lang)
		name, short := TieBreakName(cat, c.id), TieBreakShort(cat, c.id)
		if c.name != "" && (name != c.name || short != c.short) {
			t.Errorf("%s %s: %q, %q; want %q, %q", c.lang, c.id, name, short, c.name, c.short)
		}
		t.Logf("%s %s: %s = %s", c.lang, c.id, short, name)
	}
}

// A legend says what a column head stands for: "Koya" alone says
// nothing, so a tie-break whose name is its head has a note beside it.
func TestEveryTieBreakLegendSaysMoreThanItsHead(t *testing.T) {
	ids := append(append([]string{}, tiebreak.IDs...), tiebreak.TeamIDs...)
	for _, lang := range i18n.All {
		cat := i18n.For(lang)
		for _, id := range ids {
			if legend := TieBreakLegend(cat, []string{id}); legend == TieBreakShort(cat, id) {
				t.Errorf("%s %s: %q", lang, id, legend)
			}
		}
	}
}

// The event's settings name an individual event's tie-breaks as the
// standings head their columns, in the reader's language, and read those
// heads back, case aside, into the ids the file keeps; an id typed as the
// command line names it ("wins") still reads as itself. The Estonian
// settings showed "bh-c1, bh, sb, wins" above standings headed "BH-C1,
// BH, SB, Võidud", and offered "wins, won, black" among the choices.
func TestTheSettingsNameTieBreaksAsTheirColumns(t *testing.T) {
	et := i18n.For(i18n.Estonian)
	if got, want := TieBreakList(et, []string{"bh-c1", "bh", "sb", "wins"}), "BH-C1, BH, SB, Võidud"; got != want {
		t.Errorf("Estonian list %q, want %q", got, want)
	}
	for _, lang := range i18n.Complete {
		cat := i18n.For(lang)
		list := TieBreakList(cat, tiebreak.IDs)
		if got := TieBreakIDs(cat, list, tiebreak.IDs); !slices.Equal(got, tiebreak.IDs) {
			t.Errorf("%s: %q reads as %v, want %v", lang, list, got, tiebreak.IDs)
		}
		if got := TieBreakIDs(cat, strings.ToLower(list), tiebreak.IDs); !slices.Equal(got, tiebreak.IDs) {
			t.Errorf("%s: %q in lower case reads as %v", lang, list, got)
		}
		if got := TieBreakIDs(cat, " wins, SB ,, nonsense", tiebreak.IDs); !slices.Equal(got, []string{"wins", "sb", "nonsense"}) {
			t.Errorf("%s: ids typed read as %v", lang, got)
		}
		for _, id := range tiebreak.IDs {
			if got := TieBreakIDs(cat, id, tiebreak.IDs); !slices.Equal(got, []string{id}) {
				t.Errorf("%s: the id %q reads as %v", lang, id, got)
			}
		}
	}
}

// Every team tie-break has a head of its own in each language, so that
// the settings can name a team event's tie-breaks as the standings head
// them and read each head back into its one id, the id as the command
// line writes it still read as itself. "SB" headed the Sonneborn-Berger
// of the primary score ("sb", game points where they come first) and of
// match points ("sb:mp") alike, and "BH-C1" the cut Buchholz of both.
func TestEveryTeamTieBreakHasAHeadOfItsOwn(t *testing.T) {
	ids := tiebreak.TeamVariants()
	for _, lang := range i18n.All {
		cat := i18n.For(lang)
		heads := map[string]string{}
		for _, id := range ids {
			head := strings.ToLower(TieBreakShort(cat, id))
			if other, ok := heads[head]; ok {
				t.Errorf("%s: %s and %s both headed %q", lang, other, id, TieBreakShort(cat, id))
			}
			heads[head] = id
		}
		list := TieBreakList(cat, ids)
		if got := TieBreakIDs(cat, list, ids); !slices.Equal(got, ids) {
			t.Errorf("%s: the heads read back as other ids", lang)
		}
		for _, id := range ids {
			if got := TieBreakIDs(cat, id, ids); !slices.Equal(got, []string{id}) {
				t.Errorf("%s: the id %q reads as %v", lang, id, got)
			}
		}
	}
}

// A tie-break whose column head is its name is said once in the legend:
// the Finnish standings read "Koya = Koya (pisteet niitä pelaajia
// vastaan …)".
func TestTheLegendSaysAHeadThatIsItsNameOnce(t *testing.T) {
	for _, l := range i18n.Complete {
		cat := i18n.For(l)
		legend := TieBreakLegend(cat, []string{"koya", "sb"})
		if strings.Contains(legend, "Koya = Koya") || !strings.HasPrefix(legend, "Koya ") {
			t.Errorf("%s: %s", l, legend)
		}
		if sb := TieBreakShort(cat, "sb") + " = " + TieBreakName(cat, "sb"); !strings.Contains(legend, sb) {
			t.Errorf("%s: %s lacks %q", l, legend, sb)
		}
	}
}
