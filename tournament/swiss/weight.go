package swiss

import (
	"math/bits"

	"arbiter/tournament/matching"
)

// nw is the number of 64-bit words of an edge weight. The Dutch criteria are
// encoded as bit fields of one large integer, compared lexicographically by
// the matcher. Each score level takes the bits to count its players in six
// fields, so the width grows with the field and the rounds: 1024 bits
// stopped a simulated 10,000-player, 13-round event at round 10, which
// needs 1,035 (round 13: 1,191). 1536 bits hold it, or 20,000 players over
// 13 rounds; weights this wide cost a 2,000-player round about a tenth more
// time. The matcher only computes on the words in use.
const nw = matching.Words

// wt is an edge weight of the bracket's graph.
type wt = matching.Weight

func small(v uint64) wt { return wt{v} }

// field builds a weight from bit fields laid out from the most significant
// down: each put reserves the next width bits below the previous field. The
// named values are kept when record is set, so that the checker can compare
// pairings criterion by criterion; where each field lies, when record or
// layout is set.
type field struct {
	w      wt
	pos    int // bits still free below the fields put so far
	record bool
	layout bool // spans only: a packing reads where the fields lie, not their values
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
	addIn(&f.w, f.pos, v)
	if f.record {
		f.names = append(f.names, name)
		f.vals = append(f.vals, small(v))
	}
	if f.record || f.layout {
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
			addIn(&f.w, f.pos+off, 1)
			if f.record {
				v = v.Add(small(1).Shl(uint(off)))
			}
		}
	}
	if f.record {
		f.names = append(f.names, name)
		f.vals = append(f.vals, v)
	}
	if f.record || f.layout {
		f.spans = append(f.spans, span{f.pos, width, true})
	}
}

// addIn adds v shifted left by pos bits, in place, for the fields of
// every edge of a bracket.
func addIn(a *wt, pos int, v uint64) {
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

// bitsAt returns the width (at most 64) bits of a from bit pos.
func bitsAt(a *wt, pos, width int) uint64 {
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
func orIn(a *wt, pos int, v uint64) {
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
	// The fields' places alone: their values, a whole weight each, were
	// a tenth of a 40-player pair-trf's memory.
	f := field{pos: d.lowBits, layout: true}
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
	if p.none || w.IsZero() {
		return w // a bracket strikes millions of edges to zero
	}
	lo := bitsAt(&w, 0, p.order)
	x := small(lo)
	if lo>>(p.order-1)&1 == 1 {
		x = x.Sub(small(1).Shl(uint(p.order)))
	}
	if lo != 0 {
		w = w.Sub(x)
	}
	var out wt
	for _, s := range p.segs {
		from, to := s.from, s.to
		if !pack {
			from, to = to, from
		}
		if v := bitsAt(&w, from, s.width); v != 0 {
			orIn(&out, to, v)
		}
	}
	if lo != 0 {
		out = out.Add(x)
	}
	return out
}

func (p *packing) pack(w wt) wt   { return p.move(w, true) }
func (p *packing) unpack(w wt) wt { return p.move(w, false) }
