package swiss

// Duals of equal value share an id (did), so that a slack scan sums the
// slack of its edges to a class once for each dual among the class's
// vertices (see offered): in a large bracket most of a class's vertices
// have one of a few duals, and the scans of a 10,000-player round 2
// summed 93 million slacks of 63 thousand values. Equal ids mean equal
// duals of one class; equal duals may have different ids. Every change of
// a dual gives it a new id, shared by the duals changed together by the
// same amount from the same id (shiftedID), or numbered alike when settled
// (setDual).

// newID is an id no dual has had.
func (m *matcher) newID() int32 {
	m.nextID++
	return m.nextID
}

// shiftedID is the id of a dual of id old changed by the amount that tag
// names, within one batch of changes (begun by clearing idMap).
func (m *matcher) shiftedID(old, tag int32) int32 {
	key := [2]int32{old, tag}
	id, ok := m.idMap[key]
	if !ok {
		id = m.newID()
		m.idMap[key] = id
	}
	return id
}

// compactIDs numbers the ids in use from one again, once they outgrow the
// vertices, so that the scans' memo stays as small as the graph.
func (m *matcher) compactIDs() {
	if int(m.nextID) < 4*m.n+64 {
		return
	}
	clear(m.idMap)
	m.nextID = 0
	for v, id := range m.did {
		m.did[v] = m.shiftedID(id, 0)
	}
}

// memo makes room in the scans' memo for every id, and starts a scan's.
// A scan's memo serves only that scan, so a larger one starts empty.
func (m *matcher) memo() {
	if n := 2 * (int(m.nextID) + 1); len(m.memoStamp) < n {
		n = max(n, 2*len(m.memoStamp))
		m.memoStamp, m.memoSlack = make([]uint32, n), make([]wt, n)
	}
	m.scanNo++
	if m.scanNo == 0 {
		clear(m.memoStamp)
		m.scanNo = 1
	}
}
