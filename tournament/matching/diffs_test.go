package matching

import (
	"math/rand"
	"testing"
)

// TestDifferencesAsPairsOrRow: a vertex keeps its differences to its
// classes' weights as pairs while it has at most fewDiffs, and a row of n
// from one more on, its differences moved there; either way every weight
// reads as it was set, through each change back to the reference, to a
// weight kept whole and to no edge, and the solve finds the optimum. A
// vertex that never held more than fewDiffs has no row of n: the rows
// of n of the vertices with one or two differences were most of a
// 10,000-player round's memory.
func TestDifferencesAsPairsOrRow(t *testing.T) {
	rng := rand.New(rand.NewSource(41))
	var s Spare
	rows, pairs := 0, 0
	for iter := range 60 {
		n := 4 + rng.Intn(30)
		m := New(n, 48, &s, randomClasses(rng, n, 1+rng.Intn(3)))
		w := zeroWeights(n)
		set := func(i, j int, v int64) {
			w[i][j], w[j][i] = v, v
			m.SetWeight(i, j, small(uint64(v)))
		}
		for j := range n {
			for i := range j {
				set(i, j, 100)
			}
		}
		most := make([]int, n) // the most differences each vertex held
		for range 30 * n {
			i, j := rng.Intn(n), rng.Intn(n)
			if i == j {
				continue
			}
			switch r := rng.Intn(10); {
			case r < 4:
				set(i, j, 100) // back to the reference
			case r < 8:
				set(i, j, 100+int64(rng.Intn(7))-3)
			case r < 9:
				set(i, j, 1<<40+int64(rng.Intn(5))) // kept whole
			default:
				set(i, j, 0)
			}
			for v := range n {
				held := 0
				for x := range n {
					if x != v && m.deltaAt(v, x) != 0 {
						held++
					}
				}
				most[v] = max(most[v], held)
			}
		}
		for i := range n {
			for j := range n {
				if i == j {
					continue
				}
				if got := m.Get(i, j); got != small(uint64(w[i][j])) {
					t.Fatalf("iter %d: edge %d-%d weighs %d, set %d", iter, i, j, got[0], w[i][j])
				}
				if m.deltaRow(i).at(j) != m.deltaAt(i, j) {
					t.Fatalf("iter %d: edge %d-%d: the row and the edge's difference differ", iter, i, j)
				}
			}
			if most[i] <= fewDiffs && m.delta[i] != nil {
				t.Fatalf("iter %d: vertex %d held at most %d differences and has a row of n", iter, i, most[i])
			}
			if m.delta[i] != nil {
				rows++
			} else if len(m.few[i]) > 0 {
				pairs++
			}
			for _, e := range m.few[i] {
				if e.d == 0 {
					t.Fatalf("iter %d: vertex %d keeps a zero difference to %d", iter, i, e.j)
				}
			}
		}
		m.Solve()
		if n <= 12 {
			if got, want := matchedWeight(t, m, w), bruteBest(n, w); got != want {
				t.Fatalf("iter %d: optimum %d, by search %d", iter, got, want)
			}
		}
		m.GiveTables(&s)
	}
	if rows == 0 || pairs == 0 {
		t.Fatalf("rows of n %d, vertices with pairs %d: both ways are not tested", rows, pairs)
	}
}
