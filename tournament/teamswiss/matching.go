package teamswiss

// maxWeightMatching returns a matching of the largest cardinality of the
// graph with n vertices and the given edges (i, j, w), and of those one of
// the largest weight: mate[v] is v's partner or -1. It is Edmonds'
// primal-dual blossom algorithm in Galil's formulation, O(n³), with
// integer weights; the duals are kept doubled so that every step stays
// exact. The brackets of a team event are small (two teams a match, at most
// a few hundred teams), so a plain dense implementation is enough.
func maxWeightMatching(n int, edges []wedge) []int {
	if len(edges) == 0 || n == 0 {
		mate := make([]int, n)
		for i := range mate {
			mate[i] = -1
		}
		return mate
	}
	// Doubled, so that half an edge's slack (a step of the dual update)
	// is a whole number.
	doubled := make([]wedge, len(edges))
	for k, e := range edges {
		doubled[k] = wedge{e.i, e.j, 2 * e.w}
	}
	m := &blossomState{n: n, edges: doubled}
	m.run()
	return m.result()
}

// wedge is an edge of the matching graph.
type wedge struct {
	i, j int
	w    int64
}

type blossomState struct {
	n     int
	edges []wedge
	// endpoint[p] is the vertex at end p of edge p/2.
	endpoint         []int
	neighbend        [][]int
	mate             []int // remote endpoint of the matched edge, or -1
	label            []int
	labelend         []int
	inblossom        []int
	blossomparent    []int
	blossomchilds    [][]int
	blossombase      []int
	blossomendps     [][]int
	bestedge         []int
	blossombestedges [][]int
	unusedblossoms   []int
	dualvar          []int64
	allowedge        []bool
	queue            []int
}

func (m *blossomState) slack(k int) int64 {
	e := m.edges[k]
	return m.dualvar[e.i] + m.dualvar[e.j] - 2*e.w
}

func (m *blossomState) blossomLeaves(b int, out []int) []int {
	if b < m.n {
		return append(out, b)
	}
	for _, t := range m.blossomchilds[b] {
		out = m.blossomLeaves(t, out)
	}
	return out
}

func (m *blossomState) assignLabel(w, t, p int) {
	b := m.inblossom[w]
	m.label[w], m.label[b] = t, t
	m.labelend[w], m.labelend[b] = p, p
	m.bestedge[w], m.bestedge[b] = -1, -1
	if t == 1 {
		m.queue = m.blossomLeaves(b, m.queue)
	} else if t == 2 {
		base := m.blossombase[b]
		m.assignLabel(m.endpoint[m.mate[base]], 1, m.mate[base]^1)
	}
}

func (m *blossomState) scanBlossom(v, w int) int {
	var path []int
	base := -1
	for v != -1 || w != -1 {
		b := m.inblossom[v]
		if m.label[b]&4 != 0 {
			base = m.blossombase[b]
			break
		}
		path = append(path, b)
		m.label[b] = 5
		if m.labelend[b] == -1 {
			v = -1
		} else {
			v = m.endpoint[m.labelend[b]]
			b = m.inblossom[v]
			v = m.endpoint[m.labelend[b]]
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

func (m *blossomState) addBlossom(base, k int) {
	v, w := m.edges[k].i, m.edges[k].j
	bb := m.inblossom[base]
	bv := m.inblossom[v]
	bw := m.inblossom[w]
	b := m.unusedblossoms[len(m.unusedblossoms)-1]
	m.unusedblossoms = m.unusedblossoms[:len(m.unusedblossoms)-1]
	m.blossombase[b] = base
	m.blossomparent[b] = -1
	m.blossomparent[bb] = b
	var path, endps []int
	for bv != bb {
		m.blossomparent[bv] = b
		path = append(path, bv)
		endps = append(endps, m.labelend[bv])
		v = m.endpoint[m.labelend[bv]]
		bv = m.inblossom[v]
	}
	path = append(path, bb)
	reverseInts(path)
	reverseInts(endps)
	endps = append(endps, 2*k)
	for bw != bb {
		m.blossomparent[bw] = b
		path = append(path, bw)
		endps = append(endps, m.labelend[bw]^1)
		w = m.endpoint[m.labelend[bw]]
		bw = m.inblossom[w]
	}
	m.blossomchilds[b] = path
	m.blossomendps[b] = endps
	m.label[b] = 1
	m.labelend[b] = m.labelend[bb]
	m.dualvar[b] = 0
	for _, leaf := range m.blossomLeaves(b, nil) {
		if m.label[m.inblossom[leaf]] == 2 {
			m.queue = append(m.queue, leaf)
		}
		m.inblossom[leaf] = b
	}
	bestedgeto := make([]int, 2*m.n)
	for i := range bestedgeto {
		bestedgeto[i] = -1
	}
	for _, bv := range path {
		var nblists [][]int
		if m.blossombestedges[bv] == nil {
			for _, leaf := range m.blossomLeaves(bv, nil) {
				var l []int
				for _, p := range m.neighbend[leaf] {
					l = append(l, p/2)
				}
				nblists = append(nblists, l)
			}
		} else {
			nblists = [][]int{m.blossombestedges[bv]}
		}
		for _, nblist := range nblists {
			for _, k := range nblist {
				i, j := m.edges[k].i, m.edges[k].j
				if m.inblossom[j] == b {
					i, j = j, i
				}
				_ = i
				bj := m.inblossom[j]
				if bj != b && m.label[bj] == 1 && (bestedgeto[bj] == -1 || m.slack(k) < m.slack(bestedgeto[bj])) {
					bestedgeto[bj] = k
				}
			}
		}
		m.blossombestedges[bv] = nil
		m.bestedge[bv] = -1
	}
	var best []int
	for _, k := range bestedgeto {
		if k != -1 {
			best = append(best, k)
		}
	}
	m.blossombestedges[b] = best
	m.bestedge[b] = -1
	for _, k := range best {
		if m.bestedge[b] == -1 || m.slack(k) < m.slack(m.bestedge[b]) {
			m.bestedge[b] = k
		}
	}
}

func (m *blossomState) expandBlossom(b int, endstage bool) {
	for _, s := range m.blossomchilds[b] {
		m.blossomparent[s] = -1
		if s < m.n {
			m.inblossom[s] = s
		} else if endstage && m.dualvar[s] == 0 {
			m.expandBlossom(s, endstage)
		} else {
			for _, v := range m.blossomLeaves(s, nil) {
				m.inblossom[v] = s
			}
		}
	}
	if !endstage && m.label[b] == 2 {
		entrychild := m.inblossom[m.endpoint[m.labelend[b]^1]]
		childs := m.blossomchilds[b]
		endps := m.blossomendps[b]
		at, j, jstep, endptrick := cycleFrom(childs, indexOf(childs, entrychild))
		p := m.labelend[b]
		for j != 0 {
			m.label[m.endpoint[p^1]] = 0
			m.label[m.endpoint[endps[at(j-endptrick)]^endptrick^1]] = 0
			m.assignLabel(m.endpoint[p^1], 2, p)
			m.allowedge[endps[at(j-endptrick)]/2] = true
			j += jstep
			p = endps[at(j-endptrick)] ^ endptrick
			m.allowedge[p/2] = true
			j += jstep
		}
		bv := childs[at(j)]
		m.label[m.endpoint[p^1]], m.label[bv] = 2, 2
		m.labelend[m.endpoint[p^1]], m.labelend[bv] = p, p
		m.bestedge[bv] = -1
		j += jstep
		for childs[at(j)] != entrychild {
			bv = childs[at(j)]
			if m.label[bv] == 1 {
				j += jstep
				continue
			}
			v := -1
			for _, leaf := range m.blossomLeaves(bv, nil) {
				if m.label[leaf] != 0 {
					v = leaf
					break
				}
			}
			if v != -1 {
				m.label[v] = 0
				m.label[m.endpoint[m.mate[m.blossombase[bv]]]] = 0
				m.assignLabel(v, 2, m.labelend[v])
			}
			j += jstep
		}
	}
	m.label[b], m.labelend[b] = -1, -1
	m.blossomchilds[b], m.blossomendps[b] = nil, nil
	m.blossombase[b] = -1
	m.blossombestedges[b] = nil
	m.bestedge[b] = -1
	m.unusedblossoms = append(m.unusedblossoms, b)
}

func (m *blossomState) augmentBlossom(b, v int) {
	t := v
	for m.blossomparent[t] != b {
		t = m.blossomparent[t]
	}
	if t >= m.n {
		m.augmentBlossom(t, v)
	}
	childs := m.blossomchilds[b]
	endps := m.blossomendps[b]
	i := indexOf(childs, t)
	at, j, jstep, endptrick := cycleFrom(childs, i)
	for j != 0 {
		j += jstep
		t = childs[at(j)]
		p := endps[at(j-endptrick)] ^ endptrick
		if t >= m.n {
			m.augmentBlossom(t, m.endpoint[p])
		}
		j += jstep
		t = childs[at(j)]
		if t >= m.n {
			m.augmentBlossom(t, m.endpoint[p^1])
		}
		m.mate[m.endpoint[p]] = p ^ 1
		m.mate[m.endpoint[p^1]] = p
	}
	m.blossomchilds[b] = append(append([]int{}, childs[i:]...), childs[:i]...)
	m.blossomendps[b] = append(append([]int{}, endps[i:]...), endps[:i]...)
	m.blossombase[b] = m.blossombase[m.blossomchilds[b][0]]
}

func (m *blossomState) augmentMatching(k int) {
	v, w := m.edges[k].i, m.edges[k].j
	for _, sp := range [][2]int{{v, 2*k + 1}, {w, 2 * k}} {
		s, p := sp[0], sp[1]
		for {
			bs := m.inblossom[s]
			if bs >= m.n {
				m.augmentBlossom(bs, s)
			}
			m.mate[s] = p
			if m.labelend[bs] == -1 {
				break
			}
			t := m.endpoint[m.labelend[bs]]
			bt := m.inblossom[t]
			s = m.endpoint[m.labelend[bt]]
			j := m.endpoint[m.labelend[bt]^1]
			if bt >= m.n {
				m.augmentBlossom(bt, j)
			}
			m.mate[j] = m.labelend[bt]
			p = m.labelend[bt] ^ 1
		}
	}
}

// run computes the matching: one stage per augmentation, at most n. A
// stage labels the free vertices and grows alternating trees from them
// (grow); when no tight edge is left it changes the duals by the largest
// step that keeps them feasible (dualStep), which makes an edge tight,
// a blossom expandable, or proves the matching maximum.
func (m *blossomState) run() {
	m.init()
	for range m.n {
		m.startStage()
		augmented := false
		for {
			if augmented = m.grow(); augmented {
				break
			}
			if !m.dualStep() {
				break
			}
		}
		if !augmented {
			break
		}
		m.expandTightBlossoms()
	}
}

// init builds the endpoint lists, makes every vertex its own blossom,
// unmatched, and sets every vertex's dual to the largest weight.
func (m *blossomState) init() {
	n := m.n
	var maxw int64
	for _, e := range m.edges {
		if e.w > maxw {
			maxw = e.w
		}
	}
	m.endpoint = make([]int, 2*len(m.edges))
	m.neighbend = make([][]int, n)
	for k, e := range m.edges {
		m.endpoint[2*k], m.endpoint[2*k+1] = e.i, e.j
		m.neighbend[e.i] = append(m.neighbend[e.i], 2*k+1)
		m.neighbend[e.j] = append(m.neighbend[e.j], 2*k)
	}
	m.mate = fill(n, -1)
	m.label = make([]int, 2*n)
	m.labelend = fill(2*n, -1)
	m.inblossom = make([]int, n)
	for i := range m.inblossom {
		m.inblossom[i] = i
	}
	m.blossomparent = fill(2*n, -1)
	m.blossomchilds = make([][]int, 2*n)
	m.blossombase = make([]int, 2*n)
	for i := range m.blossombase {
		m.blossombase[i] = -1
		if i < n {
			m.blossombase[i] = i
		}
	}
	m.blossomendps = make([][]int, 2*n)
	m.bestedge = fill(2*n, -1)
	m.blossombestedges = make([][]int, 2*n)
	for b := n; b < 2*n; b++ {
		m.unusedblossoms = append(m.unusedblossoms, b)
	}
	m.dualvar = make([]int64, 2*n)
	for i := 0; i < n; i++ {
		m.dualvar[i] = maxw
	}
	m.allowedge = make([]bool, len(m.edges))
}

// startStage forgets the labels, best edges and tight edges of the last
// stage and labels S every free vertex, the roots of the new trees.
func (m *blossomState) startStage() {
	n := m.n
	for i := range m.label {
		m.label[i] = 0
	}
	for i := range m.bestedge {
		m.bestedge[i] = -1
	}
	for b := n; b < 2*n; b++ {
		m.blossombestedges[b] = nil
	}
	for i := range m.allowedge {
		m.allowedge[i] = false
	}
	m.queue = m.queue[:0]
	for v := 0; v < n; v++ {
		if m.mate[v] == -1 && m.label[m.inblossom[v]] == 0 {
			m.assignLabel(v, 1, -1)
		}
	}
}

// grow scans the S vertices in the queue along tight edges: it labels a
// free blossom T, makes a blossom of a cycle between two S vertices of one
// tree, or augments along a path between two trees (it then returns true).
// An edge not yet tight is remembered as the best of its blossom or
// vertex, for the next dual step.
func (m *blossomState) grow() bool {
	for len(m.queue) > 0 {
		v := m.queue[len(m.queue)-1]
		m.queue = m.queue[:len(m.queue)-1]
		for _, p := range m.neighbend[v] {
			k := p / 2
			w := m.endpoint[p]
			if m.inblossom[v] == m.inblossom[w] {
				continue
			}
			var kslack int64
			if !m.allowedge[k] {
				kslack = m.slack(k)
				if kslack <= 0 {
					m.allowedge[k] = true
				}
			}
			if m.allowedge[k] {
				switch {
				case m.label[m.inblossom[w]] == 0:
					m.assignLabel(w, 2, p^1)
				case m.label[m.inblossom[w]] == 1:
					base := m.scanBlossom(v, w)
					if base < 0 {
						m.augmentMatching(k)
						return true
					}
					m.addBlossom(base, k)
				case m.label[w] == 0:
					m.label[w] = 2
					m.labelend[w] = p ^ 1
				}
			} else if m.label[m.inblossom[w]] == 1 {
				b := m.inblossom[v]
				if m.bestedge[b] == -1 || kslack < m.slack(m.bestedge[b]) {
					m.bestedge[b] = k
				}
			} else if m.label[w] == 0 {
				if m.bestedge[w] == -1 || kslack < m.slack(m.bestedge[w]) {
					m.bestedge[w] = k
				}
			}
		}
	}
	return false
}

// The kinds of dual step, as Galil numbers them: what limits delta.
const (
	deltaFree     = 1 // a free vertex's dual reaches zero: the matching is maximum
	deltaToFree   = 2 // an edge from an S vertex to a free vertex becomes tight
	deltaSS       = 3 // an edge between two S blossoms becomes tight
	deltaTBlossom = 4 // a T blossom's dual reaches zero: it can be expanded
)

// dualStep changes the duals by the largest delta that keeps them
// feasible and acts on what limited it; it returns false when the stage
// is over because no augmenting path is left.
func (m *blossomState) dualStep() bool {
	deltatype, delta, deltaedge, deltablossom := m.chooseDelta()
	m.updateDuals(delta)
	switch deltatype {
	case deltaToFree:
		m.allowedge[deltaedge] = true
		i := m.edges[deltaedge].i
		if m.label[m.inblossom[i]] == 0 {
			i = m.edges[deltaedge].j
		}
		m.queue = append(m.queue, i)
	case deltaSS:
		m.allowedge[deltaedge] = true
		m.queue = append(m.queue, m.edges[deltaedge].i)
	case deltaTBlossom:
		m.expandBlossom(deltablossom, false)
	}
	return deltatype != deltaFree
}

// chooseDelta finds the smallest of the four limits on the dual step, the
// earlier kind winning a tie, with the edge or blossom that sets it.
func (m *blossomState) chooseDelta() (deltatype int, delta int64, deltaedge, deltablossom int) {
	n := m.n
	deltatype, deltaedge, deltablossom = -1, -1, -1
	for v := 0; v < n; v++ {
		if m.label[m.inblossom[v]] == 0 && m.bestedge[v] != -1 {
			d := m.slack(m.bestedge[v])
			if deltatype == -1 || d < delta {
				delta, deltatype, deltaedge = d, deltaToFree, m.bestedge[v]
			}
		}
	}
	for b := 0; b < 2*n; b++ {
		if m.blossomparent[b] == -1 && m.label[b] == 1 && m.bestedge[b] != -1 {
			kslack := m.slack(m.bestedge[b])
			d := kslack / 2
			if deltatype == -1 || d < delta {
				delta, deltatype, deltaedge = d, deltaSS, m.bestedge[b]
			}
		}
	}
	for b := n; b < 2*n; b++ {
		if m.blossombase[b] >= 0 && m.blossomparent[b] == -1 && m.label[b] == 2 && (deltatype == -1 || m.dualvar[b] < delta) {
			delta, deltatype, deltablossom = m.dualvar[b], deltaTBlossom, b
		}
	}
	if deltatype == -1 {
		deltatype = deltaFree
		delta = 0
		for v := 0; v < n; v++ {
			if v == 0 || m.dualvar[v] < delta {
				delta = m.dualvar[v]
			}
		}
		delta = max(0, delta)
	}
	return deltatype, delta, deltaedge, deltablossom
}

// updateDuals lowers the duals of S vertices and raises those of T
// vertices by delta, and the reverse for top-level blossoms.
func (m *blossomState) updateDuals(delta int64) {
	n := m.n
	for v := 0; v < n; v++ {
		switch m.label[m.inblossom[v]] {
		case 1:
			m.dualvar[v] -= delta
		case 2:
			m.dualvar[v] += delta
		}
	}
	for b := n; b < 2*n; b++ {
		if m.blossombase[b] >= 0 && m.blossomparent[b] == -1 {
			switch m.label[b] {
			case 1:
				m.dualvar[b] += delta
			case 2:
				m.dualvar[b] -= delta
			}
		}
	}
}

// expandTightBlossoms expands, at the end of a stage, every top-level S
// blossom whose dual is zero.
func (m *blossomState) expandTightBlossoms() {
	for b := m.n; b < 2*m.n; b++ {
		if m.blossomparent[b] == -1 && m.blossombase[b] >= 0 && m.label[b] == 1 && m.dualvar[b] == 0 {
			m.expandBlossom(b, true)
		}
	}
}

func (m *blossomState) result() []int {
	out := make([]int, m.n)
	for v := range out {
		out[v] = -1
		if m.mate[v] >= 0 {
			out[v] = m.endpoint[m.mate[v]]
		}
	}
	return out
}

// cycleFrom sets out on a blossom's cycle of sub-blossoms from position i
// towards its base (position 0) the even way round: forwards from an odd
// position, backwards from an even one. at maps any step onto the cycle;
// endptrick picks which end of the edge between two children to take.
func cycleFrom(childs []int, i int) (at func(int) int, j, jstep, endptrick int) {
	nc := len(childs)
	at = func(i int) int { return ((i % nc) + nc) % nc }
	if i&1 != 0 {
		return at, i - nc, 1, 0
	}
	return at, i, -1, 1
}

func fill(n, v int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = v
	}
	return s
}

func indexOf(s []int, v int) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}

func reverseInts(s []int) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}
