package venue_test

import (
	"html"
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
// the paper's words.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	for _, n := range testevent.NotedEvents(t) {
		_, base := server(t, n.File, nil)
		for _, lang := range []i18n.Lang{"en", "fi", "et"} {
			cat := i18n.For(lang)
			for page, table := range map[string]standings.Table{"standings.html": n.Standings, "crosstable.html": n.Crosstable} {
				body := html.UnescapeString(get2(t, base+"/"+page+"?lang="+string(lang)))
				testevent.CheckNotesInOrder(t, string(lang)+" "+page+" "+n.File, body, words.TableNotes(cat, table))
			}
		}
	}
}
