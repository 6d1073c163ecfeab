package exchange

import (
	"errors"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
)

func TestReadRoundResults(t *testing.T) {
	ev := &tournament.Event{Players: []tournament.Player{{ID: 1, Name: "A"}, {ID: 2, Name: "B"}, {ID: 3, Name: "C"}, {ID: 4, Name: "D"}, {ID: 5, Name: "E"}},
		Rounds: []tournament.Round{{Number: 1, Pairings: []tournament.Pairing{{Round: 1, Board: 1, White: 1, Black: 2}, {Round: 1, Board: 2, White: 3, Black: 4},
			{Round: 1, Board: 3, White: 5, Bye: tournament.ByeRoundRobin}}}}}
	got, err := ReadRoundResults(strings.NewReader("\ufeff# round 1\r\n\r\n 2   ½ - ½ \r\n1 1-0\n"), ev, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0] != (BoardResult{2, tournament.Draw}) || got[1] != (BoardResult{1, tournament.WhiteWins}) {
		t.Errorf("got %+v", got)
	}
	for _, tt := range []struct{ in, key string }{
		{"1 1-0\n3 1-0\n", "event.err.result.board.line"}, // the bye's: on no board in the lists
		{"1 1-0\n9 1-0\n", "event.err.result.board.line"},
		{"0 1-0\n", "event.err.results.format.line"},
		{"1x 1-0\n", "event.err.results.format.line"},
		{"1\n", "event.err.results.format.line"},
		{"1 won\n", "event.err.result.parse.line"},
		{"2 1-0\n2 0-1\n", "event.err.results.twice.line"},
	} {
		_, err := ReadRoundResults(strings.NewReader(tt.in), ev, 1)
		var e *engine.Message
		if !errors.As(err, &e) || e.MessageKey() != tt.key {
			t.Errorf("%q: err = %v, want %s", tt.in, err, tt.key)
		}
	}
	if _, err := ReadRoundResults(strings.NewReader("1 1-0\n"), ev, 2); err == nil || !strings.Contains(err.Error(), "round 2 has not been paired") {
		t.Errorf("a round not paired: %v", err)
	}
	// A round of byes alone has no board for a line to name.
	ev.Rounds = append(ev.Rounds, tournament.Round{Number: 2, Pairings: []tournament.Pairing{{Round: 2, Board: 1, White: 1, Bye: tournament.ByeHalfPoint}}})
	var e *engine.Message
	if _, err := ReadRoundResults(strings.NewReader("1 1-0\n"), ev, 2); !errors.As(err, &e) || e.MessageKey() != "event.err.result.byes.line" {
		t.Errorf("a round of byes alone: %v", err)
	}
}
