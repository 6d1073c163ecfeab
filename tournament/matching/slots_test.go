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

// TestSlotTableLines: a vertex's edges to eight vertices in turn (pairs
// 8a to 8a+7) have their keys on one line of eight places, in order, so
// that the slacks going through them read one line of keys.
func TestSlotTableLines(t *testing.T) {
	for _, a := range []int{0, 1, 1234, 9999 * 1250} {
		var tab slotTable
		for p := 8 * a; p < 8*a+8; p++ {
			tab.put(p, int32(p))
		}
		first := tab.at(8 * a)
		for p := 8 * a; p < 8*a+8; p++ {
			if got := tab.at(p); got != first+p-8*a || first%8 != 0 {
				t.Fatalf("pair %d at place %d of %d, want %d on the line from %d", p, got, len(tab.keys), first+p-8*a, first/8*8)
			}
		}
	}
}
