package matching

import (
	"fmt"
	"testing"
)

// The tests' views of the Matcher's state, for checking its invariants.

// slack is the slack of edge (i,j) as a value.
func (m *Matcher) slack(i, j int) Weight {
	var r Weight
	m.slackTo(&r, i, j)
	return r
}

// isAllowed says whether edge (i,j) is allowed in the current stage.
func (m *Matcher) isAllowed(i, j int) bool { return bitAt(m.allowed[i*m.hw:(i+1)*m.hw], j) }

// small returns v as a weight.
func small(v uint64) Weight { return Weight{v} }

// sameEdges fails the test unless got, a graph of n vertices, has the
// edges of want and their weights; format and args name got.
func sameEdges(t *testing.T, got, want *Matcher, n int, format string, args ...any) {
	t.Helper()
	for i := range n {
		for j := range n {
			if i != j && (got.edge(i, j) != want.edge(i, j) || got.Get(i, j) != want.Get(i, j)) {
				t.Fatalf("%s: edge %d-%d weighs %v (an edge: %v), want %v (%v)", fmt.Sprintf(format, args...), i, j, got.Get(i, j), got.edge(i, j), want.Get(i, j), want.edge(i, j))
			}
		}
	}
}
