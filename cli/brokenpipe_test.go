package cli

import (
	"os"
	"path/filepath"
	"testing"

	"arbiter/internal/testevent"
)

// A command whose output goes to a reader that has stopped reading
// (arbiter pair FILE | head -1) finishes its change and lets the file go:
// it was ended by SIGPIPE at its first line while it held the file, and
// the next command on the file said the program had crashed, been
// stopped or lost its power.
func TestACommandWhoseReaderLeftLetsTheFileGo(t *testing.T) {
	file := filepath.Join(t.TempDir(), "club.arbiter")
	newEvent(t, file, []string{"--name", "Club", "--system", "swiss-dutch", "--rounds", "3"}, "Tamm, Mart", "Kask, Liina", "Saar, Peeter", "Lepp, Kadri")
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	r.Close() // the reader is gone before the first line
	cmd := soakProgram("arbiter", "pair", file)
	cmd.Stdout = w
	err = cmd.Run()
	w.Close()
	if _, exited := err.(interface{ ExitCode() int }); err != nil && !exited {
		t.Fatalf("pair did not run: %v", err)
	}
	if state := cmd.ProcessState; state == nil || !state.Exited() {
		t.Errorf("pair ended by a signal: %v", state)
	}
	st := testevent.Open(t, file)
	if h, ok := st.Interrupted(); ok {
		t.Errorf("the file was left held by process %d", h.PID)
	}
	if ev, err := st.Event(); err != nil || len(ev.Rounds) != 1 {
		t.Errorf("round 1 not kept: %v", err)
	}
}
