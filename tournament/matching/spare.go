package matching

import "runtime"

// tables are a Matcher's tables of n vertices: the weight differences and
// the stage in which each edge became usable, n by n, and which edges
// exist, a bit each (see Matcher); stage is the last stage number written
// into allowed, whose count the next graph goes on with.
type tables struct {
	delta   []int32
	has     []uint64
	allowed []uint8
	stage   uint8
}

// Spare keeps the tables of a graph that is done for the next one (in the
// Dutch system, a bracket's for the next bracket of the round); its zero
// value keeps none yet. Left to the garbage collector, each bracket's
// tables stayed in memory while the next one's were filled, which doubled
// the round's peak (with the tables of which edges exist and when they
// became usable left to it, a 10,000-player round 2 peaked at 371 MB).
type Spare struct{ bufs []tables }

// spareKept bounds the tables kept: a bracket uses one set (its graph's),
// and a homogeneous one a second for its remainder.
const spareKept = 2

// take returns tables for n vertices without edges or differences, in
// kept ones if they are large enough. A nil Spare allocates. A kept table of differences comes
// back zeroed (GiveTables zeroes the few set), so its pages that no graph
// read stay untouched: most brackets set none. A kept table of stages is
// not cleared either: the next graph's stages are numbered on from the
// last graph's, so no number in it is a stage of the new graph (see
// clearTrees), where clearing it took a tenth of a second of a
// 10,000-player round 13. New tables have room for an eighth
// more, so that the next bracket, often a few players larger, fits: the
// room costs no memory until it is written.
func (s *Spare) take(n int) tables {
	nn, nh := n*n, n*((n+63)/64)
	if s == nil {
		return tables{make([]int32, nn), make([]uint64, nh), make([]uint8, nn), 0}
	}
	for i, t := range s.bufs {
		if cap(t.delta) >= nn && cap(t.has) >= nh {
			s.bufs = append(s.bufs[:i], s.bufs[i+1:]...)
			t = tables{t.delta[:nn], t.has[:nh], t.allowed[:nn], t.stage}
			clear(t.has)
			return t
		}
	}
	// None fits (a later bracket is larger): the
	// kept ones are let go and collected now, so that the new tables can
	// take their memory instead of adding to it. The tables hold no
	// pointers, so the collection has little to scan.
	if s.bufs != nil {
		s.bufs = nil
		runtime.GC()
	}
	return tables{make([]int32, nn, nn+nn/8), make([]uint64, nh, nh+nh/8), make([]uint8, nn, nn+nn/8), 0}
}

// give keeps tables t, no longer used, for a later take; past spareKept
// sets the smallest is let go.
func (s *Spare) give(t tables) {
	if s == nil || t.delta == nil {
		return
	}
	s.bufs = append(s.bufs, t)
	if len(s.bufs) > spareKept {
		small := 0
		for i, c := range s.bufs {
			if cap(c.delta) < cap(s.bufs[small].delta) {
				small = i
			}
		}
		s.bufs = append(s.bufs[:small], s.bufs[small+1:]...)
	}
}
