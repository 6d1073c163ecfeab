package store

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"arbiter/engine"
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
		ev := eventOf(t, s)
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
	if err := setMatchBoard(t, s, 1, 2, 1, tournament.WhiteWins); err != nil {
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

// A line-up is fixed once play in its match has begun at the game desk:
// a game of the match with moves recorded refuses a change of either
// team's line-up, naming the match and the board; a game opened without
// a move, or moves in another match, do not; setting the line-up the
// match already has changes nothing and is no change refused.
func TestLineupFixedOnceMovesRecordedAtDesk(t *testing.T) {
	s, teams := newTeamEvent(t, 4, 5, 4)
	if _, err := s.PairTeamRound(1); err != nil {
		t.Fatal(err)
	}
	ev := eventOf(t, s)
	a, _ := ev.Team(teams[0]) // match 1 with team D: games 1–4
	b, _ := ev.Team(teams[1]) // match 2 with team C: games 5–8
	d, _ := ev.Team(teams[3])
	reserveIn := func(tm *tournament.Team) []int64 {
		return []int64{tm.Players[0], tm.Players[1], tm.Players[2], tm.Players[4]}
	}
	// Game 2 (match 1, board 2) opened at the desk, no move yet.
	rec := &tournament.GameRecord{Round: 1, Board: 2}
	if _, err := s.SaveGame(rec); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SetLineup(1, teams[0], reserveIn(a)); err != nil {
		t.Errorf("a line-up change before any move: %v", err)
	}
	if err := s.AppendMove(rec.ID, tournament.RecordedMove{Ply: 1, UCI: "e2e4", SAN: "e4"}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		team    int64
		players []int64
		key     string
	}{
		{"team A back to its first four", teams[0], a.Players[:4], "teams.error.lineup-in-play"},
		{"team D, the other team of the match", teams[3], reserveIn(d), "teams.error.lineup-in-play"},
		{"team A's line-up as it stands", teams[0], reserveIn(a), ""},
		{"team B of match 2, no move there", teams[1], reserveIn(b), ""},
	} {
		_, err := s.SetLineup(1, c.team, c.players)
		if keyOf(err) != c.key || (c.key == "" && err != nil) {
			t.Errorf("%s: %v, want %q", c.name, err, c.key)
			continue
		}
		var m *engine.Message
		if c.key != "" && errors.As(err, &m) && (fmt.Sprint(m.Args["match"]) != "1" || fmt.Sprint(m.Args["board"]) != "2") {
			t.Errorf("%s: refused naming match %v board %v, want match 1 board 2", c.name, m.Args["match"], m.Args["board"])
		}
	}
	after, err := s.Event()
	if err != nil {
		t.Fatal(err)
	}
	if got := after.RoundMatches(1)[0].Lineup(after, teams[0]); !slices.Equal(got, reserveIn(a)) {
		t.Errorf("team A's line-up after the refusals: %v, want %v", got, reserveIn(a))
	}
	// A ruling at game 6 (match 2, board 2), no move there: play in match
	// 2 has begun all the same.
	if _, err := s.AddRuling(tournament.Ruling{Round: 1, Board: 6, Incident: "device", Side: "black"}); err != nil {
		t.Fatal(err)
	}
	_, err = s.SetLineup(1, teams[1], b.Players[:4])
	var m *engine.Message
	if keyOf(err) != "teams.error.lineup-in-play.ruled" || !errors.As(err, &m) || fmt.Sprint(m.Args["match"], m.Args["board"]) != "2 2" {
		t.Errorf("team B's line-up after a ruling in its match: %v, want refused naming match 2, board 2", err)
	}
}
