package teamswiss

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"arbiter/engine"
)

func teams(n int) []Team {
	out := make([]Team, n)
	for i := range out {
		out[i] = Team{TPN: i + 1}
	}
	return out
}

// TestRoundOne: with no history the first pairing in the order of the
// identifiers is 1–(n/2+1), 2–(n/2+2), …, and art. 4.3.1 gives the
// initial colour to an odd first-team, the other colour to an even one.
func TestRoundOne(t *testing.T) {
	for _, tc := range []struct {
		n       int
		initial byte
		want    []Match
	}{
		{8, White, []Match{{1, 5, "4.3.1"}, {6, 2, "4.3.1"}, {3, 7, "4.3.1"}, {8, 4, "4.3.1"}}},
		{4, Black, []Match{{3, 1, "4.3.1"}, {2, 4, "4.3.1"}}},
		{5, White, []Match{{1, 3, "4.3.1"}, {4, 2, "4.3.1"}, {5, 0, "bye"}}},
	} {
		got, err := Pair(teams(tc.n), Options{Round: 1, Rounds: 5, InitialColour: tc.initial})
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("%d teams, initial %c: %v, %v; want %v", tc.n, tc.initial, got, err, tc.want)
		}
	}
}

// TestBye is art. 3.4 with [C2]: the lowest score, then the most matches
// played, then the largest TPN, among the teams that may have it and
// whose bye leaves the rest pairable.
func TestBye(t *testing.T) {
	base := func() []Team {
		ts := teams(5)
		for i := range ts {
			ts[i].Score = 4
		}
		return ts
	}
	for _, tc := range []struct {
		name string
		edit func([]Team)
		want int
	}{
		{"largest TPN", func([]Team) {}, 5},
		{"lowest score", func(ts []Team) { ts[1].Score = 2 }, 2},
		{"most matches played", func(ts []Team) { ts[3].Colours, ts[4].Colours = "wb", "w" }, 4},
		{"a bye before", func(ts []Team) { ts[4].NoBye = true }, 4},
		{"the rest must stay pairable", func(ts []Team) {
			// Without 5, team 4 has met everyone left but 5.
			ts[3].Met = []int{1, 2, 3}
			for _, o := range []int{0, 1, 2} {
				ts[o].Met = []int{4}
			}
		}, 4},
	} {
		ts := base()
		tc.edit(ts)
		got, err := Pair(ts, Options{Round: 3, Rounds: 7})
		if err != nil || got[len(got)-1] != (Match{tc.want, 0, "bye"}) {
			t.Errorf("%s: %v, %v; want the bye for %d", tc.name, got, err, tc.want)
		}
	}
}

// TestNoPairing: two teams that have met cannot be paired (art. 3.3.3,
// [C1]); nor can three that have all met, one of them barred from the bye
// ([C2]): the refusal names the teams and what keeps each from the others.
func TestNoPairing(t *testing.T) {
	ts := teams(2)
	ts[0].Met, ts[1].Met = []int{2}, []int{1}
	_, err := Pair(ts, Options{Round: 2, Rounds: 3})
	var ke *engine.Message
	if !errors.As(err, &ke) || ke.Key != "teams.err.swiss.nopairing" || ke.Args["teams"] != "1, 2" {
		t.Errorf("met already: %v", err)
	}
	ts = teams(3)
	for i := range ts {
		ts[i].Name = string(rune('A' + i))
		for j := range ts {
			if j != i {
				ts[i].Met = append(ts[i].Met, j+1)
			}
		}
	}
	ts[2].NoBye = true
	_, err = Pair(ts, Options{Round: 3, Rounds: 3})
	if !errors.As(err, &ke) || ke.Args["teams"] != "A, B, C" {
		t.Fatalf("all met: %v", err)
	}
	var got []string
	for _, r := range ke.Args["reasons"].([]engine.Message) {
		got = append(got, r.Key+" "+fmt.Sprint(r.Args["team"], ":", r.Args["others"]))
	}
	want := []string{"teams.nopairing.met A:B, C", "teams.nopairing.met B:A, C", "teams.nopairing.met C:A, B", "teams.nopairing.bye C:<nil>"}
	if !slices.Equal(got, want) {
		t.Errorf("all met: reasons %q, want %q", got, want)
	}
}

// TestUpfloaterOrder is the example of art. 3.5.4: 2, 6, 8 with the higher
// score and 1, 3, 5 with the lower, two upfloaters of the first and one of
// the second: {2,6,1} < {2,6,3} < {2,6,5} < {2,8,1} < … < {6,8,5}.
func TestUpfloaterOrder(t *testing.T) {
	var lower []*team
	for _, c := range []struct{ tpn, level int }{{1, 0}, {2, 1}, {3, 0}, {5, 0}, {6, 1}, {8, 1}} {
		lower = append(lower, &team{Team: Team{TPN: c.tpn}, level: c.level})
	}
	sortTeams(lower)
	if ps := profiles(lower, 3); fmt.Sprint(ps) != "[[1 1 1] [1 1 0] [1 0 0] [0 0 0]]" {
		t.Errorf("profiles %v", ps)
	}
	var got []string
	(&pairer{}).eachUpfloaterSet(lower, []int{1, 1, 0}, func(s []*team) bool {
		var tpns []int
		for _, x := range s {
			tpns = append(tpns, x.TPN)
		}
		got = append(got, fmt.Sprint(tpns))
		return true
	})
	want := []string{"[2 6 1]", "[2 6 3]", "[2 6 5]", "[2 8 1]", "[2 8 3]", "[2 8 5]", "[6 8 1]", "[6 8 3]", "[6 8 5]"}
	if !slices.Equal(got, want) {
		t.Errorf("sets %v, want %v", got, want)
	}
}

// TestPreference is art. 1.7, types A and B.
func TestPreference(t *testing.T) {
	for _, tc := range []struct {
		colours string
		typeB   bool
		last    bool
		want    string
	}{
		{"", false, false, ""},
		{"bb", false, false, "w2"},
		{"wbb", false, false, "w2"}, // CD −1, the last two Black
		{"bwb", false, false, ""},   // CD −1 only: type A has none
		{"bwb", true, false, "w1"},
		{"wwb", false, false, ""}, // CD +1, last two not both White
		{"wwb", true, false, "b1"},
		{"wbww", false, false, "b2"}, // CD +2
		{"wb", true, false, "w1"},    // CD 0, last Black: mild White
		{"wb", true, true, ""},       // … but not in the last round
		{"bw", true, false, "b1"},
	} {
		p := &pairer{o: Options{TypeB: tc.typeB, Round: 5, Rounds: 7}}
		if tc.last {
			p.o.Round = 7
		}
		if got := p.newTeam(Team{Colours: tc.colours}).pref; got != tc.want {
			t.Errorf("%q type B %v last %v: %q, want %q", tc.colours, tc.typeB, tc.last, got, tc.want)
		}
	}
}

// TestColours is art. 4.3, rule by rule; team 1 is always the first-team
// (higher score).
func TestColours(t *testing.T) {
	for _, tc := range []struct {
		a, b  string // colour sequences of team 1 and team 2
		typeB bool
		want  Match
	}{
		{"wb", "bw", false, Match{1, 2, "4.3.6"}},       // equal CD; 1 had Black last, 2 White
		{"bb", "wb", false, Match{1, 2, "4.3.2"}},       // only team 1 prefers (White)
		{"wb", "ww", false, Match{1, 2, "4.3.2"}},       // only team 2 prefers (Black)
		{"bb", "ww", false, Match{1, 2, "4.3.3"}},       // opposite preferences
		{"bwb", "wbb", true, Match{2, 1, "4.3.4"}},      // team 2 strong, team 1 mild
		{"w", "bw", false, Match{2, 1, "4.3.5"}},        // lower CD gets White
		{"bw", "wb", false, Match{2, 1, "4.3.6"}},       // 1 had White last, 2 Black: alternate
		{"bb", "bb", false, Match{1, 2, "4.3.7"}},       // the same preference and history
		{"", "wb", false, Match{2, 1, "4.3.9"}},         // only team 2 has played
		{"bbw", "bbw", false, Match{2, 1, "4.3.8"}},     // same sequences: first-team alternates
		{"wbwbb", "bwwbb", false, Match{1, 2, "4.3.6"}}, // differ two rounds back
	} {
		p := &pairer{o: Options{TypeB: tc.typeB, Round: 5, Rounds: 9}}
		got := p.colours(p.newTeam(Team{TPN: 2, Score: 4, Colours: tc.b}), p.newTeam(Team{TPN: 1, Score: 6, Colours: tc.a}))
		if got != tc.want {
			t.Errorf("%q vs %q: %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

// TestBracketAvoidsColourClash: of the pairings of a bracket, one that
// gives every team its preferred colour wins over the first in the order
// of the identifiers ([C8] before art. 3.6).
func TestBracketAvoidsColourClash(t *testing.T) {
	ts := teams(4)
	// 1 and 3 want White, 2 and 4 want Black: 1–3 would leave one unmet.
	ts[0].Colours, ts[2].Colours = "bb", "bb"
	ts[1].Colours, ts[3].Colours = "ww", "ww"
	ts[0].Met, ts[1].Met = []int{2}, []int{1}
	ts[2].Met, ts[3].Met = []int{4}, []int{3}
	got, err := Pair(ts, Options{Round: 3, Rounds: 7})
	want := []Match{{1, 4, "4.3.3"}, {3, 2, "4.3.3"}}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("got %v, %v; want %v", got, err, want)
	}
}

// TestForbidden: a forbidden pair is never made; the bracket takes the
// next pairing in the order of the identifiers.
func TestForbidden(t *testing.T) {
	got, err := Pair(teams(4), Options{Round: 1, Rounds: 3, InitialColour: White, Forbidden: [][2]int{{3, 1}}})
	want := []Match{{1, 4, "4.3.1"}, {3, 2, "4.3.1"}}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("1 and 3 kept apart: %v, %v; want %v", got, err, want)
	}
}

// TestColoursAlternateFromTheLatestDifferingMatch_C04_6_4_3_6: where the
// teams' colour sequences are of different lengths (one missed a match),
// art. 4.3.6 still reads back to the oldest match of the shorter one: the
// teams here had the same colours in their last two matches and differ in
// the one before, so the first-team alternates from that one, and 4.3.8
// (its own last colour) is not reached.
func TestColoursAlternateFromTheLatestDifferingMatch_C04_6_4_3_6(t *testing.T) {
	p := &pairer{o: Options{Round: 6, Rounds: 9}}
	got := p.colours(p.newTeam(Team{TPN: 2, Score: 4, Colours: "wwbwb"}), p.newTeam(Team{TPN: 1, Score: 6, Colours: "wwb"}))
	if want := (Match{White: 2, Black: 1, Rule: "4.3.6"}); got != want {
		t.Errorf("first-team wwb against wwbwb: %v, want %v (White three matches back, so Black)", got, want)
	}
}

// TestInitialColourNotGivenIsWhite: a caller that gives no initial colour
// (neither White nor Black) gets the pairing of White, as Pair takes it,
// not of Black.
func TestInitialColourNotGivenIsWhite(t *testing.T) {
	white, _ := Pair(teams(4), Options{Round: 1, Rounds: 5, InitialColour: White})
	for _, c := range []byte{0, 'x'} {
		if got, err := Pair(teams(4), Options{Round: 1, Rounds: 5, InitialColour: c}); err != nil || !slices.Equal(got, white) {
			t.Errorf("initial colour %q: %v, %v; want White's %v", c, got, err, white)
		}
	}
}

// TestNoPairingNamesTheOnlyTeamsLeftToMeet_C04_6_3_3_3: where three teams
// have all met each other and the fourth may meet any of them, the
// refusal names the three and says that the fourth is the only team they
// may meet, too few to pair them all.
func TestNoPairingNamesTheOnlyTeamsLeftToMeet_C04_6_3_3_3(t *testing.T) {
	ts := teams(4)
	for i := range ts {
		ts[i].Name = string(rune('A' + i))
	}
	ts[1].Met, ts[2].Met, ts[3].Met = []int{3, 4}, []int{2, 4}, []int{2, 3}
	_, err := Pair(ts, Options{Round: 3, Rounds: 5})
	var ke *engine.Message
	if !errors.As(err, &ke) || ke.Args["teams"] != "B, C, D" {
		t.Fatalf("B, C and D all met: %v", err)
	}
	var others []string
	for _, r := range ke.Args["reasons"].([]engine.Message) {
		if r.Key == "teams.nopairing.others" {
			others = append(others, fmt.Sprint(r.Args["others"], " ", r.Args["count"]))
		}
	}
	if want := []string{"A 1"}; !slices.Equal(others, want) {
		t.Errorf("the teams left to meet: %q, want %q", others, want)
	}
}

// TestNoPairingNamesEveryTeamToBlameInALargeField_C04_6_3_3_3: in a field
// of 68 teams, three that have met every team but the fourth cannot all be
// paired, and the refusal names all three, not the two one matching leaves
// over.
func TestNoPairingNamesEveryTeamToBlameInALargeField_C04_6_3_3_3(t *testing.T) {
	ts := teams(68)
	for i := range 3 {
		for j := 1; j <= len(ts); j++ {
			if j != i+1 && j != 4 {
				ts[i].Met = append(ts[i].Met, j)
				ts[j-1].Met = append(ts[j-1].Met, i+1)
			}
		}
	}
	_, err := Pair(ts, Options{Round: 5, Rounds: 9})
	var ke *engine.Message
	if !errors.As(err, &ke) || ke.Args["teams"] != "1, 2, 3" {
		t.Errorf("1, 2 and 3 may meet only 4: %v, want the refusal naming 1, 2, 3", err)
	}
}
