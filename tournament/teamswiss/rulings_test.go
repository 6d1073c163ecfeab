package teamswiss

import (
	"slices"
	"testing"
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
