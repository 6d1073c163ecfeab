package testevent

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/team"
)

// TeamTieBreakShown is the tie-breaks st shows beside the points
// (TieBreakColumns), failing the test where it shows none, and whether
// two teams of st stand level on match and game points, so placed by the
// tie-breaks alone: a test that the tie-breaks are shown beside the
// points needs both, the second in at least one of its events.
func TeamTieBreakShown(t testing.TB, name string, st team.TeamTable) (shown []int, level bool) {
	t.Helper()
	if shown = st.TieBreakColumns(); len(shown) == 0 {
		t.Fatalf("%s: the event has no tie-break of a column of its own; the test needs one", name)
	}
	for i := 1; i < len(st.Rows); i++ {
		a, b := st.Rows[i-1], st.Rows[i]
		level = level || a.MatchPoints == b.MatchPoints && a.GamePoints == b.GamePoints
	}
	return shown, level
}

// teamCrossLines are the rows of ev's team crosstable as the venue and
// the command line give them, cells translated by tr, words single-spaced:
// the place, number and name, the cells, the two scores and the
// tie-breaks the standings show beside them.
func teamCrossLines(ev *tournament.Event, tr func(key string, args ...any) string) []string {
	ct := team.TeamCrosstable(ev)
	_, tbs := ct.Standings.ShownTieBreaks()
	var lines []string
	for i, r := range ct.Rows {
		cells := append([]string{r.Place, fmt.Sprint(r.No), r.Name}, ct.Cells(r, tr)...)
		sc := team.ScoreCells(ev.TeamOptions, r.MatchPoints, r.GamePoints)
		cells = append(append(cells, sc[0], sc[1]), tbs[i]...)
		lines = append(lines, strings.Join(strings.Fields(strings.Join(cells, " ")), " "))
	}
	return lines
}

// CheckTeamCross fails the test where got, a page or a command's output
// with its words single-spaced, lacks a row of ev's team crosstable
// (teamCrossLines) or the legend of its columns.
func CheckTeamCross(t testing.TB, what, got string, ev *tournament.Event, tr func(key string, args ...any) string, legend string) {
	t.Helper()
	for _, want := range teamCrossLines(ev, tr) {
		if !strings.Contains(got, want) {
			t.Errorf("%s: no row %q:\n%s", what, want, got)
		}
	}
	if legend = strings.Join(strings.Fields(legend), " "); !strings.Contains(got, legend) {
		t.Errorf("%s: no legend %q:\n%s", what, legend, got)
	}
}
