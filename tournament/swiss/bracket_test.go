package swiss

import (
	"reflect"
	"slices"
	"testing"
)

// swapPathBracket is a bracket of six players before any game settled on
// its own graph, every pair weighing the same, so that any exchange of
// partners weighs as much as the pairs it drops, with the exchange's
// scratch ready as exchange leaves it.
func swapPathBracket(t *testing.T) *bracket {
	t.Helper()
	d := startRun(t, startField(6))
	nobodyPaired(d)
	return evenBracket(t, d, []int{0, 1, 2, 3, 4, 5})
}

// evenBracket is a bracket of the players pbi settled on its own graph,
// every pair weighing the same, with the exchange's scratch ready.
func evenBracket(t *testing.T, d *dutch, pbi []int) *bracket {
	t.Helper()
	g := d.newLocalGraph(pbi, len(pbi))
	t.Cleanup(g.release)
	w := d.edgeWeight(0, 1, true, false)
	for l := 1; l < len(pbi); l++ {
		for h := 0; h < l; h++ {
			g.set(h, l, w)
		}
	}
	n := len(d.sorted)
	d.cycle = cycleScratch{mark: make([]int, n), via: make([]int, n), prev: make([]int, n)}
	return &bracket{d: d, m: g, n: n, pbi: pbi, nsgBegin: len(pbi), matched: make([]bool, n)}
}

// TestSwapPathThroughTheTopPlayer pins swapPath on paths through vertex 0
// (the top player, who can be queued where the first bracket pairs him
// down): a path is walked back through its queued players until the one
// queued first (prev -1), and only a path of no queued player (last -1)
// is v meeting an unpaired player. Pairs 0-1, 2-3, 4-5; v is 2, x is 1.
func TestSwapPathThroughTheTopPlayer(t *testing.T) {
	// 1's partner 0, queued first, meets v's partner 3: the cycle 2-1,
	// 0-3. via[2] is left from an earlier search, pointing at 4.
	b := swapPathBracket(t)
	c := &b.d.cycle
	c.via[0], c.prev[0] = 1, -1
	c.via[2] = 4
	stable := []int{1, 0, 3, 2, 5, 4}
	if !b.swapPath(2, 0, 3, stable) {
		t.Fatal("the cycle through player 0 is refused")
	}
	if want := []int{3, 2, 1, 0, 5, 4}; !reflect.DeepEqual(stable, want) {
		t.Errorf("the cycle through player 0 gives %v, want %v", stable, want)
	}

	// 1's partner 0, queued first, meets 4, whose partner 5, queued
	// after 0 (prev 0), meets v's partner 3: 2-1, 0-4, 5-3.
	b = swapPathBracket(t)
	c = &b.d.cycle
	c.via[0], c.prev[0] = 1, -1
	c.via[5], c.prev[5] = 4, 0
	stable = []int{1, 0, 3, 2, 5, 4}
	if !b.swapPath(2, 5, 3, stable) {
		t.Fatal("the cycle on from player 0 is refused")
	}
	if want := []int{4, 2, 1, 5, 0, 3}; !reflect.DeepEqual(stable, want) {
		t.Errorf("the cycle on from player 0 gives %v, want %v", stable, want)
	}
}

// TestSwapPathLeavingAPlayerTheLowerCannotAbsorb pins swapPath's check of
// the players below: where v leaves his partner y for an unpaired player,
// the exchange is taken only if the players below can still absorb the
// bracket's unpaired players, y now among them. A bracket of five players
// (pairs 0-1, 2-3, 4 unpaired) over three below, none of whom player 3
// may meet: v 2 may not leave 3 for 4, and stable is left as it was.
func TestSwapPathLeavingAPlayerTheLowerCannotAbsorb(t *testing.T) {
	d := startRun(t, startField(8))
	nobodyPaired(d)
	for _, o := range []int{5, 6, 7} {
		d.compat[3][0] &^= 1 << o
		d.compat[o][0] &^= 1 << 3
	}
	b := evenBracket(t, d, []int{0, 1, 2, 3, 4})
	b.lower = newLower(d, 5)
	stable := []int{1, 0, 3, 2, 4, 5, 6, 7}
	if !b.lower.absorbs(b, stable) {
		t.Fatal("the players below cannot absorb player 4: the test proves nothing")
	}
	d.cycle.via[2] = 4
	if b.swapPath(2, -1, -1, stable) {
		t.Errorf("player 3 left to players below who may not meet him: the exchange is taken, %v", stable)
	}
	if want := []int{1, 0, 3, 2, 4, 5, 6, 7}; !reflect.DeepEqual(stable, want) {
		t.Errorf("the exchange refused leaves %v, want %v", stable, want)
	}
}

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
