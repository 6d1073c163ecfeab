package printing

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/prizes"
	"arbiter/tournament/team"
	"arbiter/words"
)

// finishedSwissPrizes is a finished 31-player Swiss with three ranking
// groups and prizes overall and in each.
func finishedSwissPrizes(t *testing.T) (*tournament.Event, prizes.Rules) {
	ev := testevent.Swiss(t, 31, 7, false)
	rules := prizes.Rules{
		Groups: []prizes.Group{
			{ID: "u1800", Name: "Rating under 1800", Kind: prizes.GroupRating, To: new(1799)},
			{ID: "w", Name: "Women", Kind: prizes.GroupWomen},
			{ID: "s", Name: "Born 1970 or earlier", Kind: prizes.GroupBorn, To: new(1970)},
		},
		Prizes: []prizes.Prize{{Place: 1, Amount: 30000}, {Place: 2, Amount: 20000}, {Place: 3, Amount: 10000},
			{Group: "u1800", Place: 1, Amount: 8000}, {Group: "u1800", Place: 2, Amount: 4050},
			{Group: "w", Place: 1, Amount: 6000, Item: "cup"}, {Group: "s", Place: 1, Amount: 5000}},
		Hort: true,
	}
	if err := prizes.Check(rules); err != nil {
		t.Fatal(err)
	}
	return ev, rules
}

// TestPrizeListPrinted: the printed prize list of a finished Swiss names
// each award's prize, player, points and money as prizes.Of
// gives them (the window and the command line show the same), in every
// language; and each of the three groups' standings follows with the
// group's players in the order and places of prizes.GroupStandings.
func TestPrizeListPrinted(t *testing.T) {
	ev, rules := finishedSwissPrizes(t)
	list, err := prizes.Of(ev, team.PrizeTable(ev), rules)
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Awards) < len(rules.Prizes) {
		t.Fatalf("%d awards for %d prizes", len(list.Awards), len(rules.Prizes))
	}
	textInEachLang(t, func(w io.Writer, opt Options) error { return PrizeList(w, ev, rules, nil, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		pages := strings.Split(strings.TrimSuffix(text, "\f"), "\f")
		if len(pages) != 1+len(rules.Groups) {
			t.Fatalf("%s: %d pages, want the prize list and %d groups' standings", lang, len(pages), len(rules.Groups))
		}
		for _, r := range append(words.PrizeRows(cat, rules, list), words.PrizeAccount(cat, list)...) {
			want := input.Collapse(strings.Join(r.Cells(), " "))
			if !strings.Contains(flatLines(pages[0]), "\n"+want+"\n") {
				t.Errorf("%s: the prize list lacks the row %q:\n%s", lang, want, pages[0])
			}
		}
		for i, g := range rules.Groups {
			page := flatLines(pages[1+i])
			if !strings.Contains(page, g.Name) {
				t.Errorf("%s: page %d is not %s's standings", lang, i+2, g.Name)
			}
			last := -1
			for _, r := range prizes.GroupStandings(ev, team.PrizeTable(ev), g).Rows {
				p, _ := ev.Player(r.ID)
				// A long name may wrap around its row's line: the place
				// and number begin the line, the name is on the page.
				row := fmt.Sprintf("\n%s %d ", r.Place, r.No)
				if !strings.Contains(page, strings.Fields(p.Name)[len(strings.Fields(p.Name))-1]) {
					t.Errorf("%s: %s: %s missing", lang, g.Name, p.Name)
				}
				at := strings.Index(page, row)
				if at < 0 || at < last {
					t.Errorf("%s: %s: %q missing or out of order", lang, g.Name, row)
				}
				last = at
			}
		}
	})
}

// flatLines is a page's text with the spaces of each line closed up to
// one, lines kept.
func flatLines(page string) string {
	var out []string
	for _, l := range strings.Split(page, "\n") {
		out = append(out, input.Collapse(l))
	}
	return "\n" + strings.Join(out, "\n")
}

// A file's prize list with a place left out (saved before that was
// refused) is not printed: it paid place 3's prize to the player placed
// second; the refusal names the gap.
func TestPrizeListWithAPlaceLeftOutIsRefusedNotPrinted(t *testing.T) {
	ev := demoEvent()
	rules := prizes.Rules{Prizes: []prizes.Prize{{Place: 1, Amount: 10000}, {Place: 3, Amount: 5000}}}
	var out bytes.Buffer
	err := PrizeList(&out, ev, rules, nil, Options{Lang: i18n.English})
	if testform.KeyOf(err) != "prizes.err.place-gap" || out.Len() != 0 {
		t.Fatalf("printed %d bytes, error %v; want refused naming the gap", out.Len(), err)
	}
}

// An individual event without a prize is refused a prize list, with the
// reason in the reader's language, as group standings without a group
// are: it printed a table of nothing but a fund, paid out and remainder
// of 0, its player and points columns empty without a word.
func TestPrizeListWithoutPrizesRefused(t *testing.T) {
	ev := demoEvent()
	err := PrizeList(io.Discard, ev, prizes.Rules{}, nil, Options{Lang: i18n.Finnish})
	if err == nil {
		t.Fatal("a prize list without prizes printed")
	}
	for lang, want := range map[i18n.Lang]string{i18n.English: "The event has no prizes", i18n.Finnish: "Kilpailussa ei ole palkintoja",
		i18n.Estonian: "Turniiril pole auhindu"} {
		if got := i18n.For(lang).Error(err); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q, want it to begin %q", lang, got, want)
		}
	}
}

// A team event without a money prize prints its board prizes under a
// sentence saying no team prize is set: it printed a fund, paid out and
// remainder of 0 above them, the team and match-point columns empty
// without a word.
func TestTeamPrizeListWithoutPrizesSaysSo(t *testing.T) {
	ev := teamEvent(t)
	texts := printedTexts(t, inEachLang(), func(w io.Writer, opt Options) error { return PrizeList(w, ev, prizes.Rules{}, nil, opt) })
	for lang, want := range map[i18n.Lang]string{i18n.English: "No team prize is set", i18n.Finnish: "Joukkuepalkintoja ei ole määritetty",
		i18n.Estonian: "Võistkonnaauhindu pole määratud"} {
		cat := i18n.For(lang)
		text := texts[Options{Lang: lang}]
		if !strings.Contains(flatLines(text), want) {
			t.Errorf("%s: the list does not say %q:\n%s", lang, want, text)
		}
		if fund := cat.T("prizes.account.fund"); strings.Contains(text, fund) {
			t.Errorf("%s: the list accounts a fund (%q) of no prize:\n%s", lang, fund, text)
		}
		if board := cat.T("teamprizes.board-prizes"); !strings.Contains(text, board) {
			t.Errorf("%s: the board prizes (%q) are not printed:\n%s", lang, board, text)
		}
	}
}

// A team event's ranking group printed (group-standings): its table heads
// the shown tie-breaks with their abbreviations and ends, as the printed
// team standings do, with the legend of them, in each language; it ended
// with the table and explained none.
func TestTeamGroupStandingsPrintedExplainTheirTieBreaks(t *testing.T) {
	ev := testevent.TeamReport(t, "arbiter-rr6").Event
	st := team.TeamStandings(ev)
	if len(st.TieBreakColumns()) == 0 {
		t.Fatal("the event shows no tie-break column: the test shows nothing")
	}
	rules := prizes.Rules{Groups: []prizes.Group{{ID: "all", Name: "Every team", Kind: prizes.GroupRating, To: new(9999)}}}
	sheets := map[string]func(io.Writer, Options) error{
		"standings":       func(w io.Writer, opt Options) error { return TeamStandings(w, ev, opt) },
		"group-standings": func(w io.Writer, opt Options) error { return GroupStandings(w, ev, rules, nil, opt) },
	}
	texts := printedSheets(t, inEachLang(), sheets)
	for _, lang := range i18n.Complete {
		legend := input.Collapse(words.TeamTieBreakLegend(i18n.For(lang), st))
		for name := range sheets {
			text := input.Collapse(texts[name][Options{Lang: lang}])
			if !strings.Contains(text, legend) {
				t.Errorf("%s, %s: no legend %q in\n%s", lang, name, legend, text)
			}
		}
	}
}

// TestPrizeListBandNoteWithoutCommandSyntax: under a prize list with a
// rating band the note that the band counts the rated players only is a
// rule the players read on the wall, in the sheet's language; it ended
// with the command line's syntax of a group of the unrated,
// "(TUNNUS:unrated:NIMI)", an English word on the Estonian and Finnish
// sheets, and said the unrated are ranked by a group of their own in an
// event that has none.
func TestPrizeListBandNoteWithoutCommandSyntax(t *testing.T) {
	ev, rules := finishedSwissPrizes(t)
	for _, g := range rules.Groups {
		if g.Kind == prizes.GroupUnrated {
			t.Fatal("the test's event has a group of the unrated")
		}
	}
	textInEachLang(t, func(w io.Writer, opt Options) error { return PrizeList(w, ev, rules, nil, opt) }, func(lang i18n.Lang, cat *i18n.Catalog, text string) {
		page := input.Collapse(strings.Split(text, "\f")[0])
		note := input.Collapse(cat.T("prizes.legend.band", "name", "Rating under 1800"))
		if !strings.Contains(page, note) {
			t.Errorf("%s: the prize list lacks the band's note %q:\n%s", lang, note, page)
		}
		if strings.Contains(page, ":unrated:") || (lang != i18n.English && strings.Contains(page, "unrated")) {
			t.Errorf("%s: the prize list gives the command line's syntax: %q", lang, note)
		}
	})
}
