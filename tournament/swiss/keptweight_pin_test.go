package swiss

import "testing"

// TestKeptWeightOfMovedDownPairIsFoundByTheNextGraph pins the contract of
// lastLow: the weight two players moving down together had in their
// bracket (finish keeps it) is the weight their pair is given again when
// the next graph is built for them, on the whole field's graph
// (initialWeights) and on the next bracket's own (fill). The pair is not
// vertex 0's, whose key a mistaken one could share, and the kept weight
// is not the pair's fresh one, which a lost key would give.
func TestKeptWeightOfMovedDownPairIsFoundByTheNextGraph(t *testing.T) {
	d := simulatedRun(t, 10, 3, 5, 3)
	n := len(d.sorted)
	// Start again with nobody paired, the two players a and c moving down
	// out of a bracket settled on the whole field's graph.
	for v := range d.partner {
		d.partner[v] = -1
	}
	d.lastLow = map[int]wt{}
	// The first pair after vertex 0's that may meet, weighed in their
	// bracket otherwise than outside it.
	a, c := 1, 2
	for ; c < n && !(d.compatible(d.sorted[a], d.sorted[c]) && d.edgeWeight(a, c, true, false) != d.edgeWeight(a, c, false, false)); c++ {
	}
	if c == n {
		t.Fatal("no pair of player 1's is weighed otherwise in a bracket: the test proves nothing")
	}
	fresh := d.edgeWeight(a, c, false, false)
	kept := d.edgeWeight(a, c, true, false)
	above := d.newFullGraph(0)
	above.set(a, c, kept)
	stable := make([]int, n)
	for v := range stable {
		stable[v] = v
	}
	b := &bracket{d: d, m: above, n: n, pbi: []int{a, c}, nsgBegin: 2, sgIt: n, matched: make([]bool, n)}
	b.finish(stable)
	if b.nsg != 2 {
		t.Fatalf("%d players moved down, want 2", b.nsg)
	}

	d.full = d.newFullGraph(0)
	d.initialWeights([]int{a, c})
	if got := d.full.low(a, c); got != kept {
		t.Errorf("the whole field's graph gives the pair %v, kept %v (fresh %v)", got, kept, fresh)
	}

	pbi := []int{a, c, 6, 7, 8, 9}
	if c >= pbi[2] {
		t.Fatalf("player 1's partner %d is not above the next bracket's residents", c)
	}
	g := d.newLocalGraph(pbi, 4)
	defer g.release()
	g.fill(d.newWeightCache(g), 2, 4)
	if got := g.low(a, c); got != kept {
		t.Errorf("the next bracket's graph gives the pair %v, kept %v (fresh %v)", got, kept, fresh)
	}
}
