package swiss

import "testing"

// TestCompleteLeavesAtMostOnePlayerOut pins complete: a matching (each
// player's partner, the player himself if none) is complete where it
// leaves no player or one out, and not where it leaves two or more.
func TestCompleteLeavesAtMostOnePlayerOut(t *testing.T) {
	for _, c := range []struct {
		m    []int
		want bool
	}{
		{[]int{1, 0, 3, 2}, true},
		{[]int{1, 0, 2}, true},
		{[]int{0, 1, 3, 2}, false},
		{[]int{0, 1, 2}, false},
	} {
		if got := complete(c.m); got != c.want {
			t.Errorf("complete(%v) = %v, want %v", c.m, got, c.want)
		}
	}
}

// TestCriteriaTableWeighsTheNextScoreGroupAsSuch: the criteria table gives
// a pair with a player of the next score group (from position nsgBegin on,
// its first player among them) the weight its kinds have with him in the
// next group, and a pair inside the bracket the weight without; isZero
// tells the pairs that weigh zero (who may not meet, or struck) without
// the weight.
func TestCriteriaTableWeighsTheNextScoreGroupAsSuch(t *testing.T) {
	d := simulatedRun(t, 14, 3, 5, 11)
	pbi := make([]int, 14)
	for v := range pbi {
		pbi[v] = v
	}
	const nsgBegin = 10
	table := newCriteriaTable(d.newWeightCache(nil), pbi, 0, nsgBegin)
	c := d.newWeightCache(nil)
	differ, zeros := 0, 0
	for l := 1; l < len(pbi); l++ {
		for h := 0; h < l; h++ {
			want := c.edge(pbi[h], pbi[l], l >= nsgBegin)
			if got := table.at(l, h); got != want {
				t.Fatalf("pair (%d,%d) weighs %v, want %v", l, h, got, want)
			}
			if got := table.isZero(l, h); got != want.IsZero() {
				t.Fatalf("pair (%d,%d) weighs %v, and isZero says %v", l, h, want, got)
			}
			if want.IsZero() {
				zeros++
			}
			if l == nsgBegin && want != c.edge(pbi[h], pbi[l], false) {
				differ++
			}
		}
	}
	if differ == 0 {
		t.Fatal("no pair with the next group's first player weighs otherwise inside the bracket: the test proves little")
	}
	if zeros == 0 {
		t.Fatal("no pair weighs zero: isZero is not tried on one")
	}
	// A struck pair weighs zero, the others as before.
	table.strike(5, 2)
	if !table.isZero(5, 2) || !table.at(5, 2).IsZero() || table.isZero(5, 3) != c.edge(pbi[3], pbi[5], false).IsZero() {
		t.Fatal("a struck pair is not zero, or striking it changed its neighbour")
	}
}

// TestLocalGraphClassIsKindAndPlace pins newLocalGraph's classes: two
// vertices share a class exactly where they have the same kind and both
// are, or both are not, in the next score group (from nsgBegin on; its
// first player counts as in it).
func TestLocalGraphClassIsKindAndPlace(t *testing.T) {
	d := simulatedRun(t, 14, 3, 5, 11)
	pbi := make([]int, len(d.sorted))
	for v := range pbi {
		pbi[v] = v
	}
	shared := 0
	for nsgBegin := 1; nsgBegin+1 < len(pbi); nsgBegin++ {
		g := d.newLocalGraph(pbi, nsgBegin)
		for i := range pbi {
			for j := range i {
				same := d.kind[pbi[i]] == d.kind[pbi[j]] && (i >= nsgBegin) == (j >= nsgBegin)
				if got := g.cls[i] == g.cls[j]; got != same {
					t.Fatalf("next group from %d: vertices %d and %d share a class %v, want %v", nsgBegin, j, i, got, same)
				}
				if same && j == nsgBegin {
					shared++
				}
			}
		}
	}
	if shared == 0 {
		t.Fatal("no next group's first player shares his kind with a later one: the test proves little")
	}
}

// TestFullGraphPacksOnlyTheLevelsOfItsPlayers: the whole field's graph
// holds the players not yet paired, and its packing keeps the score levels
// of those players only (newPacking: the levels of players absent from a
// graph are zero in all its weights). The top player is paired with the
// lowest, and every other player on the lowest score is paired too, so
// the lowest level is left out.
func TestFullGraphPacksOnlyTheLevelsOfItsPlayers(t *testing.T) {
	d := simulatedRun(t, 12, 3, 5, 5)
	n := len(d.sorted)
	for v := range d.partner {
		d.partner[v] = -1
	}
	low := d.score[n-1]
	d.partner[0], d.partner[n-1] = n-1, 0
	var rest []int // the others on the lowest score, then on the top one
	for _, s := range []int{low, d.score[0]} {
		for v := 1; v < n-1; v++ {
			if d.score[v] == s {
				rest = append(rest, v)
			}
		}
	}
	for i := 0; i+1 < len(rest); i += 2 {
		d.partner[rest[i]], d.partner[rest[i+1]] = rest[i+1], rest[i]
	}
	scores := map[int]bool{}
	for v := range n {
		if d.partner[v] < 0 {
			scores[d.score[v]] = true
		}
	}
	if scores[low] || len(scores) == 0 {
		t.Fatalf("unpaired players' scores %v: the lowest, %d, is not left out", scores, low)
	}
	g := d.newFullGraph(0)
	want := d.newPacking(scores)
	if g.p.none || want.none {
		t.Fatal("weights left unpacked: the test proves little")
	}
	if g.p.bits != want.bits {
		t.Errorf("the graph's weights are packed to %d bits, want %d (the levels of %v)", g.p.bits, want.bits, scores)
	}
}
