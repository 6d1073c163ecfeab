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
		m.rankDuals() // v listed again with the rest
	} else if listed {
		m.list(v)
	}
	if m.leans(v) {
		if lw := m.leaningDual(v); !m.number(&lw, &m.leanRank[v]) {
			m.rankDuals()
		}
	}
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
	deltas              []int32
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
	if deltas != nil {
		if len(skip) != m.hw {
			skip = make([]uint64, m.hw)
			m.skipMask = skip
		}
		for _, j := range m.spec[v] {
			if j := int(j); deltas[j] != 0 && m.alive[j] && bitAt(row, j) && skip[j>>6]&(1<<(j&63)) == 0 {
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
	if m.listing && !leaning {
		d.byClass(skip)
		return
	}
	cls, rank, favoured := m.cls[:m.n], m.rank[:m.n], m.favoured[:m.n]
	for x, a := range m.aliveSet {
		word := row[x] & a
		if x == v>>6 {
			word &^= 1 << (v & 63)
		}
		if deltas != nil {
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

// byClass is byRank for a vertex without leans, whose edges to a class
// weigh its reference on either side of v: the least dual of each side
// is the first of the class's vertices, in the order of their duals,
// with an edge to v (and no difference: those in skip are weighed
// apart). A class's vertices are gone through only until both sides are
// found, where byRank went through every live vertex for each freed one.
func (d *dualSearch) byClass(skip []uint64) {
	m, v, row := d.m, d.v, d.row
	cv := int(m.cls[v])
	for c, js := range m.byClass {
		// A side of v with no edge to the class need not be found.
		later := m.refSet[cv*m.nc+c] && v < m.classHi[c]
		earlier := m.refSet[c*m.nc+cv] && v > m.classLo[c]
		for _, j := range js {
			if !later && !earlier {
				break
			}
			if j == v || !bitAt(row, j) || !m.alive[j] || d.deltas != nil && bitAt(skip, j) {
				continue
			}
			g := 4 * c
			switch {
			case j > v && later:
				later = false
			case j < v && earlier:
				g++
				earlier = false
			default:
				continue
			}
			m.leastAt[g], m.leastNum[g] = j, m.rank[j]
		}
	}
}

// startLists empties the classes' lists of vertices for rankDuals, and
// bounds each class's live vertices (see byClass).
func (m *Matcher) startLists() {
	if len(m.byClass) != m.nc {
		m.byClass = make([][]int, m.nc)
		m.classLo, m.classHi = make([]int, m.nc), make([]int, m.nc)
	}
	for c := range m.byClass {
		m.byClass[c] = m.byClass[c][:0]
		m.classLo[c], m.classHi[c] = m.n, -1
	}
	for _, v := range m.live {
		c := m.cls[v]
		m.classLo[c], m.classHi[c] = min(m.classLo[c], v), max(m.classHi[c], v)
	}
}

// unlist takes v out of its class's list, before its number changes.
func (m *Matcher) unlist(v int) {
	c := m.cls[v]
	js := m.byClass[c]
	i, _ := slices.BinarySearchFunc(js, m.rank[v], func(j int, r uint64) int { return cmp.Compare(m.rank[j], r) })
	for ; i < len(js) && m.rank[js[i]] == m.rank[v]; i++ {
		if js[i] == v {
			m.byClass[c] = slices.Delete(js, i, i+1)
			return
		}
	}
}

// list puts v into its class's list by its number.
func (m *Matcher) list(v int) {
	c := m.cls[v]
	i, _ := slices.BinarySearchFunc(m.byClass[c], m.rank[v], func(j int, r uint64) int { return cmp.Compare(m.rank[j], r) })
	m.byClass[c] = slices.Insert(m.byClass[c], i, v)
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
		case deltas != nil && deltas[j] != 0, j < v && leaning && m.favoured[j] && m.lean[j] != 0:
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
		if j := int(j); m.alive[j] && d.deltas[j] != 0 && bitAt(d.row, j) {
			d.consider(j)
		}
	}
	cv := int(m.cls[v])
	first := func(js []int) {
		for _, j := range js {
			if bitAt(d.row, j) && (d.deltas == nil || d.deltas[j] == 0) {
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
