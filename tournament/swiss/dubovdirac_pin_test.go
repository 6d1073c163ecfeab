package swiss

import "testing"

// An absorber's test is Dirac's condition: n players each able to meet at
// least n/2 of the others form a Hamiltonian cycle, so an even number of
// them can all be paired. The bound itself belongs to the condition: four
// players each able to meet two of the others (a cycle of four) pair,
// whether they are all below a Burstein bracket or include players it
// leaves (left more), or are a Dubov bracket's lower players less the
// left it takes up, each losing at most left of his opponents (so asked
// 2*(minDeg-left) >= size-left).
func TestDubovAbsorberAcceptsAtDiracsBound(t *testing.T) {
	cases := []struct {
		size, minDeg, left int
		want               bool
	}{
		{4, 2, 0, true},  // four below, each meets two: a cycle of four
		{2, 2, 2, true},  // two below and two left, each meets two
		{6, 4, 2, true},  // six lower, two taken up: four, each meets two
		{4, 2, 1, false}, // five, each meeting only two
		{6, 4, 3, false}, // three taken up: each may meet only one
		{4, 1, 0, false}, // four, each meeting one: not a cycle
	}
	for _, c := range cases {
		a := &absorber{size: c.size, minDeg: c.minDeg}
		if got := a.absorbs(c.left); got != c.want {
			t.Errorf("absorber{size %d, minDeg %d}.absorbs(%d) = %v, want %v", c.size, c.minDeg, c.left, got, c.want)
		}
	}
}
