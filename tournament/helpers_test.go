package tournament

import (
	"fmt"
	"testing"
)

// Helpers the tests of this package share, kept out of the program.

// setResult enters a result in the event in memory, judged as the store
// judges it (ValidateResult), and returns the one it replaces: the store's
// SetResult without a file, for tests that build events in memory.
func setResult(ev *Event, round, board int, r Result) (Result, error) {
	p, err := ev.ValidateResult(round, board, r)
	if err != nil {
		return NoResult, err
	}
	old := p.Result
	p.Result = r
	return old, nil
}

// swissEvent makes a Swiss of n players rated 2400 down in steps of 10.
func swissEvent(n, rounds int) *Event {
	ev := &Event{Settings: DefaultSettings()}
	ev.Settings.System, ev.Settings.Rounds = SwissDutch, rounds
	for i := 0; i < n; i++ {
		ev.Players = append(ev.Players, Player{ID: int64(100 + i), Name: fmt.Sprintf("P%02d", i), Rating: 2400 - 10*i})
	}
	return ev
}

// play enters results round by round: results[r][b] is board b+1 of
// round r+1. Rounds are paired as they are needed.
func play(t testing.TB, ev *Event, results [][]Result) {
	t.Helper()
	for r, rs := range results {
		if len(ev.Rounds) <= r {
			rd, err := ev.PairRoundRobin(r + 1)
			if err != nil {
				t.Fatalf("pair round %d: %v", r+1, err)
			}
			ev.Rounds = append(ev.Rounds, rd)
		}
		for b, res := range rs {
			if _, err := setResult(ev, r+1, b+1, res); err != nil {
				t.Fatalf("round %d board %d: %v", r+1, b+1, err)
			}
		}
	}
}
