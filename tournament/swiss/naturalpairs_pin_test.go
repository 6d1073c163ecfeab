package swiss

import "testing"

// TestNaturalPairingIsTakenBesideAnExcludedS1Pair pins natural's early
// refusal to the natural pairs themselves (A.6's first candidate, S1[i]
// against S2[i]): a pair the duals exclude elsewhere in the bracket does
// not stop it. Eight players after a round of draws in which 1-4 had
// white and 5-8 black: the natural pairing 1-5, 2-6, 3-7, 4-8 gives
// every player his colour and is optimal, while a pair of two S1 players
// (both due black) gives one of them the wrong colour and is in no
// optimal pairing.
func TestNaturalPairingIsTakenBesideAnExcludedS1Pair(t *testing.T) {
	d := startRun(t, startField(8, [][3]int{{1, 6, 5}, {2, 7, 5}, {3, 8, 5}, {4, 5, 5}}))
	for v := range d.partner {
		d.partner[v] = -1
	}
	n := len(d.sorted)
	pbi := []int{0, 1, 2, 3, 4, 5, 6, 7}
	lg := d.newLocalGraph(pbi, len(pbi))
	b := &bracket{d: d, m: lg, n: n, pbi: pbi, nsgBegin: len(pbi), sgIt: n, matched: make([]bool, n)}
	weights := d.newWeightCache(lg)
	b.base = newCriteriaTable(weights, pbi, 0, len(pbi))
	b.setWeights(weights, lg)
	lg.solve()
	if !lg.excluded(1, 3) {
		t.Fatal("the pair of S1 players 2 and 4, both due black, is not excluded by the duals")
	}
	if st, ok := b.natural(b.base); !ok {
		t.Errorf("the optimal natural pairing is refused (%v)", st)
	}
	for i := 0; i < 4; i++ {
		if d.partner[i] != i+4 {
			t.Errorf("player %d paired with vertex %d, want %d", i+1, d.partner[i], i+4)
		}
	}
	b.m.(*localGraph).release()
}
