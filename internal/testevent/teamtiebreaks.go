package testevent

import (
	"testing"

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
