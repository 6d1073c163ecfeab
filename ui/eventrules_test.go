package ui

import (
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// TestWindowRefusedPlayedResultAfterWithdrawal: the window's result entry
// meets the same refusal of a played result for a game after a withdrawal
// as the desk, the command line and the store itself.
func TestWindowRefusedPlayedResultAfterWithdrawal(t *testing.T) {
	path, round, board := testevent.WithdrawnGame(t)
	d := &document{st: testevent.Open(t, path)}
	if err := d.reload(); err != nil {
		t.Fatal(err)
	}
	testevent.CheckWithdrawnRefusal(t, "window", d.setResult(round, board, tournament.Draw))
	// The store's own answer, whatever the window asked first.
	testevent.CheckWithdrawnRefusal(t, "store under the window", d.st.SetResult(round, board, tournament.Draw))
}
