package desk

import (
	"strings"
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// TestDeskRefusedPlayedResultAfterWithdrawal: the desk's result entry and
// its PGN import meet the store's refusal of a played result for a game
// after a withdrawal, and the refused import keeps no moves.
func TestDeskRefusedPlayedResultAfterWithdrawal(t *testing.T) {
	path, round, board := testevent.WithdrawnGame(t)
	st := testevent.Open(t, path)
	ev, err := st.Event()
	if err != nil {
		t.Fatal(err)
	}
	host := Host{Store: st, Event: func() *tournament.Event { return ev }, TickEvery: -1, Go: func(f func()) { f() }}
	s, err := Open(host, round, board)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	testevent.CheckWithdrawnRefusal(t, "desk result", s.SetResult(tournament.WhiteWins))
	game, err := firstGame(strings.NewReader("[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"))
	if err != nil {
		t.Fatal(err)
	}
	in, err := ReadImport(ev.Settings.Ruleset, game)
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = s.ImportPGN(in)
	testevent.CheckWithdrawnRefusal(t, "desk PGN import", err)
	if g, err := st.GameAt(round, board); err == nil && len(g.Moves) > 0 {
		t.Errorf("the refused import kept %d moves", len(g.Moves))
	}
	if err := s.SetResult(tournament.BlackForfeitWin); err != nil {
		t.Errorf("forfeit refused: %v", err)
	}
}
