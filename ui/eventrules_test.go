package ui

import (
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestWindowRefusedPlayedResultAfterWithdrawal: the window's result entry
// meets the same refusal of a played result for a game after a withdrawal
// as the desk, the command line and the store itself.
func TestWindowRefusedPlayedResultAfterWithdrawal(t *testing.T) {
	path, round, board := testevent.WithdrawnGame(t)
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	d := &document{st: st}
	if err := d.reload(); err != nil {
		t.Fatal(err)
	}
	testevent.CheckWithdrawnRefusal(t, "window", d.setResult(round, board, tournament.Draw))
	// The store's own answer, whatever the window asked first.
	testevent.CheckWithdrawnRefusal(t, "store under the window", d.st.SetResult(round, board, tournament.Draw))
}
