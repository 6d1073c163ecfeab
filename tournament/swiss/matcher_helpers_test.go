package swiss

// The tests' views of the matcher's state, for checking its invariants.

// slack is the slack of edge (i,j) as a value.
func (m *matcher) slack(i, j int) wt {
	var r wt
	m.slackTo(&r, i, j)
	return r
}

// isAllowed says whether edge (i,j) is allowed in the current stage.
func (m *matcher) isAllowed(i, j int) bool { return m.allowed[m.idx(i, j)] == m.stageNo }
