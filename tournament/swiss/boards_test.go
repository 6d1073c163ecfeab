package swiss

import (
	"reflect"
	"testing"
)

// TestBoardsTakeAPairInEitherOrder pins boards: a pair is two vertices
// in either order (only -1 marks the bye), and the board puts the higher
// player first itself, so a pair given with its later vertex first, the
// top player's 0 among them, is the same board.
func TestBoardsTakeAPairInEitherOrder(t *testing.T) {
	d := startRun(t, startField(4))
	want := d.boards([][2]int{{0, 2}, {1, 3}})
	got := d.boards([][2]int{{2, 0}, {3, 1}})
	if !reflect.DeepEqual(got, want) {
		t.Errorf("boards of the pairs later vertex first %v, want %v", got, want)
	}
	for _, b := range got {
		if b.Black == 0 {
			t.Errorf("a pair of two players made the bye of %d", b.White)
		}
	}
}

// TestAbsentNewcomerHasNoPairingNumber pins newCtx's pairing numbers: they
// count the players taking part in the order of their ids, and a player
// who is absent and has never taken part occupies none (-1), so the next
// player takes the number he would have had.
func TestAbsentNewcomerHasNoPairingNumber(t *testing.T) {
	in := startField(4, [][3]int{{1, 3, 10}, {4, 0, 10}})
	in.Players[1].Absent = true
	c := newCtx(&in)
	want := map[int]int{1: 0, 2: -1, 3: 1, 4: 2}
	for id, r := range want {
		if got := c.byID[id].rank; got != r {
			t.Errorf("player %d: pairing number %d, want %d", id, got, r)
		}
	}
}
