package printing

import (
	"io"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/words"
)

// The printed standings and crosstables name under the table the rules
// they are ranked by as the window, the command line and the venue's
// pages do (words.RuleNotes): the paper gave the edition of the Tie-Break
// Regulations and not the withdrawal rule.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	tables := testevent.RankedTables(t)
	for _, lang := range []i18n.Lang{"en", "fi", "et"} {
		cat := i18n.For(lang)
		opt := Options{Lang: lang}
		for _, c := range tables {
			write := Standings
			if c.Kind == "crosstable" {
				write = Crosstable
			}
			text := printedText(t, func(w io.Writer) error { return write(w, c.Event, opt) })
			testevent.CheckNotesInOrder(t, string(lang)+" "+string(c.Event.Settings.System)+" "+c.Kind, text, words.RuleNotes(cat, c.Table))
		}
	}
}
