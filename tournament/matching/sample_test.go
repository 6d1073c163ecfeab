package matching

import (
	"math/rand"
	"slices"
	"testing"
)

// TestSampleGraphIsSetWeight: a start's sample graph, its weights read
// scaled from the graph's, is the graph that setting each pair's weight
// as Get reads it makes: the same weights, references, differences and
// vertices to settle, over graphs of a few classes whose edges differ
// from their class's, some by more than a short difference holds, and
// lean.
func TestSampleGraphIsSetWeight(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	for iter := 0; iter < 200; iter++ {
		n := 4 + rng.Intn(40)
		cls := make([]int32, n)
		for i := range cls {
			cls[i] = int32(rng.Intn(4))
		}
		m := New(n, 300, nil, cls)
		var fav []int
		var leans []int64
		for i := range n {
			if rng.Intn(3) == 0 {
				fav = append(fav, i)
				leans = append(leans, int64(rng.Intn(5)))
			}
			for j := i + 1; j < n; j++ {
				if rng.Intn(5) == 0 {
					continue
				}
				w := small(uint64(1 + rng.Intn(3)))
				if rng.Intn(8) == 0 {
					w = w.Shl(uint(rng.Intn(250)))
				}
				m.SetWeight(i, j, w)
			}
		}
		m.Favour(fav, leans)
		var sample []int
		for v := range n {
			if rng.Intn(3) > 0 {
				sample = append(sample, v)
			}
		}
		got := m.sampleGraph(sample)
		want := New(len(sample), m.bits, nil, got.cls)
		want.fresh = false
		for i, a := range sample {
			for j, b := range sample[:i] {
				if m.edge(a, b) {
					want.SetWeight(i, j, m.Get(a, b))
				}
			}
		}
		sameEdges(t, got, want, len(sample), "iter %d, the sample graph", iter)
		for i := range sample {
			if !slices.Equal(got.spec[i], want.spec[i]) {
				t.Fatalf("iter %d: vertex %d's differences %v, %v set", iter, i, got.spec[i], want.spec[i])
			}
		}
		if !slices.Equal(got.ref, want.ref) || !slices.Equal(got.refSet, want.refSet) || !slices.Equal(got.dirtyList, want.dirtyList) {
			t.Fatalf("iter %d: the references or the vertices to settle differ", iter)
		}
	}
}
