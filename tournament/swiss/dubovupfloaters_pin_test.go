package swiss

import "testing"

// TestDubovUpfloatersInTheOrderOf_C04_4_1_4_2_2: 3.2.2 takes the first set
// of upfloaters in the order of 4.2.2 (descending score, then ascending
// TPN) among those that pair the bracket as well as any. 1 and 2 (2
// points) may not meet and need two upfloaters: 4 and 5 (1 point) may
// meet only 1, 3 and 6 (0 points) only 2, and 4–3 and 5–6 are forbidden,
// so {4, 6} and {5, 3} are the sets that leave the rest a pair; both
// float one player a point and one two points ([C6]). In the order 4, 5,
// 3, 6 the first is {4, 6}; 3, ranked above 4 but a point lower, comes
// after both players of 1 point.
func TestDubovUpfloatersInTheOrderOf_C04_4_1_4_2_2(t *testing.T) {
	in := Input{Round: 3, TotalRounds: 5, Scoring: DefaultScoring,
		Forbidden: [][2]int{{1, 2}, {2, 4}, {2, 5}, {1, 3}, {1, 6}, {3, 4}, {5, 6}}}
	points := map[int][2]int{1: {10, 10}, 2: {10, 10}, 3: {0, 0}, 4: {10, 0}, 5: {10, 0}, 6: {0, 0}}
	for id := 1; id <= 6; id++ {
		// Residents due White, the lower players due Black: every pair of a
		// resident and an upfloater grants both ([C7] alike).
		first, second := White, Black
		if id > 2 {
			first, second = Black, White
		}
		in.Players = append(in.Players, Player{ID: id, Rating: 2000, History: []Round{
			played(10+id, first, points[id][0]), played(20+id, second, points[id][1])}},
			Player{ID: 10 + id, Absent: true}, Player{ID: 20 + id, Absent: true})
	}
	pairs, err := DubovPairing(in)
	if err != nil {
		t.Fatal(err)
	}
	met := partners(pairs)
	if met[1] != 4 || met[2] != 6 || met[3] != 5 {
		t.Errorf("%v: want 1–4, 2–6 and 3–5 (upfloaters 4 and 6)", pairs)
	}
}
