package matching

import (
	"math/rand"
	"runtime"
	"runtime/debug"
	"slices"
	"testing"
)

// TestTakeCollectsLargeTablesLetGo: when a larger graph's tables let
// kept ones of a large graph go, they are collected at once, so that what
// follows reuses their memory (a 10,000-player round's peak); a small
// graph's are left to the collector (a collection each time would be most
// of a small pairing's time). The collector's own pace is stopped here,
// so that only take's collection counts.
func TestTakeCollectsLargeTablesLetGo(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	collections := func(small, large int) uint32 {
		var s Spare
		s.give(s.take(small), nil)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		s.take(large)
		runtime.ReadMemStats(&after)
		return after.NumGC - before.NumGC
	}
	if n := collections(3000, 3200); n == 0 {
		t.Error("a 3,000-vertex graph's tables let go are not collected at once")
	}
	if n := collections(100, 200); n != 0 {
		t.Errorf("a 100-vertex graph's tables let go cost %d collections", n)
	}
}

// TestGraphFromKeptSlabSolvesAsFresh: a graph whose duals come from a
// slab a solved graph handed on (GiveTables) starts them at zero and
// pairs as a graph made without a Spare, whatever the two graphs' sizes.
func TestGraphFromKeptSlabSolvesAsFresh(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var s Spare
	reused := 0
	for iter := range 40 {
		n := 6 + rng.Intn(40)
		cls := randomClasses(rng, n, 1+rng.Intn(3))
		weights := make([]int64, n*n)
		for i := range weights {
			weights[i] = int64(rng.Intn(50))
		}
		build := func(sp *Spare) *Matcher {
			m := New(n, 48, sp, cls)
			for j := range n {
				for i := range j {
					m.SetWeight(i, j, small(uint64(weights[i*n+j])))
				}
			}
			return m
		}
		var was *Weight
		if len(s.slabs) > 0 {
			was = &s.slabs[0][:1][0]
		}
		kept, fresh := build(&s), build(nil)
		if was != nil && &kept.slab[0] == was {
			reused++
		}
		for x, w := range kept.slab {
			if !w.IsZero() {
				t.Fatalf("iter %d: weight %d of the slab taken is not zero", iter, x)
			}
		}
		kept.Solve()
		fresh.Solve()
		if got, want := kept.Matching(), fresh.Matching(); !slices.Equal(got, want) {
			t.Fatalf("iter %d: %v from a kept slab, %v made anew", iter, got, want)
		}
		kept.GiveTables(&s)
	}
	if reused == 0 {
		t.Fatal("no graph took a kept slab")
	}
}
