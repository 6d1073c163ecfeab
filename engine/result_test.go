package engine

import (
	"strings"
	"testing"
)

func TestOutcomeResult(t *testing.T) {
	for _, tt := range []struct {
		fen, moves string
		want       Result
	}{
		{"8/8/8/8/3b4/5k1p/2p4P/7K b - - 0 1", "c1=Q#", BlackWins},
		{"8/8/8/8/3b4/5k1p/2p4P/7K b - - 0 1", "c1=N", Draw},
		{"", "e4 e5", Ongoing},
	} {
		if r := playSAN(t, tt.fen, tt.moves).Outcome(fide2023, 0); r.Result != tt.want {
			t.Errorf("%s %s: %+v, want %s", tt.fen, tt.moves, r, tt.want)
		}
	}
	if c, ok := BlackWins.Winner(); !ok || c != Black || Win(White) != WhiteWins {
		t.Error("winner of 0-1")
	}
	if _, ok := BothLose.Winner(); ok || !BothLose.Ended() || Ongoing.Ended() {
		t.Error("both lose: no winner, but ended")
	}
}

// A game both players lose has no PGN marker: it is written as "*".
func TestPGNResultBothLose(t *testing.T) {
	out := WritePGN([]PGNGame{{Start: StartPosition(), Result: BothLose}})
	if !strings.Contains(out, `[Result "*"]`) || strings.Contains(out, "0-0") {
		t.Errorf("PGN:\n%s", out)
	}
}
