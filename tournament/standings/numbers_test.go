package standings_test

import (
	"strings"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// A Swiss made from scratch has no seats: its standings and crosstable
// must still number the players by the initial ranking list.
func TestStartNumbersOfASwissWithoutSeats(t *testing.T) {
	ev := testfield.Swiss(6, 5)
	// Ratings out of list order, so the numbers are not the input order.
	ev.Players[0].Rating, ev.Players[5].Rating = 1000, 2500
	want := map[int64]int{105: 1, 101: 2, 102: 3, 103: 4, 104: 5, 100: 6}
	got := ev.StartNumbers()
	for id, n := range want {
		if got[id] != n {
			t.Errorf("player %d has number %d, want %d", id, got[id], n)
		}
	}
	for _, r := range standings.Of(ev).Rows {
		if r.No != want[r.ID] {
			t.Errorf("standings: player %d numbered %d, want %d", r.ID, r.No, want[r.ID])
		}
	}
	for i, r := range standings.Crosstable(ev).Rows {
		if r.No != i+1 || r.No != want[r.ID] {
			t.Errorf("crosstable row %d: player %d numbered %d, want %d", i, r.ID, r.No, want[r.ID])
		}
	}
}

// The Swiss crosstable names each round's opponent by starting number,
// with the colour and the player's own result; a bye shows its points and a
// game still to be played its opponent and colour only. A round not yet
// complete shows no results at all, as the points beside it leave it out.
func TestSwissCrosstable(t *testing.T) {
	ev := testfield.Swiss(5, 3)
	// Numbers 1..5 are players 100..104 (ratings fall with the ID).
	ev.Rounds = []tournament.Round{
		{Number: 1, Pairings: []tournament.Pairing{
			{Round: 1, Board: 1, White: 100, Black: 103, Result: tournament.WhiteWins},
			{Round: 1, Board: 2, White: 104, Black: 101, Result: tournament.BlackForfeitWin},
			{Round: 1, Board: 3, White: 102, Bye: tournament.ByePairingAllocated},
		}},
		{Number: 2, Pairings: []tournament.Pairing{
			{Round: 2, Board: 1, White: 102, Black: 100, Result: tournament.Draw},
			{Round: 2, Board: 2, White: 101, Black: 104},
			{Round: 2, Board: 3, White: 103, Bye: tournament.ByeHalfPoint},
		}},
	}
	ct := standings.SwissCrosstable(ev)
	if ct.Rounds != 2 || len(ct.Cells) != len(ct.Rows) {
		t.Fatalf("%d rounds, %d cell rows for %d players", ct.Rounds, len(ct.Cells), len(ct.Rows))
	}
	check := func(ct standings.SwissTable, want map[int]string) {
		t.Helper()
		for i, r := range ct.Rows {
			var got []string
			for _, c := range ct.Cells[i] {
				got = append(got, c.Text("w", "b"))
			}
			if s := strings.Join(got, " "); s != want[r.No] {
				t.Errorf("player no. %d: %q, want %q", r.No, s, want[r.No])
			}
		}
	}
	// Round 2 has a game to play: its draw and its half-point bye wait.
	check(ct, map[int]string{1: "4w1 3b", 2: "5b+ 5w", 3: "–1 1w", 4: "1b0 –", 5: "2w− 2b"})
	ev.Rounds[1].Pairings[1].Result = tournament.BlackWins
	ct = standings.SwissCrosstable(ev)
	check(ct, map[int]string{1: "4w1 3b½", 2: "5b+ 5w0", 3: "–1 1w½", 4: "1b0 –½", 5: "2w− 2b1"})
	for i, r := range standings.Of(ev).Rows {
		if ct.Rows[i].ID != r.ID {
			t.Errorf("row %d is player %d, the standings have %d", i, ct.Rows[i].ID, r.ID)
		}
	}
}
