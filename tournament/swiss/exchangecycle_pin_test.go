package swiss

import "testing"

// TestExchangeFindsATwoPairCycleOfEqualWeight pins exchange's contract on
// its smallest path: four players before any game, whom no criterion
// tells apart yet; for v and a player x stable pairs with another, the
// cycle v-x, x's partner with v's partner, weighs as much as stable's two
// pairs, so exchange finds it and changes stable to pair v with x.
func TestExchangeFindsATwoPairCycleOfEqualWeight(t *testing.T) {
	d := startRun(t, startField(4))
	for v := range d.partner {
		d.partner[v] = -1
	}
	n := len(d.sorted)
	pbi := []int{0, 1, 2, 3}
	lg := d.newLocalGraph(pbi, len(pbi))
	defer lg.release()
	b := &bracket{d: d, m: lg, n: n, pbi: pbi, nsgBegin: len(pbi), sgIt: n, matched: make([]bool, n)}
	weights := d.newWeightCache(lg)
	b.base = newCriteriaTable(weights, pbi, 0, len(pbi))
	b.setWeights(weights, lg)
	lg.solve()
	stable := append([]int(nil), lg.matching()...)
	v, y := 0, stable[0]
	x := 1
	if x == y {
		x = 2
	}
	z := stable[x]
	if !b.exchange(v, x, stable) {
		t.Fatalf("no exchange found pairing %d with %d in %v", v, x, lg.matching())
	}
	if stable[v] != x || stable[x] != v || stable[y] != z || stable[z] != y {
		t.Errorf("after the exchange %v, want %d-%d and %d-%d", stable, v, x, y, z)
	}
}
