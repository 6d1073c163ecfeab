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

// g is a game of a constructed round between seats w and b.
func g(w, b int, r Result) Pairing {
	return Pairing{White: int64(100 + w), Black: int64(100 + b), Result: r}
}

// bye is a bye of seat p.
func bye(p int, k ByeKind) Pairing { return Pairing{White: int64(100 + p), Bye: k} }

// constructed makes an event of n players of the system from its rounds.
func constructed(sys System, n int, tieBreaks []string, rounds ...[]Pairing) *Event {
	ev := newField(n, sys)
	ev.Settings.Rounds = len(rounds)
	ev.Settings.TieBreaks = tieBreaks
	for r, ps := range rounds {
		rd := Round{Number: r + 1}
		for b, p := range ps {
			p.Round, p.Board = r+1, b+1
			rd.Pairings = append(rd.Pairings, p)
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	return ev
}
