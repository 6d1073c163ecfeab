package rating

import "testing"

func TestExpectedTable(t *testing.T) {
	cases := []struct{ diff, want int }{
		{0, 50}, {3, 50}, {4, 51}, {-4, 49}, {100, 64}, {-100, 36},
		{391, 91}, {392, 92}, {400, 92},
		// the 400 cap (8.3.1): 401, 500 and 735 all count as 400 → 0.92,
		// where the uncapped table would give 0.92, 0.96 and 0.99.
		{401, 92}, {500, 92}, {735, 92}, {-900, 8},
	}
	for _, c := range cases {
		if got := expectedCapped(c.diff); got != c.want {
			t.Errorf("expectedCapped(%d) = %d, want %d", c.diff, got, c.want)
		}
	}
}

func TestKCases(t *testing.T) {
	cases := []struct {
		name string
		in   KInput
		k    int
		why  KReason
	}{
		{"new: 12 games before", KInput{Rating: 1800, GamesBefore: 12}, 40, KNew},
		{"30 games: no longer new", KInput{Rating: 1800, GamesBefore: 30}, 20, KStandard},
		{"games unknown", KInput{Rating: 1800, GamesBefore: -1}, 20, KStandard},
		{"under 18 below 2300", KInput{Rating: 2299, GamesBefore: 100, Junior: true}, 40, KJunior},
		{"under 18 at 2300", KInput{Rating: 2300, GamesBefore: 100, Junior: true}, 20, KStandard},
		{"adult 2399", KInput{Rating: 2399, GamesBefore: 100}, 20, KStandard},
		{"2400 now", KInput{Rating: 2400, GamesBefore: 100}, 10, KElite},
		{"once 2400, now 2350", KInput{Rating: 2350, GamesBefore: 100, Reached2400: true}, 10, KElite},
	}
	for _, c := range cases {
		if k, why := K(c.in); k != c.k || why != c.why {
			t.Errorf("%s: K = %d (%s), want %d (%s)", c.name, k, why, c.k, c.why)
		}
	}
}

func TestCapK(t *testing.T) {
	// 40 × 17 = 680 ≤ 700: unchanged; 40 × 18 = 720 > 700 → 700 / 18 = 38 (38 × 18 = 684).
	if got := capK(40, 17); got != 40 {
		t.Errorf("capK(40, 17) = %d", got)
	}
	if got := capK(40, 18); got != 38 {
		t.Errorf("capK(40, 18) = %d, want 38", got)
	}
	// 20 × 35 = 700: unchanged; 20 × 36 = 720 → 700 / 36 = 19.
	if got := capK(20, 35); got != 20 {
		t.Errorf("capK(20, 35) = %d", got)
	}
	if got := capK(20, 36); got != 19 {
		t.Errorf("capK(20, 36) = %d, want 19", got)
	}
}

// mixedGames are a 2000 player's games, three of them rated:
//
//	win  vs 1900: D = +100 → PD 0.64, 1 − 0.64 = +0.36
//	draw vs 2150: D = −150 → PD 0.30, 0.5 − 0.30 = +0.20
//	loss vs 2500: D = −500, capped −400 → PD 0.08, 0 − 0.08 = −0.08
//
// Left out: a forfeit win over 2400, a win over an unrated player.
// Σ (score − expected) = 1.5 − 1.02 = +0.48.
var mixedGames = []Game{
	{Opponent: 1900, HalfPoints: 2},
	{Opponent: 2150, HalfPoints: 1},
	{Opponent: 2500, HalfPoints: 0},
	{Opponent: 2400, HalfPoints: 2, Forfeit: true},
	{Opponent: 0, HalfPoints: 2},
}

func TestComputeExcludesForfeitsAndUnrated(t *testing.T) {
	// Rated 2000, K 20: +0.48 × 20 = +9.6.
	c := Compute(2000, 20, mixedGames)
	want := Change{K: 20, Games: 3, Points: 3, Expected: 102, Change: 9.6}
	if c != want {
		t.Errorf("Compute = %+v, want %+v", c, want)
	}
}

func TestComputeAppliesKCap(t *testing.T) {
	// 18 games against 2000 by a 2000 player with K 40: 40 × 18 = 720 > 700,
	// so K = 38. Six wins and twelve draws are 12 points against an
	// expected 18 × 0.50 = 9: +3 × 38 = +114.
	var games []Game
	for i := 0; i < 18; i++ {
		hp := 1
		if i < 6 {
			hp = 2
		}
		games = append(games, Game{Opponent: 2000, HalfPoints: hp})
	}
	c := Compute(2000, 40, games)
	if c.K != 38 || c.Points != 24 || c.Change != 114 {
		t.Errorf("Compute = %+v, want K 38, 24 half points, +114", c)
	}
}

func TestPerformance(t *testing.T) {
	// Opponents 2100, 2200, 2300, 2050: average 8650 / 4 = 2162.5 → 2163.
	// 3 of 4 = 75 % → dp +193 (8.1.1); TPR 2163 + 193 = 2356.
	aro, tpr := Performance([]int{2100, 2200, 2300, 2050}, 6)
	if aro != 2163 || tpr != 2356 {
		t.Errorf("Performance = %d, %d; want 2163, 2356", aro, tpr)
	}
	// 0 of 3: dp −800.
	if _, tpr := Performance([]int{1500, 1500, 1500}, 0); tpr != 700 {
		t.Errorf("0 %% TPR = %d, want 700", tpr)
	}
	if aro, tpr := Performance(nil, 0); aro != 0 || tpr != 0 {
		t.Errorf("no opponents: %d, %d", aro, tpr)
	}
}

func TestInitialRating(t *testing.T) {
	// Five rated opponents 1500, 1600, 1700, 1900, 2000 (8700) and two
	// hypothetical 1800 (3600): 12300 / 7 = 1757.14 → 1757. Score 3 of 5
	// plus the two hypothetical draws: 4 of 7 = 57.14 % → 57 % → dp +50.
	// Ru = 1757 + 50 = 1807, on 5 games: published.
	in, ok := InitialRating([]int{1500, 1600, 1700, 1900, 2000}, 6)
	if !ok || in != (Initial{Rating: 1807, Published: true}) {
		t.Errorf("InitialRating = %+v, %v; want 1807 published", in, ok)
	}
	// Four opponents only: computed, not published.
	if in, ok := InitialRating([]int{1500, 1600, 1700, 1900}, 6); !ok || in.Published {
		t.Errorf("4 games: %+v, %v; want not published", in, ok)
	}
	// 5 of 5 against 2300s: Ra (11500 + 3600) / 7 = 2157.14 → 2157;
	// 6 of 7 = 85.71 % → 86 % → dp +309 → 2466, capped at 2200.
	if in, _ := InitialRating([]int{2300, 2300, 2300, 2300, 2300}, 10); in.Rating != 2200 {
		t.Errorf("cap: %+v, want 2200", in)
	}
	// Below the floor: five 1000s, ½ point. Ra (5000 + 3600) / 7 = 1228.57
	// → 1229; 1½ of 7 = 21.43 % → 21 % → dp −230 → 999 < 1400.
	if in, ok := InitialRating([]int{1000, 1000, 1000, 1000, 1000}, 1); !ok || in.Rating != 999 || in.Published {
		t.Errorf("floor: %+v, %v; want 999 not published", in, ok)
	}
	// A score of zero is disregarded.
	if _, ok := InitialRating([]int{1500, 1500, 1500, 1500, 1500}, 0); ok {
		t.Error("zero score gave a rating")
	}
}

func TestComputeList(t *testing.T) {
	// A national list with K 30 and floor 1000, mixedGames: +0.48 × 30 =
	// +14.4 (no 700 rule) → 2000 + 14.4 = 2014.4 → 2014.
	if c, r := ComputeList(2000, 30, 1000, mixedGames); c.Change != 14.4 || r != 2014 {
		t.Errorf("K 30: %+v, %d", c, r)
	}
	// At the floor: 1010 losing twice to 1010s, K 20: 2 × (0 − 0.50) × 20 =
	// −20 → 990, held at the floor of 1000.
	lost := []Game{{Opponent: 1010}, {Opponent: 1010}}
	if c, r := ComputeList(1010, 20, 1000, lost); c.Change != -20 || r != 1000 {
		t.Errorf("floor: %+v, %d", c, r)
	}
	// 20 games at K 40 keep K 40 (FIDE would cap at 700 / 20 = 35).
	many := make([]Game, 20)
	for i := range many {
		many[i] = Game{Opponent: 1500, HalfPoints: 1}
	}
	if c, _ := ComputeList(1500, 40, 0, many); c.K != 40 {
		t.Errorf("K capped on a national list: %d", c.K)
	}
}

// Perfect tournament performance (C.07 10.3): the lowest rating whose
// expected score by table 8.1.2 reaches the score.
func TestPerfectPerformance(t *testing.T) {
	cases := []struct {
		name       string
		opponents  []int
		halfPoints int
		want       int
	}{
		// 1½ of 2 against 2000s: 0.75 each, first reached 189 points above.
		{"75 %", []int{2000, 2000}, 3, 2189},
		// 1 of 2: 0.50 down to 3 points below (the table's first row).
		{"50 %", []int{2000, 2000}, 2, 1997},
		// 1 of 2 against 1800 and 2200: at 1998, 0.76 (198 above) + 0.24
		// (202 below) = 1.00; at 1997, 0.75 + 0.24 falls short.
		{"mixed", []int{1800, 2200}, 2, 1998},
		// A full score is first reached 736 points above the highest
		// rated opponent (1.00 against every one); no rating is the lowest
		// for a zero score, which gives the lowest − 800.
		{"full", []int{1900, 2000, 2100}, 6, 2836},
		{"zero", []int{1900, 2000, 2100}, 0, 1100},
		// 2½ of 3 against 2000s: 0.84 each (2.52) first at 279 above;
		// 278 gives 0.83 (2.49).
		{"83 %", []int{2000, 2000, 2000}, 5, 2279},
		{"none", nil, 0, 0},
	}
	for _, c := range cases {
		if got := PerfectPerformance(c.opponents, c.halfPoints); got != c.want {
			t.Errorf("%s: PerfectPerformance(%v, %d) = %d, want %d", c.name, c.opponents, c.halfPoints, got, c.want)
		}
	}
	// 7½ of 8 against 2000s needs 0.9375 a game: 0.94, which only the
	// table beyond the 400 cap has (433 points above).
	eight := []int{2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000}
	if got := PerfectPerformance(eight, 15); got != 2433 {
		t.Errorf("7½ of 8: %d, want 2433", got)
	}
}

// TestB02_8_3_1_Amended2650NoCap: "A difference in rating of more than
// 400 points shall be counted for rating purposes as though it were a
// difference of 400 points, for players rated below 2650. For players
// rated 2650 and above, the difference between ratings shall be used in
// all cases" (8.3.1, with effect from 1 October 2025).
func TestB02_8_3_1_Amended2650NoCap(t *testing.T) {
	cases := []struct {
		name             string
		rating, opponent int
		halfPoints, k    int
		expected         int // PD in hundredths
		change           float64
	}{
		// 2700 beats 2200: D = 500 used as it is; table 8.1.2 gives 0.96
		// for 485…517. 1 − 0.96 = 0.04; × K 10 = +0.4 (capped: 0.92, +0.8).
		{"2700 beats 2200", 2700, 2200, 2, 10, 96, 0.4},
		// The 2200 loses to the 2700: below 2650 his own difference is
		// capped: D = −500 → −400 → PD 0.08; 0 − 0.08 = −0.08; × K 20 = −1.6.
		{"2200 loses to 2700", 2200, 2700, 0, 20, 8, -1.6},
		// 2650 exactly is uncapped: D = 2650 − 1800 = 850 > 735 → PD 1.00;
		// a draw: 0.5 − 1.00 = −0.50; × K 10 = −5.
		{"2650 draws with 1800", 2650, 1800, 1, 10, 100, -5},
		// 2649 is capped: D = 849 → 400 → PD 0.92; 0.5 − 0.92 = −0.42;
		// × K 10 = −4.2.
		{"2649 draws with 1800", 2649, 1800, 1, 10, 92, -4.2},
		// Within 400 points the amendment changes nothing: 2700 v 2400,
		// D = 300 → 0.85 (291…302); 1 − 0.85 = 0.15; × 10 = +1.5.
		{"2700 beats 2400", 2700, 2400, 2, 10, 85, 1.5},
	}
	for _, c := range cases {
		got := Compute(c.rating, c.k, []Game{{Opponent: c.opponent, HalfPoints: c.halfPoints}})
		if int(got.Expected) != c.expected || got.Change != c.change {
			t.Errorf("%s: PD %d, change %+.2f; want PD %d, change %+.2f", c.name, got.Expected, got.Change, c.expected, c.change)
		}
	}
}

// TestNationalListKeepsThe400Cap: the national list's own K replaces
// FIDE's, and its expected score keeps the cap for everyone: 2700 beats
// 2200, D 500 → 400 → 0.92; 0.08 × K 20 = +1.6, new rating 2701.6 → 2702.
func TestNationalListKeepsThe400Cap(t *testing.T) {
	c, r := ComputeList(2700, 20, 1000, []Game{{Opponent: 2200, HalfPoints: 2}})
	if c.Expected != 92 || c.Change != 1.6 || r != 2702 {
		t.Errorf("ComputeList = %+v, %d; want PD 92, +1.6, 2702", c, r)
	}
}
