package swiss

import (
	"errors"
	"testing"

	"arbiter/engine"
)

// A forfeit that takes a point away is refused by every system, naming
// the player and the round: Burstein's brackets read a negative score as
// none and searched without end. No front end gives one (a report's
// record 162 other than 1, ½, 0 is refused on reading); the pairing
// package guards its own door.
func TestNegativePointsAreRefusedByEverySystem(t *testing.T) {
	in := Input{Round: 2, TotalRounds: 5, Scoring: DefaultScoring}
	for id := 1; id <= 6; id++ {
		// 1–2, 3–4 played; 5 beat 6, who did not appear, by forfeit.
		r := played(id+1, White, 5)
		if id%2 == 0 {
			r = played(id-1, Black, 5)
		}
		switch id {
		case 5:
			r = Round{Kind: ForfeitWin, Opponent: 6, Points: 10}
		case 6:
			r = Round{Kind: ForfeitLoss, Opponent: 5, Points: -10}
		}
		in.Players = append(in.Players, Player{ID: id, Rating: 2000 - id, History: []Round{r}})
	}
	for name, pair := range map[string]func(Input) ([]Pair, error){
		"dutch": Pairing, "dubov": DubovPairing, "burstein": BursteinPairing} {
		_, err := pair(in)
		var m *engine.Message
		if !errors.As(err, &m) || m.MessageKey() != "swiss.err.negative" || m.Args["player"] != 6 || m.Args["round"] != 1 ||
			m.Args["points"] != "-1" {
			t.Errorf("%s: %v, want player 6's -1 in round 1 refused", name, err)
		}
	}
}
