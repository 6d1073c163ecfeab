package ui

import (
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// The standings and the crosstables name under the table the rules they
// are ranked by, then a match's own result and each player struck, as
// the command line, the paper and the venue's pages do (words.RuleNotes,
// words.OutcomeNotes): the window gave the edition of the Tie-Break
// Regulations and not the withdrawal rule, which decides whether a
// withdrawn player's games stand, left out the match's result and worded
// the struck players in its own way.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	for _, n := range testevent.NotedEvents(t) {
		file := n.File
		s := openShell(t, file)
		ev := &s.doc.event // the tables as the window read them from the file
		inEachLanguage(s, func(lang i18n.Lang) {
			cross := standings.Crosstable(ev).Ranking
			if ev.Settings.System.IndividualSwiss() {
				cross = standings.SwissCrosstable(ev).Table
			}
			for _, c := range []struct {
				what  string
				a     area
				table standings.Table
			}{{"standings", areaStandings, standings.Of(ev)}, {"crosstable", areaCrosstable, cross}} {
				f := reportFrameOf(t, s, c.a)
				s.areaView(c.a).refresh()
				// The window gives the rules on one line.
				notes := append([]string{strings.Join(words.RuleNotes(s.cat, c.table), " ")}, words.OutcomeNotes(s.cat, c.table)...)
				testevent.CheckNotesInOrder(t, string(lang)+" "+c.what+" "+file, f.note.Text, notes)
			}
		})
	}
}
