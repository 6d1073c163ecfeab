package venue_test

import (
	"html"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// The standings and crosstable pages name under the table the rules they
// are ranked by, then a match's own result and each player struck, as the
// window, the command line and the paper do (words.RuleNotes,
// words.OutcomeNotes): they gave neither the edition of the Tie-Break
// Regulations nor the withdrawal rule, the standings page left out the
// match's result, and the pages joined the struck players in a line of
// the paper's words. The standings page gives each player's games that
// count and the legend of the tie-break heads, as the window and the paper
// do: a phone in the hall could not tell what "BH-C1" was.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	for _, n := range testevent.NotedEvents(t) {
		_, base := server(t, n.File, nil)
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			for page, table := range map[string]standings.Table{"standings.html": n.Standings, "crosstable.html": n.Crosstable} {
				body := html.UnescapeString(get2(t, base+"/"+page+"?lang="+string(lang)))
				testevent.CheckNotesInOrder(t, string(lang)+" "+page+" "+n.File, body, words.TableNotes(cat, table))
				if len(table.TieBreaks) > 0 && !strings.Contains(body, words.TieBreakLegend(cat, table.TieBreaks)) {
					t.Errorf("%s %s %s: no legend of the tie-break heads, as the window and the paper give", lang, page, n.File)
				}
			}
			// The games that count beside the points, as on paper; a
			// phone leaves them to a wider screen and says so
			// (TestTheStandingsStandOnAPhone).
			body := html.UnescapeString(get2(t, base+"/standings.html?lang="+string(lang)))
			if games := `<th class="n wide">` + cat.T("print.col.games") + `</th>`; !n.Standings.Teams && !strings.Contains(body, games) {
				t.Errorf("%s standings.html %s: no %s column", lang, n.File, games)
			}
		}
	}
}
