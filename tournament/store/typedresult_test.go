package store

import (
	"testing"

	"arbiter/tournament"
)

// TestResultTypedOnIsOneAction saves "1/2" as the result box does, a key
// at a time: "1" saves 1–0, "/2" the draw over it as the rest of the same
// action, so that one Undo leaves the board as it was (it left 1–0), and
// the history has one entry for it. An action between the two keys (a
// deputy's result) keeps the keys apart: Undo never takes it back with
// them.
func TestResultTypedOnIsOneAction(t *testing.T) {
	s, _ := pairedEvent(t, 6)
	result := func(board int) tournament.Result {
		t.Helper()
		p, err := s.Pairing(1, board)
		if err != nil {
			t.Fatal(err)
		}
		return p.Result
	}
	head := func() int64 {
		t.Helper()
		id, err := s.AuditHead()
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	before := head()
	first, err := s.SetResultOver(1, 1, tournament.NoResult, tournament.WhiteWins, 0)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := s.SetResultOver(1, 1, tournament.WhiteWins, tournament.Draw, first)
	if err != nil {
		t.Fatal(err)
	}
	if whole <= first || head() != whole {
		t.Fatalf("the whole result is entry %d after %d, the head %d: the venue sees no change", whole, first, head())
	}
	log, err := s.AuditLog()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(log); log[n-1].ID != whole || log[n-2].ID > before {
		t.Fatalf("the history after %d ends %+v, want the whole result alone", before, log[n-2:])
	}
	if step := log[len(log)-1].Steps; len(step) != 1 || step[0].Action != "result" || step[0].Args["was"] != "*" {
		t.Fatalf("the whole result's entry says %+v, want a result where there was none", step)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if r := result(1); r != tournament.NoResult {
		t.Fatalf("after one Undo of 1/2 board 1 holds %v, want no result", r)
	}

	// Typed back to what the board had: the first key undone.
	setResult(t, s, 1, 3, tournament.Draw)
	first, err = s.SetResultOver(1, 3, tournament.Draw, tournament.WhiteWins, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.SetResultOver(1, 3, tournament.WhiteWins, tournament.Draw, first); err != nil {
		t.Fatal(err)
	}
	if r := result(3); r != tournament.Draw {
		t.Fatalf("1/2 typed over a draw leaves %v", r)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if r := result(3); r != tournament.NoResult {
		t.Fatalf("Undo after 1/2 typed over a draw leaves %v, want the draw undone", r)
	}

	// Another action between the keys: each is undone alone.
	first, err = s.SetResultOver(1, 1, tournament.NoResult, tournament.WhiteWins, 0)
	if err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 2, tournament.BlackWins)
	if _, err := s.SetResultOver(1, 1, tournament.WhiteWins, tournament.Draw, first); err != nil {
		t.Fatal(err)
	}
	for _, want := range [][2]tournament.Result{
		{tournament.WhiteWins, tournament.BlackWins},
		{tournament.WhiteWins, tournament.NoResult},
		{tournament.NoResult, tournament.NoResult},
	} {
		if _, err := s.Undo(); err != nil {
			t.Fatal(err)
		}
		if got := [2]tournament.Result{result(1), result(2)}; got != want {
			t.Fatalf("after an Undo boards 1 and 2 hold %v, want %v", got, want)
		}
	}
}
