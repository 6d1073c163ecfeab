package swiss

import (
	"reflect"
	"testing"
)

// TestByeGoesToTheLowestScoreThatMayHaveIt: the pairing-allocated bye
// goes to the lowest score it can. Round 2 of five players: 2 won, 5 had the
// bye, 1 and 3 drew, 4 lost; 4 may have the bye and the other four be
// paired (2-1, 3-5), so the bye is 4's, not a player's on ½ as it would be
// if the whole field's first matching weighed its pairs inside the top
// group into the bye's score.
func TestByeGoesToTheLowestScoreThatMayHaveIt(t *testing.T) {
	in := Input{Round: 2, TotalRounds: 5, InitialColour: White, Scoring: DefaultScoring, Players: []Player{
		{ID: 1, History: []Round{{Kind: Played, Opponent: 3, Colour: White, Points: 5}}},
		{ID: 2, History: []Round{{Kind: Played, Opponent: 4, Colour: Black, Points: 10}}},
		{ID: 3, History: []Round{{Kind: Played, Opponent: 1, Colour: Black, Points: 5}}},
		{ID: 4, History: []Round{{Kind: Played, Opponent: 2, Colour: White, Points: 0}}},
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
