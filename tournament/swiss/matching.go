package swiss

import (
	"math"
	"math/bits"
	"slices"
	"sort"
)

// matcher computes a maximum-weight matching of a dense graph with the
// primal-dual blossom algorithm of Edmonds (in the formulation of Galil and of
// Van Rantwijk's well-known implementation), extended so that a solved
// instance can be changed and solved again cheaply: changing the edges of a
// vertex dissolves the blossoms around it, frees it and resets its dual to
// the least feasible value, and solve then grows alternating trees only from
// the exposed vertices whose dual is still positive, until every exposed
// vertex has a zero dual — the optimality condition of a maximum-weight
// (not necessarily perfect) matching. Pairing a bracket changes a few
// vertices at a time, so most solves touch a small part of the graph.
//
// The weights are stored by class: the vertices of a class meet every other
// vertex with nearly the same weight (in a bracket, players of one kind give
// every opponent the same criteria, and only the preferences the bracket
// adds in the lowest field differ). So an edge keeps a small difference to
// a weight shared by its pair of classes, and only the few differences too
// large for that are kept whole. With dense tables, the 6,500-vertex top
// bracket of a 10,000-player round 2 took the round's peak to 4.4 GB.
//
// Weights are zero for "no edge". Vertex duals u and blossom duals z follow
// the usual convention: the slack of an edge between different top-level
// blossoms is u[i]+u[j]-2w(i,j). Weights are scaled by 2^scale so that the
// halving of slacks between trees of different dual parity stays exact
// enough never to change the optimum.
type matcher struct {
	n int
	k int // words in use, see newMatcher
	// The doubled scaled weight of edge (i,j), i < j, is ref(i,j) plus
	// delta[i*n+j] << (scale+1), or whole[i*n+j] if delta holds
	// wholeDelta. delta and ref are kept both ways round, so that a
	// vertex's edges lie together: ref holds k words by side (whether the
	// first vertex is the higher), class of the first vertex, class of
	// the second. Read across the classes, a table of a few hundred
	// classes missed the cache on every edge.
	cls    []int32 // class by vertex
	nc     int     // classes
	ref    []uint64
	rref   []uint64 // ref's residues (see mersenne), one word where ref has k
	refSet []bool   // by pair of classes, lower vertex's first
	side   int      // the offset of ref's second side
	delta  []int32
	whole  map[int]int32 // by pair (lower vertex first), the slot of its whole weight in wholeW
	wholeW []uint64      // k words a slot, where a map of weights of nw words doubled a 1,000-player whole field's memory
	freeW  []int32       // slots let go
	spec   [][]int32     // by vertex: the other ends of its edges given a delta, once each time (see leastSlack)
	has    []bool        // the edge exists (non-zero weight), n by n
	// lean[i] is added, in weight units, to the edges from a favoured
	// vertex i to the favoured vertices after it (see setLean).
	lean     []int64
	favoured []bool
	favList  []int
	alive    []bool
	live     []int // the alive vertices in order, rebuilt by solve after a removal
	stale    bool  // live lacks a removal

	fresh bool // not solved yet, see start

	mate      []int
	u         []wt     // vertex duals
	ru        []uint64 // their residues while solving (see mersenne)
	rank      []uint64 // their numbers while settling (see rankDuals)
	leanRank  []uint64 // the numbers of the leaning vertices' duals less their leans
	ranked    bool
	rankVals  []uint64 // the distinct duals numbered, in order, k words each
	rankNums  []uint64 // their numbers
	rankKeys  []uint64
	rankOwner []int
	rankTmp   []int
	z         []wt // blossom duals, indexed by blossom id (n..2n-1)
	label     []int8
	labelOut  []int // vertex outside the blossom through which it was labelled
	labelIn   []int // vertex inside the blossom
	inBlossom []int
	parent    []int
	childs    [][]int
	endps     [][][2]int // endps[b][i] = (x in child i, y in child i+1)
	base      []int
	unused    []int
	allowed   []uint8 // stage number (modulo 255, see solve) in which the edge became usable
	stageNo   uint8
	queue     []int
	target    []uint64 // see scanTight
	srcs      []int    // the S-vertices, at a change of the duals (see leastSlack)
	lows      []leastOf
	srcCls    []int
	lb        []wt
	lbSet     []bool
	cands     []int
	// By vertex, see specBound: the epoch (specEpoch) whose bound specLow
	// holds, plus twice what the duals had fallen by then, and whether
	// it has special edges at all.
	specLow   []wt
	specStage []int
	specAny   []bool
	specEpoch int
	fallen2   wt // twice what the S-vertices' duals have fallen in this stage
	dirty     []bool
	dirtyList []int

	leafTmp  []int // see scratchLeaves
	leastAt  []int // see leastDual
	leastNum []uint64
	walkTmp  []int // see leaves
	pathTmp  []int // see dissolveAround

	// kept are the vertex duals of the last solve, k words a vertex, while
	// no weight has changed since (keptOK): see excluded. keptUp, keptDepth
	// and keptZ are its blossoms: the parent of each vertex and blossom, its
	// depth, and the sum of the duals of the blossoms around it, itself
	// included (k words each).
	kept      []uint64
	keptTop   []int32   // the outermost blossom of each vertex, itself if none
	keptLift  [][]int32 // keptLift[l][x]: x's ancestor 2^l up (-1 past the top), made when first needed
	keptUp    []int32
	keptDepth []int32
	keptZ     []uint64
	keptOK    bool
}

const scale = 20

// wholeDelta marks an edge whose weight is kept whole.
const wholeDelta = math.MinInt32

// newMatcher makes a matcher for n vertices whose unscaled weights have at
// most weightBits bits, its table of differences taken from s (which may
// be nil). cls gives each vertex its class (see matcher).
func newMatcher(n, weightBits int, s *spare, cls []int32) *matcher {
	m := &matcher{n: n, whole: map[int]int32{}}
	m.k = (weightBits+scale+4)/64 + 1
	if m.k > nw {
		m.k = nw
	}
	m.cls, m.fresh = cls, true
	for _, c := range cls {
		m.nc = max(m.nc, int(c)+1)
	}
	m.side = m.nc * m.nc * m.k
	m.ref = make([]uint64, 2*m.side)
	m.rref = make([]uint64, 2*m.nc*m.nc)
	m.refSet = make([]bool, m.nc*m.nc)
	m.delta = s.take(n * n)
	m.has = make([]bool, n*n)
	m.lean = make([]int64, n)
	m.favoured = make([]bool, n)
	m.allowed = make([]uint8, n*n)
	m.alive = make([]bool, n)
	m.mate = make([]int, n)
	m.u = make([]wt, n)
	m.ru = make([]uint64, n)
	m.spec = make([][]int32, n)
	m.specLow, m.specStage, m.specAny = make([]wt, n), make([]int, n), make([]bool, n)
	m.specEpoch = 1 // no bound kept yet
	m.rank = make([]uint64, n)
	m.leanRank = make([]uint64, n)
	m.z = make([]wt, 2*n)
	m.label = make([]int8, 2*n)
	m.labelOut = make([]int, 2*n)
	m.labelIn = make([]int, 2*n)
	m.inBlossom = make([]int, n)
	m.parent = make([]int, 2*n)
	m.childs = make([][]int, 2*n)
	m.endps = make([][][2]int, 2*n)
	m.base = make([]int, 2*n)
	m.dirty = make([]bool, n)
	for i := 0; i < n; i++ {
		m.alive[i] = true
		m.mate[i] = -1
		m.inBlossom[i] = i
		m.base[i] = i
		m.parent[i] = -1
		m.live = append(m.live, i)
	}
	for b := 2*n - 1; b >= n; b-- {
		m.base[b] = -1
		m.parent[b] = -1
		m.unused = append(m.unused, b)
	}
	return m
}

// idx is the position of edge (i,j) in the n by n tables; both directions
// are stored so that a vertex's edges lie together.
func (m *matcher) idx(i, j int) int { return i*m.n + j }

func (m *matcher) weight2(i, j int) wt {
	var w wt
	m.weightTo(&w, i, j)
	return w
}

// weightTo puts the doubled scaled weight of edge (i,j) into the k low
// words of w (zero without the edge).
func (m *matcher) weightTo(w *wt, i, j int) {
	e := i*m.n + j
	if !m.has[e] {
		clear(w[:m.k])
		return
	}
	dl := int64(m.delta[e])
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
func (m *matcher) leanOf(i, j int) int64 {
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
func addUnits(w *wt, d int64, k int) {
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
func (m *matcher) refAt(i, j int) int {
	return int(b2u(i > j))*m.side + (int(m.cls[i])*m.nc+int(m.cls[j]))*m.k
}

// shortDelta returns d, a difference of two doubled scaled weights, as a
// number of weight units, if it fits a delta.
func shortDelta(d *wt, k int) (int32, bool) {
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

func (m *matcher) edge(i, j int) bool { return m.has[m.idx(i, j)] }

// setWeight changes the weight of edge (i,j) (unscaled). A raised weight
// frees vertex i and resets its dual at the next solve, which is enough
// to keep the changed edge feasible; j keeps its partner unless that was
// i. Callers changing the edges around one vertex pass it first. A
// lowered weight keeps every dual feasible, and only what the edge held
// is undone (see loosen): when a bracket fixes its roles it strikes
// millions of pairs, and freeing each pair's first player made the next
// solve match the whole remainder again.
func (m *matcher) setWeight(i, j int, low wt) {
	a, b := m.idx(i, j), m.idx(j, i)
	if !m.has[a] && low.isZero() {
		return
	}
	w := m.scaled(low)
	var cur wt
	m.weightTo(&cur, i, j)
	if slices.Equal(cur[:m.k], w[:m.k]) {
		return
	}
	m.keptOK = false
	if lessP(&w, &cur, m.k) {
		m.loosen(i, j)
	} else {
		m.touch(i)
	}
	lo, hi := min(i, j), max(i, j)
	has := !w.isZeroN(m.k)
	m.has[a], m.has[b] = has, has
	ref := m.ref[m.refAt(lo, hi):][:m.k]
	was := m.delta[a] != 0
	if m.delta[a] == wholeDelta {
		m.freeW = append(m.freeW, m.whole[lo*m.n+hi])
		delete(m.whole, lo*m.n+hi)
	}
	m.delta[a], m.delta[b] = 0, 0
	if !has {
		return
	}
	// The lean is kept apart: w is stored without it.
	addUnits(&w, -m.leanOf(i, j), m.k)
	// The first weight of a pair of classes becomes its reference.
	if c := int(m.cls[lo])*m.nc + int(m.cls[hi]); !m.refSet[c] {
		m.setRef(int(m.cls[lo]), int(m.cls[hi]), &w)
		return
	}
	var d uint64
	for x, r := range ref {
		cur[x], d = bits.Sub64(w[x], r, d)
	}
	dl, ok := shortDelta(&cur, m.k)
	if !ok {
		m.keepWhole(lo*m.n+hi, &w)
		dl = wholeDelta
	}
	m.delta[a], m.delta[b] = dl, dl
	if dl != 0 && !was {
		m.spec[i], m.spec[j] = append(m.spec[i], int32(j)), append(m.spec[j], int32(i))
	}
}

// wholeAt is the whole weight kept for edge (i,j), k words, without its
// lean.
func (m *matcher) wholeAt(i, j int) []uint64 {
	at := int(m.whole[min(i, j)*m.n+max(i, j)]) * m.k
	return m.wholeW[at : at+m.k]
}

// keepWhole keeps w whole for the pair numbered pair, in a slot let go
// if there is one.
func (m *matcher) keepWhole(pair int, w *wt) {
	var slot int32
	if l := len(m.freeW); l > 0 {
		slot, m.freeW = m.freeW[l-1], m.freeW[:l-1]
		copy(m.wholeW[int(slot)*m.k:], w[:m.k])
	} else {
		slot = int32(len(m.wholeW) / m.k)
		m.wholeW = append(m.wholeW, w[:m.k]...)
	}
	m.whole[pair] = slot
}

// scaled is low shifted left by scale+1 bits, in the k words kept.
func (m *matcher) scaled(low wt) wt {
	var w wt
	for x := 0; x < m.k && x < nw; x++ {
		w[x] = low[x] << (scale + 1)
		if x > 0 {
			w[x] |= low[x-1] >> (64 - scale - 1)
		}
	}
	return w
}

// setRef makes w (doubled and scaled) the reference weight of the edges
// from a vertex of class a to a later one of class b.
func (m *matcher) setRef(a, b int, w *wt) {
	copy(m.ref[(a*m.nc+b)*m.k:][:m.k], w[:m.k])
	copy(m.ref[m.side+(b*m.nc+a)*m.k:][:m.k], w[:m.k])
	r := residue(w, m.k)
	m.rref[a*m.nc+b], m.rref[m.nc*m.nc+b*m.nc+a] = r, r
	m.refSet[a*m.nc+b] = true
}

// setByClass gives every edge (i,j) with i < j and j >= from the weight
// of its pair of classes, which ref(i,j) gives for any such pair, where
// the edge exists: where bit at[j] of meets[i] is set (a bracket's rows
// of the field's table of who may meet, read in place, where a call an
// edge cost a twentieth of a large round). The edges among the vertices
// before from are left as they are. It is setWeight on each of those
// edges of a graph not solved yet, in one pass that writes only which
// edges exist: a bracket's weights depend on its players' classes alone,
// and setting its tens of millions of edges one by one was a fifth of a
// 10,000-player round. A pair of classes that already has a reference
// (never in a bracket, whose moved-down players have classes of their
// own) is set edge by edge.
func (m *matcher) setByClass(from int, ref func(i, j int) wt, meets [][]uint64, at []int) {
	n, nc := m.n, m.nc
	first, last := make([]int, nc), make([]int, nc)
	for c := range first {
		first[c], last[c] = n, -1
	}
	for v, c := range m.cls {
		first[c] = min(first[c], v)
		last[c] = max(last[c], v)
	}
	// The weight of each pair of classes met in that order, and whether
	// it is an edge (1) or must be set edge by edge (2).
	how := make([]uint8, nc*nc)
	low := make([]wt, nc*nc)
	for a := range nc {
		for b := range nc {
			c := a*nc + b
			if first[a] >= last[b] || last[b] < from {
				continue
			}
			low[c] = ref(first[a], last[b])
			switch {
			case m.refSet[c]:
				how[c] = 2
			case !low[c].isZero():
				how[c] = 1
				sw := m.scaled(low[c])
				m.setRef(a, b, &sw)
			}
		}
	}
	// In tiles, so that both copies of each flag (by row and by column)
	// are written while their lines are in the cache.
	const tile = 64
	for j0 := from; j0 < n; j0 += tile {
		for i0 := 0; i0 < j0+tile && i0 < n; i0 += tile {
			for j := j0; j < j0+tile && j < n; j++ {
				cj := int(m.cls[j])
				for i := i0; i < i0+tile && i < j; i++ {
					c := int(m.cls[i])*nc + cj
					e := how[c] != 0 && meets[i][at[j]>>6]&(1<<(at[j]&63)) != 0
					if how[c] == 2 {
						w := low[c]
						if !e {
							w = wt{}
						}
						m.setWeight(i, j, w)
						continue
					}
					m.has[i*n+j], m.has[j*n+i] = e, e
				}
			}
		}
	}
	m.keptOK = false
	for v := range n {
		m.touch(v)
	}
}

// favour makes vs the favoured vertices, those whose edges among them
// leans take, with leans their leans (see setLean). A bracket's remainder
// prefers some of its players to be the higher of their pairs: each
// player's preference is one number added to its edges to the later
// players, and kept that way, setting it is one change of a vertex where
// its edges one by one were a third of a 10,000-player round.
func (m *matcher) favour(vs []int, leans []int64) {
	for _, v := range m.favList {
		m.setLean(v, 0)
		m.favoured[v] = false
	}
	m.favList = append(m.favList[:0], vs...)
	for _, v := range vs {
		m.favoured[v] = true
	}
	for i, v := range vs {
		m.setLean(v, leans[i])
	}
}

// loosen undoes what edge (i,j) held before its weight is lowered: its
// pair, if matched, and the blossoms holding both ends, whose cycles may
// run through it. The duals stay feasible: the edge only gains slack.
func (m *matcher) loosen(i, j int) {
	if b := m.inBlossom[i]; b != i && b == m.inBlossom[j] {
		m.dissolveAround(i)
	}
	if m.mate[i] == j {
		m.mate[i], m.mate[j] = -1, -1
	}
}

// setLean makes add (in weight units) the lean of favoured vertex v: what
// its edges to the later favoured vertices weigh more than set. As
// setWeight does for a raised weight, it frees v and resets its dual at
// the next solve. (Keeping v's partner where a feasible dual keeps their
// edge tight was tried: the duals the leans leave are far from those
// without, and the stages then took longer than matching the freed
// vertices again.)
func (m *matcher) setLean(v int, add int64) {
	if m.lean[v] == add {
		return
	}
	m.keptOK = false
	m.touch(v)
	m.lean[v] = add
}

// touch frees vertex v before its edges change: the blossoms containing it
// are dissolved (their duals moved to the vertices, which keeps every edge
// feasible) and it is unmatched.
func (m *matcher) touch(v int) {
	if m.dirty[v] {
		return
	}
	m.dirty[v] = true
	m.dirtyList = append(m.dirtyList, v)
	if m.inBlossom[v] != v {
		m.dissolveAround(v)
	}
	if x := m.mate[v]; x >= 0 {
		m.mate[x], m.mate[v] = -1, -1
	}
}

// dissolveAround removes every blossom containing v, from the top-level
// one down, each giving its dual to its vertices. Edges inside a blossom
// keep their slack; the matched edge leaving its base gains slack, so it is
// unmatched. It is what dissolving the top-level blossom around v, then the
// next, and so on, would do, in one pass over the vertices: blossoms nest
// hundreds deep, and dissolving them one by one went over the vertices of
// each.
func (m *matcher) dissolveAround(v int) {
	path := m.pathTmp[:0] // the blossoms containing v, innermost first
	for t := v; m.parent[t] != -1; {
		t = m.parent[t]
		path = append(path, t)
	}
	slices.Reverse(path)
	m.pathTmp = path
	for _, b := range path {
		bs := m.base[b]
		if x := m.mate[bs]; x >= 0 && !m.z[b].isZeroN(m.k) {
			m.mate[x], m.mate[bs] = -1, -1
		}
	}
	var acc wt // the duals of the blossoms around the current one
	for i, b := range path {
		acc.addInN(&m.z[b], m.k)
		next := v
		if i+1 < len(path) {
			next = path[i+1]
		}
		for _, s := range m.childs[b] {
			m.parent[s] = -1
			if s == next {
				continue
			}
			for _, x := range m.scratchLeaves(s) {
				m.u[x].addInN(&acc, m.k)
				m.inBlossom[x] = s
			}
		}
	}
	m.u[v].addInN(&acc, m.k)
	m.inBlossom[v] = v
	for _, b := range path {
		m.freeBlossom(b)
	}
}

func (m *matcher) freeBlossom(b int) {
	m.label[b] = 0
	m.childs[b], m.endps[b] = nil, nil
	m.base[b] = -1
	m.z[b] = wt{}
	m.unused = append(m.unused, b)
}

// remove takes vertex v out of the graph (it has been paired for good).
func (m *matcher) remove(v int) {
	m.touch(v)
	m.kill(v)
	m.u[v] = wt{}
}

// kill marks v dead. The scans go over the live vertices only: a bracket
// pairs its players one by one, so late solves would otherwise mostly pass
// over the dead.
func (m *matcher) kill(v int) {
	m.alive[v] = false
	m.stale = true
}

// leaves appends the vertices of blossom b to out, in the order of its
// children. It walks with a stack of its own: blossoms nest hundreds deep
// in a large bracket, and a call per blossom was a sixth of its pairing.
func (m *matcher) leaves(b int, out []int) []int {
	if b < m.n {
		return append(out, b)
	}
	stack := append(m.walkTmp[:0], b)
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if t < m.n {
			out = append(out, t)
			continue
		}
		cs := m.childs[t]
		for i := len(cs) - 1; i >= 0; i-- {
			stack = append(stack, cs[i])
		}
	}
	m.walkTmp = stack
	return out
}

// scratchLeaves returns the vertices of b in a buffer that the next call
// reuses: callers only read it before calling again.
func (m *matcher) scratchLeaves(b int) []int {
	m.leafTmp = m.leaves(b, m.leafTmp[:0])
	return m.leafTmp
}

func (m *matcher) slack(i, j int) wt {
	var r wt
	m.slackTo(&r, i, j)
	return r
}

// slackTo puts the slack of edge (i,j) into the k low words of r, in the
// scans where a slack is computed per edge (most of a large bracket's
// time), reading the weight in the same pass; (i,j) must be an edge.
func (m *matcher) slackTo(r *wt, i, j int) {
	a, b := &m.u[i], &m.u[j]
	dl := int64(m.delta[i*m.n+j])
	if dl == wholeDelta {
		var w wt
		copy(w[:m.k], m.wholeAt(i, j))
		addUnits(&w, m.leanOf(i, j), m.k)
		var c, d uint64
		for x := range m.k {
			r[x], c = bits.Add64(a[x], b[x], c)
			r[x], d = bits.Sub64(r[x], w[x], d)
		}
		return
	}
	ref := m.ref[m.refAt(i, j):][:m.k]
	sub, next, ext := unitWords(dl + m.leanOf(i, j))
	var c, d, f uint64
	for x, rx := range ref {
		r[x], c = bits.Add64(a[x], b[x], c)
		r[x], d = bits.Sub64(r[x], rx, d)
		r[x], f = bits.Sub64(r[x], sub, f)
		sub, next = next, ext
	}
}

// settle gives each changed vertex the least dual that keeps its edges
// feasible.
func (m *matcher) settle() {
	if len(m.dirtyList) >= rankFrom {
		m.rankDuals()
	}
	for _, v := range m.dirtyList {
		m.dirty[v] = false
		if m.alive[v] {
			m.setDual(v, m.leastDual(v))
		}
	}
	m.ranked = false
	m.dirtyList = m.dirtyList[:0]
}

// rankFrom is the number of changed vertices from which settle numbers
// the duals (see rankDuals): it sorts them, where each vertex compares
// them once a changed vertex.
const rankFrom = 16

// rankDuals numbers the live vertices' duals in their order, equal duals
// alike, leaving room between, so that leastDual compares one word where
// it compared k: settling a freed remainder compared the duals of every
// pair of its vertices, a fifth of a large round. A leaning vertex's dual
// less its lean is numbered too (leanRank), for its edges from the later
// favoured vertices, which carry its lean. setDual keeps the numbers as
// the duals change, until ranked is cleared.
func (m *matcher) rankDuals() {
	k := m.k
	keys, owner := m.rankKeys[:0], m.rankOwner[:0] // k words a key; 2v or 2v+1 (leaning)
	for _, v := range m.live {
		keys, owner = append(keys, m.u[v][:k]...), append(owner, 2*v)
		if m.leans(v) {
			lw := m.leaningDual(v)
			keys, owner = append(keys, lw[:k]...), append(owner, 2*v+1)
		}
	}
	order := m.rankTmp[:0]
	for i := range owner {
		order = append(order, i)
	}
	key := func(i int) []uint64 { return keys[i*k : (i+1)*k] }
	slices.SortFunc(order, func(a, b int) int { return cmpWords(key(a), key(b)) })
	m.rankKeys, m.rankOwner, m.rankTmp = keys, owner, order
	m.rankVals, m.rankNums = m.rankVals[:0], m.rankNums[:0]
	for x, i := range order {
		if x == 0 || cmpWords(key(order[x-1]), key(i)) < 0 {
			m.rankVals = append(m.rankVals, key(i)...)
			m.rankNums = append(m.rankNums, uint64(len(m.rankNums)+1)<<rankGap)
		}
		if o := owner[i]; o%2 == 0 {
			m.rank[o/2] = m.rankNums[len(m.rankNums)-1]
		} else {
			m.leanRank[o/2] = m.rankNums[len(m.rankNums)-1]
		}
	}
	m.ranked = true
}

// rankGap is the room rankDuals leaves between two numbers, in bits: a new
// dual takes the middle of its neighbours' room, and the numbers are made
// again when none is left.
const rankGap = 32

// leans reports whether v's edges to the later favoured vertices carry a
// lean.
func (m *matcher) leans(v int) bool { return m.favoured[v] && m.lean[v] != 0 }

// leaningDual is v's dual less its lean, doubled and scaled.
func (m *matcher) leaningDual(v int) wt {
	lw := m.u[v]
	addUnits(&lw, -m.lean[v], m.k)
	return lw
}

// setDual makes d the dual of live vertex v, numbering it if ranked.
func (m *matcher) setDual(v int, d wt) {
	m.u[v] = d
	if !m.ranked {
		return
	}
	if !m.number(&d, &m.rank[v]) {
		m.rankDuals()
	}
	if m.leans(v) {
		if lw := m.leaningDual(v); !m.number(&lw, &m.leanRank[v]) {
			m.rankDuals()
		}
	}
}

// number puts d's number into out, taking the middle of the room between
// its neighbours' numbers if d is new, or reports that there is none.
func (m *matcher) number(d *wt, out *uint64) bool {
	k := m.k
	p, found := sort.Find(len(m.rankNums), func(i int) int { return cmpWords(d[:k], m.rankVals[i*k:(i+1)*k]) })
	if found {
		*out = m.rankNums[p]
		return true
	}
	var lo uint64
	if p > 0 {
		lo = m.rankNums[p-1]
	}
	hi := lo + 2<<rankGap
	if p < len(m.rankNums) {
		hi = m.rankNums[p]
	}
	if hi-lo < 2 {
		return false
	}
	*out = lo + (hi-lo)/2
	m.rankVals = slices.Insert(m.rankVals, p*k, d[:k]...)
	m.rankNums = slices.Insert(m.rankNums, p, *out)
	return true
}

// leastDual is the least dual of v that keeps its edges feasible under the
// other vertices' duals as they stand. Edges that weigh just their pair
// of classes' reference (on the same side of v), or that and the earlier
// end's lean, need only the least dual (less that lean) among their ends,
// so those are compared by dual alone, and by number when ranked, and
// weighed once a group: a weight per edge made this most of a large
// bracket's time.
func (m *matcher) leastDual(v int) wt {
	var best, need, w wt
	k := m.k
	if len(m.leastAt) != 4*m.nc {
		m.leastAt = make([]int, 4*m.nc)
		m.leastNum = make([]uint64, 4*m.nc)
	}
	least, num := m.leastAt, m.leastNum // by class and kind of edge: the end with the least dual
	for i := range least {
		least[i] = -1
	}
	consider := func(j int) {
		m.weightTo(&w, v, j)
		var c uint64
		for x, wx := range w[:k] {
			need[x], c = bits.Sub64(wx, m.u[j][x], c)
		}
		if lessP(&best, &need, k) {
			best = need
		}
	}
	row := m.has[v*m.n : (v+1)*m.n]
	deltas := m.delta[v*m.n : (v+1)*m.n]
	leaning, leansAfter := m.favoured[v], m.leans(v)
	if m.ranked {
		// By number, the earlier vertices apart from the later.
		for g := range num {
			num[g] = math.MaxUint64
		}
		split, _ := slices.BinarySearch(m.live, v)
		for _, j := range m.live[:split] {
			if !row[j] {
				continue
			}
			if deltas[j] != 0 {
				consider(j)
				continue
			}
			g, key := 4*int(m.cls[j])+1, m.rank[j]
			if leaning && m.favoured[j] && m.lean[j] != 0 {
				g, key = g+2, m.leanRank[j] // with j's lean
			}
			if key < num[g] {
				least[g], num[g] = j, key
			}
		}
		for _, j := range m.live[split:] {
			if j == v || !row[j] {
				continue
			}
			if deltas[j] != 0 {
				consider(j)
				continue
			}
			g := 4 * int(m.cls[j])
			if leansAfter && m.favoured[j] {
				g += 2 // with v's lean
			}
			if key := m.rank[j]; key < num[g] {
				least[g], num[g] = j, key
			}
		}
	} else {
		for _, j := range m.live {
			if j == v || !row[j] {
				continue
			}
			g := 4 * int(m.cls[j]) // to a later vertex
			switch {
			case deltas[j] != 0, j < v && leaning && m.favoured[j] && m.lean[j] != 0:
				consider(j)
				continue
			case j < v:
				g++
			case leansAfter && m.favoured[j]:
				g += 2 // with v's lean
			}
			if l := least[g]; l < 0 || lessP(&m.u[j], &m.u[l], k) {
				least[g] = j
			}
		}
	}
	for _, j := range least {
		if j >= 0 {
			consider(j)
		}
	}
	return best
}

func (m *matcher) assignLabel(w int, t int8, out, in int) {
	b := m.inBlossom[w]
	m.label[w], m.label[b] = t, t
	m.labelOut[w], m.labelIn[w] = out, in
	m.labelOut[b], m.labelIn[b] = out, in
	if t == 1 {
		m.queue = m.leaves(b, m.queue)
	} else {
		bs := m.base[b]
		mt := m.mate[bs]
		m.assignLabel(mt, 1, bs, mt)
	}
}

// scanBlossom walks up the trees of v and w; it returns the base of the
// new blossom if they meet, or -1 if they are in different trees.
func (m *matcher) scanBlossom(v, w int) int {
	var path []int
	base := -1
	for v != -1 || w != -1 {
		b := m.inBlossom[v]
		if m.label[b]&4 != 0 {
			base = m.base[b]
			break
		}
		path = append(path, b)
		m.label[b] = 5
		if m.labelOut[b] == -1 {
			v = -1
		} else {
			v = m.labelOut[b]
			b = m.inBlossom[v]
			v = m.labelOut[b]
		}
		if w != -1 {
			v, w = w, v
		}
	}
	for _, b := range path {
		m.label[b] = 1
	}
	return base
}

func (m *matcher) addBlossom(bse, v, w int) {
	ov, ow := v, w
	bb := m.inBlossom[bse]
	bv := m.inBlossom[v]
	bw := m.inBlossom[w]
	b := m.unused[len(m.unused)-1]
	m.unused = m.unused[:len(m.unused)-1]
	m.base[b] = bse
	m.parent[b] = -1
	m.parent[bb] = b
	var path []int
	var endps [][2]int
	for bv != bb {
		m.parent[bv] = b
		path = append(path, bv)
		endps = append(endps, [2]int{m.labelOut[bv], m.labelIn[bv]})
		v = m.labelOut[bv]
		bv = m.inBlossom[v]
	}
	path = append(path, bb)
	slices.Reverse(path)
	slices.Reverse(endps)
	endps = append(endps, [2]int{ov, ow})
	for bw != bb {
		m.parent[bw] = b
		path = append(path, bw)
		endps = append(endps, [2]int{m.labelIn[bw], m.labelOut[bw]})
		w = m.labelOut[bw]
		bw = m.inBlossom[w]
	}
	m.childs[b] = path
	m.endps[b] = endps
	m.label[b] = 1
	m.labelOut[b], m.labelIn[b] = m.labelOut[bb], m.labelIn[bb]
	m.z[b] = wt{}
	for _, x := range m.scratchLeaves(b) {
		if m.label[m.inBlossom[x]] == 2 {
			m.queue = append(m.queue, x)
			m.specEpoch++ // see specBound
		}
		m.inBlossom[x] = b
	}
}

func indexOf(s []int, x int) int {
	for i, y := range s {
		if y == x {
			return i
		}
	}
	return -1
}

func flip(p [2]int) [2]int { return [2]int{p[1], p[0]} }

func (m *matcher) expandBlossom(b int, endStage bool) {
	for _, s := range m.childs[b] {
		m.parent[s] = -1
		if s < m.n {
			m.inBlossom[s] = s
		} else if endStage && m.z[s].isZeroN(m.k) {
			m.expandBlossom(s, endStage)
		} else {
			for _, v := range m.scratchLeaves(s) {
				m.inBlossom[v] = s
			}
		}
	}
	if !endStage && m.label[b] == 2 {
		childs, endps := m.childs[b], m.endps[b]
		L := len(childs)
		at := func(j int) int { return ((j % L) + L) % L }
		entry := m.inBlossom[m.labelIn[b]]
		j := indexOf(childs, entry)
		var jstep int
		var trick bool
		if j&1 == 1 {
			j -= L
			jstep = 1
		} else {
			jstep = -1
			trick = true
		}
		ep := func(j int) [2]int { // mwmatching's endps[j-trick]^trick as (this side, next side)
			if trick {
				return flip(endps[at(j-1)])
			}
			return endps[at(j)]
		}
		pOut, pIn := m.labelOut[b], m.labelIn[b]
		for j != 0 {
			m.label[pIn] = 0
			q := ep(j)
			m.label[q[1]] = 0
			m.assignLabel(pIn, 2, pOut, pIn)
			m.allow(q[0], q[1])
			j += jstep
			q = ep(j)
			pOut, pIn = q[0], q[1]
			m.allow(pOut, pIn)
			j += jstep
		}
		bv := childs[at(j)]
		m.label[pIn], m.label[bv] = 2, 2
		m.labelOut[pIn], m.labelIn[pIn] = pOut, pIn
		m.labelOut[bv], m.labelIn[bv] = pOut, pIn
		j += jstep
		for childs[at(j)] != entry {
			bv = childs[at(j)]
			if m.label[bv] == 1 {
				j += jstep
				continue
			}
			found := -1
			for _, v := range m.scratchLeaves(bv) {
				if m.label[v] != 0 {
					found = v
					break
				}
			}
			if found >= 0 {
				m.label[found] = 0
				m.label[m.mate[m.base[bv]]] = 0
				m.assignLabel(found, 2, m.labelOut[found], m.labelIn[found])
			}
			j += jstep
		}
	}
	m.label[b] = 0
	m.labelOut[b], m.labelIn[b] = -1, -1
	m.freeBlossom(b)
}

func (m *matcher) allow(i, j int) {
	m.allowed[m.idx(i, j)] = m.stageNo
	m.allowed[m.idx(j, i)] = m.stageNo
}

func (m *matcher) isAllowed(i, j int) bool { return m.allowed[m.idx(i, j)] == m.stageNo }

// augmentBlossom rotates blossom b so that vertex v becomes its base,
// swapping matched and unmatched edges along the even path inside.
func (m *matcher) augmentBlossom(b, v int) {
	t := v
	for m.parent[t] != b {
		t = m.parent[t]
	}
	if t >= m.n {
		m.augmentBlossom(t, v)
	}
	childs, endps := m.childs[b], m.endps[b]
	L := len(childs)
	at := func(j int) int { return ((j % L) + L) % L }
	i := indexOf(childs, t)
	j := i
	var jstep int
	trick := false
	if i&1 == 1 {
		j -= L
		jstep = 1
	} else {
		jstep = -1
		trick = true
	}
	ep := func(j int) [2]int {
		if trick {
			return flip(endps[at(j-1)])
		}
		return endps[at(j)]
	}
	for j != 0 {
		j += jstep
		t = childs[at(j)]
		p := ep(j)
		if t >= m.n {
			m.augmentBlossom(t, p[0])
		}
		j += jstep
		t = childs[at(j)]
		if t >= m.n {
			m.augmentBlossom(t, p[1])
		}
		m.mate[p[0]] = p[1]
		m.mate[p[1]] = p[0]
	}
	m.childs[b] = append(append([]int{}, childs[i:]...), childs[:i]...)
	m.endps[b] = append(append([][2]int{}, endps[i:]...), endps[:i]...)
	m.base[b] = m.base[m.childs[b][0]]
}

// augmentFrom makes S-vertex s the partner of p and re-mates the tree path
// from s up to its root.
func (m *matcher) augmentFrom(s, p int) {
	for {
		bs := m.inBlossom[s]
		if bs >= m.n {
			m.augmentBlossom(bs, s)
		}
		m.mate[s] = p
		if m.labelOut[bs] == -1 {
			return
		}
		t := m.labelOut[bs]
		bt := m.inBlossom[t]
		s = m.labelOut[bt]
		j := m.labelIn[bt]
		if bt >= m.n {
			m.augmentBlossom(bt, j)
		}
		m.mate[j] = s
		p = j
	}
}

// augment matches the tight edge (v,w): v is an S-vertex; w is an S-vertex
// of another tree or an exposed vertex outside every tree.
func (m *matcher) augment(v, w int) {
	bw := m.inBlossom[w]
	free := m.label[bw] == 0
	m.augmentFrom(v, w)
	if free {
		if bw >= m.n {
			m.augmentBlossom(bw, w)
		}
		m.mate[w] = v
		return
	}
	m.augmentFrom(w, v)
}

// release unmatches S-vertex x whose dual reached zero, re-mating the path
// from x to its tree's root (so the root becomes matched).
func (m *matcher) release(x int) {
	bs := m.inBlossom[x]
	if bs >= m.n {
		m.augmentBlossom(bs, x)
	}
	m.mate[x] = -1
	if m.labelOut[bs] == -1 {
		return
	}
	t := m.labelOut[bs]
	bt := m.inBlossom[t]
	s := m.labelOut[bt]
	j := m.labelIn[bt]
	if bt >= m.n {
		m.augmentBlossom(bt, j)
	}
	m.mate[j] = s
	m.augmentFrom(s, j)
}

// solve restores an optimal matching after changes.
func (m *matcher) solve() {
	if m.stale {
		live := m.live[:0]
		for _, v := range m.live {
			if m.alive[v] {
				live = append(live, v)
			}
		}
		m.live, m.stale = live, false
	}
	first := m.fresh
	if m.fresh {
		m.fresh = false
		m.start()
	}
	m.settle()
	m.pairTight(first)
	for _, v := range m.live {
		m.ru[v] = residue(&m.u[v], m.k)
	}
	n := m.n
	for {
		m.clearTrees()
		// Roots: exposed vertices with a positive dual.
		roots := 0
		for _, v := range m.live {
			if m.mate[v] == -1 && m.label[m.inBlossom[v]] == 0 && !m.u[v].isZeroN(m.k) && !m.u[v].negativeN(m.k) {
				m.assignLabel(v, 1, -1, -1)
				roots++
			}
		}
		if roots == 0 {
			m.keep()
			return
		}
		m.stage()
		for b := n; b < 2*n; b++ {
			if m.parent[b] == -1 && m.base[b] >= 0 && m.label[b] == 1 && m.z[b].isZeroN(m.k) {
				m.expandBlossom(b, true)
			}
		}
	}
}

// clearTrees takes every label and every edge found tight away, for a
// new stage.
func (m *matcher) clearTrees() {
	clear(m.label)
	// allowed holds stage numbers in a byte: when they run out, every
	// edge is forgotten and the count starts again, which is what
	// comparing wider numbers would give.
	if m.stageNo == 255 {
		clear(m.allowed)
		m.stageNo = 0
	}
	m.stageNo++
	m.queue = m.queue[:0]
}

// pairTight matches the exposed vertices whose dual is positive along
// tight edges, before the stages: to an exposed vertex, or, with paths,
// through a matched neighbour a whose partner b then takes a tight edge to
// an exposed vertex c (the augmenting path v-a, b-c). Matched on tight
// edges, they keep the duals optimal. When a bracket frees its remainder,
// most of them find a partner at once, and a stage for each (with its
// passes over every vertex to find the roots and clear the labels) was
// most of the solve. In a bracket's first solve, the few roots the start
// left grew their trees over most of the bracket before two met, and grew
// them all again after each augmentation, where a path of three edges was
// at hand (round 3 of a 10,000-player event: 48,000 rows scanned, 15,000
// with the paths). In later solves the paths changed which of the optimal
// matchings was found and cost as much as they saved, so they are only
// looked for in the first.
func (m *matcher) pairTight(paths bool) {
	var s wt
	free := func(x int) bool { return m.mate[x] < 0 && m.inBlossom[x] == x }
	tight := func(x, y int) bool {
		m.slackTo(&s, x, y)
		return !s.positiveP(m.k)
	}
	var via []int
	for _, v := range m.live {
		if !free(v) || !m.u[v].positiveP(m.k) {
			continue
		}
		via = via[:0]
		row := m.has[v*m.n : (v+1)*m.n]
		paired := false
		for _, w := range m.live {
			if w == v || !row[w] || m.inBlossom[w] != w {
				continue
			}
			if x := m.mate[w]; x >= 0 && (!paths || len(via) == shortPaths || m.inBlossom[x] != x) {
				continue
			}
			if !tight(v, w) {
				continue
			}
			if m.mate[w] < 0 {
				m.mate[v], m.mate[w] = w, v
				paired = true
				break
			}
			via = append(via, w)
		}
	paths:
		for _, a := range via {
			if paired {
				break
			}
			b := m.mate[a]
			row := m.has[b*m.n : (b+1)*m.n]
			for _, c := range m.live {
				if c != v && c != b && row[c] && free(c) && tight(b, c) {
					m.mate[v], m.mate[a] = a, v
					m.mate[b], m.mate[c] = c, b
					break paths
				}
			}
		}
	}
}

// shortPaths bounds the matched neighbours through which pairTight looks
// for a path of three edges from one vertex.
const shortPaths = 16

// start gives the first solve of a graph of a few large classes duals
// close to the optimum, and a matching on the edges they leave tight. Left
// to settle alone, the first vertex took the whole weight of its best edge
// and the others almost nothing, so that hardly an edge was tight and the
// stages matched the vertices one by one, a full scan of the graph for
// each (half of a 10,000-player round 2).
//
// A sample of each class, as large against the others as the class is, is
// solved as a graph of its own: the weights depend almost only on the
// classes, so the sample's duals (its blossoms' dissolved into them), the
// largest of each class, suit every vertex of the class, and its pairs tell
// which classes meet which. Every vertex is then settled in turn from
// those duals (the least dual its edges allow, the others as they stand),
// which keeps them feasible: a later vertex's dual still covers its edge
// to an earlier one. Last, each vertex is matched along a
// tight edge with an unmatched vertex of the class its own class met most
// in the sample, or else the next most. The stages are left the few
// vertices this misses.
func (m *matcher) start() {
	if m.n == 0 || m.nc*4*startSample > m.n {
		return
	}
	count := make([]int, m.nc)
	for _, v := range m.live {
		count[m.cls[v]]++
	}
	var sample []int
	taken := make([]int, m.nc)
	for _, v := range m.live {
		c := m.cls[v]
		if want := max(2, count[c]*m.nc*startSample/len(m.live)); taken[c] < want {
			taken[c]++
			sample = append(sample, v)
		}
	}
	cls := make([]int32, len(sample))
	for i, v := range sample {
		cls[i] = m.cls[v]
	}
	sm := newMatcher(len(sample), 64*(m.k-1)-scale-4, nil, cls) // as wide as m
	sm.fresh = false
	for i, a := range sample {
		for j, b := range sample[:i] {
			if m.edge(a, b) {
				sm.setWeight(i, j, m.get(a, b))
			}
		}
	}
	sm.solve()
	top := make([]wt, m.nc)
	met := make([]int, m.nc*m.nc) // the sample's pairs by pair of classes
	for i := range sample {
		u := sm.u[i]
		var z wt
		copy(z[:m.k], sm.keptZ[i*m.k:(i+1)*m.k])
		u.addInN(&z, m.k)
		c := cls[i]
		if lessP(&top[c], &u, m.k) {
			top[c] = u
		}
		if x := sm.mate[i]; x >= 0 {
			met[int(c)*m.nc+int(cls[x])]++
		}
	}
	for _, v := range m.dirtyList {
		m.dirty[v] = false
	}
	m.dirtyList = m.dirtyList[:0]
	for _, v := range m.live {
		m.u[v] = top[m.cls[v]]
	}
	m.rankDuals()
	for _, v := range m.live {
		m.setDual(v, m.leastDual(v))
	}
	m.ranked = false
	// The vertices of each class in order, each list read from the first
	// one not yet matched.
	members := make([][]int, m.nc)
	for _, v := range m.live {
		members[m.cls[v]] = append(members[m.cls[v]], v)
	}
	partners := make([][]int, m.nc) // the classes each class met, most first
	for c := range m.nc {
		for d := range m.nc {
			if met[c*m.nc+d] > 0 {
				partners[c] = append(partners[c], d)
			}
		}
		slices.SortStableFunc(partners[c], func(a, b int) int { return met[c*m.nc+b] - met[c*m.nc+a] })
	}
	head := make([]int, m.nc)
	var s wt
	for _, v := range m.live {
		if m.mate[v] >= 0 || !m.u[v].positiveP(m.k) {
			continue
		}
	classes:
		for _, d := range partners[m.cls[v]] {
			for head[d] < len(members[d]) && m.mate[members[d][head[d]]] >= 0 {
				head[d]++
			}
			for _, j := range members[d][head[d]:] {
				if j != v && m.mate[j] < 0 && m.edge(v, j) {
					if m.slackTo(&s, v, j); !s.positiveP(m.k) {
						m.mate[v], m.mate[j] = j, v
						break classes
					}
				}
			}
		}
	}
}

// startSample bounds the vertices of a class that start samples.
const startSample = 24

// stage grows the trees until an augmentation, a release or a root whose
// dual reaches zero. A vertex is scanned once, when it joins its tree, for
// the tight edges that grow the trees (scanTight); when they stop growing,
// the least slacks the change of the duals needs are found afresh (see
// leastSlack).
func (m *matcher) stage() {
	n := m.n
	m.specEpoch++
	m.fallen2 = wt{}
	for {
		for len(m.queue) > 0 {
			v := m.queue[len(m.queue)-1]
			m.queue = m.queue[:len(m.queue)-1]
			if m.scanTight(v) {
				return
			}
		}
		// Dual update.
		dtype, dedge, dblossom, dvertex := 1, -1, -1, -1
		var delta wt
		m.srcs = m.srcs[:0]
		for _, v := range m.live {
			if m.label[m.inBlossom[v]] == 1 {
				if len(m.srcs) == 0 || m.u[v].lessN(delta, m.k) {
					delta, dvertex = m.u[v], v
				}
				m.srcs = append(m.srcs, v)
			}
		}
		outside := func(w int) bool { return m.label[m.inBlossom[w]] == 0 }
		if d, e := m.leastSlack(outside, delta, false); e >= 0 {
			delta, dtype, dedge = d, 2, e
		}
		inS := func(w int) bool { return m.label[m.inBlossom[w]] == 1 }
		if d, e := m.leastSlack(inS, delta, true); e >= 0 {
			delta, dtype, dedge = d, 3, e
		}
		for b := n; b < 2*n; b++ {
			if m.base[b] >= 0 && m.parent[b] == -1 && m.label[b] == 2 && m.z[b].lessN(delta, m.k) {
				delta, dtype, dblossom = m.z[b], 4, b
			}
		}
		if delta.negativeN(m.k) {
			delta = wt{}
		}
		m.fallen2.addInN(&delta, m.k)
		m.fallen2.addInN(&delta, m.k)
		rd := residue(&delta, m.k)
		for _, v := range m.live {
			switch m.label[m.inBlossom[v]] {
			case 1:
				m.u[v].subInN(&delta, m.k)
				m.ru[v] = subM(m.ru[v], rd)
			case 2:
				m.u[v].addInN(&delta, m.k)
				m.ru[v] = addM(m.ru[v], rd)
			}
		}
		for b := n; b < 2*n; b++ {
			if m.base[b] >= 0 && m.parent[b] == -1 {
				switch m.label[b] {
				case 1:
					m.z[b].addInN(&delta, m.k)
				case 2:
					m.z[b].subInN(&delta, m.k)
				}
			}
		}
		switch dtype {
		case 1:
			if m.mate[dvertex] != -1 {
				m.release(dvertex)
			}
			return
		case 2:
			i, j := dedge/n, dedge%n
			m.allow(i, j)
			if m.label[m.inBlossom[i]] == 0 {
				i = j
			}
			m.queue = append(m.queue, i)
		case 3:
			i, j := dedge/n, dedge%n
			m.allow(i, j)
			if m.label[m.inBlossom[i]] != 1 {
				i = j
			}
			m.queue = append(m.queue, i)
		case 4:
			m.expandBlossom(dblossom, false)
			m.specEpoch++ // see specBound
		}
	}
}

// scanTight follows S-vertex v's tight edges (see reach), and reports
// whether one of them augmented the matching. An edge's slack is only
// computed where its residue is zero (see mersenne): the edges from v to
// the later vertices of a class, and to the earlier, are tight only where
// the other end's dual has one residue, which the edge's difference to its
// class's weight shifts.
func (m *matcher) scanTight(v int) bool {
	nc := m.nc
	c := int(m.cls[v]) * nc
	tg := slices.Grow(m.target[:0], 2*nc)[:2*nc]
	m.target = tg
	for d := range nc {
		tg[d] = subM(m.rref[c+d], m.ru[v])
		tg[nc+d] = subM(m.rref[nc*nc+c+d], m.ru[v])
	}
	split, _ := slices.BinarySearch(m.live, v)
	return m.tightAmong(v, m.live[:split], tg[nc:]) || m.tightAmong(v, m.live[split:], tg[:nc])
}

// tightAmong is scanTight over the vertices ws, all on one side of v, tg
// holding by class the residue of the duals that make an edge to ws tight.
func (m *matcher) tightAmong(v int, ws []int, tg []uint64) bool {
	n, k := m.n, m.k
	row := m.has[v*n : (v+1)*n]
	allowed := m.allowed[v*n : (v+1)*n]
	deltas := m.delta[v*n : (v+1)*n]
	leaning := m.favoured[v]
	var s wt
	for _, w := range ws {
		// The blossom first: late in a large stage most of the bracket
		// is one blossom.
		if !row[w] || m.inBlossom[v] == m.inBlossom[w] {
			continue
		}
		fresh := allowed[w] != m.stageNo
		if fresh {
			if dl := int64(deltas[w]); dl != wholeDelta {
				if leaning && m.favoured[w] {
					dl += m.lean[min(v, w)]
				}
				t := tg[m.cls[w]]
				if dl != 0 {
					t = addM(t, unitResidue(dl))
				}
				if m.ru[w] != t {
					continue
				}
			}
		}
		if m.label[w] == 2 && m.label[m.inBlossom[w]] == 2 {
			continue // already reached as T: nothing to learn
		}
		if fresh {
			if m.slackTo(&s, v, w); s.positiveP(k) {
				continue
			}
			m.allow(v, w)
		}
		if m.reach(v, w) {
			return true
		}
	}
	return false
}

// reach follows the tight edge (v,w) from S-vertex v: it augments the
// matching to an exposed vertex or through another tree (and reports it),
// labels w T and its partner S, or makes a blossom of the cycle it closes
// in v's tree.
func (m *matcher) reach(v, w int) bool {
	bw := m.inBlossom[w]
	switch {
	case m.label[bw] == 0:
		if m.mate[m.base[bw]] == -1 {
			m.augment(v, w)
			return true
		}
		m.assignLabel(w, 2, v, w)
	case m.label[bw] == 1:
		if bse := m.scanBlossom(v, w); bse >= 0 {
			m.addBlossom(bse, v, w)
		} else {
			m.augment(v, w)
			return true
		}
	case m.label[w] == 0:
		m.label[w] = 2
		m.labelOut[w], m.labelIn[w] = v, w
	}
	return false
}

// mateOf returns the partner of v, or -1.
func (m *matcher) mateOf(v int) int { return m.mate[v] }

// matching returns a copy of the matching with unmatched vertices mapped to
// themselves.
func (m *matcher) matching() []int {
	out := make([]int, m.n)
	for v := range out {
		out[v] = v
		if m.mate[v] >= 0 {
			out[v] = m.mate[v]
		}
	}
	return out
}

// keep records the duals of a solved matching for excluded.
func (m *matcher) keep() {
	k := m.k
	m.kept = slices.Grow(m.kept[:0], m.n*k)[:m.n*k]
	for v := range m.n {
		copy(m.kept[v*k:(v+1)*k], m.u[v][:k])
	}
	n2 := 2 * m.n
	m.keptUp = slices.Grow(m.keptUp[:0], n2)[:n2]
	m.keptLift = m.keptLift[:0]
	m.keptTop = slices.Grow(m.keptTop[:0], m.n)[:m.n]
	for v := range m.n {
		m.keptTop[v] = int32(m.inBlossom[v])
	}
	m.keptDepth = slices.Grow(m.keptDepth[:0], n2)[:n2]
	m.keptZ = slices.Grow(m.keptZ[:0], n2*k)[:n2*k]
	for b := range n2 {
		m.keptUp[b] = int32(m.parent[b])
		m.keptDepth[b] = -1
	}
	// Each node's depth and sum from its parent's, parents first, from the
	// vertices up (a blossom no longer in use may keep a stale parent).
	var up []int32
	for b := range m.n {
		for x := int32(b); x >= 0 && m.keptDepth[x] < 0; x = m.keptUp[x] {
			up = append(up, x)
		}
		for len(up) > 0 {
			x := up[len(up)-1]
			up = up[:len(up)-1]
			z := m.keptZ[int(x)*k : int(x)*k+k]
			clear(z)
			if int(x) >= m.n {
				copy(z, m.z[x][:k])
			}
			if p := m.keptUp[x]; p >= 0 {
				m.keptDepth[x] = m.keptDepth[p] + 1
				var c uint64
				for i, pz := range m.keptZ[int(p)*k : int(p)*k+k] {
					z[i], c = bits.Add64(z[i], pz, c)
				}
			} else {
				m.keptDepth[x] = 0
			}
		}
	}
	m.keptOK = true
}

// excluded reports whether edge (i,j) had slack under the duals of the last
// solve, the weights being the same since: then no maximum-weight matching
// of that graph pairs i with j (complementary slackness), nor of the graph
// left after taking out pairs that such matchings hold. A slack under half
// a weight unit does not count: the scaled duals may carry that much
// rounding (at most a unit of scale per matched edge). It is false when it
// cannot tell.
func (m *matcher) excluded(i, j int) bool {
	r, ok := m.keptSlack(i, j)
	return ok && r
}

// tight reports whether edge (i,j) may be in a maximum-weight matching by
// the duals kept (see excluded): a hint for looking, not a proof.
func (m *matcher) tight(i, j int) bool {
	r, ok := m.keptSlack(i, j)
	return ok && !r
}

// keptSlack reports whether edge (i,j) has slack (more than half a weight
// unit) under the kept duals: the vertex duals, less the doubled weight,
// plus twice the duals of the blossoms holding both ends. Blossoms hold
// the edges a bracket's pairing hinges on, so without their duals most
// edges in no optimal pairing looked tight. ok is false without kept duals
// or without the edge.
func (m *matcher) keptSlack(i, j int) (slack, ok bool) {
	if !m.keptOK || !m.edge(i, j) {
		return false, false
	}
	k := m.k
	a, b := m.kept[i*k:(i+1)*k], m.kept[j*k:(j+1)*k]
	var r, w wt
	m.weightTo(&w, i, j)
	var c, d uint64
	for x := range k {
		r[x], c = bits.Add64(a[x], b[x], c)
		r[x], d = bits.Sub64(r[x], w[x], d)
	}
	half := small(1 << scale)
	// The blossoms' duals only add slack: the walk to the blossom holding
	// both is needed only when the vertex duals leave the edge tight.
	if lessP(&half, &r, k) {
		return true, true
	}
	if top := m.keptCommon(i, j); top >= 0 {
		z := m.keptZ[top*k : top*k+k]
		for range 2 {
			c = 0
			for x, zx := range z {
				r[x], c = bits.Add64(r[x], zx, c)
			}
		}
	}
	return lessP(&half, &r, k), true
}

// keptCommon is the innermost of the kept blossoms holding both i and j,
// or -1 if none does.
func (m *matcher) keptCommon(i, j int) int {
	if m.keptTop[i] != m.keptTop[j] || m.keptTop[i] == int32(i) {
		return -1
	}
	if len(m.keptLift) == 0 {
		m.lift()
	}
	x, y := int32(i), int32(j)
	if m.keptDepth[x] < m.keptDepth[y] {
		x, y = y, x
	}
	for l, d := 0, m.keptDepth[x]-m.keptDepth[y]; d > 0; l, d = l+1, d>>1 {
		if d&1 == 1 {
			x = m.keptLift[l][x]
		}
	}
	if x == y {
		return int(x)
	}
	for l := len(m.keptLift) - 1; l >= 0; l-- {
		if a, b := m.keptLift[l][x], m.keptLift[l][y]; a != b {
			x, y = a, b
		}
	}
	return int(m.keptUp[x])
}

// lift makes keptLift, so that keptCommon climbs blossoms nested hundreds
// deep in a few steps: exchange asks it of most of a bracket's pairs.
func (m *matcher) lift() {
	deepest := int32(0)
	for v := range m.n {
		deepest = max(deepest, m.keptDepth[v])
	}
	m.keptLift = append(m.keptLift, m.keptUp)
	for l := 1; 1<<l <= deepest; l++ {
		prev := m.keptLift[l-1]
		next := make([]int32, len(prev))
		for x, p := range prev {
			next[x] = -1
			if p >= 0 {
				next[x] = prev[p]
			}
		}
		m.keptLift = append(m.keptLift, next)
	}
}

// stored is the weight of edge (i,j) as the matcher optimises it, and
// whether the edge is there.
func (m *matcher) stored(i, j int) (wt, bool) {
	if !m.edge(i, j) {
		return wt{}, false
	}
	return m.weight2(i, j), true
}

// get returns the unscaled weight of edge (i,j).
func (m *matcher) get(i, j int) wt { return m.weight2(i, j).shr(scale + 1) }
