package store

import (
	"errors"
	"testing"

	"arbiter/tournament"
)

// A game that ended before a move is marked not rated on its board; the
// mark needs a result of a game played over the board, goes with a
// forfeit entered later, and is undone like any other action.
func TestSetUnrated(t *testing.T) {
	s, ids := newEvent(t, 5)
	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	unrated := func() []bool {
		t.Helper()
		ev := eventOf(t, s)
		var out []bool
		for _, p := range ev.Rounds[0].Pairings {
			out = append(out, p.Unrated)
		}
		return out
	}
	if err := s.SetUnrated(1, 1, true); !errors.Is(err, ErrUnratedNeedsGame) {
		t.Errorf("marking a board without a result: %v", err)
	}
	if err := s.SetUnrated(1, 3, true); !errors.Is(err, ErrUnratedNeedsGame) {
		t.Errorf("marking a bye: %v", err)
	}
	if err := s.SetUnrated(1, 9, true); !errors.Is(err, ErrNoSuchPairing) {
		t.Errorf("marking a missing board: %v", err)
	}
	if err := s.SetResult(1, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	if err := s.SetResult(1, 2, tournament.WhiteForfeitWin); err != nil {
		t.Fatal(err)
	}
	if err := s.SetUnrated(1, 2, true); !errors.Is(err, ErrUnratedNeedsGame) {
		t.Errorf("marking a forfeit: %v", err)
	}
	if err := s.SetUnrated(1, 1, true); err != nil {
		t.Fatal(err)
	}
	if got := unrated(); !got[0] || got[1] {
		t.Fatalf("after marking board 1: %v", got)
	}
	entry, err := s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if len(entry.Steps) != 1 || entry.Steps[0].Args["what"] != "result.unrated" {
		t.Errorf("undone: %+v", entry.Steps)
	}
	if got := unrated(); got[0] {
		t.Errorf("after undo: %v", got)
	}
	if err := s.SetUnrated(1, 1, true); err != nil {
		t.Fatal(err)
	}
	// A forfeit entered on the board afterwards is no game: the mark goes.
	if err := s.SetResult(1, 1, tournament.BlackForfeitWin); err != nil {
		t.Fatal(err)
	}
	if got := unrated(); got[0] {
		t.Errorf("a forfeit kept the mark: %v", got)
	}
	// A saved round keeps the mark of its games.
	r := round(2, ids)
	r.Pairings[0].Result, r.Pairings[0].Unrated = tournament.Draw, true
	if err := s.SaveRound(r); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	if !ev.Rounds[1].Pairings[0].Unrated || ev.Rounds[1].Pairings[1].Unrated {
		t.Errorf("round 2 saved as %+v", ev.Rounds[1].Pairings)
	}
}
