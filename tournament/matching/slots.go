package matching

// slotTable maps a pair of vertices (lower first, numbered lo·n+hi) to
// the slot of its whole weight in wholeW: open addressing with linear
// probing, a pair stored plus one so that zero marks an empty place. The
// slacks of the whole field's graph read a whole weight for most of
// its edges, and a map's lookup was half of each slack (round 9).
type slotTable struct {
	keys  []int64
	slots []int32
	used  int
}

// home is where pair p's probe starts: eight pairs in a row (a vertex's
// edges to eight vertices in turn) start on the eight places of one
// line of keys, the lines scattered, so that the slacks of a vertex's
// edges, which read their whole weights in the order of the other ends,
// miss the cache once a line and not once a pair.
func (t *slotTable) home(p int) int {
	return (int(uint64(p>>3)*0x9e3779b97f4a7c15>>32)<<3 | p&7) & (len(t.keys) - 1)
}

// at is the place of pair p, or the empty place where it would go.
func (t *slotTable) at(p int) int {
	i := t.home(p)
	for t.keys[i] != 0 && t.keys[i] != int64(p)+1 {
		i = (i + 1) & (len(t.keys) - 1)
	}
	return i
}

// get is pair p's slot; p must be in the table.
func (t *slotTable) get(p int) int32 { return t.slots[t.at(p)] }

// put sets pair p's slot.
func (t *slotTable) put(p int, s int32) {
	if 2*(t.used+1) > len(t.keys) {
		old, oldSlots := t.keys, t.slots
		t.keys, t.slots, t.used = make([]int64, max(16, 2*len(old))), make([]int32, max(16, 2*len(old))), 0
		for i, k := range old {
			if k != 0 {
				t.put(int(k-1), oldSlots[i])
			}
		}
	}
	i := t.at(p)
	if t.keys[i] == 0 {
		t.keys[i] = int64(p) + 1
		t.used++
	}
	t.slots[i] = s
}

// remove takes pair p, which must be in the table, out: the pairs after
// it in its run move back where their probes would find them.
func (t *slotTable) remove(p int) {
	mask := len(t.keys) - 1
	i := t.at(p)
	t.keys[i] = 0
	t.used--
	for j := (i + 1) & mask; t.keys[j] != 0; j = (j + 1) & mask {
		// The pair at j moves to the hole at i if its home is not
		// cyclically within (i, j].
		if h := t.home(int(t.keys[j] - 1)); (j-h)&mask >= (j-i)&mask {
			t.keys[i], t.slots[i] = t.keys[j], t.slots[j]
			t.keys[j] = 0
			i = j
		}
	}
}
