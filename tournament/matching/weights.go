package matching

// The Matcher's weights: a reference by pair of classes, a short difference
// by edge or the whole weight, and the favoured vertices' leans (see Matcher).

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
)

// diffs is a vertex's weight differences (see deltaRow): a row of n, or
// where it has few the pairs themselves, and whether it has had any
// since the graph was made (spec), nil rows reading as zero.
type diffs struct {
	dense []int32
	few   []diffEnd
	on    bool
}

// diffEnd is a difference kept with its other end, in a row of few.
type diffEnd struct{ j, d int32 }

// fewDiffs is the most differences a vertex keeps as pairs; one more
// makes its row of n. In a 10,000-player round nearly every row holds
// one or two (a bracket's pairs of one player with many), and the rows
// of n were most of the round's live memory.
const fewDiffs = 8

// at is the difference of the edge to j.
func (r diffs) at(j int) int32 {
	if r.dense != nil {
		return r.dense[j]
	}
	for _, e := range r.few {
		if int(e.j) == j {
			return e.d
		}
	}
	return 0
}

// deltaRow is v's weight differences, all zero (on false) where it has
// none: a non-zero difference puts its other end in spec[v]. A bracket
// whose weights are its classes' alone never reads its differences,
// where reading them, a page fault at each first read, was the most of a
// graph's first settling.
func (m *Matcher) deltaRow(v int) diffs {
	if len(m.spec[v]) == 0 {
		return diffs{}
	}
	return diffs{m.delta[v], m.few[v], true}
}

// deltaAt is the difference of edge (i,j) (see deltaRow).
func (m *Matcher) deltaAt(i, j int) int32 {
	if len(m.spec[i]) == 0 {
		return 0
	}
	return diffs{dense: m.delta[i], few: m.few[i]}.at(j)
}

// setDelta writes the difference of edge (i,j) both ways round.
func (m *Matcher) setDelta(i, j int, dl int32) {
	m.setDiff(i, j, dl)
	m.setDiff(j, i, dl)
}

// setDiff writes the difference of edge (i,j) on i's side: into its row
// of n, or among its few, a zero taking the pair out; past fewDiffs the
// few become a row of n, made or taken zeroed from the Spare (see
// Spare.row).
func (m *Matcher) setDiff(i, j int, dl int32) {
	if r := m.delta[i]; r != nil {
		r[j] = dl
		return
	}
	few := m.few[i]
	for x, e := range few {
		if int(e.j) == j {
			if dl == 0 {
				few[x] = few[len(few)-1]
				m.few[i] = few[:len(few)-1]
			} else {
				few[x].d = dl
			}
			return
		}
	}
	if dl == 0 {
		return
	}
	if len(few) < fewDiffs {
		m.few[i] = append(few, diffEnd{int32(j), dl})
		return
	}
	r := m.spare.row(m.n)
	for _, e := range few {
		r[e.j] = e.d
	}
	r[j] = dl
	m.delta[i], m.few[i] = r, nil
}

func (m *Matcher) weight2(i, j int) Weight {
	var w Weight
	m.weightTo(&w, i, j)
	return w
}

// weightTo puts the doubled scaled weight of edge (i,j) into the k low
// words of w (zero without the edge).
func (m *Matcher) weightTo(w *Weight, i, j int) {
	if !m.edge(i, j) {
		clear(w[:m.k])
		return
	}
	dl := int64(m.deltaAt(i, j))
	if dl == wholeDelta {
		copy(w[:m.k], m.wholeAt(i, j))
		addUnits(w, m.leanOf(i, j), m.k)
		return
	}
	dl += m.leanOf(i, j)
	c := m.refAt(i, j)
	add, next, ext := unitWords(dl)
	var cy uint64
	for x, r := range m.ref[c : c+m.k] {
		w[x], cy = bits.Add64(r, add, cy)
		add, next = next, ext
	}
}

// leanOf is what the lean adds to edge (i,j).
func (m *Matcher) leanOf(i, j int) int64 {
	if !m.favoured[i] || !m.favoured[j] {
		return 0
	}
	return m.lean[min(i, j)]
}

// unitWords splits d weight units, doubled and scaled, into the words to
// add: the lowest, the next, and the sign of all above.
func unitWords(d int64) (lo, next, ext uint64) {
	return uint64(d) << (scale + 1), uint64(d >> (64 - scale - 1)), uint64(d >> 63)
}

// addUnits adds d weight units, doubled and scaled, to the k words of w.
func addUnits(w *Weight, d int64, k int) {
	if d == 0 {
		return
	}
	add, next, ext := unitWords(d)
	var cy uint64
	for x := range k {
		w[x], cy = bits.Add64(w[x], add, cy)
		add, next = next, ext
	}
}

// refAt is where edge (i,j)'s reference lies in ref.
func (m *Matcher) refAt(i, j int) int {
	at := (int(m.cls[i])*m.nc + int(m.cls[j])) * m.k
	if i > j {
		at += m.side
	}
	return at
}

// shortDelta returns d, a difference of two doubled scaled weights, as a
// number of weight units, if it fits a delta.
func shortDelta(d *Weight, k int) (int32, bool) {
	ext := uint64(int64(d[k-1]) >> 63)
	for x := 1; x < k; x++ {
		if d[x] != ext {
			return 0, false
		}
	}
	if uint64(int64(d[0])>>63) != ext {
		return 0, false
	}
	v := int64(d[0]) >> (scale + 1)
	if v <= math.MinInt32 || v > math.MaxInt32 {
		return 0, false
	}
	return int32(v), true
}

func (m *Matcher) edge(i, j int) bool { return bitAt(m.hasRow(i), j) }

// hasRow is the bits of v's edges (see edge).
func (m *Matcher) hasRow(v int) []uint64 { return m.has[v*m.hw : (v+1)*m.hw] }

func bitAt(row []uint64, j int) bool { return row[j>>6]&(1<<(j&63)) != 0 }

// setEdge records whether edge (i,j) exists, both ways round.
func (m *Matcher) setEdge(i, j int, on bool) {
	a, b := &m.has[i*m.hw+(j>>6)], &m.has[j*m.hw+(i>>6)]
	if on {
		*a |= 1 << (j & 63)
		*b |= 1 << (i & 63)
	} else {
		*a &^= 1 << (j & 63)
		*b &^= 1 << (i & 63)
	}
}

// Cut removes edge (i,j), as SetWeight with a zero weight does; a pair
// that has no edge, most of those a bracket strikes, costs one bit read
// and no weight passed. It copies no weight of Words words: a bracket
// strikes millions of pairs, and zeroing and comparing those was half of
// SetWeight's time.
func (m *Matcher) Cut(i, j int) {
	noLoop(i, j)
	if !m.edge(i, j) {
		return
	}
	zero, positive := m.weightSign(i, j)
	if zero {
		return
	}
	m.keptOK = false
	if positive {
		m.loosen(i, j)
	} else {
		m.touch(i)
	}
	m.setEdge(i, j, false)
	m.dropDelta(i, j)
}

// weightSign reports whether existing edge (i,j) weighs zero, and
// whether more. An edge without a difference or a lean weighs its
// reference, whose sign is kept (rsign): the millions of pairs a bracket
// strikes copied their weights whole, and then read the reference's k
// words (a thirtieth of a 10,000-player round).
func (m *Matcher) weightSign(i, j int) (zero, positive bool) {
	if m.deltaAt(i, j) == 0 && m.leanOf(i, j) == 0 {
		at := int(m.cls[i])*m.nc + int(m.cls[j])
		if i > j {
			at += m.nc * m.nc
		}
		return m.rsign[at] == 0, m.rsign[at] > 0
	}
	var w Weight
	m.weightTo(&w, i, j)
	return w.isZeroN(m.k), w.positiveP(m.k)
}

// SetWeight changes the weight of edge (i,j) (unscaled). A raised weight
// frees vertex i and resets its dual at the next solve, which is enough
// to keep the changed edge feasible; j keeps its partner unless that was
// i. Callers changing the edges around one vertex pass it first. A
// lowered weight keeps every dual feasible, and only what the edge held
// is undone (see loosen): when a bracket fixes its roles it strikes
// millions of pairs, and freeing each pair's first player made the next
// solve match the whole remainder again.
func (m *Matcher) SetWeight(i, j int, low Weight) {
	m.mustTake(i, j, &low)
	w := m.scaled(low)
	m.setScaled(i, j, &w)
}

// setScaled is SetWeight with a weight taken already, doubled and scaled,
// which it may change: a start's sample is given its weights so, read
// from the graph's, where unscaling each and scaling it again went
// through all Words words of it twice (see solveSample).
func (m *Matcher) setScaled(i, j int, w *Weight) {
	if w.isZeroN(m.k) {
		m.Cut(i, j)
		return
	}
	var cur Weight
	m.weightTo(&cur, i, j)
	if slices.Equal(cur[:m.k], w[:m.k]) {
		return
	}
	m.keptOK = false
	if lessP(w, &cur, m.k) {
		m.loosen(i, j)
	} else {
		m.touch(i)
	}
	lo, hi := min(i, j), max(i, j)
	has := !w.isZeroN(m.k)
	m.setEdge(i, j, has)
	ref := m.ref[m.refAt(lo, hi):][:m.k]
	was := m.dropDelta(i, j)
	if !has {
		return
	}
	// The lean is kept apart: w is stored without it.
	addUnits(w, -m.leanOf(i, j), m.k)
	// The first weight of a pair of classes becomes its reference.
	if c := int(m.cls[lo])*m.nc + int(m.cls[hi]); !m.refSet[c] {
		m.setRef(int(m.cls[lo]), int(m.cls[hi]), w)
		return
	}
	var d uint64
	for x, r := range ref {
		cur[x], d = bits.Sub64(w[x], r, d)
	}
	dl, ok := shortDelta(&cur, m.k)
	if !ok {
		m.keepWhole(lo*m.n+hi, w)
		dl = wholeDelta
	}
	if dl != 0 {
		m.setDelta(i, j, dl)
	}
	if dl != 0 && !was {
		m.spec[i], m.spec[j] = append(m.spec[i], int32(j)), append(m.spec[j], int32(i))
	}
}

// dropDelta clears the difference of edge (i,j), if it has one, and
// reports whether it had. The differences are written only where one is
// or was (see deltaRow).
func (m *Matcher) dropDelta(i, j int) (was bool) {
	if m.deltaAt(i, j) == 0 {
		return false
	}
	if m.deltaAt(i, j) == wholeDelta {
		pair := min(i, j)*m.n + max(i, j)
		m.freeW = append(m.freeW, m.whole.get(pair))
		m.whole.remove(pair)
	}
	m.setDelta(i, j, 0)
	return true
}

// wholeAt is the whole weight kept for edge (i,j), k words, without its
// lean.
func (m *Matcher) wholeAt(i, j int) []uint64 {
	at := int(m.whole.get(min(i, j)*m.n+max(i, j))) * m.k
	return m.wholeW[at : at+m.k]
}

// keepWhole keeps w whole for the pair numbered pair, in a slot let go
// if there is one.
func (m *Matcher) keepWhole(pair int, w *Weight) {
	var slot int32
	if l := len(m.freeW); l > 0 {
		slot, m.freeW = m.freeW[l-1], m.freeW[:l-1]
		copy(m.wholeW[int(slot)*m.k:], w[:m.k])
	} else {
		slot = int32(len(m.wholeW) / m.k)
		m.wholeW = append(m.wholeW, w[:m.k]...)
	}
	m.whole.put(pair, slot)
}

// mustTake panics unless edge (i,j) is one New's graph can hold and low a
// weight it was sized for: two different vertices, and a weight of 0 to
// weightBits bits. Either was taken without a word before: a vertex's edge
// to itself, which no pairing has, became its classes' reference and an
// edge the solve could scan, and the bits of a wider weight above the
// words kept were cut off (a negative weight, all ones above, likewise),
// both an optimum of another graph than the caller's.
func (m *Matcher) mustTake(i, j int, low *Weight) {
	noLoop(i, j)
	if !fits(low, m.bits) {
		panic(fmt.Sprintf("matching: the weight of edge (%d,%d) is wider than the %d bits the graph was made for", i, j, m.bits))
	}
}

// noLoop panics on an edge of a vertex with itself (see mustTake).
func noLoop(i, j int) {
	if i == j {
		panic(fmt.Sprintf("matching: an edge from vertex %d to itself", i))
	}
}

// fits reports whether w is a number of 0 to b bits (b at most MaxBits).
func fits(w *Weight, b int) bool {
	x := b / 64
	if w[x]>>(b%64) != 0 {
		return false
	}
	for _, v := range w[x+1:] {
		if v != 0 {
			return false
		}
	}
	return true
}

// scaled is low shifted left by scale+1 bits, in the k words kept.
func (m *Matcher) scaled(low Weight) Weight {
	var w Weight
	for x := 0; x < m.k && x < Words; x++ {
		w[x] = low[x] << (scale + 1)
		if x > 0 {
			w[x] |= low[x-1] >> (64 - scale - 1)
		}
	}
	return w
}

// setRef makes w (doubled and scaled) the reference weight of the edges
// from a vertex of class a to a later one of class b.
func (m *Matcher) setRef(a, b int, w *Weight) {
	copy(m.ref[(a*m.nc+b)*m.k:][:m.k], w[:m.k])
	copy(m.ref[m.side+(b*m.nc+a)*m.k:][:m.k], w[:m.k])
	r := residue(w, m.k)
	m.rref[a*m.nc+b], m.rref[m.nc*m.nc+b*m.nc+a] = r, r
	var sign int8
	switch {
	case w.isZeroN(m.k):
	case w.negativeN(m.k):
		sign = -1
	default:
		sign = 1
	}
	m.rsign[a*m.nc+b], m.rsign[m.nc*m.nc+b*m.nc+a] = sign, sign
	m.refSet[a*m.nc+b] = true
}

// SetByClass gives every edge (i,j) with i < j and j >= from the weight
// of its pair of classes, which ref(i,j) gives for any such pair, where
// the edge exists: where bit at[j] of meets[i] is set (a bracket's rows
// of the field's table of who may meet, read in place, where a call an
// edge cost a twentieth of a large round). The edges among the vertices
// before from are left as they are. It is SetWeight on each of those
// edges of a graph not solved yet, in one pass that writes only which
// edges exist: a bracket's weights depend on its players' classes alone,
// and setting its tens of millions of edges one by one was a fifth of a
// 10,000-player round. A pair of classes that already has a reference
// (never in a bracket, whose moved-down players have classes of their
// own) is set edge by edge.
func (m *Matcher) SetByClass(from int, ref func(i, j int) Weight, meets [][]uint64, at []int) {
	n, nc := m.n, m.nc
	how, at2, lows := m.classPairs(from, ref)
	// Which edges exist, a word of 64 at a time: each row's later
	// vertices from its meets row and its class's partners, then each
	// bit copied to the lower row by 64-by-64 transposes, where a bit a
	// pair written both ways round was a sixth of a 10,000-player round.
	// The pairs set edge by edge keep their bits to SetWeight.
	hw := m.hw
	later := make([]uint64, nc*hw) // by class a, the vertices j whose pair (a, cls[j]) is an edge
	byEdge := make([]uint64, nc*hw)
	for j, c := range m.cls {
		for a := range nc {
			switch how[a*nc+int(c)] {
			case 1:
				later[a*hw+j>>6] |= 1 << (j & 63)
			case 2:
				byEdge[a*hw+j>>6] |= 1 << (j & 63)
			}
		}
	}
	gather := newGatherer(at, hw)
	row := make([]uint64, hw)
	for i := range n {
		lo := max(i+1, from) // the first vertex of row i's pairs set here
		if lo >= n {
			continue
		}
		gather.row(row, meets[i], lo>>6)
		a := int(m.cls[i])
		for x := lo >> 6; x < hw; x++ {
			span := ^uint64(0)
			if x == lo>>6 {
				span <<= lo & 63
			}
			write := span &^ byEdge[a*hw+x]
			has := &m.has[i*hw+x]
			*has = *has&^write | row[x]&later[a*hw+x]&write
		}
	}
	m.mirrorUpper(from)
	if len(lows) > 0 {
		m.setByEdge(from, how, at2, lows, meets, at)
	}
	m.keptOK = false
	for v := range n {
		m.touch(v)
	}
}

// classPairs says, for each pair of classes met in that order (a*nc+b)
// by an edge from a vertex of class a to a later one of class b, ending
// at or after from, how SetByClass sets it: 1 for an edge, its reference
// weight set here; 2 for edge by edge (the class pair has a reference
// already), with the weight lows[at2[c]]; 0 for no edge. A table of
// every pair's weight, 192 bytes each, was a tenth of a 1,000-player
// Dubov round 8, whose graphs hold a hundred classes.
func (m *Matcher) classPairs(from int, ref func(i, j int) Weight) (how []uint8, at2 []int32, lows []Weight) {
	nc := m.nc
	first, last := make([]int, nc), make([]int, nc)
	for c := range first {
		first[c], last[c] = m.n, -1
	}
	for v, c := range m.cls {
		first[c] = min(first[c], v)
		last[c] = max(last[c], v)
	}
	how = make([]uint8, nc*nc)
	for a := range nc {
		for b := range nc {
			c := a*nc + b
			if first[a] >= last[b] || last[b] < from {
				continue
			}
			w := ref(first[a], last[b])
			m.mustTake(first[a], last[b], &w)
			switch {
			case m.refSet[c]:
				how[c] = 2
				if at2 == nil {
					at2 = make([]int32, nc*nc)
				}
				at2[c] = int32(len(lows))
				lows = append(lows, w)
			case !w.IsZero():
				how[c] = 1
				sw := m.scaled(w)
				m.setRef(a, b, &sw)
			}
		}
	}
	return how, at2, lows
}

// setByEdge sets by SetWeight the edges ending at or after from whose
// pair of classes classPairs gave to be set edge by edge, in tiles: the
// order in which they were set with the others.
func (m *Matcher) setByEdge(from int, how []uint8, at2 []int32, lows []Weight, meets [][]uint64, at []int) {
	const tile = 64
	n, nc := m.n, m.nc
	for j0 := from; j0 < n; j0 += tile {
		for i0 := 0; i0 < j0+tile && i0 < n; i0 += tile {
			for j := j0; j < j0+tile && j < n; j++ {
				cj := int(m.cls[j])
				for i := i0; i < i0+tile && i < j; i++ {
					if c := int(m.cls[i])*nc + cj; how[c] == 2 {
						w := lows[at2[c]]
						if meets[i][at[j]>>6]&(1<<(at[j]&63)) == 0 {
							w = Weight{}
						}
						m.SetWeight(i, j, w)
					}
				}
			}
		}
	}
}

// Favour makes vs the favoured vertices, those whose edges among them
// leans take, with leans their leans (see SetLean). A bracket's remainder
// prefers some of its players to be the higher of their pairs: each
// player's preference is one number added to its edges to the later
// players, and kept that way, setting it is one change of a vertex where
// its edges one by one were a third of a 10,000-player round.
func (m *Matcher) Favour(vs []int, leans []int64) {
	// Whether a vertex is favoured chooses its keys in the scans' index.
	for _, v := range m.favList {
		m.SetLean(v, 0)
		m.favoured[v] = false
		m.favSet[v>>6] &^= 1 << (v & 63)
		m.tix.markDirty(v)
	}
	m.favList = append(m.favList[:0], vs...)
	for _, v := range vs {
		m.favoured[v] = true
		m.favSet[v>>6] |= 1 << (v & 63)
		m.tix.markDirty(v)
	}
	for i, v := range vs {
		m.SetLean(v, leans[i])
	}
}

// loosen undoes what edge (i,j) held before its weight is lowered: its
// pair, if matched, and the blossoms holding both ends, whose cycles may
// run through it. The duals stay feasible: the edge only gains slack.
func (m *Matcher) loosen(i, j int) {
	if b := m.inBlossom[i]; b != i && b == m.inBlossom[j] {
		m.dissolveAround(i)
	}
	if m.mate[i] == j {
		m.mate[i], m.mate[j] = -1, -1
	}
}

// SetLean makes add (in weight units) the lean of favoured vertex v: what
// its edges to the later favoured vertices weigh more than set. As
// SetWeight does for a raised weight, it frees v and resets its dual at
// the next solve. (Keeping v's partner where a feasible dual keeps their
// edge tight was tried: the duals the leans leave are far from those
// without, and the stages then took longer than matching the freed
// vertices again.)
func (m *Matcher) SetLean(v int, add int64) {
	if m.lean[v] == add {
		return
	}
	m.keptOK = false
	m.touch(v)
	m.lean[v] = add
	m.tix.markDirty(v) // its second key (see buildIndex)
}

// slackTo puts the slack of edge (i,j) into the k low words of r, in the
// scans where a slack is computed per edge (most of a large bracket's
// time), reading the weight in the same pass; (i,j) must be an edge.
func (m *Matcher) slackTo(r *Weight, i, j int) {
	a, b := &m.u[i], &m.u[j]
	dl := int64(m.deltaAt(i, j))
	var ref []uint64
	var sub, next, ext uint64
	if dl == wholeDelta {
		// The whole weight read in place of the reference, not
		// copied: the copy was a third of round 9's slacks.
		ref = m.wholeAt(i, j)
		sub, next, ext = unitWords(m.leanOf(i, j))
	} else {
		ref = m.ref[m.refAt(i, j):][:m.k]
		sub, next, ext = unitWords(dl + m.leanOf(i, j))
	}
	var c, d, f uint64
	for x, rx := range ref {
		r[x], c = bits.Add64(a[x], b[x], c)
		r[x], d = bits.Sub64(r[x], rx, d)
		r[x], f = bits.Sub64(r[x], sub, f)
		sub, next = next, ext
	}
}

// Stored is the weight of edge (i,j) as the Matcher optimises it, and
// whether the edge is there.
func (m *Matcher) Stored(i, j int) (Weight, bool) {
	if !m.edge(i, j) {
		return Weight{}, false
	}
	return m.weight2(i, j), true
}

// Get returns the unscaled weight of edge (i,j).
func (m *Matcher) Get(i, j int) Weight { return m.weight2(i, j).Shr(scale + 1) }

// mirrorUpper copies each edge bit (i,j), i < j, j >= from, from row i
// into row j, a 64-by-64 block at a time.
func (m *Matcher) mirrorUpper(from int) {
	n, hw := m.n, m.hw
	var blk [64]uint64
	for bj := from >> 6; bj < hw; bj++ {
		for bi := 0; bi <= bj; bi++ {
			for t := range blk {
				blk[t] = 0
				if i := bi<<6 + t; i < n {
					blk[t] = m.has[i*hw+bj]
				}
			}
			if bi == bj {
				// Only the pairs above the diagonal.
				for t := range blk {
					blk[t] &^= 1<<(t+1) - 1
				}
			}
			transpose64(&blk)
			for t := range blk {
				j := bj<<6 + t
				if j >= n {
					break
				}
				if j < from {
					continue
				}
				w := &m.has[j*hw+bi]
				if bi == bj {
					// Keep the bits from j up (row j's own pairs above).
					*w = *w&^(1<<t-1) | blk[t]
				} else {
					*w = blk[t]
				}
			}
		}
	}
}

// transpose64 transposes a 64-by-64 matrix of bits, bit c of a[r] being
// element (r, c).
func transpose64(a *[64]uint64) {
	mask := uint64(0x00000000FFFFFFFF)
	for j := 32; j != 0; {
		for k := 0; k < 64; k = (k + j + 1) &^ j {
			t := (a[k]>>j ^ a[k+j]) & mask
			a[k] ^= t << j
			a[k+j] ^= t
		}
		j >>= 1
		mask ^= mask << j
	}
}

// gatherer reads a row of meets (bits by at[j]) into bits by vertex j: a
// word whose 64 vertices are consecutive in at is two words shifted, any
// other bit by bit.
type gatherer struct {
	at   []int
	base []int // at of the word's first vertex, -1 where not consecutive
}

func newGatherer(at []int, hw int) *gatherer {
	g := &gatherer{at: at, base: make([]int, hw)}
	for x := range hw {
		g.base[x] = -1
		if (x+1)<<6 > len(at) {
			continue
		}
		b := at[x<<6]
		ok := b >= 0
		for t := 1; t < 64 && ok; t++ {
			ok = at[x<<6+t] == b+t
		}
		if ok {
			g.base[x] = b
		}
	}
	return g
}

// row fills dst from word x0 on with the bits of src by vertex.
func (g *gatherer) row(dst, src []uint64, x0 int) {
	for x := x0; x < len(dst); x++ {
		if b := g.base[x]; b >= 0 {
			w, s := b>>6, uint(b&63)
			v := src[w] >> s
			if s != 0 && w+1 < len(src) {
				v |= src[w+1] << (64 - s)
			}
			dst[x] = v
			continue
		}
		var v uint64
		for t := range min(64, len(g.at)-x<<6) {
			if a := g.at[x<<6+t]; src[a>>6]&(1<<(a&63)) != 0 {
				v |= 1 << t
			}
		}
		dst[x] = v
	}
}
