package matching

import "math/bits"

// Edge is an edge of a graph given whole to MaxCardinality: its ends I
// and J (two different vertices of 0…n-1) and its weight W.
type Edge struct {
	I, J int
	W    int64
}

// MaxCardinality returns a matching of the largest cardinality of the
// graph with n vertices and the given edges, and of those one of the
// largest weight: mate[v] is v's partner, or -1. An edge given twice
// keeps its last weight.
func MaxCardinality(n int, edges []Edge) []int {
	mate := make([]int, n)
	for v := range mate {
		mate[v] = -1
	}
	m := solveMaxCardinality(n, edges)
	if m == nil {
		return mate
	}
	for v, w := range m.Matching() {
		if w != v {
			mate[v] = w
		}
	}
	return mate
}

// solveMaxCardinality is MaxCardinality's solved Matcher, or nil for a
// graph without vertices or edges. Its Excluded(i, j) then proves that no
// matching MaxCardinality can return pairs i with j.
//
// It is the Matcher's maximum-weight matching with every weight raised by
// more than the weights of two matchings can differ by, so that a matching
// with one edge more always weighs more: all the vertices in one class,
// O(n²) bytes and O(n³) time.
func solveMaxCardinality(n int, edges []Edge) *Matcher {
	if n == 0 || len(edges) == 0 {
		return nil
	}
	lo, hi := edges[0].W, edges[0].W
	for _, e := range edges {
		lo, hi = min(lo, e.W), max(hi, e.W)
	}
	// Raised by lift = (hi-lo)·⌊n/2⌋ + 1, in two words: no weight is then
	// zero (no edge), and ⌊n/2⌋ edges weigh at most lift-1 beyond the
	// least.
	spread := uint64(hi) - uint64(lo)
	liftHi, liftLo := bits.Mul64(spread, uint64(n/2))
	liftLo, c := bits.Add64(liftLo, 1, 0)
	liftHi += c
	raised := func(w int64) Weight {
		l, c := bits.Add64(liftLo, uint64(w)-uint64(lo), 0)
		return Weight{l, liftHi + c}
	}
	top := raised(hi)
	width := bits.Len64(top[0])
	if top[1] != 0 {
		width = 64 + bits.Len64(top[1])
	}
	m := New(n, width+1, nil, make([]int32, n))
	for _, e := range edges {
		m.SetWeight(e.I, e.J, raised(e.W))
	}
	m.Solve()
	return m
}
