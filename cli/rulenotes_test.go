package cli

import (
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/words"
)

// The standings and the crosstables name the rules they are ranked by as
// the window, the paper and the venue's pages do (words.RuleNotes): the
// command line gave the withdrawal rule and not the edition of the
// Tie-Break Regulations, which decides how the withdrawn player's unplayed
// rounds count.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	tables := testevent.RankedTables(t)
	for _, lang := range []string{"en", "fi", "et"} {
		t.Setenv("ARBITER_LANG", lang)
		cat := i18n.For(i18n.Lang(lang))
		for _, c := range tables {
			out := runCLI(t, 0, c.Kind, c.File)
			testevent.CheckNotesInOrder(t, lang+" arbiter "+c.Kind+" "+string(c.Table.Policy), out, words.RuleNotes(cat, c.Table))
		}
	}
}
