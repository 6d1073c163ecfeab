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
