package swiss

import "testing"

// TestBracketCriteriaCountFloatersPairsInTheNextGroup pins what the
// checker sums for a traced bracket (bracketCriteria): a pair of two of
// the bracket's players counts among the bracket's pairs, and a player of
// the bracket paired with one of the next score group, the first of that
// group included, among the next group's pairs, never both. One pair in
// the bracket and two floaters' pairs, the first with the next group's
// first player, count one and two.
func TestBracketCriteriaCountFloatersPairsInTheNextGroup(t *testing.T) {
	d := simulatedRun(t, 30, 3, 5, 2)
	meet := func(a, b int) bool { return d.compatible(d.sorted[a], d.sorted[b]) }
	for _, tr := range d.trace {
		pbi, nsg := tr.pbi, tr.nsgBegin
		if nsg-tr.sgBegin < 4 || len(pbi)-nsg < 2 {
			continue
		}
		// The bracket's players a, b, c, e (c and e float), the next
		// group's first two players n0 and n1.
		in := pbi[tr.sgBegin:nsg]
		n0, n1 := pbi[nsg], pbi[nsg+1]
		var pick []int
		for _, a := range in {
			for _, b := range in {
				for _, c := range in {
					for _, e := range in {
						if pick == nil && a < b && c != e && c != a && c != b && e != a && e != b &&
							meet(a, b) && meet(c, n0) && meet(e, n1) {
							pick = []int{a, b, c, e}
						}
					}
				}
			}
		}
		if pick == nil {
			continue
		}
		partner := make([]int, len(d.sorted))
		for v := range partner {
			partner[v] = -1
		}
		for _, p := range [][2]int{{pick[0], pick[1]}, {pick[2], n0}, {pick[3], n1}} {
			partner[p[0]], partner[p[1]] = p[1], p[0]
		}
		sum := d.bracketCriteria(tr, partner)
		count := map[string]wt{}
		for i, name := range sum.names {
			count[name] = sum.vals[i]
		}
		if got := count["pairs"]; got != small(1) {
			t.Errorf("bracket %v: %v pairs in the bracket, want 1", pbi, got)
		}
		if got := count["next-pairs"]; got != small(2) {
			t.Errorf("bracket %v: %v pairs in the next group, want 2", pbi, got)
		}
		return
	}
	t.Fatal("no traced bracket of four players with two players below who may meet them")
}
