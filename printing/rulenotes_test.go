package printing

import (
	"io"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/words"
)

// The printed standings and crosstables name under the table the rules
// they are ranked by, then a match's own result and each player struck,
// as the window, the command line and the venue's pages do
// (words.RuleNotes, words.OutcomeNotes): the paper gave the edition of the
// Tie-Break Regulations and not the withdrawal rule, and joined the struck
// players in a line of its own words.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	swiss, _, rr, _ := testevent.RankedUnderRules(t)
	match, _, struck, _ := testevent.NotedOutcomes(t)
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
			{"match standings", match, Standings, standings.Of(match)},
			{"match crosstable", match, Crosstable, standings.Crosstable(match).Ranking},
			{"struck standings", struck, Standings, standings.Of(struck)},
			{"struck crosstable", struck, Crosstable, standings.Crosstable(struck).Ranking},
		} {
			pdf := printed(t, func(w io.Writer) error { return c.print(w, c.ev, opt) })
			savePNG(t, "notes-"+strings.ReplaceAll(c.what, " ", "-")+"-"+string(lang), pdf, 1)
			testevent.CheckNotesInOrder(t, string(lang)+" "+c.what, pdfText(t, pdf), append(words.RuleNotes(cat, c.table), words.OutcomeNotes(cat, c.table)...))
		}
	}
}
