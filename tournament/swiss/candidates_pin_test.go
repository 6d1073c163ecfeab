package swiss

import (
	"slices"
	"testing"
)

// candidatesPinBracket is a bracket of twelve players before any game,
// all of whom may meet, with its criteria table and no one paired.
func candidatesPinBracket(t *testing.T) *bracket {
	d := startRun(t, startField(12))
	n := len(d.sorted)
	pbi := make([]int, n)
	for i := range pbi {
		pbi[i] = i
	}
	lg := d.newLocalGraph(pbi, n)
	t.Cleanup(lg.release)
	b := &bracket{d: d, m: lg, n: n, pbi: pbi, nsgBegin: n, sgIt: n, matched: make([]bool, n)}
	b.base = newCriteriaTable(d.newWeightCache(lg), pbi, 0, n)
	return b
}

// TestCandidatesAreTheUnpairedOfTheirPositionsOnly pins candidates'
// contract: the unpaired players at positions from..to-1 the player may
// meet, highest first, and none from position to on (step 2 offers an
// MDP the residents, not the first player of the next score group).
func TestCandidatesAreTheUnpairedOfTheirPositionsOnly(t *testing.T) {
	b := candidatesPinBracket(t)
	b.matched[b.pbi[2]] = true
	got := slices.Collect(b.candidates(0, 1, 5, b.base))
	if want := []int{1, 3, 4}; !slices.Equal(got, want) {
		t.Errorf("candidates of position 0 among positions 1..4, position 2 paired: %v, want %v", got, want)
	}
}

// TestLaterCandidatesAreAfterThePlayerOnly pins laterCandidates'
// contract: of the remainder, only the unpaired players after pl, in
// order; an S1 player is never offered one ranked above him.
func TestLaterCandidatesAreAfterThePlayerOnly(t *testing.T) {
	b := candidatesPinBracket(t)
	b.matched[b.pbi[6]] = true
	rem := []int{0, 1, 2, 3, 4, 5, 6, 7}
	got := slices.Collect(b.laterCandidates(3, rem, b.base))
	if want := []int{4, 5, 7}; !slices.Equal(got, want) {
		t.Errorf("later candidates of remainder position 3, position 6 paired: %v, want %v", got, want)
	}
}
