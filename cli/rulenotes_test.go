package cli

import (
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// The standings and the crosstables name the rules they are ranked by as
// the window, the paper and the venue's pages do (words.RuleNotes): the
// command line gave the withdrawal rule and not the edition of the
// Tie-Break Regulations, which decides how the withdrawn player's unplayed
// rounds count.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	swiss, swissFile, rr, rrFile := testevent.RankedUnderRules(t)
	for _, lang := range []string{"en", "fi", "et"} {
		t.Setenv("ARBITER_LANG", lang)
		cat := i18n.For(i18n.Lang(lang))
		for _, c := range []struct {
			cmd, file string
			table     standings.Table
		}{
			{"standings", swissFile, standings.Of(swiss)},
			{"crosstable", swissFile, standings.SwissCrosstable(swiss).Table},
			{"standings", rrFile, standings.Of(rr)},
			{"crosstable", rrFile, standings.Crosstable(rr).Ranking},
		} {
			out := runCLI(t, 0, c.cmd, c.file)
			testevent.CheckNotesInOrder(t, lang+" arbiter "+c.cmd+" "+string(c.table.Policy), out, words.RuleNotes(cat, c.table))
		}
	}
}
