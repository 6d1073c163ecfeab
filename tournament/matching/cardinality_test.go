package matching

import (
	"math"
	"math/rand"
	"slices"
	"testing"
)

// TestMaxCardinality compares the matching with every matching of random
// graphs: the largest cardinality, then the largest weight. The graphs of
// a hundred vertices or more are made of small components, each searched
// on its own, so that they also take the first solve's warm start.
func TestMaxCardinality(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for _, c := range []struct {
		name           string
		trials, parts  int
		lowW, highW    int64
		density        int // an edge in density-1 of density pairs
		singleVertices int
	}{
		{"small positive weights", 400, 1, 1, 9, 3, 0},
		{"weights of any sign", 300, 1, -20, 20, 3, 0},
		{"sparse", 300, 1, 1, 5, 4, 0},
		{"one weight", 200, 1, 1, 1, 2, 0},
		{"extreme weights", 200, 1, math.MinInt64 / 16, math.MaxInt64 / 16, 3, 0},
		{"warm start, 14 components", 30, 14, 1, 1000, 3, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			for range c.trials {
				var edges []Edge
				n, bc, bw := 0, 0, int64(0)
				for range c.parts {
					size := 2 + rng.Intn(7)
					if c.parts > 1 {
						size = 7
					}
					var part []Edge
					for i := 0; i < size; i++ {
						for j := i + 1; j < size; j++ {
							if rng.Intn(c.density) > 0 {
								w := c.lowW + rng.Int63n(c.highW-c.lowW+1)
								part = append(part, Edge{i, j, w})
								edges = append(edges, Edge{n + i, n + j, w})
							}
						}
					}
					pc, pw := brute(size, part, make([]bool, size), 0)
					n, bc, bw = n+size, bc+pc, bw+pw
				}
				n += c.singleVertices
				mate := MaxCardinality(n, edges)
				card, weight := score(t, mate, edges)
				if card != bc || weight != bw {
					t.Fatalf("graph of %d vertices %v: matching %v (%d edges, weight %d), best %d edges, weight %d", n, edges, mate, card, weight, bc, bw)
				}
			}
		})
	}
}

// score is the cardinality and weight of mate, which must be a matching
// on the edges.
func score(t *testing.T, mate []int, edges []Edge) (card int, weight int64) {
	t.Helper()
	on := map[[2]int]bool{}
	for _, e := range edges {
		on[[2]int{e.I, e.J}], on[[2]int{e.J, e.I}] = true, true
		if mate[e.I] == e.J {
			card++
			weight += e.W
		}
	}
	for v, w := range mate {
		if w >= 0 && (mate[w] != v || !on[[2]int{v, w}]) {
			t.Fatalf("%v is no matching of %v", mate, edges)
		}
	}
	return card, weight
}

// brute is the largest cardinality of a matching of the vertices from
// on, and the largest weight of those, by trying every matching.
func brute(n int, edges []Edge, used []bool, from int) (int, int64) {
	for from < n && used[from] {
		from++
	}
	if from == n {
		return 0, 0
	}
	used[from] = true
	bc, bw := brute(n, edges, used, from+1) // from stays single
	for _, e := range edges {
		if e.I == from && !used[e.J] {
			used[e.J] = true
			c, w := brute(n, edges, used, from+1)
			used[e.J] = false
			if c+1 > bc || (c+1 == bc && w+e.W > bw) {
				bc, bw = c+1, w+e.W
			}
		}
	}
	used[from] = false
	return bc, bw
}

// TestMaxCardinalityExcluded: an edge the solved Matcher excludes is
// in no matching of the largest cardinality and, of those, the largest
// weight (by every matching of random graphs), and the proof is not empty.
func TestMaxCardinalityExcluded(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for _, c := range []struct {
		name        string
		lowW, highW int64
	}{
		{"costs as the team Swiss gives them", -9, 0},
		{"weights of any sign", -20, 20},
	} {
		t.Run(c.name, func(t *testing.T) {
			proved := 0
			for range 300 {
				n := 2 + rng.Intn(7)
				var edges []Edge
				for i := 0; i < n; i++ {
					for j := i + 1; j < n; j++ {
						if rng.Intn(3) > 0 {
							edges = append(edges, Edge{i, j, c.lowW + rng.Int63n(c.highW-c.lowW+1)})
						}
					}
				}
				m := solveMaxCardinality(n, edges)
				if m == nil {
					continue
				}
				bc, bw := brute(n, edges, make([]bool, n), 0)
				for _, e := range edges {
					if !m.Excluded(e.I, e.J) {
						continue
					}
					proved++
					used := make([]bool, n)
					used[e.I], used[e.J] = true, true
					if ec, ew := brute(n, edges, used, 0); ec+1 == bc && ew+e.W == bw {
						t.Fatalf("%v: edge %v excluded, yet in a best matching", edges, e)
					}
				}
			}
			if proved == 0 {
				t.Error("no edge was ever excluded")
			}
		})
	}
}

// TestDeficient is the set D of the Gallai–Edmonds decomposition on
// graphs whose D is known: a path of three (its ends), a triangle with a
// path of two hanging from it (the triangle and the path's far end), a perfect matching (none), a star
// (its leaves) and two triangles (all six).
func TestDeficient(t *testing.T) {
	for _, c := range []struct {
		name  string
		n     int
		edges []Edge
		want  []int
	}{
		{"path", 3, []Edge{{0, 1, 1}, {1, 2, 1}}, []int{0, 2}},
		{"triangle with pendant", 5, []Edge{{0, 1, 1}, {1, 2, 1}, {2, 0, 1}, {2, 3, 1}, {3, 4, 1}}, []int{0, 1, 2, 4}},
		{"perfect", 4, []Edge{{0, 1, 1}, {2, 3, 1}, {1, 2, 1}}, nil},
		{"star", 4, []Edge{{0, 1, 1}, {0, 2, 1}, {0, 3, 1}}, []int{1, 2, 3}},
		{"two triangles", 6, []Edge{{0, 1, 1}, {1, 2, 1}, {2, 0, 1}, {3, 4, 1}, {4, 5, 1}, {5, 3, 1}}, []int{0, 1, 2, 3, 4, 5}},
	} {
		if got := Deficient(c.n, c.edges); !slices.Equal(got, c.want) {
			t.Errorf("%s: Deficient = %v, want %v", c.name, got, c.want)
		}
	}
}
