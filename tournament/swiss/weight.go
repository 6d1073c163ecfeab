package swiss

import (
	"cmp"
	"math/bits"
	"runtime"
)

// nw is the number of 64-bit words of an edge weight. The Dutch criteria are
// encoded as bit fields of one large integer, compared lexicographically by
// the matcher. Each score level takes the bits to count its players in six
// fields, so the width grows with the field and the rounds: 1024 bits
// stopped a simulated 10,000-player, 13-round event at round 10, which
// needs 1,035 (round 13: 1,191). 1536 bits hold it, or 20,000 players over
// 13 rounds; weights this wide cost a 2,000-player round about a tenth more
// time. The matcher only computes on the words in use.
const nw = 24

// wt is a signed two's-complement integer of nw words, least significant
// word first.
type wt [nw]uint64

func (a wt) add(b wt) wt {
	var c uint64
	for i := range a {
		a[i], c = bits.Add64(a[i], b[i], c)
	}
	return a
}

func (a wt) sub(b wt) wt {
	var c uint64
	for i := range a {
		a[i], c = bits.Sub64(a[i], b[i], c)
	}
	return a
}

func (a wt) cmp(b wt) int {
	if x, y := int64(a[nw-1]), int64(b[nw-1]); x != y {
		if x < y {
			return -1
		}
		return 1
	}
	for i := nw - 2; i >= 0; i-- {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	return 0
}

// isZero is a loop, not a == wt{}: the comparison called the runtime for
// the whole array, on every weight a bracket packs or strikes.
func (a wt) isZero() bool {
	for _, x := range a {
		if x != 0 {
			return false
		}
	}
	return true
}

// shl shifts left by k bits (k < 64*nw).
func (a wt) shl(k uint) wt {
	if k == 0 {
		return a
	}
	wd, bt := int(k/64), k%64
	var r wt
	for i := nw - 1; i >= wd; i-- {
		r[i] = a[i-wd] << bt
		if bt > 0 && i-wd-1 >= 0 {
			r[i] |= a[i-wd-1] >> (64 - bt)
		}
	}
	return r
}

// small returns v as a weight.
func small(v uint64) wt { return wt{v} }

// field builds a weight from bit fields laid out from the most significant
// down: each put reserves the next width bits below the previous field. The
// named values are kept when record is set, so that the checker can compare
// pairings criterion by criterion.
type field struct {
	w      wt
	pos    int // bits still free below the fields put so far
	record bool
	names  []string
	vals   []wt
	spans  []span // where each field lies, when recording
}

// span is a field's place in a weight; level fields are split by score.
type span struct {
	pos, width int
	level      bool
}

func newField(total int, record bool) field { return field{pos: total, record: record} }

func (f *field) put(name string, width int, v uint64) {
	f.pos -= width
	f.w.addIn(f.pos, v)
	if f.record {
		f.names = append(f.names, name)
		f.vals = append(f.vals, small(v))
		f.spans = append(f.spans, span{f.pos, width, false})
	}
}

// putLevels adds, for each true condition, one at the score level's bit of
// a score field.
func (f *field) putLevels(name string, width int, levels ...int) {
	f.pos -= width
	var v wt
	for _, off := range levels {
		if off >= 0 {
			f.w.addIn(f.pos+off, 1)
			if f.record {
				v = v.add(small(1).shl(uint(off)))
			}
		}
	}
	if f.record {
		f.names = append(f.names, name)
		f.vals = append(f.vals, v)
		f.spans = append(f.spans, span{f.pos, width, true})
	}
}

// addIn adds v shifted left by pos bits, in place, for the fields of
// every edge of a bracket.
func (a *wt) addIn(pos int, v uint64) {
	if v == 0 {
		return
	}
	i, s := pos/64, uint(pos%64)
	var hi uint64
	if s > 0 {
		hi = v >> (64 - s)
	}
	var c uint64
	a[i], c = bits.Add64(a[i], v<<s, 0)
	for j := i + 1; j < nw && (c != 0 || hi != 0); j++ {
		a[j], c = bits.Add64(a[j], hi, c)
		hi = 0
	}
}

// The N variants work on the k least significant words only; the matcher
// keeps all its numbers within k words, sized from the largest weight.
// addInN and subInN change a in place, for the matcher's loops over many
// vertices, where copying whole weights would cost more than the sums.
func (a *wt) addInN(b *wt, k int) {
	var c uint64
	for i := 0; i < k && i < nw; i++ {
		a[i], c = bits.Add64(a[i], b[i], c)
	}
}

func (a *wt) subInN(b *wt, k int) {
	var c uint64
	for i := 0; i < k && i < nw; i++ {
		a[i], c = bits.Sub64(a[i], b[i], c)
	}
}

// lessP and positiveP are lessN and a test for a positive value through
// pointers, for the matcher's scans, where copying two weights per edge
// cost more than comparing them.
func lessP(a, b *wt, k int) bool {
	if x, y := int64(a[k-1]), int64(b[k-1]); x != y {
		return x < y
	}
	for i := k - 2; i >= 0; i-- {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

func (a *wt) positiveP(k int) bool {
	if int64(a[k-1]) < 0 {
		return false
	}
	for i := 0; i < k; i++ {
		if a[i] != 0 {
			return true
		}
	}
	return false
}

func (a wt) lessN(b wt, k int) bool { return lessP(&a, &b, k) }

// cmpWords compares two signed numbers of the same number of words.
func cmpWords(a, b []uint64) int {
	k := len(a) - 1
	if x, y := int64(a[k]), int64(b[k]); x != y {
		return cmp.Compare(x, y)
	}
	for i := k - 1; i >= 0; i-- {
		if a[i] != b[i] {
			return cmp.Compare(a[i], b[i])
		}
	}
	return 0
}

func (a wt) negativeN(k int) bool { return int64(a[k-1]) < 0 }

func (a wt) isZeroN(k int) bool {
	for i := 0; i < k; i++ {
		if a[i] != 0 {
			return false
		}
	}
	return true
}

func (a wt) halfN(k int) wt {
	for i := 0; i < k-1; i++ {
		a[i] = a[i]>>1 | a[i+1]<<63
	}
	a[k-1] = uint64(int64(a[k-1]) >> 1)
	return a
}

// shr shifts a non-negative weight right by k bits (k < 64).
func (a wt) shr(k uint) wt {
	if k == 0 {
		return a
	}
	for i := 0; i < nw-1; i++ {
		a[i] = a[i]>>k | a[i+1]<<(64-k)
	}
	a[nw-1] >>= k
	return a
}

// tables are a matcher's tables of n vertices: the weight differences and
// the stage in which each edge became usable, n by n, and which edges
// exist, a bit each (see matcher).
type tables struct {
	delta   []int32
	has     []uint64
	allowed []uint8
}

// spare keeps the tables of a bracket's graph that is done for the next
// bracket of the round. Left to the garbage collector, each bracket's
// tables stayed in memory while the next one's were filled, which doubled
// the round's peak (with the tables of which edges exist and when they
// became usable left to it, a 10,000-player round 2 peaked at 371 MB).
type spare struct{ bufs []tables }

// spareKept bounds the tables kept: a bracket uses one set (its graph's),
// and a homogeneous one a second for its remainder.
const spareKept = 2

// take returns zeroed tables for n vertices, in kept ones if they are
// large enough. A nil spare allocates. New tables have room for an eighth
// more, so that the next bracket, often a few players larger, fits: the
// room costs no memory until it is written.
func (s *spare) take(n int) tables {
	nn, nh := n*n, n*((n+63)/64)
	if s == nil {
		return tables{make([]int32, nn), make([]uint64, nh), make([]uint8, nn)}
	}
	for i, t := range s.bufs {
		if cap(t.delta) >= nn && cap(t.has) >= nh {
			s.bufs = append(s.bufs[:i], s.bufs[i+1:]...)
			t = tables{t.delta[:nn], t.has[:nh], t.allowed[:nn]}
			clear(t.delta)
			clear(t.has)
			clear(t.allowed)
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
	return tables{make([]int32, nn, nn+nn/8), make([]uint64, nh, nh+nh/8), make([]uint8, nn, nn+nn/8)}
}

// give keeps tables t, no longer used, for a later take; past spareKept
// sets the smallest is let go.
func (s *spare) give(t tables) {
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

// bitsAt returns the width (at most 64) bits of a from bit pos.
func (a *wt) bitsAt(pos, width int) uint64 {
	i, s := pos/64, uint(pos%64)
	v := a[i] >> s
	if s > 0 && i+1 < nw {
		v |= a[i+1] << (64 - s)
	}
	if width < 64 {
		v &= 1<<uint(width) - 1
	}
	return v
}

// orIn sets the bits of v shifted left by pos, where a has none of them.
func (a *wt) orIn(pos int, v uint64) {
	i, s := pos/64, uint(pos%64)
	a[i] |= v << s
	if s > 0 && i+1 < nw {
		a[i+1] |= v >> (64 - s)
	}
}

// packing maps criteria weights to a narrower layout that leaves out the
// score levels of players absent from a graph: their bits are zero in every
// weight the graph holds. Field values keep their order and sums (no field
// overflows), so the optimal matchings stay the same while the matcher
// computes on far fewer words; a graph of a bracket in a large late round
// needs a third of them.
type packing struct {
	segs  []segment
	order int // width of the lowest field, the only one that may be negative
	bits  int // width of a packed weight
	none  bool
}

// segment is a run of bits at from in a full weight and at to in a packed one.
type segment struct{ from, to, width int }

// newPacking packs the layout of d's criteria weights for the score levels
// in scores.
func (d *dutch) newPacking(scores map[int]bool) *packing {
	// The lowest field is read as signed, which holds only while what the
	// brackets add to it (at most about twice the field's size, or the
	// exchange preference) stays within half its range; with very small
	// score groups it may not, and the weights are left as they are.
	half := uint64(1) << uint(3*d.sizeBits)
	if uint64(2*len(d.sorted)+2) >= half || uint64(1)<<uint(2*d.sizeBits+1)+2 >= half {
		return &packing{bits: d.lowBits, none: true}
	}
	f := newField(d.lowBits, true)
	d.fill(&f, 0, 0, false, false)
	p := &packing{}
	var keep []segment // from the lowest bit up
	for i := len(f.spans) - 1; i >= 0; i-- {
		sp := f.spans[i]
		if !sp.level {
			keep = append(keep, segment{from: sp.pos, width: sp.width})
			continue
		}
		for _, l := range d.levels {
			if scores[l.score] {
				keep = append(keep, segment{from: sp.pos + l.shift, width: l.width})
			}
		}
	}
	p.order = keep[0].width
	for i := range keep {
		keep[i].to = p.bits
		p.bits += keep[i].width
	}
	// Runs of fields that lie together in both layouts move as one.
	for _, sg := range keep[1:] {
		if n := len(p.segs); n > 0 {
			last := &p.segs[n-1]
			if last.from+last.width == sg.from && last.width+sg.width <= 64 {
				last.width += sg.width
				continue
			}
		}
		p.segs = append(p.segs, sg)
	}
	return p
}

// move carries the fields of w from one layout to the other. The lowest
// field is read as a signed number (orderings subtract in it), the fields
// above it as they are.
func (p *packing) move(w wt, pack bool) wt {
	if p.none || w.isZero() {
		return w // a bracket strikes millions of edges to zero
	}
	lo := w.bitsAt(0, p.order)
	x := small(lo)
	if lo>>(p.order-1)&1 == 1 {
		x = x.sub(small(1).shl(uint(p.order)))
	}
	if lo != 0 {
		w = w.sub(x)
	}
	var out wt
	for _, s := range p.segs {
		from, to := s.from, s.to
		if !pack {
			from, to = to, from
		}
		if v := w.bitsAt(from, s.width); v != 0 {
			out.orIn(to, v)
		}
	}
	if lo != 0 {
		out = out.add(x)
	}
	return out
}

func (p *packing) pack(w wt) wt   { return p.move(w, true) }
func (p *packing) unpack(w wt) wt { return p.move(w, false) }
