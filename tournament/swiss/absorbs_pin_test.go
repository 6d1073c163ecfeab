package swiss

import "testing"

// pinAbsorbs asks whether the players from vertex from on absorb what the
// bracket of the players pbi leaves unpaired when it pairs pairs.
func pinAbsorbs(d *dutch, from int, pbi []int, pairs ...[2]int) bool {
	st := make([]int, len(d.sorted))
	for v := range st {
		st[v] = v
	}
	for _, p := range pairs {
		st[p[0]], st[p[1]] = p[1], p[0]
	}
	return newLower(d, from).absorbs(&bracket{d: d, pbi: pbi}, st)
}

// TestLowerDegreeCountsOnlyPlayersBelow: a player's degree is the number
// of players from the first vertex below on whom he may meet, whether he
// is one of them or above them, over every word of the bit rows.
func TestLowerDegreeCountsOnlyPlayersBelow(t *testing.T) {
	for _, c := range []struct{ n, from, v, want int }{
		{10, 4, 0, 6},  // above: all six below
		{10, 4, 5, 5},  // below: the five others
		{10, 4, 4, 5},  // the first below
		{70, 3, 1, 67}, // rows of two words
		{70, 66, 0, 4}, // the players below in the second word only
		{70, 66, 67, 3},
	} {
		d := pinField(c.n, pinAllPairs(pinRange(0, c.n)))
		if got := newLower(d, c.from).degree(c.v); got != c.want {
			t.Errorf("%d players, below from %d: player %d may meet %d below, want %d", c.n, c.from, c.v, got, c.want)
		}
	}
}

// TestAbsorbsRefusesAPlayerBelowWhoMayMeetNoneBelow: six players, 0 and 1
// paired in the bracket; of the four below, 2 may meet only 0 and 1, so
// the four cannot be paired among themselves, and absorbs must refuse
// whatever the others below may do (the fewest opponents below is 0).
func TestAbsorbsRefusesAPlayerBelowWhoMayMeetNoneBelow(t *testing.T) {
	pairs := append(pinAllPairs([]int{3, 4, 5}), [2]int{0, 1}, [2]int{0, 2}, [2]int{1, 2})
	for _, a := range []int{0, 1} {
		for _, b := range []int{3, 4, 5} {
			pairs = append(pairs, [2]int{a, b})
		}
	}
	d := pinField(6, pairs)
	if pinAbsorbs(d, 2, []int{0, 1}, [2]int{0, 1}) {
		t.Error("players below one of whom may meet none of the others below: absorbed")
	}
}

// TestAbsorbsAcceptsAtDiracsBound: eight players; the bracket 0–3 pairs 0
// with 1 and leaves 2 and 3; the four below may all meet each other, and
// 2 and 3 may each meet three of them. Six to pair, each with three
// opponents among the players below: 2·3 ≥ 6, Dirac's condition holds,
// and absorbs accepts (2–5, 3–6, 4–7 is such a pairing).
func TestAbsorbsAcceptsAtDiracsBound(t *testing.T) {
	pairs := append(pinAllPairs(pinRange(4, 8)), [2]int{0, 1})
	for _, a := range []int{2, 3} {
		for _, b := range []int{5, 6, 7} {
			pairs = append(pairs, [2]int{a, b})
		}
	}
	d := pinField(8, pairs)
	if !pinAbsorbs(d, 4, []int{0, 1, 2, 3}, [2]int{0, 1}) {
		t.Error("six to pair, each meeting three of the players below: not absorbed")
	}
}

// TestAbsorbsRefusesFloatersWhoShareTheirOnlyOpponentBelow: eight players;
// the bracket 0–3 pairs 0 with 1 and leaves 2 and 3, who may both meet
// only 6 of the four below (and 0 and 1 above). Both cannot have him, so
// absorbs must refuse, though the four below may all meet each other and
// 0 and 1, whom the bracket pairs, may meet all of them.
func TestAbsorbsRefusesFloatersWhoShareTheirOnlyOpponentBelow(t *testing.T) {
	pairs := append(pinAllPairs(pinRange(4, 8)), [2]int{0, 1}, [2]int{2, 6}, [2]int{3, 6})
	for _, a := range []int{0, 1} {
		for _, b := range []int{2, 3, 4, 5, 6, 7} {
			pairs = append(pairs, [2]int{a, b})
		}
	}
	d := pinField(8, pairs)
	if pinAbsorbs(d, 4, []int{0, 1, 2, 3}, [2]int{0, 1}) {
		t.Error("two left who may meet only the same player below: absorbed")
	}
}

// TestAbsorbsTwoToPairMustMeet: where two players are left to pair (one
// left by the bracket and one below, or two below), absorbs accepts
// exactly when those two may meet each other.
func TestAbsorbsTwoToPairMustMeet(t *testing.T) {
	// 2 is left by the bracket 0–2, 3 is the only player below.
	if !pinAbsorbs(pinField(4, [][2]int{{0, 1}, {2, 3}}), 3, []int{0, 1, 2}, [2]int{0, 1}) {
		t.Error("the one left and the one below may meet: not absorbed")
	}
	if pinAbsorbs(pinField(4, [][2]int{{0, 1}, {0, 3}, {1, 2}}), 3, []int{0, 1, 2}, [2]int{0, 1}) {
		t.Error("the one left and the one below may not meet: absorbed")
	}
	// The bracket 0–1 pairs both; 2 and 3 are below, and 2 may meet 1.
	if !pinAbsorbs(pinField(4, [][2]int{{0, 1}, {1, 2}, {2, 3}}), 2, []int{0, 1}, [2]int{0, 1}) {
		t.Error("the two below may meet: not absorbed")
	}
	if pinAbsorbs(pinField(4, [][2]int{{0, 1}, {1, 2}, {0, 3}}), 2, []int{0, 1}, [2]int{0, 1}) {
		t.Error("the two below may not meet: absorbed")
	}
}

// TestAbsorbsWithNoneBelowPairsTheLastTwo: in the last bracket of a field
// of 64 players (the players below begin past the last bit of a row), the
// two a matching leaves are absorbed exactly when they may meet.
func TestAbsorbsWithNoneBelowPairsTheLastTwo(t *testing.T) {
	var paired [][2]int
	for v := 0; v < 62; v += 2 {
		paired = append(paired, [2]int{v, v + 1})
	}
	all := pinRange(0, 64)
	if !pinAbsorbs(pinField(64, pinAllPairs(all)), 64, all, paired...) {
		t.Error("the last two may meet: not absorbed")
	}
	if pinAbsorbs(pinField(64, pinAllPairs(all, [2]int{62, 63})), 64, all, paired...) {
		t.Error("the last two may not meet: absorbed")
	}
}

// TestAbsorbsOddFieldNeedsAByeCandidateStillToPair: seven players, the top
// player already paired with 1; the bracket 0–2 leaves 2, and 3–6 below
// may all meet each other and him. One of the five must have the bye: if
// none of them may take it, absorbs refuses, though 1, already paired,
// may; if 6 may, it accepts.
func TestAbsorbsOddFieldNeedsAByeCandidateStillToPair(t *testing.T) {
	d := pinField(7, pinAllPairs(pinRange(0, 7)))
	d.partner[0], d.partner[1] = 1, 0
	for _, v := range []int{0, 2, 3, 4, 5, 6} {
		d.sorted[v].eligible = false
	}
	if pinAbsorbs(d, 3, []int{0, 1, 2}) {
		t.Error("no bye candidate among the five to pair: absorbed")
	}
	d.sorted[6].eligible = true
	if !pinAbsorbs(d, 3, []int{0, 1, 2}) {
		t.Error("five to pair, each meeting the others, 6 a bye candidate: not absorbed")
	}
}
