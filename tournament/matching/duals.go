package matching

// The least dual a freed vertex may take, its edges kept feasible, and the
// numbering of the duals that makes finding it one word's comparison.

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
	"sort"
)

// settle gives each changed vertex the least dual that keeps its edges
// feasible.
func (m *Matcher) settle() {
	if len(m.dirtyList) >= rankFrom {
		m.listing = true
		m.rankDuals()
	}
	for _, v := range m.dirtyList {
		m.dirty[v] = false
		if m.alive[v] {
			m.setDual(v, m.leastDual(v))
		}
	}
	m.ranked, m.listing = false, false
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
func (m *Matcher) rankDuals() {
	k := m.k
	// Room for every live vertex and as many leaning: grown by appends,
	// the keys were copied over and over for each new graph.
	most := len(m.live) + len(m.favList)
	keys := slices.Grow(m.rankKeys[:0], k*most) // k words a key
	owner := slices.Grow(m.rankOwner[:0], most) // 2v, or 2v+1 leaning
	for _, v := range m.live {
		keys, owner = append(keys, m.u[v][:k]...), append(owner, 2*v)
		if m.leans(v) {
			lw := m.leaningDual(v)
			keys, owner = append(keys, lw[:k]...), append(owner, 2*v+1)
		}
	}
	order := slices.Grow(m.rankTmp[:0], len(owner))
	for i := range owner {
		order = append(order, i)
	}
	key := func(i int) []uint64 { return keys[i*k : (i+1)*k] }
	slices.SortFunc(order, func(a, b int) int { return cmpWords(key(a), key(b)) })
	m.rankKeys, m.rankOwner, m.rankTmp = keys, owner, order
	m.rankVals, m.rankNums = m.rankVals[:0], m.rankNums[:0]
	if m.listing {
		m.startLists()
	}
	for x, i := range order {
		if x == 0 || cmpWords(key(order[x-1]), key(i)) < 0 {
			m.rankVals = append(m.rankVals, key(i)...)
			m.rankNums = append(m.rankNums, uint64(len(m.rankNums)+1)<<rankGap)
		}
		if o := owner[i]; o%2 == 0 {
			m.rank[o/2] = m.rankNums[len(m.rankNums)-1]
			if m.listing {
				c := m.cls[o/2]
				m.byClass[c] = append(m.byClass[c], o/2)
			}
		} else {
			m.leanRank[o/2] = m.rankNums[len(m.rankNums)-1]
			if m.listing {
				c := m.cls[o/2]
				m.leanClass[c] = append(m.leanClass[c], o/2)
			}
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
func (m *Matcher) leans(v int) bool { return m.favoured[v] && m.lean[v] != 0 }

// leaningDual is v's dual less its lean, doubled and scaled.
func (m *Matcher) leaningDual(v int) Weight {
	lw := m.u[v]
	addUnits(&lw, -m.lean[v], m.k)
	return lw
}

// setDual makes d the dual of live vertex v, numbering it if ranked.
func (m *Matcher) setDual(v int, d Weight) {
	listed := m.ranked && m.listing
	if listed {
		m.unlist(v)
	}
	m.u[v] = d
	if !m.ranked {
		return
	}
	if !m.number(&d, &m.rank[v]) {
		m.renumber()
		m.number(&d, &m.rank[v])
	}
	if m.leans(v) {
		if lw := m.leaningDual(v); !m.number(&lw, &m.leanRank[v]) {
			m.renumber()
			m.number(&lw, &m.leanRank[v])
		}
	}
	if listed {
		m.list(v)
	}
}

// renumber spreads the numbers of the duals numbered evenly again, where
// a new dual found no room between its neighbours': the vertices' numbers
// keep their order, and so do the lists by number (see byClass). Settling
// a freed remainder gives many vertices new duals in one gap, which ran
// out of room every rankGap of them, and numbering every live vertex's
// dual afresh, sorting them, was half of a large round's settling.
func (m *Matcher) renumber() {
	old := m.rankNums
	fresh := slices.Grow(m.renumTmp[:0], len(old))
	for i := range old {
		fresh = append(fresh, uint64(i+1)<<rankGap)
	}
	at := func(x uint64) uint64 {
		i, _ := slices.BinarySearch(old, x)
		return fresh[i]
	}
	for _, v := range m.live {
		m.rank[v] = at(m.rank[v])
		if m.leans(v) {
			m.leanRank[v] = at(m.leanRank[v])
		}
	}
	m.rankNums, m.renumTmp = fresh, old
}

// number puts d's number into out, taking the middle of the room between
// its neighbours' numbers if d is new, or reports that there is none.
func (m *Matcher) number(d *Weight, out *uint64) bool {
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
func (m *Matcher) leastDual(v int) Weight {
	if len(m.leastAt) != 4*m.nc {
		m.leastAt = make([]int, 4*m.nc)
		m.leastNum = make([]uint64, 4*m.nc)
	}
	least := m.leastAt // by class and kind of edge: the end with the least dual
	for i := range least {
		least[i] = -1
	}
	d := dualSearch{m: m, v: v, k: m.k, row: m.hasRow(v), deltas: m.deltaRow(v),
		leaning: m.favoured[v], leansAfter: m.leans(v)}
	if m.ranked {
		d.byRank()
	} else {
		d.byDual()
	}
	for _, j := range least {
		if j >= 0 {
			d.consider(j)
		}
	}
	return d.best
}

// dualSearch is leastDual's search for v: its edges' row, its deltas (nil
// where all are zero, see deltaRow), whether it and its later edges lean,
// and the greatest need found.
type dualSearch struct {
	m                   *Matcher
	v, k                int
	row                 []uint64
	deltas              diffs
	leaning, leansAfter bool
	best, need, w       Weight
}

// consider weighs the edge to j: the dual v needs for it to stay feasible.
func (d *dualSearch) consider(j int) {
	d.m.weightTo(&d.w, d.v, j)
	var c uint64
	u := &d.m.u[j]
	for x, wx := range d.w[:d.k] {
		d.need[x], c = bits.Sub64(wx, u[x], c)
	}
	if lessP(&d.best, &d.need, d.k) {
		d.best = d.need
	}
}

// byRank groups the edges of v by number when the vertices are ranked,
// the earlier vertices apart from the later, and weighs the rest. It goes
// through v's edges to the live vertices a word of 64 at a time (the live
// are those of aliveSet once Solve has dropped the removed).
func (d *dualSearch) byRank() {
	m, v, row, deltas := d.m, d.v, d.row, d.deltas
	leaning, leansAfter := d.leaning, d.leansAfter
	least, num := m.leastAt, m.leastNum
	for g := range num {
		num[g] = math.MaxUint64
	}
	// The edges with a difference are weighed on their own, and left out
	// of the words below by a mask of their bits, where testing each
	// edge's difference read the whole row of them.
	skip := m.skipMask
	if deltas.on {
		if len(skip) != m.hw {
			skip = make([]uint64, m.hw)
			m.skipMask = skip
		}
		for _, j := range m.spec[v] {
			if j := int(j); deltas.at(j) != 0 && m.alive[j] && bitAt(row, j) && skip[j>>6]&(1<<(j&63)) == 0 {
				skip[j>>6] |= 1 << (j & 63)
				d.consider(j)
			}
		}
		defer func() {
			for _, j := range m.spec[v] {
				skip[j>>6] &^= 1 << (j & 63)
			}
		}()
	}
	if m.listing {
		d.byClass(skip)
		return
	}
	cls, rank, favoured := m.cls[:m.n], m.rank[:m.n], m.favoured[:m.n]
	for x, a := range m.aliveSet {
		word := row[x] & a
		if x == v>>6 {
			word &^= 1 << (v & 63)
		}
		if deltas.on {
			word &^= skip[x]
		}
		for ; word != 0; word &= word - 1 {
			j := x<<6 + bits.TrailingZeros64(word)
			g, key := 4*int(cls[j]), rank[j]
			switch {
			case j > v:
				if leansAfter && favoured[j] {
					g += 2 // with v's lean
				}
			case leaning && favoured[j] && m.lean[j] != 0:
				g, key = g+3, m.leanRank[j] // with j's lean
			default:
				g++
			}
			if key < num[g] {
				least[g], num[g] = j, key
			}
		}
	}
}

// byClass is byRank while settle lists each class's vertices in the
// order of their numbers (byClass) and its leaning vertices in the order
// of their duals less their leans (leanClass). The edges of a group (see
// byRank) weigh the same but for the other end's dual, so its least is
// the first of the list with an edge to v (and no difference: those in
// skip are weighed apart), on its side of v. A class's lists are gone
// through only until each group that has a vertex on its side is found,
// where byRank went through every live vertex for each freed one.
func (d *dualSearch) byClass(skip []uint64) {
	m, v, row := d.m, d.v, d.row
	leaning, leansAfter := d.leaning, d.leansAfter
	usable := func(j int) bool {
		return j != v && bitAt(row, j) && m.alive[j] && (!d.deltas.on || !bitAt(skip, j))
	}
	take := func(g, j int, key uint64) { m.leastAt[g], m.leastNum[g] = j, key }
	for c := range m.bounds {
		a, f, e, l := d.groups(c)
		for x, j := range m.byClass[c] {
			if x == openFor {
				a, f, e = d.open(c, skip, a, f, e)
			}
			if !a && !f && !e {
				break
			}
			if !usable(j) {
				continue
			}
			switch {
			case j > v && leansAfter && m.favoured[j]:
				if f {
					take(4*c+2, j, m.rank[j])
					f = false
				}
			case j > v:
				if a {
					take(4*c, j, m.rank[j])
					a = false
				}
			case leaning && m.leans(j):
			case e:
				take(4*c+1, j, m.rank[j])
				e = false
			}
		}
		for _, j := range m.leanClass[c] {
			if !l {
				break
			}
			if j < v && usable(j) {
				take(4*c+3, j, m.leanRank[j])
				l = false
			}
		}
	}
}

// openFor is how many of a class's list byClass goes through before it
// asks which of its groups have a vertex at all (see open).
const openFor = 16

// open keeps of the groups a, f and e (see groups) those that have a
// usable vertex of class c on their side of v, found by the words of its
// row: a group with none made byClass go through the whole list, nine
// tenths of the vertices it went through in rounds 2 and 4 of a
// 10,000-player event (an S1 player of a remainder whose roles are fixed
// has no edge to the other S1 players).
func (d *dualSearch) open(c int, skip []uint64, a, f, e bool) (bool, bool, bool) {
	m := d.m
	if len(m.clsBits) != m.nc*m.hw {
		m.clsBits = make([]uint64, m.nc*m.hw)
		for v, cv := range m.cls[:m.n] {
			m.clsBits[int(cv)*m.hw+v>>6] |= 1 << (v & 63)
		}
	}
	if a {
		var not []uint64
		if d.leansAfter {
			not = m.favSet // those are f's
		}
		a = d.anyUsable(c, skip, true, nil, not)
	}
	if f {
		f = d.anyUsable(c, skip, true, m.favSet, nil)
	}
	if e {
		var not []uint64
		if d.leaning {
			not = m.leanSet // their edges carry their leans (l)
		}
		e = d.anyUsable(c, skip, false, nil, not)
	}
	return a, f, e
}

// anyUsable reports whether class c has a live vertex with an edge to v,
// and no difference (skip), after v or before it, in the set in (if
// any) and not in the set out (if any).
func (d *dualSearch) anyUsable(c int, skip []uint64, after bool, in, out []uint64) bool {
	m, v := d.m, d.v
	set := m.clsBits[c*m.hw : (c+1)*m.hw]
	lo, hi := 0, v>>6
	if after {
		lo, hi = v>>6, m.hw-1
	}
	for x := lo; x <= hi; x++ {
		w := set[x] & d.row[x] & m.aliveSet[x]
		if d.deltas.on {
			w &^= skip[x]
		}
		if in != nil {
			w &= in[x]
		}
		if out != nil {
			w &^= out[x]
		}
		if x == v>>6 {
			if after {
				w &= ^uint64(0) << (v & 63) << 1
			} else {
				w &= 1<<(v&63) - 1
			}
		}
		if w != 0 {
			return true
		}
	}
	return false
}

// groups tells which of v's groups of edges to class c byClass looks
// for: those with a vertex on their side of v. They are the later plain
// (a) and with v's lean (f), the earlier plain (e) and with the other
// end's lean (l).
func (d *dualSearch) groups(c int) (a, f, e, l bool) {
	m, v, b := d.m, d.v, &d.m.bounds[c]
	cv := int(m.cls[v])
	later, earlier := m.refSet[cv*m.nc+c], m.refSet[c*m.nc+cv]
	a = later && v < max(b.hiNon, b.hiFav)
	if d.leansAfter {
		a = later && v < b.hiNon
	}
	f = later && d.leansAfter && v < b.hiFav
	e = earlier && v > min(b.loNon, b.loLeans)
	if d.leaning {
		e = earlier && v > b.loNon
	}
	l = earlier && d.leaning && v > b.loLeans
	return a, f, e, l
}

// classBounds are the first and last of a class's live vertices by
// kind: the favoured and the others, the leaning and the others (see
// byClass).
type classBounds struct{ hiFav, hiNon, loLeans, loNon int }

// startLists empties the classes' lists for rankDuals, and bounds each
// class's live vertices (see byClass).
func (m *Matcher) startLists() {
	if len(m.byClass) != m.nc {
		m.byClass, m.leanClass = make([][]int, m.nc), make([][]int, m.nc)
		m.bounds = make([]classBounds, m.nc)
	}
	for c := range m.byClass {
		m.byClass[c], m.leanClass[c] = m.byClass[c][:0], m.leanClass[c][:0]
		m.bounds[c] = classBounds{hiFav: -1, hiNon: -1, loLeans: m.n, loNon: m.n}
	}
	if len(m.leanSet) != m.hw {
		m.leanSet = make([]uint64, m.hw)
	}
	clear(m.leanSet)
	for _, v := range m.live {
		if m.leans(v) {
			m.leanSet[v>>6] |= 1 << (v & 63)
		}
		b := &m.bounds[m.cls[v]]
		if m.favoured[v] {
			b.hiFav = max(b.hiFav, v)
		} else {
			b.hiNon = max(b.hiNon, v)
		}
		if m.leans(v) {
			b.loLeans = min(b.loLeans, v)
		} else {
			b.loNon = min(b.loNon, v)
		}
	}
}

// unlist takes v out of its class's lists, before its numbers change;
// list puts it back by them.
func (m *Matcher) unlist(v int) { m.relist(v, unlistFrom) }
func (m *Matcher) list(v int)   { m.relist(v, listIn) }

// relist applies f to each of v's class's lists that holds v, with the
// numbers the list is ordered by.
func (m *Matcher) relist(v int, f func(js []int, v int, key []uint64) []int) {
	c := m.cls[v]
	m.byClass[c] = f(m.byClass[c], v, m.rank)
	if m.leans(v) {
		m.leanClass[c] = f(m.leanClass[c], v, m.leanRank)
	}
}

// firstByKey is where v's key stands in js, ordered by key.
func firstByKey(js []int, v int, key []uint64) int {
	i, _ := slices.BinarySearchFunc(js, key[v], func(j int, r uint64) int { return cmp.Compare(key[j], r) })
	return i
}

func unlistFrom(js []int, v int, key []uint64) []int {
	for i := firstByKey(js, v, key); i < len(js) && key[js[i]] == key[v]; i++ {
		if js[i] == v {
			return slices.Delete(js, i, i+1)
		}
	}
	return js
}

func listIn(js []int, v int, key []uint64) []int {
	return slices.Insert(js, firstByKey(js, v, key), v)
}

// byDual groups the edges of v by the least dual among their ends when
// the vertices are not ranked, and weighs the rest.
func (d *dualSearch) byDual() {
	m, v, k, row, deltas := d.m, d.v, d.k, d.row, d.deltas
	leaning, leansAfter := d.leaning, d.leansAfter
	least := m.leastAt
	for _, j := range m.live {
		if j == v || !bitAt(row, j) {
			continue
		}
		g := 4 * int(m.cls[j]) // to a later vertex
		switch {
		case deltas.on && deltas.at(j) != 0, j < v && leaning && m.favoured[j] && m.lean[j] != 0:
			d.consider(j)
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

// settleInTurn gives each live vertex in order the least dual its edges
// allow (leastDual), the later ones still holding their class's dual from
// start's sample. So of each class the later vertices share one dual, and
// the earlier ones are kept in the order of their duals: the least dual
// among the ends of a class's edges is the first of those with an edge to
// the vertex, where going through every vertex for each was a quarter of
// a 10,000-player round 2. Leans group the edges further (see byRank);
// with any, each vertex goes through them all.
func (m *Matcher) settleInTurn() {
	m.rankDuals()
	defer func() { m.ranked = false }()
	for _, v := range m.favList {
		if m.lean[v] != 0 {
			for _, v := range m.live {
				m.setDual(v, m.leastDual(v))
			}
			return
		}
	}
	later := make([][]int, m.nc) // by class, the vertices not settled yet, in order
	for _, v := range m.live {
		later[m.cls[v]] = append(later[m.cls[v]], v)
	}
	earlier := make([][]int, m.nc) // by class, the settled vertices, least dual first
	for _, v := range m.live {
		c := m.cls[v]
		later[c] = later[c][1:]
		m.setDual(v, m.leastDualBy(v, earlier, later))
		at, _ := slices.BinarySearchFunc(earlier[c], m.rank[v], func(j int, r uint64) int { return cmp.Compare(m.rank[j], r) })
		earlier[c] = slices.Insert(earlier[c], at, v)
	}
}

// leastDualBy is leastDual of v without leans, the other vertices of
// each class given in the order of their duals: earlier before v, least
// first, and later after it, all with one dual.
func (m *Matcher) leastDualBy(v int, earlier, later [][]int) Weight {
	d := dualSearch{m: m, v: v, k: m.k, row: m.hasRow(v), deltas: m.deltaRow(v)}
	for _, j := range m.spec[v] {
		if j := int(j); m.alive[j] && d.deltas.at(j) != 0 && bitAt(d.row, j) {
			d.consider(j)
		}
	}
	cv := int(m.cls[v])
	first := func(js []int) {
		for _, j := range js {
			if bitAt(d.row, j) && d.deltas.at(j) == 0 {
				d.consider(j)
				return
			}
		}
	}
	for c := range m.nc {
		if m.refSet[c*m.nc+cv] {
			first(earlier[c])
		}
		if m.refSet[cv*m.nc+c] {
			first(later[c])
		}
	}
	return d.best
}
