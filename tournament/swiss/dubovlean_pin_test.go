package swiss

import "testing"

// TestDubovUpfloatersTriedOneByOne_C04_4_1_3_2_2: 3.2.2 takes the first
// set of upfloaters, in the order of 4.2, that pairs the bracket at best:
// each possible upfloater is tried in turn and, when no best pairing floats
// him, leaves the bracket as he came. 1, 2 and 3 (2 points, none may meet
// another) may meet 4 or 7, 5 or 8, and 6 or 9 (1 point) respectively;
// below, only 4–10, 5–6, 7–9 and 8–10 may meet, so the upfloaters are 4,
// 5 and 6 or 7, 8 and 9: no other three leave the rest a pairing. 6
// floated up last round, so [C10] (2.3.6), the last criterion, prefers 7,
// 8 and 9, though 4, 5 and 6 come first by TPN: 4 and 5, tried and found
// in no best pairing, must weigh no more for that when 6 is tried (three
// residents: the leans of the order below [C10] are of 0 to 3).
func TestDubovUpfloatersTriedOneByOne_C04_4_1_3_2_2(t *testing.T) {
	may := map[[2]int]bool{{1, 4}: true, {1, 7}: true, {2, 5}: true, {2, 8}: true, {3, 6}: true, {3, 9}: true,
		{4, 10}: true, {5, 6}: true, {7, 9}: true, {8, 10}: true}
	in := Input{Round: 3, TotalRounds: 5, Scoring: DefaultScoring}
	for a := 1; a <= 10; a++ {
		for b := a + 1; b <= 10; b++ {
			if !may[[2]int{a, b}] {
				in.Forbidden = append(in.Forbidden, [2]int{a, b})
			}
		}
		// The residents due White, the others due Black: every colour
		// granted ([C7] alike).
		first, second, pts := White, Black, 0
		if a > 3 {
			first, second = Black, White
		}
		if a <= 3 {
			pts = 10
		}
		// 26, accelerated to 2 points in round 2, floated 6 up.
		var acc []int
		if a == 6 {
			acc = []int{0, 20}
		}
		in.Players = append(in.Players, Player{ID: a, Rating: 2000, History: []Round{
			played(10+a, first, 10), played(20+a, second, pts)}},
			Player{ID: 10 + a, Absent: true}, Player{ID: 20 + a, Absent: true, Acceleration: acc})
	}
	pairs, err := DubovPairing(in)
	if err != nil {
		t.Fatal(err)
	}
	met := partners(pairs)
	if met[1] != 7 || met[2] != 8 || met[3] != 9 || met[4] != 10 || met[5] != 6 {
		t.Errorf("%v: want 1–7, 2–8, 3–9, 4–10 and 5–6", pairs)
	}
}
