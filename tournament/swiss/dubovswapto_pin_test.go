package swiss

import (
	"reflect"
	"testing"

	"arbiter/tournament/matching"
)

// TestDubovSwapToOnlyAtNoLossOfWeight pins swapTo's contract, which the
// choices of 3.2.4 and 3.2.5 read instead of solving: it makes the
// matching pair v with w by exchanging partners only where the exchange
// weighs as much as the two pairs it drops (so the matching stays an
// optimal one), and leaves the matching as it was otherwise. Four
// players paired 0–1, 2–3; v is 0, w is 2, so the exchange is 0–2, 1–3.
// A refused exchange is never wrong, only a solve more (the choice is
// then solved for), so the boards alone cannot show either half.
func TestDubovSwapToOnlyAtNoLossOfWeight(t *testing.T) {
	bracket := func(w13 uint64) *dubovBracket {
		m := matching.New(4, 8, nil, make([]int32, 4))
		for _, e := range [][3]uint64{{0, 1, 10}, {2, 3, 10}, {0, 2, 10}, {1, 3, w13}} {
			m.SetWeight(int(e[0]), int(e[1]), matching.Weight{e[2]})
		}
		return &dubovBracket{m: m, mate: []int{1, 0, 3, 2}}
	}
	b := bracket(10)
	if !b.swapTo(0, 2) {
		t.Error("0–2, 1–3 weighs as much as 0–1, 2–3, but the exchange is refused")
	}
	if want := []int{2, 3, 0, 1}; !reflect.DeepEqual(b.mate, want) {
		t.Errorf("after the exchange the matching is %v, want %v", b.mate, want)
	}
	b = bracket(8)
	if b.swapTo(0, 2) {
		t.Error("0–2, 1–3 weighs less than 0–1, 2–3, but the exchange is made")
	}
	if want := []int{1, 0, 3, 2}; !reflect.DeepEqual(b.mate, want) {
		t.Errorf("after a refused exchange the matching is %v, want %v", b.mate, want)
	}
}
