package swiss

import "testing"

// TestDubovShiftCandidatesTriedOneByOne_C04_4_1_3_2_4: 3.2.4 shifts the
// first players in the order of 4.3 that a best pairing allows, each
// candidate tried in turn and, when no best pairing shifts him, left as he
// came. Round 1, G1 1–4, G2 5–8 (3.2.3); 8 may meet only 7, and 4 only 1
// and 7, so 1–4 is the one pair G1 must make within itself: of 2, 3, 1, 4
// (4.3.3, from the middle) 1 is shifted, and of G2 with him, 6, 5, 7, 1, 8,
// 7, whom 8 needs. 2 and 3, and 6 and 5, tried and not shifted, may meet
// each other: their tries must not make a pairing within the subgroups
// weigh more afterwards. S1 2, 3, 4, 7 then meets T2 1, 5, 6, 8 (3.2.5):
// 2–5, 3–6, 4–1, 7–8, no two players of one subgroup together.
func TestDubovShiftCandidatesTriedOneByOne_C04_4_1_3_2_4(t *testing.T) {
	may := map[[2]int]bool{{1, 3}: true, {1, 4}: true, {1, 5}: true, {2, 3}: true, {2, 5}: true, {2, 6}: true,
		{3, 6}: true, {3, 7}: true, {4, 7}: true, {5, 6}: true, {6, 7}: true, {7, 8}: true}
	in := Input{Round: 1, TotalRounds: 5, Scoring: DefaultScoring}
	for a := 1; a <= 8; a++ {
		for b := a + 1; b <= 8; b++ {
			if !may[[2]int{a, b}] {
				in.Forbidden = append(in.Forbidden, [2]int{a, b})
			}
		}
		in.Players = append(in.Players, Player{ID: a, Rating: 2000 - a})
	}
	pairs, err := DubovPairing(in)
	if err != nil {
		t.Fatal(err)
	}
	met := partners(pairs)
	if met[2] != 5 || met[3] != 6 || met[4] != 1 || met[7] != 8 {
		t.Errorf("%v: want 2–5, 3–6, 4–1 and 7–8", pairs)
	}
}
