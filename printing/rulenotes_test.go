package printing

import (
	"io"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// The printed standings and crosstables name under the table the rules
// they are ranked by as the window, the command line and the venue's
// pages do (words.RuleNotes): the paper gave the edition of the Tie-Break
// Regulations and not the withdrawal rule.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	swiss, _, rr, _ := testevent.RankedUnderRules(t)
	for _, lang := range []i18n.Lang{"en", "fi", "et"} {
		cat := i18n.For(lang)
		opt := Options{Lang: lang}
		for _, c := range []struct {
			what  string
			ev    *tournament.Event
			print func(io.Writer, *tournament.Event, Options) error
			table standings.Table
		}{
			{"Swiss standings", swiss, Standings, standings.Of(swiss)},
			{"Swiss crosstable", swiss, Crosstable, standings.SwissCrosstable(swiss.AfterRound(swiss.CompletedRounds())).Table},
			{"round robin standings", rr, Standings, standings.Of(rr)},
			{"round robin crosstable", rr, Crosstable, standings.Crosstable(rr).Ranking},
		} {
			text := printedText(t, func(w io.Writer) error { return c.print(w, c.ev, opt) })
			testevent.CheckNotesInOrder(t, string(lang)+" "+c.what, text, words.RuleNotes(cat, c.table))
		}
	}
}
