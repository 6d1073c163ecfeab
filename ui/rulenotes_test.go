package ui

import (
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/words"
)

// The standings and the crosstables name under the table the rules they
// are ranked by as the command line, the paper and the venue's pages do
// (words.RuleNotes): the window gave the edition of the Tie-Break
// Regulations and not the withdrawal rule, which decides whether a
// withdrawn player's games stand.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	shells := map[string]*Shell{}
	for _, c := range testevent.RankedTables(t) {
		if shells[c.File] == nil {
			shells[c.File] = openShell(t, c.File)
		}
		s, a := shells[c.File], areaStandings
		if c.Kind == "crosstable" {
			a = areaCrosstable
		}
		for _, lang := range []i18n.Lang{"en", "fi", "et"} {
			s.SetLanguage(lang)
			var f reportFrame
			switch v := s.areaView(a).(type) {
			case *standingsView:
				f = v.reportFrame
			case *crosstableView:
				f = v.reportFrame
			}
			s.areaView(a).refresh()
			testevent.CheckNotesInOrder(t, string(lang)+" "+c.Kind+" "+string(c.Table.Policy), f.note.Text, words.RuleNotes(s.cat, c.Table))
		}
	}
}
