package matching

import (
	"math/rand"
	"testing"
)

// TestKeptCommon: the innermost kept blossom holding two vertices is the
// first blossom around one of them that the other's climb meets, for
// every pair, over solves whose blossoms nest several deep, asked one
// vertex against the others in turn and in a shuffled order, again after
// pairs are taken out and the rest solved anew.
func TestKeptCommon(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	deepest := 0
	for iter := 0; iter < 60; iter++ {
		n := 20 + rng.Intn(41)
		m := New(n, 16, nil, ownClasses(n))
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				if rng.Intn(5) > 0 {
					m.SetWeight(i, j, small(uint64(1+rng.Intn(4))))
				}
			}
		}
		for left := n; left >= 4; left -= 2 {
			m.Solve()
			if !m.keptOK {
				t.Fatal("no duals kept after a solve")
			}
			climb := func(i, j int) int {
				if m.keptTop[i] != m.keptTop[j] || m.keptTop[i] == int32(i) {
					return -1
				}
				around := map[int32]bool{}
				for x := int32(i); x >= 0; x = m.keptUp[x] {
					around[x] = true
				}
				for x := int32(j); ; x = m.keptUp[x] {
					if around[x] {
						return int(x)
					}
				}
			}
			check := func(i, j int) {
				want := climb(i, j)
				if got := m.keptCommon(i, j); got != want {
					t.Fatalf("iter %d: keptCommon(%d, %d) = %d, want %d", iter, i, j, got, want)
				}
				if want >= 0 {
					deepest = max(deepest, int(m.keptDepth[want]))
				}
			}
			for i := range n {
				for j := range n {
					if i != j {
						check(i, j)
					}
				}
			}
			for range 4 * n {
				if i, j := rng.Intn(n), rng.Intn(n); i != j {
					check(i, j)
				}
			}
			i := rng.Intn(n)
			for m.mate[i] < 0 {
				i = rng.Intn(n)
			}
			j := m.mate[i]
			m.Remove(i)
			m.Remove(j)
		}
	}
	if deepest < 4 {
		t.Fatalf("the innermost common blossoms lie at most %d deep: the test does not reach nested ones", deepest)
	}
}
