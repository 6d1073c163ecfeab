package cli

import (
	"strings"
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
// The standings give each player's games that count and the legend of
// the tie-break heads, as the window and the paper do.
func TestStandingsNameTheirRulesAsEveryFrontEnd(t *testing.T) {
	events := testevent.NotedEvents(t)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for _, n := range events {
			for cmd, table := range map[string]standings.Table{"standings": n.Standings, "crosstable": n.Crosstable} {
				out := runCLI(t, 0, cmd, n.File)
				testevent.CheckNotesInOrder(t, string(lang)+" arbiter "+cmd+" "+n.File, out, words.TableNotes(cat, table))
				if len(table.TieBreaks) > 0 && !strings.Contains(out, words.TieBreakLegend(cat, table.TieBreaks)) {
					t.Errorf("%s arbiter %s %s: no legend of the tie-break heads, as the window and the paper give", lang, cmd, n.File)
				}
			}
			// The games that count beside the points, as on paper.
			if out, games := runCLI(t, 0, "standings", n.File), cat.T("print.col.games"); !n.Standings.Teams && !strings.Contains(strings.SplitN(out, "\n", 3)[1], games) {
				t.Errorf("%s arbiter standings %s: no %q column\n%s", lang, n.File, games, out)
			}
		}
	})
}
