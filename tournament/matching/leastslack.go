package matching

import (
	"math/bits"
	"slices"
)

// The least slacks a change of the duals needs (the blossom algorithm's
// delta2, of an edge from an S-vertex to a vertex outside the trees, and
// delta3, of an edge between two S-blossoms) are found afresh at each
// change, not offered edge by edge as each S-vertex is scanned: a large
// bracket's stage grows one tree over most of its vertices, and scanning
// every S-vertex's edges for those slacks was two fifths of a
// 10,000-player round 2, for the two to six changes its stages made.
//
// A slack is the two duals less the weight, and an edge's weight is its
// pair of classes' reference, plus the lean between favoured vertices,
// but for a few edges (special: those whose weight differs from the
// reference, see SetWeight). So the slack of a vertex's plain edges from
// the S-vertices of a class before it is at least the least of their
// duals (less their leans, where they lean on it) plus its own, less the
// reference; and likewise after it. Two sweeps over the vertices in order
// bound every vertex's least slack (lowBounds). The vertices are then
// taken in the order of their bounds, and each one's edges from the
// S-vertices are gone through exactly, until the next bound is no less
// than the least slack found: where the pairs that may not meet are few,
// the first vertex taken is nearly always the last. The special edges are
// gone through on their own, each S-vertex's only while a bound on their
// slack is below the least found (specBound).

// leastOf keeps the least of the values it is offered, with the top-level
// blossom of its vertex, and the least from any other blossom: a vertex's
// edges inside its own blossom have no slack to offer.
// Its values are the Matcher's k words each (see leastsOf): whole
// Weights made a 40-player pairing's lists of them the largest of its
// matchers' tables.
type leastOf struct {
	v1, v2 []uint64
	b1, b2 int // -1: none
}

// leastsOf makes n leastOfs of k words each, their values in one
// allocation.
func leastsOf(n, k int) []leastOf {
	t, words := make([]leastOf, n), make([]uint64, 2*n*k)
	for i := range t {
		t[i].v1, t[i].v2 = words[2*i*k:(2*i+1)*k:(2*i+1)*k], words[(2*i+1)*k:(2*i+2)*k:(2*i+2)*k]
	}
	return t
}

// offer offers x, of blossom b, and reports whether t changed.
func (t *leastOf) offer(x *Weight, b, k int) bool {
	switch {
	case t.b1 < 0 || cmpWords(x[:k], t.v1) < 0:
		if t.b1 != b {
			copy(t.v2, t.v1)
			t.b2 = t.b1
		}
		copy(t.v1, x[:k])
		t.b1 = b
	case b != t.b1 && (t.b2 < 0 || cmpWords(x[:k], t.v2) < 0):
		copy(t.v2, x[:k])
		t.b2 = b
	default:
		return false
	}
	return true
}

// from is the least value offered from outside blossom b, or nil.
func (t *leastOf) from(b int) []uint64 {
	if t.b1 >= 0 && t.b1 != b {
		return t.v1
	}
	if t.b2 >= 0 {
		return t.v2
	}
	return nil
}

// leastSlack returns the least slack, below bound, of the edges from an
// S-vertex (in srcs) to a target vertex outside its top-level blossom,
// halved if half, and the edge (i*n+j); or bound and -1 if none is less.
func (m *Matcher) leastSlack(target func(w int) bool, bound Weight, half bool) (Weight, int) {
	n, k := m.n, m.k
	best, edge := bound, -1
	// halved points at x, or at x halved in h; the Weights are not copied
	// whole (Words words, most of them unused), which a slack offered by
	// each edge of a target and its bound had been: a large bracket's
	// targets go through thousands of edges at each change of the duals.
	halved := func(x, h *Weight) *Weight {
		if !half {
			return x
		}
		x.halfTo(h, k)
		return h
	}
	var s, h Weight
	offer := func(v, w int) { // s, the slack of (v,w)
		if c := halved(&s, &h); lessP(c, &best, k) {
			best, edge = *c, v*n+w
		}
	}
	m.srcSet = slices.Grow(m.srcSet[:0], m.hw)[:m.hw]
	clear(m.srcSet)
	for _, v := range m.srcs {
		m.srcSet[v>>6] |= 1 << (v & 63)
	}
	m.lowBounds(target)
	for len(m.cands) > 0 {
		i := m.cands[0]
		if lb := halved(&m.lb[i], &h); !lessP(lb, &best, k) {
			break
		}
		m.popCand()
		w := m.live[i]
		bw := m.inBlossom[w]
		// Where all of w's edges are plain its bound is the least slack
		// any of them could have, and the first edge that has it is the
		// one offered: the rest, whose slacks are no less, are not gone
		// through (most of a large stage's S-vertices for each change).
		// Its edges from the S-vertices are read a word of each at a time,
		// in the S-vertices' order: where a bracket's roles have struck
		// most pairs, testing every S-vertex's bit was as dear as the
		// slacks.
		plain := len(m.spec[w]) == 0
	edges:
		for x, word := range m.hasRow(w) {
			for word &= m.srcSet[x]; word != 0; word &= word - 1 {
				v := x<<6 + bits.TrailingZeros64(word)
				if m.inBlossom[v] == bw {
					continue
				}
				m.slackTo(&s, v, w)
				offer(v, w)
				if plain && cmpWords(s[:k], m.lb[i][:k]) == 0 {
					break edges
				}
			}
		}
	}
	// The special edges, once the plain ones have lowered best: in the
	// whole field's graph most edges are special, and going through every
	// S-vertex's at each change of the duals cost more than the scans
	// this file replaces. A vertex's are gone through only while the
	// bound kept of their least slack is below best (see specBound).
	for _, v := range m.srcs {
		if b, ok := m.specBound(v); !ok {
			continue
		} else if !lessP(halved(&b, &h), &best, k) {
			continue
		}
		row := m.deltaRow(v)
		var low Weight
		found := false
		for _, w := range m.spec[v] {
			w := int(w)
			if row.at(w) == 0 || !m.alive[w] || !m.edge(v, w) || m.inBlossom[v] == m.inBlossom[w] || m.label[m.inBlossom[w]] == 2 {
				continue
			}
			if m.slackTo(&s, v, w); target(w) {
				offer(v, w)
			}
			if !found || lessP(&s, &low, k) {
				low, found = s, true
			}
		}
		m.keepSpecBound(v, &low, found)
	}
	return best, edge
}

// lowBounds puts into lb, by position in live, a bound below the slack of
// each target's plain edges from the S-vertices (srcs) outside its
// top-level blossom, and the positions of the targets that have such
// edges into cands, a heap in the order of their bounds (see popCand).
func (m *Matcher) lowBounds(target func(w int) bool) {
	nc := m.nc
	m.lb = slices.Grow(m.lb[:0], len(m.live))[:len(m.live)]
	m.lbSet = slices.Grow(m.lbSet[:0], len(m.live))[:len(m.live)]
	clear(m.lbSet)
	if len(m.lows) != 3*nc {
		m.lows = leastsOf(3*nc, m.k)
	}
	// The classes of the S-vertices: in the whole field's graph, with a
	// class for nearly each kind of player, most classes have none.
	m.srcCls = m.srcCls[:0]
	for c := range m.lows {
		m.lows[c].b1 = -1
	}
	for _, v := range m.srcs {
		if c := int(m.cls[v]); m.lows[3*c].b1 == -1 {
			m.lows[3*c].b1 = -2
			m.srcCls = append(m.srcCls, c)
		}
	}
	if len(m.tlows) != 2*nc {
		m.tlows = make([]targetLow, 2*nc)
		ls := leastsOf(4*nc, m.k)
		for i := range m.tlows {
			m.tlows[i].plain, m.tlows[i].leaning = ls[2*i], ls[2*i+1]
		}
	}
	for pass := range 2 {
		for c := range m.lows {
			m.lows[c].b1, m.lows[c].b2 = -1, -1
		}
		m.lowsGen++
		for x := range m.live {
			i := x
			if pass == 1 {
				i = len(m.live) - 1 - x
			}
			w := m.live[i]
			b := m.inBlossom[w]
			if target(w) {
				m.boundAt(i, w, pass == 1)
			}
			if m.label[b] != 1 {
				continue
			}
			// By class: the plain duals of the vertices that do not
			// lean, and of those that do, and the latter less their
			// leans, which their edges to the later favoured vertices
			// carry.
			lows := m.lows[3*int(m.cls[w]):]
			if !m.favoured[w] {
				if lows[0].offer(&m.u[w], b, m.k) {
					m.lowsGen++
				}
				continue
			}
			lw := m.leaningDual(w)
			c1 := lows[1].offer(&m.u[w], b, m.k)
			if c2 := lows[2].offer(&lw, b, m.k); c1 || c2 {
				m.lowsGen++
			}
		}
	}
	m.cands = m.cands[:0]
	for i, ok := range m.lbSet {
		if ok {
			m.cands = append(m.cands, i)
		}
	}
	for x := len(m.cands)/2 - 1; x >= 0; x-- {
		m.siftCand(x)
	}
}

// The targets are taken in the order of their bounds, the first nearly
// always the last (see leastSlack): a heap of them, made in linear time,
// where sorting them all at each change of the duals was a twentieth of
// the Dubov system's 1,000-player round 2. Equal bounds go by position, as
// they went in the sorted order.
func (m *Matcher) candBefore(a, b int) bool {
	if c := cmpWords(m.lb[a][:m.k], m.lb[b][:m.k]); c != 0 {
		return c < 0
	}
	return a < b
}

// siftCand moves the target at x of cands down to its place in the heap.
func (m *Matcher) siftCand(x int) {
	h := m.cands
	for {
		c := 2*x + 1
		if c >= len(h) {
			return
		}
		if c+1 < len(h) && m.candBefore(h[c+1], h[c]) {
			c++
		}
		if !m.candBefore(h[c], h[x]) {
			return
		}
		h[x], h[c] = h[c], h[x]
		x = c
	}
}

// popCand takes the first target out of cands.
func (m *Matcher) popCand() {
	h := m.cands
	last := len(h) - 1
	h[0] = h[last]
	m.cands = h[:last]
	m.siftCand(0)
}

// boundAt lowers lb[i], the bound of target w, to the least slack its
// edges could have from the S-vertices swept so far: those before it, or
// after it if after.
func (m *Matcher) boundAt(i, w int, after bool) {
	k := m.k
	bw := m.inBlossom[w]
	t := m.targetLows(int(m.cls[w]), after, !after && m.favoured[w])
	var s Weight
	if y := t.plain.from(bw); y != nil {
		addTo(&s, y, &m.u[w], k)
		m.lowerBound(i, &s)
	}
	if y := t.leaning.from(bw); y != nil {
		uw := &m.u[w]
		if after && m.favoured[w] {
			// Its edges from the later favoured vertices carry its lean.
			lw := m.leaningDual(w)
			uw = &lw
		}
		addTo(&s, y, uw, k)
		m.lowerBound(i, &s)
	}
}

// lowerBound lowers lb[i] to s.
func (m *Matcher) lowerBound(i int, s *Weight) {
	if !m.lbSet[i] || lessP(s, &m.lb[i], m.k) {
		// Its k words alone, of the Weight's 24.
		copy(m.lb[i][:m.k], s[:m.k])
		m.lbSet[i] = true
	}
}

// targetLow is, for the targets of a class, the least of the lows of the
// S-vertices swept so far less the reference of their pair of classes,
// from outside a blossom (see leastOf): of the plain duals, and of those
// that lean (leaning: their duals, or less their leans where the target
// is favoured and after them).
type targetLow struct {
	gen            int // lowsGen when made
	plain, leaning leastOf
}

// targetLows is targetLow for the targets of class cw, after the
// S-vertices or before them, leaning if their edges from the earlier
// favoured vertices carry those vertices' leans. It is made again only
// when lows have changed since: a sweep over a large stage's vertices
// changes them a few thousand times for over a million targets, each of
// which went through every S-class (boundAt, a sixteenth of a
// 10,000-player round).
func (m *Matcher) targetLows(cw int, after, leaning bool) *targetLow {
	nc, k := m.nc, m.k
	at := 2 * cw
	if leaning {
		at++
	}
	t := &m.tlows[at]
	if t.gen == m.lowsGen {
		return t
	}
	t.gen = m.lowsGen
	t.plain.b1, t.plain.b2, t.leaning.b1, t.leaning.b2 = -1, -1, -1, -1
	var d Weight
	for _, c := range m.srcCls {
		at := (c*nc + cw) * k
		if after {
			if !m.refSet[cw*nc+c] {
				continue
			}
			at += m.side
		} else if !m.refSet[c*nc+cw] {
			continue
		}
		ref := m.ref[at : at+k]
		lows := m.lows[3*c:]
		lean := &lows[1]
		if leaning {
			lean = &lows[2]
		}
		t.plain.offerLess(&lows[0], ref, &d, k)
		t.leaning.offerLess(lean, ref, &d, k)
	}
	return t
}

// offerLess offers t the values of from less ref, each with its blossom;
// d is room for the difference. It runs for each class of S-vertices at
// each target (targetLows): in a 30-player pairing, whose whole field's
// graph has a class for each player, a loop over an array of the two
// pairs of lists made there cost 4 % of the command's CPU in one process.
func (t *leastOf) offerLess(from *leastOf, ref []uint64, d *Weight, k int) {
	if from.b1 >= 0 {
		subFrom(d, from.v1, ref, k)
		t.offer(d, from.b1, k)
	}
	if from.b2 >= 0 {
		subFrom(d, from.v2, ref, k)
		t.offer(d, from.b2, k)
	}
}

// addTo puts a+b into the k low words of r.
func addTo(r *Weight, a []uint64, b *Weight, k int) {
	var cy uint64
	for x := range k {
		r[x], cy = bits.Add64(a[x], b[x], cy)
	}
}

// subFrom puts a-c into the k low words of r.
func subFrom(r *Weight, a, c []uint64, k int) {
	var bw uint64
	for x := range k {
		r[x], bw = bits.Sub64(a[x], c[x], bw)
	}
}

// specBound returns a bound below the slack of S-vertex v's special edges
// to the vertices outside its blossom and outside the T-blossoms, and
// whether it has any; a bound of none known is the least there is. Within
// a stage an S-vertex's dual falls by each change, and the other end's by
// at most as much, so the least slack kept when its edges were last gone
// through, less twice what the duals have fallen since, stays below every
// one of them: no weight changes during a stage, a blossom only grows
// around an S-vertex, and a vertex outside the trees may become T, which
// only stops its slack from falling. A T-vertex that becomes S in a new
// blossom, or leaves the trees when its T-blossom is expanded, would join
// the edges bounded: then every bound is forgotten (specEpoch).
func (m *Matcher) specBound(v int) (Weight, bool) {
	if m.specStage[v] != m.specEpoch {
		var least Weight
		least[m.k-1] = 1 << 63
		return least, true
	}
	if !m.specAny[v] {
		return Weight{}, false
	}
	b := m.specLow[v]
	b.subInN(&m.fallen2, m.k)
	return b, true
}

// keepSpecBound keeps low, the least slack of S-vertex v's special edges
// to the vertices outside its blossom and the T-blossoms as they stand, if
// it has any, for specBound.
func (m *Matcher) keepSpecBound(v int, low *Weight, found bool) {
	m.specStage[v], m.specAny[v] = m.specEpoch, found
	m.specLow[v] = *low
	m.specLow[v].addInN(&m.fallen2, m.k)
}
