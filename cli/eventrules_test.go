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

// TestSystemFixedOncePairedRefusedAsByTheStore: once a round is paired the
// command line is refused a new system or number of rounds with the
// store's own message, and the settings stay.
func TestSystemFixedOncePairedRefusedAsByTheStore(t *testing.T) {
	path, _, _ := testevent.WithdrawnGame(t)
	st := testevent.Open(t, path)
	ev, err := st.Event()
	if err != nil {
		t.Fatal(err)
	}
	changed := ev.Settings
	changed.System = tournament.SwissDutch
	refusal := st.UpdateSettings(changed)
	st.Close()
	if refusal == nil {
		t.Fatal("the store took a new system once paired")
	}
	for _, args := range [][]string{{"--system", "swiss-dutch", "--rounds", "5"}, {"--rounds", "7"}} {
		errOut := runCLI(t, 1, append([]string{"event", path}, args...)...)
		if !strings.Contains(errOut, "the pairing system and the number of rounds can no longer change") {
			t.Errorf("event %v: %q, want the store's refusal %q", args, errOut, refusal.Error())
		}
	}
	if out := runCLI(t, 0, "event", path, "--json"); !strings.Contains(out, `"system": "round-robin"`) {
		t.Errorf("the settings changed: %s", out)
	}
}
