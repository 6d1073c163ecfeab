package cli

import (
	"strings"
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// TestResultAfterWithdrawalRefusedAsByTheStore: the command line is refused
// a played result for a game after a withdrawal with the store's own
// message, and the file keeps the board open.
func TestResultAfterWithdrawalRefusedAsByTheStore(t *testing.T) {
	path, round, board := testevent.WithdrawnGame(t)
	st := testevent.Open(t, path)
	refusal := st.SetResult(round, board, tournament.WhiteWins)
	st.Close() // the command line opens the file itself
	testevent.CheckWithdrawnRefusal(t, "store", refusal)
	errOut := runCLI(t, 1, "result", path, "1-0", "--round", "2", "--board", "1")
	if !strings.Contains(errOut, refusal.Error()) {
		t.Errorf("command line: %q, want the store's %q", errOut, refusal.Error())
	}
	runCLI(t, 0, "result", path, "-+", "--round", "2", "--board", "1")
}
