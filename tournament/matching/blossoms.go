package matching

// The primal-dual core: alternating trees, blossoms made and expanded,
// augmentation, and the stages that change the duals between them.

import (
	"math/bits"
	"slices"
)

// leaves appends the vertices of blossom b to out, in the order of its
// children. It walks with a stack of its own: blossoms nest hundreds deep
// in a large bracket, and a call per blossom was a sixth of its pairing.
func (m *Matcher) leaves(b int, out []int) []int {
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
func (m *Matcher) scratchLeaves(b int) []int {
	m.leafTmp = m.leaves(b, m.leafTmp[:0])
	return m.leafTmp
}

func (m *Matcher) assignLabel(w int, t int8, out, in int) {
	b := m.inBlossom[w]
	m.label[w], m.label[b] = t, t
	m.labelOut[w], m.labelIn[w] = out, in
	m.labelOut[b], m.labelIn[b] = out, in
	if t == 1 {
		m.queue = m.leaves(b, m.queue)
	} else {
		m.setT(w, true)
		bs := m.base[b]
		mt := m.mate[bs]
		m.assignLabel(mt, 1, bs, mt)
	}
}

// scanBlossom walks up the trees of v and w; it returns the base of the
// new blossom if they meet, or -1 if they are in different trees.
func (m *Matcher) scanBlossom(v, w int) int {
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

func (m *Matcher) addBlossom(bse, v, w int) {
	ov, ow := v, w
	bb := m.inBlossom[bse]
	bv := m.inBlossom[v]
	bw := m.inBlossom[w]
	b := m.unused[len(m.unused)-1]
	m.unused = m.unused[:len(m.unused)-1]
	m.base[b] = bse
	m.parent[b] = -1
	m.parent[bb] = b
	// The cycle's sub-blossoms are counted first and the lists made at
	// their size: grown one append at a time, a blossom's two lists took
	// about twice their size, in several size classes, at every blossom.
	kv, kw := 0, 0
	for x := bv; x != bb; x = m.inBlossom[m.labelOut[x]] {
		kv++
	}
	for x := bw; x != bb; x = m.inBlossom[m.labelOut[x]] {
		kw++
	}
	path := make([]int, kv+1+kw)
	endps := make([][2]int, kv+1+kw)
	// From v's side back to the base, written from the end of its half.
	for i := kv; bv != bb; i-- {
		m.parent[bv] = b
		path[i] = bv
		endps[i-1] = [2]int{m.labelOut[bv], m.labelIn[bv]}
		v = m.labelOut[bv]
		bv = m.inBlossom[v]
	}
	path[0] = bb
	endps[kv] = [2]int{ov, ow}
	for i := kv + 1; bw != bb; i++ {
		m.parent[bw] = b
		path[i] = bw
		endps[i] = [2]int{m.labelIn[bw], m.labelOut[bw]}
		w = m.labelOut[bw]
		bw = m.inBlossom[w]
	}
	m.childs[b] = path
	m.endps[b] = endps
	m.label[b] = 1
	m.labelOut[b], m.labelIn[b] = m.labelOut[bb], m.labelIn[bb]
	m.z[b] = Weight{}
	m.births++
	m.born[b] = m.births
	// The set of the largest blossom it holds grows into its own; where
	// none holds one, a set that serves no top-level blossom, if any, is
	// filled with its vertices as they are gone through (see topSet).
	var set *blossomSet
	g, grow := m.grownSet(b)
	if g >= 0 {
		set = &m.sets[g]
	}
	if set != nil && !grow {
		clear(set.bits)
		set.size = 0
	}
	// Child by child, in order: a child's vertices all have it as their
	// top-level blossom, so its label tells whether they are T, to be
	// scanned now as S, and the set's own child has its bits already.
	for _, c := range path {
		queue := m.label[c] == 2
		if grow && c == set.b && !queue {
			// The set's own child, most of the bracket late in a large
			// stage: its vertices read from its bits, where walking
			// its nested blossoms for each new blossom was a tenth of
			// a round.
			m.relabelSet(b, set.bits)
			continue
		}
		held := grow && c == set.b // its bits set and counted
		for _, x := range m.scratchLeaves(c) {
			if queue {
				m.queue = append(m.queue, x)
				m.specEpoch++ // see specBound
				m.setT(x, false)
			}
			m.inBlossom[x] = b
			if set != nil && !held {
				set.bits[x>>6] |= 1 << (x & 63)
				set.size++
			}
		}
	}
	if set != nil {
		set.b, set.born = b, m.born[b]
	}
}

// blossomSet is the set of the vertices of blossom b, a bit each, and
// their number, while born[b] is born.
type blossomSet struct {
	bits    []uint64
	b, born int // b -1: none
	size    int
}

// holds reports whether s is the set of blossom b as it stands.
func (m *Matcher) holds(s *blossomSet, b int) bool {
	return s.b == b && b >= 0 && m.born[b] == s.born
}

// serves reports whether s is the set of a top-level blossom (a freed
// one has no base).
func (m *Matcher) serves(s *blossomSet) bool {
	return s.b >= 0 && m.born[s.b] == s.born && m.parent[s.b] == -1 && m.base[s.b] >= 0
}

// grownSet is the set that new blossom b grows from: that of the largest
// of its children that has one (grow), or else one that serves no
// top-level blossom, or -1.
func (m *Matcher) grownSet(b int) (int, bool) {
	g := -1
	for i := range m.sets {
		s := &m.sets[i]
		if s.b >= 0 && m.born[s.b] == s.born && m.parent[s.b] == b && (g < 0 || s.size > m.sets[g].size) {
			g = i
		}
	}
	if g >= 0 {
		return g, true
	}
	for i := range m.sets {
		if !m.serves(&m.sets[i]) {
			return i, false
		}
	}
	return -1, false
}

// spareSet is the set to fill anew: one that serves no top-level
// blossom, or else the smaller.
func (m *Matcher) spareSet() int {
	for i := range m.sets {
		if !m.serves(&m.sets[i]) {
			return i
		}
	}
	if m.sets[1].size < m.sets[0].size {
		return 1
	}
	return 0
}

// relabelSet makes b the top-level blossom of the vertices of set.
func (m *Matcher) relabelSet(b int, set []uint64) {
	inB := m.inBlossom[:m.n]
	for x, word := range set {
		for ; word != 0; word &= word - 1 {
			inB[x<<6+bits.TrailingZeros64(word)] = b
		}
	}
}

// topSet is the set of the vertices of top-level blossom b, a bit each.
// Two are kept: a large stage's scans mostly come from the blossom that
// grows over the bracket, and the scans from the small blossoms beside
// it took its set away, so that the next blossom around it went through
// its nested blossoms again (10 million vertices in a 10,000-player
// round 2). A set is made again only for a blossom neither holds, in the
// place of the one that serves no top-level blossom or the smaller.
func (m *Matcher) topSet(b int) []uint64 {
	for i := range m.sets {
		if m.holds(&m.sets[i], b) {
			return m.sets[i].bits
		}
	}
	s := &m.sets[m.spareSet()]
	clear(s.bits)
	s.size = 0
	for _, x := range m.scratchLeaves(b) {
		s.bits[x>>6] |= 1 << (x & 63)
		s.size++
	}
	s.b, s.born = b, m.born[b]
	return s.bits
}

func flip(p [2]int) [2]int { return [2]int{p[1], p[0]} }

// evenWay is the even-length way round blossom b's cycle from child i to
// its base, child 0: forwards from an odd i (from i-L up to 0), backwards
// from an even one (mwmatching's jstep and endptrick), as both expandBlossom
// and rotateBlossom walk it.
type evenWay struct {
	childs     []int
	endps      [][2]int
	from, step int
}

func (m *Matcher) evenWay(b, i int) evenWay {
	w := evenWay{childs: m.childs[b], endps: m.endps[b], from: i, step: -1}
	if i&1 == 1 {
		w.from, w.step = i-len(w.childs), 1
	}
	return w
}

func (w evenWay) at(j int) int {
	L := len(w.childs)
	return ((j % L) + L) % L
}

// child is the child at step j of the walk.
func (w evenWay) child(j int) int { return w.childs[w.at(j)] }

// edge is the edge the walk crosses at step j, as (this side, next side):
// mwmatching's endps[j-endptrick]^endptrick.
func (w evenWay) edge(j int) [2]int {
	if w.step < 0 {
		return flip(w.endps[w.at(j-1)])
	}
	return w.endps[w.at(j)]
}

func (m *Matcher) expandBlossom(b int, endStage bool) {
	for _, s := range m.childs[b] {
		m.parent[s] = -1
		if s < m.n {
			m.inBlossom[s] = s
			m.setT(s, false)
		} else if endStage && m.z[s].isZeroN(m.k) {
			m.expandBlossom(s, endStage)
		} else {
			for _, v := range m.scratchLeaves(s) {
				m.inBlossom[v] = s
				m.setT(v, false)
			}
		}
	}
	if !endStage && m.label[b] == 2 {
		childs := m.childs[b]
		entry := m.inBlossom[m.labelIn[b]]
		w := m.evenWay(b, slices.Index(childs, entry))
		j, jstep := w.from, w.step
		pOut, pIn := m.labelOut[b], m.labelIn[b]
		for j != 0 {
			m.label[pIn] = 0
			q := w.edge(j)
			m.label[q[1]] = 0
			m.assignLabel(pIn, 2, pOut, pIn)
			m.allow(q[0], q[1])
			j += jstep
			q = w.edge(j)
			pOut, pIn = q[0], q[1]
			m.allow(pOut, pIn)
			j += jstep
		}
		bv := w.child(j)
		m.label[pIn], m.label[bv] = 2, 2
		m.setT(pIn, true)
		m.labelOut[pIn], m.labelIn[pIn] = pOut, pIn
		m.labelOut[bv], m.labelIn[bv] = pOut, pIn
		j += jstep
		for w.child(j) != entry {
			bv = w.child(j)
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

func (m *Matcher) allow(i, j int) {
	m.markAllowed(i, j)
	m.markAllowed(j, i)
	m.tix.usable[i>>6] |= 1 << (i & 63)
	m.tix.usable[j>>6] |= 1 << (j & 63)
}

// markAllowed marks edge (i,j) usable in this stage on i's side.
func (m *Matcher) markAllowed(i, j int) {
	at := i*m.hw + j>>6
	m.allowed[at] |= 1 << (j & 63)
	m.allowedAt = append(m.allowedAt, int32(at))
}

// clearAllowed forgets every edge found usable since the stage began.
func (m *Matcher) clearAllowed() {
	for _, at := range m.allowedAt {
		m.allowed[at] = 0
	}
	m.allowedAt = m.allowedAt[:0]
}

// augmentBlossom rotates blossom b so that vertex v becomes its base,
// swapping matched and unmatched edges along the even path inside.
func (m *Matcher) augmentBlossom(b, v int) {
	// The blossoms between v and b, innermost first, rotate in turn, each
	// around the child holding v: found in one climb, where a climb from v
	// for each of them went over nestings hundreds deep again and again.
	// Calls made by the rotations push their own climbs above this one's.
	from := len(m.augTmp)
	m.augTmp = append(m.augTmp, v)
	for t := v; m.parent[t] != b; {
		t = m.parent[t]
		m.augTmp = append(m.augTmp, t)
	}
	for x := from; x+1 < len(m.augTmp); x++ {
		m.rotateBlossom(m.augTmp[x+1], m.augTmp[x])
	}
	m.rotateBlossom(b, m.augTmp[len(m.augTmp)-1])
	m.augTmp = m.augTmp[:from]
}

// rotateBlossom makes child t of blossom b its first, the base, whose own
// base is already the vertex b is to have, swapping matched and unmatched
// edges along the even path from t to the old base.
func (m *Matcher) rotateBlossom(b, t int) {
	childs, endps := m.childs[b], m.endps[b]
	i := slices.Index(childs, t)
	w := m.evenWay(b, i)
	j, jstep := w.from, w.step
	for j != 0 {
		j += jstep
		t = w.child(j)
		p := w.edge(j)
		if t >= m.n {
			m.augmentBlossom(t, p[0])
		}
		j += jstep
		t = w.child(j)
		if t >= m.n {
			m.augmentBlossom(t, p[1])
		}
		m.mate[p[0]] = p[1]
		m.mate[p[1]] = p[0]
	}
	// The lists turned in place to begin at child i: no other list
	// shares them, and new ones at every augmentation were a tenth of
	// what a small event's pairing allocated.
	rotate(childs, i)
	rotate(endps, i)
	m.base[b] = m.base[m.childs[b][0]]
}

// augmentFrom makes S-vertex s the partner of p and re-mates the tree path
// from s up to its root.
func (m *Matcher) augmentFrom(s, p int) {
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
func (m *Matcher) augment(v, w int) {
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
func (m *Matcher) release(x int) {
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

// clearTrees takes every label and every edge found tight away, for a
// new stage.
func (m *Matcher) clearTrees() {
	clear(m.label)
	clear(m.tBits)
	clear(m.tix.usable)
	m.tix.staged = true
	m.clearAllowed()
	m.queue = m.queue[:0]
}

// stage grows the trees until an augmentation, a release or a root whose
// dual reaches zero. A vertex is scanned once, when it joins its tree, for
// the tight edges that grow the trees (scanTight); when they stop growing,
// the least slacks the change of the duals needs are found afresh (see
// leastSlack).
func (m *Matcher) stage() {
	m.specEpoch++
	m.fallen2 = Weight{}
	for {
		for len(m.queue) > 0 {
			v := m.queue[len(m.queue)-1]
			m.queue = m.queue[:len(m.queue)-1]
			if m.scanTight(v) {
				return
			}
		}
		c := m.dualChange()
		m.shiftDuals(&c.delta)
		if m.applyChange(c) {
			return
		}
	}
}

// dualStep is a change of the duals: by how much, and what bounds it
// (kind 1: an S-vertex's dual, dvertex; 2: the slack of an edge from an
// S-vertex to a free one, 3: of an edge between S-vertices, dedge; 4: a
// T-blossom's dual, dblossom).
type dualStep struct {
	delta                     Weight
	kind, edge, blossom, vert int
}

// dualChange finds the greatest change of the duals that keeps them
// feasible, and what bounds it.
func (m *Matcher) dualChange() dualStep {
	n := m.n
	c := dualStep{kind: 1, edge: -1, blossom: -1, vert: -1}
	m.srcs = m.srcs[:0]
	for _, v := range m.live {
		if m.label[m.inBlossom[v]] == 1 {
			if len(m.srcs) == 0 || m.u[v].lessN(c.delta, m.k) {
				c.delta, c.vert = m.u[v], v
			}
			m.srcs = append(m.srcs, v)
		}
	}
	outside := func(w int) bool { return m.label[m.inBlossom[w]] == 0 }
	if d, e := m.leastSlack(outside, c.delta, false); e >= 0 {
		c.delta, c.kind, c.edge = d, 2, e
	}
	inS := func(w int) bool { return m.label[m.inBlossom[w]] == 1 }
	if d, e := m.leastSlack(inS, c.delta, true); e >= 0 {
		c.delta, c.kind, c.edge = d, 3, e
	}
	for b := n; b < 2*n; b++ {
		if m.base[b] >= 0 && m.parent[b] == -1 && m.label[b] == 2 && m.z[b].lessN(c.delta, m.k) {
			c.delta, c.kind, c.blossom = m.z[b], 4, b
		}
	}
	if c.delta.negativeN(m.k) {
		c.delta = Weight{}
	}
	return c
}

// shiftDuals changes the duals by delta: down for S-vertices and up for
// T-vertices, up for S-blossoms and down for T-blossoms.
func (m *Matcher) shiftDuals(delta *Weight) {
	n := m.n
	m.fallen2.addInN(delta, m.k)
	m.fallen2.addInN(delta, m.k)
	rd := residue(delta, m.k)
	for _, v := range m.live {
		switch m.label[m.inBlossom[v]] {
		case 1:
			m.u[v].subInN(delta, m.k)
			m.ru[v] = subM(m.ru[v], rd)
		case 2:
			m.u[v].addInN(delta, m.k)
			m.ru[v] = addM(m.ru[v], rd)
		default:
			continue
		}
		if rd != 0 {
			m.tix.markDirty(v)
		}
	}
	for b := n; b < 2*n; b++ {
		if m.base[b] >= 0 && m.parent[b] == -1 {
			switch m.label[b] {
			case 1:
				m.z[b].addInN(delta, m.k)
			case 2:
				m.z[b].subInN(delta, m.k)
			}
		}
	}
}

// applyChange acts on what bounded the change: a vertex whose dual reached
// zero is released and ends the stage (done); a tight edge is allowed and
// its S end scanned; a T-blossom whose dual reached zero is expanded.
func (m *Matcher) applyChange(c dualStep) (done bool) {
	n := m.n
	switch c.kind {
	case 1:
		if m.mate[c.vert] != -1 {
			m.release(c.vert)
		}
		return true
	case 2:
		i, j := c.edge/n, c.edge%n
		m.allow(i, j)
		if m.label[m.inBlossom[i]] == 0 {
			i = j
		}
		m.queue = append(m.queue, i)
	case 3:
		i, j := c.edge/n, c.edge%n
		m.allow(i, j)
		if m.label[m.inBlossom[i]] != 1 {
			i = j
		}
		m.queue = append(m.queue, i)
	case 4:
		m.expandBlossom(c.blossom, false)
		m.specEpoch++ // see specBound
	}
	return false
}

// scanTight follows S-vertex v's tight edges (see reach), and reports
// whether one of them augmented the matching. An edge's slack is only
// computed where its residue is zero (see mersenne): the edges from v to
// the later vertices of a class, and to the earlier, are tight only where
// the other end's dual has one residue, which the edge's difference to its
// class's weight shifts.
func (m *Matcher) scanTight(v int) bool {
	nc := m.nc
	c := int(m.cls[v]) * nc
	tg := slices.Grow(m.target[:0], 2*nc)[:2*nc]
	m.target = tg
	for d := range nc {
		tg[d] = subM(m.rref[c+d], m.ru[v])
		tg[nc+d] = subM(m.rref[nc*nc+c+d], m.ru[v])
	}
	ix := m.indexReady()
	return m.tightAmong(v, 0, v, tg[nc:], ix) || m.tightAmong(v, v+1, m.n, tg[:nc], ix)
}

// tightAmong is scanTight over the live vertices from lo to hi (not
// included), all on one side of v, tg holding by class the residue of the
// duals that make an edge to them tight. It goes through v's edges a word
// of 64 at a time, less the dead, v's own top-level blossom (topSet) and
// the vertices reached as T (tBits): late in a large stage most of the
// bracket is one blossom, and going through its vertices one by one was
// half of the scans; the T-vertices, whose edges to a tree's S-vertices
// are mostly tight, each took the long way to be passed over (an eighth
// of round 3's edges scanned).
func (m *Matcher) tightAmong(v, lo, hi int, tg []uint64, ix bool) bool {
	if ix {
		m.readHits(v, lo, hi, tg)
		defer m.clearHits()
	}
	n, k := m.n, m.k
	row := m.hasRow(v)
	alive := m.aliveSet
	hw := m.hw
	allowed := m.allowed[v*hw : (v+1)*hw]
	deltas := m.deltaRow(v)
	leaning := m.favoured[v]
	// The tables read for every edge, held here: the compiler keeps
	// none of m's fields in a register across the loop.
	inB, label, cls, ru := m.inBlossom[:n], m.label, m.cls[:n], m.ru[:n]
	tBits, t := m.tBits, &m.tix
	bv := inB[v]
	var top []uint64
	if bv != v {
		top = m.topSet(bv)
	}
	var s Weight
	// An edge without a difference or a lean needs only its class's
	// target residue: most edges fail it, and are passed over before
	// their blossom and the rest are read. The others (slow) are told
	// apart by a word of bits: the favoured vertices, and the other ends
	// of v's differences where they are few.
	mask := m.diffMask(v, deltas)
	for x := lo >> 6; x < (hi+63)>>6; x++ {
		word := row[x] & alive[x] &^ tBits[x]
		if top != nil {
			word &^= top[x]
		}
		if x == lo>>6 {
			word &= ^uint64(0) << (lo & 63)
		}
		if end := hi - x<<6; end < 64 {
			word &= 1<<end - 1
		}
		var slow uint64
		if mask != nil {
			slow = mask[x]
		} else if deltas.on {
			slow = ^uint64(0)
		}
		if ix {
			// The index holds the favoured vertices' residues with
			// the leans.
			word &= slow | t.dirty[x] | t.hits[x] | t.usable[x]
		}
		if leaning {
			slow |= m.favSet[x]
		}
		for ; word != 0; word &= word - 1 {
			w := x<<6 + bits.TrailingZeros64(word)
			fresh := allowed[x]>>(w&63)&1 == 0
			if slow>>(w&63)&1 == 0 && ru[w] != tg[cls[w]] && fresh {
				continue
			}
			if bv == inB[w] {
				continue // in a blossom this scan made
			}
			if fresh {
				var dl int64
				if deltas.on {
					dl = int64(deltas.at(w))
				}
				if dl != wholeDelta {
					if leaning && m.favoured[w] {
						dl += m.lean[min(v, w)]
					}
					t := tg[cls[w]]
					if dl != 0 {
						t = addM(t, unitResidue(dl))
					}
					if ru[w] != t {
						continue
					}
				}
			}
			if label[w] == 2 && label[inB[w]] == 2 {
				continue // already reached as T: nothing to learn
			}
			if fresh {
				if m.slackTo(&s, v, w); s.positiveP(k) {
					continue
				}
				// Only v's side is marked: w's row is another page, and
				// its scan finds the edge tight by its residue and slack.
				m.markAllowed(v, w)
				t.usable[w>>6] |= 1 << (w & 63)
			}
			if m.reach(v, w) {
				return true
			}
			bv = inB[v] // reach may have made a blossom of v's
		}
	}
	return false
}

// setT marks vertex w reached as T in a T-blossom, or not (see tBits):
// each label that makes it so marks it, and whatever may end it (its
// blossom taken into an S-blossom, or expanded, or the stage's end)
// takes the mark away, so that a marked vertex is always one.
func (m *Matcher) setT(w int, on bool) {
	if on {
		m.tBits[w>>6] |= 1 << (w & 63)
	} else {
		m.tBits[w>>6] &^= 1 << (w & 63)
	}
}

// diffMask is the set of the other ends of v's differences, a bit each,
// in a table that the next call clears, or nil where v has none or
// more than an eighth of the bracket (see tightAmong).
func (m *Matcher) diffMask(v int, deltas diffs) []uint64 {
	if len(m.scanMask) != m.hw {
		m.scanMask, m.scanSet = make([]uint64, m.hw), -1
	}
	if m.scanSet >= 0 {
		for _, j := range m.spec[m.scanSet] {
			m.scanMask[j>>6] = 0
		}
		m.scanSet = -1
	}
	if !deltas.on || len(m.spec[v]) > m.n/8 {
		return nil
	}
	for _, j := range m.spec[v] {
		m.scanMask[j>>6] |= 1 << (j & 63)
	}
	m.scanSet = v
	return m.scanMask
}

// reach follows the tight edge (v,w) from S-vertex v: it augments the
// matching to an exposed vertex or through another tree (and reports it),
// labels w T and its partner S, or makes a blossom of the cycle it closes
// in v's tree.
func (m *Matcher) reach(v, w int) bool {
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
		m.setT(w, true)
		m.labelOut[w], m.labelIn[w] = v, w
	}
	return false
}

// rotate turns s in place so that it begins with s[i]: s[i:], then s[:i].
func rotate[T any](s []T, i int) {
	slices.Reverse(s[:i])
	slices.Reverse(s[i:])
	slices.Reverse(s)
}
