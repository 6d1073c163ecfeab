package matching

import "runtime"

// tables are a Matcher's n by n tables, a bit a pair each: which edges
// exist, and which became usable in the stage in hand (see Matcher). A
// kept table of usable edges is all zero (see Matcher.GiveTables).
type tables struct {
	has     []uint64
	allowed []uint64
}

// Spare keeps the tables of a graph that is done for the next one (in the
// Dutch system, a bracket's for the next bracket of the round), and its
// rows of weight differences, zeroed; its zero value keeps none yet. Left
// to the garbage collector, each bracket's tables stayed in memory while
// the next one's were filled, which doubled the round's peak (with the
// tables of which edges exist and when they became usable left to it, a
// 10,000-player round 2 peaked at 371 MB).
type Spare struct {
	bufs  []tables
	rows  [][]int32
	slabs [][]Weight
}

// collectDropped is the size of the tables let go, in bytes, from which
// take collects them at once: those of a graph of some 3,000 vertices.
const collectDropped = 2 << 20

// spareKept bounds the tables kept: a bracket uses one set (its graph's),
// and a homogeneous one a second for its remainder.
const spareKept = 2

// take returns tables for n vertices without edges, in kept ones if they
// are large enough. A nil Spare allocates. A kept table of usable edges is
// zero already (see give). New tables have room for an eighth more, so
// that the next bracket, often a few players larger, fits.
func (s *Spare) take(n int) tables {
	nh := n * ((n + 63) / 64)
	if s == nil {
		return tables{make([]uint64, nh), make([]uint64, nh)}
	}
	for i, t := range s.bufs {
		if cap(t.allowed) >= nh && cap(t.has) >= nh {
			s.bufs = append(s.bufs[:i], s.bufs[i+1:]...)
			t = tables{t.has[:nh], t.allowed[:nh]}
			clear(t.has)
			return t
		}
	}
	// None fits (a later bracket is larger): the kept ones are let go
	// for the collector, and collected at once when they are large, so
	// that the larger tables and what follows them reuse their memory
	// (a 10,000-player round 5 peaked at 120 MB, 109 MB so). A small
	// graph's are left to the collector's own pace: a collection each
	// time a bracket's tables grew was most of the CPU of a 40-player
	// pair-trf.
	dropped := 0
	for _, t := range s.bufs {
		dropped += 8 * (cap(t.has) + cap(t.allowed))
	}
	s.bufs = nil
	if dropped >= collectDropped {
		runtime.GC()
	}
	return tables{make([]uint64, nh, nh+nh/8), make([]uint64, nh, nh+nh/8)}
}

// row returns a zeroed row of n weight differences, a kept one if one is
// long enough (the shorter are let go). The differences were an n by n
// table with the others, 4n² of the 5⅛n² bytes a graph took then, and
// most brackets set none: the runtime's clearing of each new table for a
// larger bracket was a tenth of a 10,000-player round.
func (s *Spare) row(n int) []int32 {
	for s != nil && len(s.rows) > 0 {
		r := s.rows[len(s.rows)-1]
		s.rows = s.rows[:len(s.rows)-1]
		if cap(r) >= n {
			return r[:n]
		}
	}
	return make([]int32, n, n+n/8)
}

// slab returns n zeroed weights, in a kept slab if one is large enough
// (a nil Spare allocates): a Matcher's duals, 4n weights of 192 bytes
// (see New), made anew for each graph were a third of what a 1,000-player
// Dubov round 2 allocated, three graphs made in turn for each bracket.
func (s *Spare) slab(n int) []Weight {
	for i := 0; s != nil && i < len(s.slabs); i++ {
		if w := s.slabs[i]; cap(w) >= n {
			s.slabs = append(s.slabs[:i], s.slabs[i+1:]...)
			w = w[:n]
			clear(w)
			return w
		}
	}
	return make([]Weight, n)
}

// keepSlab keeps slab w, no longer used, for a later slab; past
// spareKept slabs the smallest is let go.
func (s *Spare) keepSlab(w []Weight) {
	if s == nil || w == nil {
		return
	}
	s.slabs = dropSmallest(append(s.slabs, w), func(w []Weight) int { return cap(w) })
}

// dropSmallest lets the smallest of kept by size go when more than
// spareKept are kept.
func dropSmallest[T any](kept []T, size func(T) int) []T {
	if len(kept) <= spareKept {
		return kept
	}
	small := 0
	for i, c := range kept {
		if size(c) < size(kept[small]) {
			small = i
		}
	}
	return append(kept[:small], kept[small+1:]...)
}

// give keeps tables t, no longer used, their usable edges zeroed, for a
// later take, and the rows of differences in delta, zeroed, for later
// rows; past spareKept sets the smallest is let go.
func (s *Spare) give(t tables, delta [][]int32) {
	if s == nil || t.allowed == nil {
		return
	}
	for _, r := range delta {
		if r != nil {
			s.rows = append(s.rows, r)
		}
	}
	s.bufs = dropSmallest(append(s.bufs, t), func(t tables) int { return cap(t.allowed) })
}
