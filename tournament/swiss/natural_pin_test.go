package swiss

import "testing"

// TestNaturalPairingLeavingPlayersBelowUnpairedIsRefused pins natural's
// part of the rule every step on a bracket's own graph keeps (brackets):
// a pairing that leaves players below who cannot complete the round is
// not taken. Twelve players before any game; the bracket is the first
// nine, whose natural pairing is optimal and floats the ninth, who may
// meet none of the three below: natural refuses, changing nothing. With
// the ninth free to meet them, it pairs the bracket.
func TestNaturalPairingLeavingPlayersBelowUnpairedIsRefused(t *testing.T) {
	for _, meet := range []bool{false, true} {
		d := startRun(t, startField(12))
		for v := range d.partner {
			d.partner[v] = -1
		}
		if !meet {
			for _, o := range []int{9, 10, 11} {
				d.compat[8][0] &^= 1 << o
				d.compat[o][0] &^= 1 << 8
			}
		}
		n := len(d.sorted)
		pbi := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
		lg := d.newLocalGraph(pbi, len(pbi))
		b := &bracket{d: d, m: lg, n: n, pbi: pbi, nsgBegin: len(pbi), sgIt: n, matched: make([]bool, n), lower: newLower(d, 9)}
		weights := d.newWeightCache(lg)
		b.base = newCriteriaTable(weights, pbi, 0, len(pbi))
		b.setWeights(weights, lg)
		lg.solve()
		st, ok := b.natural(b.base)
		if ok != meet {
			t.Errorf("the ninth may meet those below: %v; the natural pairing is taken: %v (%v)", meet, ok, st)
		}
		paired := 0
		for _, v := range pbi {
			if d.partner[v] >= 0 {
				paired++
			}
		}
		if want := map[bool]int{false: 0, true: 8}[meet]; paired != want {
			t.Errorf("the ninth may meet those below: %v; %d of the bracket paired, want %d", meet, paired, want)
		}
		b.m.(*localGraph).release()
	}
}
