package trfevent

import (
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
)

// TestBakuGroupAKeepsItsLastPlayerWhenALateEntryIsGivenAHalfPointForRoundOne:
// the arbiter runs a 12-player Swiss with Baku's acceleration (group A:
// the first 6), and after round 1 adds a late entry rated above everyone
// with ½ for the round he missed. His number is 1, the others move down
// one, and group A's last player is the same as before (C.04.5.1, Late
// entries): P05, now 7. The late entry's bye in round 1 counted him among
// the 13 who started, so group A grew to 8, taking in P06 and P07.
func TestBakuGroupAKeepsItsLastPlayerWhenALateEntryIsGivenAHalfPointForRoundOne(t *testing.T) {
	ev := testfield.Swiss(12, 7)
	rd := tournament.Round{Number: 1}
	for b := 0; b < 6; b++ {
		rd.Pairings = append(rd.Pairings, tournament.Pairing{Round: 1, Board: b + 1, White: int64(100 + b), Black: int64(106 + b), Result: tournament.WhiteWins})
	}
	ev.Players = append(ev.Players, tournament.Player{ID: 112, Name: "Late", Rating: 2500, Entered: 2})
	rd.Pairings = append(rd.Pairings, tournament.Pairing{Round: 1, Board: 7, White: 112, Bye: tournament.ByeHalfPoint})
	ev.Rounds = append(ev.Rounds, rd)
	number := map[int64]int{112: 1}
	for i := int64(0); i < 12; i++ {
		number[100+i] = int(i) + 2
	}
	if got := BakuLastGA(ev, number); got != number[105] {
		t.Errorf("group A's last number %d, want %d (P05's, the last before the late entry)", got, number[105])
	}
}
