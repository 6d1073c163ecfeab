package cli

import (
	"strings"
	"testing"
)

// TestClaimReadsTheTypeFromTheControl: "arbiter claim" reads the game
// type from --control as "arbiter ruling" does, names it as the ruling
// does, and says the time an incorrect claim gives the opponent: a minute
// in a 3+2 game, two in a 90+30 one, as the ruling of the same claim gives.
func TestClaimReadsTheTypeFromTheControl(t *testing.T) {
	pgn := writeInput(t, t.TempDir(), "game.pgn", "[Event \"test\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n")
	t.Setenv("ARBITER_LANG", "en")
	claim := []string{"claim", "--pgn", pgn, "--kind", "threefold"} // Black claims, on move, too early
	for _, c := range []struct {
		control, text, json, gameType string
	}{
		{"3+2", "Time: White +60 s, Black +0 s", `"white": 60`, `Game type: Blitz (from the time control 3'+2")`},
		{"90+30", "Time: White +120 s, Black +0 s", `"white": 120`, `Game type: Standard (from the time control 90'+30")`},
	} {
		out := runCLI(t, 0, append(claim, "--control", c.control)...)
		for _, want := range []string{c.text, c.gameType} {
			if !strings.Contains(out, want) {
				t.Errorf("claim --control %s:\n%s\nwant %q", c.control, out, want)
			}
		}
		if out := runCLI(t, 0, append(claim, "--control", c.control, "--json")...); !strings.Contains(out, c.json) {
			t.Errorf("claim --control %s --json:\n%s\nwant %q", c.control, out, c.json)
		}
		ruling := runCLI(t, 0, "ruling", "claim-threefold", "--pgn", pgn, "--player", "black", "--control", c.control)
		if !strings.Contains(ruling, c.text) {
			t.Errorf("ruling --control %s gives otherwise:\n%s", c.control, ruling)
		}
	}
	// Without a type or a control the claim the type would rule otherwise
	// is refused, as before.
	runCLI(t, 1, claim...)
	if msg := runCLI(t, 1, append(claim, "--control", "three minutes")...); !strings.Contains(msg, "three minutes") {
		t.Errorf("claim --control \"three minutes\": %q", msg)
	}
}
