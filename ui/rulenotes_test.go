package ui

import (
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// The standings and the crosstables name under the table the rules they
// are ranked by as the command line, the paper and the venue's pages do
// (words.RuleNotes): the window gave the edition of the Tie-Break
// Regulations and not the withdrawal rule, which decides whether a
// withdrawn player's games stand.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	_, swissFile, _, rrFile := testevent.RankedUnderRules(t)
	for _, file := range []string{swissFile, rrFile} {
		s := openShell(t, file)
		ev := &s.doc.event
		for _, lang := range []i18n.Lang{"en", "fi", "et"} {
			s.SetLanguage(lang)
			cross := standings.Crosstable(ev).Ranking
			if ev.Settings.System.IndividualSwiss() {
				cross = standings.SwissCrosstable(ev).Table
			}
			for _, c := range []struct {
				what  string
				a     area
				table standings.Table
			}{{"standings", areaStandings, standings.Of(ev)}, {"crosstable", areaCrosstable, cross}} {
				var f reportFrame
				switch v := s.areaView(c.a).(type) {
				case *standingsView:
					f = v.reportFrame
				case *crosstableView:
					f = v.reportFrame
				}
				s.areaView(c.a).refresh()
				testevent.CheckNotesInOrder(t, string(lang)+" "+c.what+" "+string(c.table.Policy), f.note.Text, words.RuleNotes(s.cat, c.table))
			}
		}
	}
}
