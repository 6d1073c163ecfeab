package matching

// Warm starts: a first solve from a sample's duals and the tight pairs, and
// a changed vertex freed from its blossoms and partner.

import (
	"math/bits"
	"slices"
)

// touch frees vertex v before its edges change: the blossoms containing it
// are dissolved (their duals moved to the vertices, which keeps every edge
// feasible) and it is unmatched.
func (m *Matcher) touch(v int) {
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
func (m *Matcher) dissolveAround(v int) {
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
	var acc Weight // the duals of the blossoms around the current one
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

func (m *Matcher) freeBlossom(b int) {
	m.label[b] = 0
	m.childs[b], m.endps[b] = nil, nil
	m.base[b] = -1
	m.z[b] = Weight{}
	m.unused = append(m.unused, b)
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
func (m *Matcher) pairTight(paths bool) {
	var s Weight
	// The vertices each one's edges are gone through for, a bit each, in
	// the order of live: the free ones (open), and with paths also the
	// matched ones outside blossoms whose partners are too (held, which
	// pairing along tight edges keeps so). Going through every live
	// vertex for each free one was a tenth of the Dubov system's
	// 1,000-player round 2, most of them matched long since.
	if len(m.pairOpen) != m.hw {
		m.pairOpen, m.pairHeld = make([]uint64, m.hw), make([]uint64, m.hw)
	}
	open, held := m.pairOpen, m.pairHeld
	clear(open)
	clear(held)
	for _, w := range m.live {
		if x := m.mate[w]; m.inBlossom[w] != w {
			continue
		} else if x < 0 {
			open[w>>6] |= 1 << (w & 63)
		} else if paths && m.inBlossom[x] == x {
			held[w>>6] |= 1 << (w & 63)
		}
	}
	pair := func(x, y int) {
		m.mate[x], m.mate[y] = y, x
		for _, z := range [2]int{x, y} {
			open[z>>6] &^= 1 << (z & 63)
			if paths {
				held[z>>6] |= 1 << (z & 63)
			}
		}
	}
	var via []int
	for _, v := range m.live {
		if m.mate[v] >= 0 || m.inBlossom[v] != v || !m.u[v].positiveP(m.k) {
			continue
		}
		var w int
		if w, via = m.tightEdge(&s, v, open, held, via[:0]); w >= 0 {
			pair(v, w)
		} else if a, c := m.tightPath(&s, v, via, open); c >= 0 {
			b := m.mate[a]
			pair(v, a)
			pair(b, c)
		}
	}
}

// tightEdge goes through v's edges to the open and held vertices (see
// pairTight) and returns the first exposed vertex a tight edge reaches,
// -1 when none does, and via with the matched ones it reached on the
// way, shortPaths at most.
func (m *Matcher) tightEdge(s *Weight, v int, open, held []uint64, via []int) (int, []int) {
	// An edge of v without a difference or a lean may be tight only where
	// the other end's residue is its class's target, one for each side of
	// v (as in scanTight), told without reading the edge's difference.
	nc, cls, ru := m.nc, m.cls, m.ru
	tg := slices.Grow(m.target[:0], 2*nc)[:2*nc]
	m.target = tg
	c := int(cls[v]) * nc
	for d := range nc {
		tg[d] = subM(m.rref[c+d], ru[v])
		tg[nc+d] = subM(m.rref[nc*nc+c+d], ru[v])
	}
	deltas, leaning := m.deltaRow(v), m.favoured[v]
	for x, word := range m.hasRow(v) {
		for word &= open[x] | held[x]; word != 0; word &= word - 1 {
			w := x<<6 + bits.TrailingZeros64(word)
			if w == v || m.mate[w] >= 0 && len(via) == shortPaths {
				continue
			}
			if deltas.at(w) == 0 && !(leaning && m.favoured[w]) {
				t := tg[cls[w]]
				if w < v {
					t = tg[nc+int(cls[w])]
				}
				if ru[w] != t {
					continue
				}
				if m.slackTo(s, v, w); s.positiveP(m.k) {
					continue
				}
			} else if !m.tightAt(s, v, w) {
				continue
			}
			if m.mate[w] < 0 {
				return w, via
			}
			via = append(via, w)
		}
	}
	return -1, via
}

// tightPath looks through the matched neighbours a of v in via for an
// augmenting path v-a, b-c: a's partner b with a tight edge to an exposed
// vertex c. It returns a and c, c -1 when there is none.
func (m *Matcher) tightPath(s *Weight, v int, via []int, open []uint64) (a, c int) {
	for _, a := range via {
		b := m.mate[a]
		for x, word := range m.hasRow(b) {
			for word &= open[x]; word != 0; word &= word - 1 {
				if c := x<<6 + bits.TrailingZeros64(word); c != v && m.tightAt(s, b, c) {
					return a, c
				}
			}
		}
	}
	return -1, -1
}

// tightAt reports whether the edge x-y is tight, its slack left in s.
func (m *Matcher) tightAt(s *Weight, x, y int) bool {
	if !m.mayBeTight(x, y) {
		return false
	}
	m.slackTo(s, x, y)
	return !s.positiveP(m.k)
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
func (m *Matcher) start() {
	if m.n == 0 || m.nc*startSample*startLeast > m.n {
		return
	}
	top, met := m.solveSample(m.sample())
	for _, v := range m.dirtyList {
		m.dirty[v] = false
	}
	m.dirtyList = m.dirtyList[:0]
	for _, v := range m.live {
		m.u[v] = top[m.cls[v]]
	}
	m.settleInTurn()
	m.matchTight(met)
}

// sample is start's sample: of each class, as many vertices as the class
// is large against the others, at least two.
func (m *Matcher) sample() []int {
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
	return sample
}

// solveSample solves the sample as a graph of its own and returns the
// largest dual of each class (its blossoms' dissolved into it) and the
// sample's pairs by pair of classes.
func (m *Matcher) solveSample(sample []int) (top []Weight, met []int) {
	sm := m.sampleGraph(sample)
	cls := sm.cls
	sm.Solve()
	top = make([]Weight, m.nc)
	met = make([]int, m.nc*m.nc)
	for i := range sample {
		u := sm.u[i]
		var z Weight
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
	return top, met
}

// sampleGraph is the graph of the sample's vertices, with their weights
// as SetWeight(i, j, m.Get(a, b)) would give them, each pair's later
// vertex first.
func (m *Matcher) sampleGraph(sample []int) *Matcher {
	cls := make([]int32, len(sample))
	for i, v := range sample {
		cls[i] = m.cls[v]
	}
	sm := New(len(sample), m.bits, nil, cls)
	sm.fresh = false
	var w Weight
	for i, a := range sample {
		for j, b := range sample[:i] {
			if m.edge(a, b) {
				m.weightTo(&w, a, b)
				sm.setScaled(i, j, &w)
			}
		}
	}
	return sm
}

// matchTight matches each vertex along a tight edge with an unmatched
// vertex of the class its own class met most in the sample (met), or else
// the next most.
func (m *Matcher) matchTight(met []int) {
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
	var s Weight
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

// startLeast is how many times the largest sample (startSample a class) a
// graph must hold to be started from one: where the sample is half the
// graph, its own solve still costs less than the stages that match the
// vertices one by one (at four times, the brackets of 850-1,350 players
// and 12-17 classes of a 10,000-player event's late rounds were solved
// without a start, a sixth of their rounds).
const startLeast = 2
