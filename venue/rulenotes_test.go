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
// are ranked by as the window, the command line and the paper do
// (words.RuleNotes): they gave neither the edition of the Tie-Break
// Regulations nor the withdrawal rule.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	swiss, swissFile, rr, rrFile := testevent.RankedUnderRules(t)
	for _, c := range []struct {
		file         string
		table, cross standings.Table
	}{
		{swissFile, standings.Of(swiss), standings.SwissCrosstable(swiss).Table},
		{rrFile, standings.Of(rr), standings.Crosstable(rr).Ranking},
	} {
		_, base := server(t, c.file, nil)
		for _, lang := range []i18n.Lang{"en", "fi", "et"} {
			cat := i18n.For(lang)
			for page, table := range map[string]standings.Table{"standings.html": c.table, "crosstable.html": c.cross} {
				body := html.UnescapeString(get2(t, base+"/"+page+"?lang="+string(lang)))
				testevent.CheckNotesInOrder(t, string(lang)+" "+page+" "+string(table.Policy), body, words.RuleNotes(cat, table))
			}
		}
	}
}
