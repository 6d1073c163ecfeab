package replay

import (
	"testing"

	"arbiter/tournament"
)

// A recorded game gives its board a result only once it has ended.
func TestResultFromGame(t *testing.T) {
	for _, tt := range []struct {
		game tournament.Result
		want tournament.Result
		ok   bool
	}{
		{tournament.WhiteWins, tournament.WhiteWins, true}, {tournament.Draw, tournament.Draw, true}, {tournament.BlackWins, tournament.BlackWins, true},
		{tournament.NoResult, tournament.NoResult, false}, {tournament.Adjourned, tournament.NoResult, false},
	} {
		got, err := ResultFromGame(GameRecord{Round: 1, Board: 2, Result: tt.game})
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("game %v: %v, %v", tt.game, got, err)
		}
	}
}
