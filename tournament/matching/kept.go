package matching

// The duals of the last solve, kept to prove an edge in no optimal matching
// (excluded) or leave it tight, without solving again.

import (
	"math/bits"
	"slices"
)

// keep records the duals of a solved matching for excluded.
func (m *Matcher) keep() {
	k := m.k
	m.kept = slices.Grow(m.kept[:0], m.n*k)[:m.n*k]
	for v := range m.n {
		copy(m.kept[v*k:(v+1)*k], m.u[v][:k])
	}
	n2 := 2 * m.n
	m.keptUp = slices.Grow(m.keptUp[:0], n2)[:n2]
	m.keptSpan = m.keptSpan[:0]
	m.keptChainOf = -1
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

// Excluded reports whether edge (i,j) had slack under the duals of the last
// solve, the weights being the same since: then no maximum-weight matching
// of that graph pairs i with j (complementary slackness), nor of the graph
// left after taking out pairs that such matchings hold. A slack under half
// a weight unit does not count: the scaled duals may carry that much
// rounding (at most a unit of scale per matched edge). It is false when it
// cannot tell.
func (m *Matcher) Excluded(i, j int) bool {
	r, ok := m.keptSlack(i, j)
	return ok && r
}

// Tight reports whether edge (i,j) may be in a maximum-weight matching by
// the duals kept (see excluded): a hint for looking, not a proof.
func (m *Matcher) Tight(i, j int) bool {
	r, ok := m.keptSlack(i, j)
	return ok && !r
}

// keptSlack reports whether edge (i,j) has slack (more than half a weight
// unit) under the kept duals: the vertex duals, less the doubled weight,
// plus twice the duals of the blossoms holding both ends. Blossoms hold
// the edges a bracket's pairing hinges on, so without their duals most
// edges in no optimal pairing looked tight. ok is false without kept duals
// or without the edge.
func (m *Matcher) keptSlack(i, j int) (slack, ok bool) {
	if !m.keptOK || !m.edge(i, j) {
		return false, false
	}
	k := m.k
	a, b := m.kept[i*k:(i+1)*k], m.kept[j*k:(j+1)*k]
	var r, w Weight
	m.weightTo(&w, i, j)
	var c, d uint64
	for x := range k {
		r[x], c = bits.Add64(a[x], b[x], c)
		r[x], d = bits.Sub64(r[x], w[x], d)
	}
	half := Weight{1 << scale}
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
// or -1 if none does. The Dutch system asks it of most of a bracket's
// pairs, one player against each of the others in turn, in blossoms nested
// hundreds deep: the blossoms around i are listed, each with its run of
// the vertices (see spans), and the innermost whose run holds j is found by
// halving that list, where a climb from both ends took twice as many steps
// over the whole graph's tables. The list of the vertex asked before is
// kept as far as its blossoms hold i too, so that the next vertex's climb
// stops where it meets them.
func (m *Matcher) keptCommon(i, j int) int {
	if m.keptTop[i] != m.keptTop[j] || m.keptTop[i] == int32(i) {
		return -1
	}
	if len(m.keptSpan) == 0 {
		m.spans()
	}
	if m.keptChainOf != int32(i) {
		// The list is by depth, the outermost first: the blossoms around
		// both this vertex and the last are the list's first up to their
		// innermost, whose run holds the last vertex's number.
		last := int32(-1)
		if m.keptChainOf >= 0 {
			last = m.keptSpan[2*m.keptChainOf]
		}
		up := m.keptTmp[:0]
		x := int32(i)
		for ; x >= 0 && (m.keptSpan[2*x] > last || last >= m.keptSpan[2*x+1]); x = m.keptUp[x] {
			up = append(up, x)
		}
		m.keptTmp = up
		keep := 0
		if x >= 0 {
			keep = int(m.keptDepth[x]) + 1
		}
		m.keptChain = m.keptChain[:keep]
		for _, x := range slices.Backward(up) {
			m.keptChain = append(m.keptChain, [3]int32{x, m.keptSpan[2*x], m.keptSpan[2*x+1]})
		}
		m.keptChainOf = int32(i)
	}
	// The blossoms around i that hold j are the list's first, up to the
	// innermost of them: the outermost, i's keptTop, holds j.
	p := m.keptSpan[2*j]
	lo, hi := 0, len(m.keptChain)-1
	for lo < hi {
		mid := int(uint(lo+hi+1) >> 1)
		if c := m.keptChain[mid]; c[1] <= p && p < c[2] {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return int(m.keptChain[lo][0])
}

// spans numbers the vertices so that the vertices of each kept blossom
// are a run of numbers, its children's runs in turn: keptSpan[2x] and
// keptSpan[2x+1] are the first number and one past the last of x's run,
// a vertex's first its own number.
func (m *Matcher) spans() {
	n2 := 2 * m.n
	m.keptSpan = slices.Grow(m.keptSpan[:0], 2*n2)[:2*n2]
	clear(m.keptSpan)
	// The nodes the vertices climb through, by depth, counted out in turn.
	deepest := int32(0)
	for v := range m.n {
		deepest = max(deepest, m.keptDepth[v])
	}
	at := make([]int32, deepest+2)
	for _, d := range m.keptDepth {
		if d >= 0 {
			at[d+1]++
		}
	}
	for d := 1; d < len(at); d++ {
		at[d] += at[d-1]
	}
	order := slices.Grow(m.keptTmp[:0], int(at[len(at)-1]))[:at[len(at)-1]]
	for x, d := range m.keptDepth {
		if d >= 0 {
			order[at[d]] = int32(x)
			at[d]++
		}
	}
	m.keptTmp = order
	// Each node's count of vertices, the deepest first, in its end's place;
	// then each node's run, the outermost first, each parent's end moving
	// on over its children's runs as they are placed.
	for v := range m.n {
		m.keptSpan[2*v+1] = 1
	}
	for _, x := range slices.Backward(order) {
		if p := m.keptUp[x]; p >= 0 {
			m.keptSpan[2*p+1] += m.keptSpan[2*x+1]
		}
	}
	next := int32(0)
	for _, x := range order {
		size := m.keptSpan[2*x+1]
		first := next
		if p := m.keptUp[x]; p >= 0 {
			first = m.keptSpan[2*p+1]
			m.keptSpan[2*p+1] += size
		} else {
			next += size
		}
		m.keptSpan[2*x], m.keptSpan[2*x+1] = first, first
		if int(x) < m.n {
			m.keptSpan[2*x+1]++
		}
	}
}
