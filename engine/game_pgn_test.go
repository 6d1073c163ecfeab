package engine

import (
	"testing"
	"time"
)

func TestGameFromPGN(t *testing.T) {
	games := parsePGN(t, "[Event \"t\"]\n\n1. e4 {[%clk 0:09:58]} e5 {[%clk 0:09:57]} 2. Nf3 *\n")
	g, err := GameFromPGN(&games[0])
	if err != nil {
		t.Fatal(err)
	}
	mv := g.Moves()
	if g.Ply() != 3 || !mv[1].HasClock || mv[1].Clock != 9*time.Minute+57*time.Second || mv[2].HasClock {
		t.Errorf("moves = %+v", mv)
	}
	if got := g.MoveLabel(3); got != "2.Nf3" {
		t.Errorf("MoveLabel(3) = %q", got)
	}
}
