package tournament_test

import (
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
)

// An adjourned game holds its round in play: round 2 is paired in a 1953
// round robin while round 1's adjourned game waits for its resumption, and
// the window, the desk and the venue's clock must still show round 1.
// A result that is only "not empty" would let round 2 in.
func TestAnAdjournedGameHoldsItsRoundInPlay(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	testfield.PairAll(t, ev)
	ev.Rounds = ev.Rounds[:2]
	testfield.SetResult(t, ev, 1, 1, tournament.WhiteWins)
	testfield.SetResult(t, ev, 1, 2, tournament.Adjourned)
	if got := ev.RoundInPlay(); got != 1 {
		t.Errorf("round 1's game adjourned: round %d in play, want 1", got)
	}
	if p := ev.Rounds[0].Pairings[1]; !p.Unfinished() {
		t.Errorf("an adjourned game is finished: %+v", p)
	}
	testfield.SetResult(t, ev, 1, 2, tournament.Draw)
	if got := ev.RoundInPlay(); got != 2 {
		t.Errorf("round 1 decided: round %d in play, want 2", got)
	}
}
