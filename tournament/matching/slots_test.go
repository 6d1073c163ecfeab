package matching

import (
	"math/rand"
	"testing"
)

// TestSlotTable checks the table of whole weights' slots against a map
// through random puts and removals, with pairs crowding a few runs.
func TestSlotTable(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	var tab slotTable
	want := map[int]int32{}
	for step := range 200000 {
		p := r.Intn(3000) * 1021
		if _, ok := want[p]; ok && r.Intn(2) == 0 {
			tab.remove(p)
			delete(want, p)
		} else {
			tab.put(p, int32(step))
			want[p] = int32(step)
		}
		if step%997 == 0 {
			for q, s := range want {
				if got := tab.get(q); got != s {
					t.Fatalf("step %d: pair %d has slot %d, want %d", step, q, got, s)
				}
			}
			if tab.used != len(want) {
				t.Fatalf("step %d: %d pairs, want %d", step, tab.used, len(want))
			}
		}
	}
}
