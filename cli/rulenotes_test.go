package cli

import (
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// The standings and the crosstables name the rules they are ranked by,
// then a match's own result and each player struck, as the window, the
// paper and the venue's pages do (words.RuleNotes, words.OutcomeNotes):
// the command line gave the withdrawal rule and not the edition of the
// Tie-Break Regulations, which decides how the withdrawn player's unplayed
// rounds count, and the other doors worded the struck players otherwise.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	swiss, swissFile, rr, rrFile := testevent.RankedUnderRules(t)
	match, matchFile, struck, struckFile := testevent.NotedOutcomes(t)
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
			{"standings", matchFile, standings.Of(match)},
			{"crosstable", matchFile, standings.Crosstable(match).Ranking},
			{"standings", struckFile, standings.Of(struck)},
			{"crosstable", struckFile, standings.Crosstable(struck).Ranking},
		} {
			out := runCLI(t, 0, c.cmd, c.file)
			testevent.CheckNotesInOrder(t, lang+" arbiter "+c.cmd+" "+c.file, out, append(words.RuleNotes(cat, c.table), words.OutcomeNotes(cat, c.table)...))
		}
	}
}
