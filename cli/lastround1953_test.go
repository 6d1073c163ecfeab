package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// The USSR 1953 code wants every game of the earlier rounds finished
// before a tournament's last round (§22 note 4): pairing it over an
// adjourned game is refused even with --override, which an earlier round
// takes; the override was taken.
func TestThe1953LastRoundWaitsForEveryGame(t *testing.T) {
	file := filepath.Join(t.TempDir(), "1953.arbiter")
	newEvent(t, file, []string{"--name", "Spartakiad", "--system", "round-robin", "--ruleset", "USSR1953", "--lang", "en"},
		"Player A", "Player B", "Player C", "Player D")
	runCLI(t, 0, "draw", file, "--seed", "7")
	runCLI(t, 0, "pair", file)
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "adj")
	runCLI(t, 0, "pair", file, "--override") // round 2 of 3
	runCLI(t, 0, "result", file, "--round", "2", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "2", "--board", "2", "0-1")
	out := runCLI(t, 1, "pair", file, "--override")
	if !strings.Contains(out, "§22, note 4") || !strings.Contains(out, "round 3") {
		t.Errorf("the last round paired over an adjourned game: %q", out)
	}
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "1/2-1/2")
	runCLI(t, 0, "pair", file)
}
