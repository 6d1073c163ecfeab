package store

import (
	"testing"

	"arbiter/tournament"
)

// A game named as the event's games number it (the game desk's round and
// board) takes its result through the team result in a team event: match
// 2's board 1 is game 3 of a round of two matches of two boards. The
// result reaches the board and the game recorded on it, logged as the
// Matches view's entry; a board typed there reaches the recorded game
// too; Undo takes both back; a game number past the round's is refused.
func TestSetGameResultInTeamEvent(t *testing.T) {
	s, _ := newTeamEvent(t, 4, 2, 2)
	if _, err := s.PairTeamRound(1); err != nil {
		t.Fatal(err)
	}
	rec := &tournament.GameRecord{Round: 1, Board: 3}
	if _, err := s.SaveGame(rec); err != nil {
		t.Fatal(err)
	}
	if err := s.SetGameResult(1, 3, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	board := func() (tournament.Result, tournament.Result) {
		t.Helper()
		ev, err := s.Event()
		if err != nil {
			t.Fatal(err)
		}
		g, err := s.GameAt(1, 3)
		if err != nil {
			t.Fatal(err)
		}
		return ev.RoundMatches(1)[1].Boards[0].Result, g.Result
	}
	if b, g := board(); b != tournament.Draw || g != tournament.Draw {
		t.Errorf("game 3 drawn: match 2 board 1 holds %v, the game %v", b, g)
	}
	if e, err := s.NextUndo(); err != nil || e.Steps[0].Action != "team.result" {
		t.Errorf("logged as %+v, %v", e, err)
	}
	if err := s.SetTeamResult(1, 2, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	if b, g := board(); b != tournament.WhiteWins || g != tournament.WhiteWins {
		t.Errorf("typed 1-0: match 2 board 1 holds %v, the game %v", b, g)
	}
	for range 2 {
		if _, err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if b, g := board(); b != tournament.NoResult || g != tournament.NoResult {
		t.Errorf("undone: match 2 board 1 holds %v, the game %v", b, g)
	}
	if err := s.SetGameResult(1, 5, tournament.Draw); keyOf(err) != "store.error.no-such-pairing" {
		t.Errorf("game 5 of four: %v", err)
	}
}

// In an individual event a game's result is the board's (SetResult).
func TestSetGameResultInIndividualEvent(t *testing.T) {
	s, ids := newEvent(t, 2)
	if err := s.SaveRound(tournament.Round{Number: 1, Pairings: []tournament.Pairing{{Round: 1, Board: 1, White: ids[0], Black: ids[1]}}}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetGameResult(1, 1, tournament.BlackWins); err != nil {
		t.Fatal(err)
	}
	if p, err := s.Pairing(1, 1); err != nil || p.Result != tournament.BlackWins {
		t.Errorf("board 1: %+v, %v", p, err)
	}
	if e, err := s.NextUndo(); err != nil || e.Steps[0].Action != "result" {
		t.Errorf("logged as %+v, %v", e, err)
	}
}
