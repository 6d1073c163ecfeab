package tournament_test

import (
	"testing"

	"arbiter/tournament"
)

// A player's place is his number in his own team's board order, counted
// from 1, whichever team he is in; a player of no team has none.
func TestTeamPlaceIsTheNumberInTheTeamsBoardOrder(t *testing.T) {
	ev := &tournament.Event{Teams: []tournament.Team{
		{ID: 1, Name: "A", Players: []int64{11, 12, 13}},
		{ID: 2, Name: "B", Players: []int64{21, 22}},
	}}
	for player, want := range map[int64]int{11: 1, 13: 3, 21: 1, 22: 2, 99: 0} {
		if got := ev.TeamPlace(player); got != want {
			t.Errorf("player %d: place %d, want %d", player, got, want)
		}
	}
}
