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
// or -1 if none does.
func (m *Matcher) keptCommon(i, j int) int {
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
// deep in a few steps: the Dutch system asks it of most of a bracket's pairs.
func (m *Matcher) lift() {
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
