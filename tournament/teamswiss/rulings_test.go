package teamswiss

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"arbiter/engine"
)

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
