package swiss

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/tournament/matching"
	"arbiter/tournament/trf"
)

// reportInput reads a TRF report given line by line and is the Input to
// pair its round.
func reportInput(t *testing.T, lines []string, round int) Input {
	t.Helper()
	tr, err := trf.Parse([]byte(strings.Join(lines, "\r") + "\r"))
	if err != nil {
		t.Fatal(err)
	}
	in, err := FromTRF(tr, round)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// C.04.3 C.9: the bye goes to a player with as few unplayed games as
// possible. Here it cannot stay in the lowest score group: players 6, 7
// and 9 (1 point) have all had the pairing-allocated bye. It reaches the
// 2-point group, where player 2 has one unplayed game (a forfeit loss)
// and player 3 two: player 2 gets the bye. (Nine players after four
// rounds; the rounds come from the reference engine's random generator.)
func TestByeReachingAHigherGroupGoesToFewestUnplayed(t *testing.T) {
	in := reportInput(t, []string{
		"012 Bye reaching a higher score group",
		"XXR 7",
		"001    1      Player 1                          2430                             2.5    5     5 w =     7 b 1     8 w -     9 b 1",
		"001    2      Player 2                          2422                             2.0    1     6 b 1     9 w 1     4 b -     4 b 0",
		"001    3      Player 3                          2407                             2.0    2     7 w 1     4 b -     6 b 1     8 w -",
		"001    4      Player 4                          2403                             4.0    3     8 b 1     3 w +     2 w +     2 w 1",
		"001    5      Player 5                          2274                             2.5    4     1 b =     6 w 1     9 b -     7 b 1",
		"001    6      Player 6                          2034                             1.0    9     2 w 0     5 b 0     3 w 0  0000 - U",
		"001    7      Player 7                          2004                             1.0    8     3 b 0     1 w 0  0000 - U     5 w 0",
		"001    8      Player 8                          1887                             3.0    6     4 w 0  0000 - U     1 b +     3 b +",
		"001    9      Player 9                          1884                             1.0    7  0000 - U     2 b 0     5 w -     1 w 0",
	}, 5)
	pairs, err := Pairing(in)
	if err != nil {
		t.Fatal(err)
	}
	want := []Pair{{1, 4}, {3, 9}, {5, 8}, {6, 7}, {2, 0}}
	if !samePairs(pairs, want) {
		t.Errorf("round 5: %v, want %v (the bye to player 2)", pairs, want)
	}
}

// A half-point bye written "0000 - =", as some programs write it, is a
// half-point bye to pairing too: ½ point in a round played, and an absence
// in the round to pair.
func TestHalfByeWrittenAsDraw(t *testing.T) {
	in := reportInput(t, []string{
		"012 Half-point byes written as draws",
		"XXR 3",
		"001    1      Player 1                          2200                             1.0    1     2 w 1  0000 - =",
		"001    2      Player 2                          2100                             0.5    2     1 b 0     3 w =",
		"001    3      Player 3                          2000                             1.0    3  0000 - =     2 b =",
		"001    4      Player 4                          1900                             0.0    4  0000 - Z  0000 - Z",
	}, 2)
	if p := in.Players[2]; len(p.History) != 1 || p.History[0].Kind != HalfBye || p.History[0].Points != 5 {
		t.Errorf("player 3's round 1: %+v, want a half-point bye of 5 tenths", p.History)
	}
	if !in.Players[0].Absent || in.Players[1].Absent {
		t.Errorf("round 2: player 1 absent %v, player 2 absent %v; want the bye absent only", in.Players[0].Absent, in.Players[1].Absent)
	}
}

// C.04.4.1 and C.04.4.2 3.1.4 before 3.1.5: of two players of the lowest
// score, the bye goes to the one who has played more games (8 against 7),
// though the other ranks lower. The weight of the bye once gave the unit
// that prefers the lower ranked (3.1.5) inside the games field, where it
// tied the two: the weights are compared first, then the pairing.
func TestDubovBursteinBye3_1_4MostGamesBefore3_1_5(t *testing.T) {
	// Scores and games of three players ranked: one score; 7 and 8 games
	// rank 0 and 1 (more games, a larger rank); one bit each.
	seven, eight := dubov3_1ByeWeight(0, 0, 1, 1), dubov3_1ByeWeight(0, 1, 1, 1)
	if seven.Add(matching.Weight{1}).Cmp(eight) >= 0 {
		t.Errorf("3.1.5's unit lifts 7 games (%v) to 8 games' weight (%v) or above", seven, eight)
	}
	history := func(games, score int) []Round {
		var h []Round
		for r := 0; r < 9; r++ {
			if r >= games {
				h = append(h, Round{Kind: ZeroBye})
				continue
			}
			c, pts := Colour(White), 0
			if r%2 == 1 {
				c = Black
			}
			if r < score {
				pts = 10
			}
			h = append(h, played(100+r, c, pts))
		}
		return h
	}
	in := Input{Round: 10, TotalRounds: 11, Scoring: DefaultScoring, Players: []Player{
		{ID: 1, Rating: 2000, History: history(9, 6)},
		{ID: 2, Rating: 1900, History: history(8, 3)},
		{ID: 3, Rating: 1800, History: history(7, 3)},
	}}
	for name, pair := range map[string]func(Input) ([]Pair, error){"Dubov": DubovPairing, "Burstein": BursteinPairing} {
		pairs, err := pair(in)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if bye := pairs[len(pairs)-1]; bye != (Pair{White: 2}) {
			t.Errorf("%s: %v, want the bye for player 2 (8 games, as many points as player 3 with 7)", name, pairs)
		}
	}
}

// C.04.3 C.9 where the bye must stay in the top score group, here the only
// one: all five players present have 1½ points, player 5 from a half-point
// bye in round 1 (before the two rounds the float criteria read). Player 4,
// who has played every round, gets the bye rather than player 5, though
// pairing 1–4 and 2–3 with the bye to 5 grants every colour preference as
// well (bbpPairings pairs it so too). Player 6, absent now, keeps the
// earlier rounds even.
func TestByeInTheTopGroupGoesToFewestUnplayed_C04_3_C9(t *testing.T) {
	hb := Round{Kind: HalfBye, Points: 5}
	in := Input{Round: 4, TotalRounds: 5, Scoring: DefaultScoring, Players: []Player{
		{ID: 1, History: []Round{played(2, Black, 5), played(3, Black, 5), played(6, White, 5)}},
		{ID: 2, History: []Round{played(1, White, 5), played(5, Black, 5), played(4, Black, 5)}},
		{ID: 3, History: []Round{played(4, White, 5), played(1, White, 5), played(5, Black, 5)}},
		{ID: 4, History: []Round{played(3, Black, 5), played(6, White, 5), played(2, White, 5)}},
		{ID: 5, History: []Round{hb, played(2, White, 5), played(3, White, 5)}},
		{ID: 6, History: []Round{hb, played(4, Black, 5), played(1, Black, 5)}, Absent: true},
	}}
	pairs, err := Pairing(in)
	if err != nil {
		t.Fatal(err)
	}
	want := []Pair{{1, 5}, {2, 3}, {4, 0}}
	if !samePairs(pairs, want) {
		t.Errorf("round 4: %v, want %v (the bye to player 4, no unplayed game)", pairs, want)
	}
}

// TestByeGoesToTheLowestScoreThatMayHaveIt: the pairing-allocated bye
// goes to the lowest score it can. Round 2 of five players: 2 won, 5 had the
// bye, 1 and 3 drew, 4 lost; 4 may have the bye and the other four be
// paired (2-1, 3-5), so the bye is 4's, not a player's on ½ as it would be
// if the whole field's first matching weighed its pairs inside the top
// group into the bye's score.
func TestByeGoesToTheLowestScoreThatMayHaveIt(t *testing.T) {
	in := Input{Round: 2, TotalRounds: 5, InitialColour: White, Scoring: DefaultScoring, Players: []Player{
		{ID: 1, History: []Round{played(3, White, 5)}},
		{ID: 2, History: []Round{played(4, Black, 10)}},
		{ID: 3, History: []Round{played(1, Black, 5)}},
		{ID: 4, History: []Round{played(2, White, 0)}},
		{ID: 5, History: []Round{{Kind: PairingBye, Points: 10}}},
	}}
	got, err := Pairing(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := []Pair{{2, 1}, {3, 5}, {4, 0}}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}
