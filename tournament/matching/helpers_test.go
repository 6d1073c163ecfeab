package matching

// The tests' views of the Matcher's state, for checking its invariants.

// slack is the slack of edge (i,j) as a value.
func (m *Matcher) slack(i, j int) Weight {
	var r Weight
	m.slackTo(&r, i, j)
	return r
}

// isAllowed says whether edge (i,j) is allowed in the current stage.
func (m *Matcher) isAllowed(i, j int) bool { return bitAt(m.allowed[i*m.hw:(i+1)*m.hw], j) }

// small returns v as a weight.
func small(v uint64) Weight { return Weight{v} }
