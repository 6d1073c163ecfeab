package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/tournament"
)

// TestSystemSwissIsTheDutch: --system swiss, as every help calls the
// system, is FIDE's default Swiss, the Dutch, in new and in event, and
// the command says which it took.
func TestSystemSwissIsTheDutch(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "s.arbiter")
	out := runCLI(t, 0, "new", file, "--name", "Open", "--system", "Swiss", "--rounds", "5")
	if !strings.Contains(out, "Dutch") {
		t.Errorf("new --system Swiss does not say it took the Dutch system:\n%s", out)
	}
	var st tournament.Settings
	if err := json.Unmarshal([]byte(runCLI(t, 0, "event", file, "--json")), &st); err != nil {
		t.Fatal(err)
	}
	if st.System != tournament.SwissDutch {
		t.Errorf("new --system swiss made a %s event", st.System)
	}
	rr := filepath.Join(dir, "rr.arbiter")
	runCLI(t, 0, "new", rr, "--name", "Club", "--system", "round-robin")
	runCLI(t, 0, "event", rr, "--system", "swiss", "--rounds", "5")
	if err := json.Unmarshal([]byte(runCLI(t, 0, "event", rr, "--json")), &st); err != nil {
		t.Fatal(err)
	}
	if st.System != tournament.SwissDutch {
		t.Errorf("event --system swiss made a %s event", st.System)
	}
	runCLI(t, 2, "new", filepath.Join(dir, "x.arbiter"), "--name", "X", "--system", "swis")
}
