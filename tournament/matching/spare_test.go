package matching

import (
	"runtime"
	"runtime/debug"
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
