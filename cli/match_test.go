package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestMatchWithdrawal_1953_27: in a match played under the 1953 code,
// "player withdraw" concedes the match (§27, last paragraph): the command
// says so, the games not played are void (no forfeit is recorded), the
// standings (the winner first, whatever the points) and the crosstable
// name the winner and the concession, no
// further game is paired, and the other player cannot withdraw after. A
// match under the FIDE Laws stands on its games' points.
func TestMatchWithdrawal_1953_27(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "match.arbiter")
	playMatch(t, file, "--rounds", "6", "--ruleset", "USSR1953")
	runCLI(t, 0, "pair", file)
	out := runCLI(t, 0, "player", "withdraw", file, "--seat", "1", "--after-round", "2")
	if !strings.Contains(out, "concedes the match") || strings.Contains(out, "forfeit (+") {
		t.Errorf("withdraw:\n%s", out)
	}
	for _, cmd := range []string{"standings", "crosstable"} {
		out := runCLI(t, 0, cmd, file)
		if !strings.Contains(out, "Match: Bo Dahl wins; Ann Berg withdrew after round 2") || !strings.Contains(out, "1½–½") {
			t.Errorf("%s:\n%s", cmd, out)
		}
		// Bo Dahl is first, having won the match on fewer points.
		if cmd == "standings" && strings.Index(out, "Bo Dahl") > strings.Index(out, "Ann Berg") {
			t.Errorf("standings do not put the winner of the match first:\n%s", out)
		}
	}
	if out := runCLI(t, 0, "standings", file, "--json"); !strings.Contains(out, `"outcome": "conceded"`) {
		t.Errorf("standings --json:\n%s", out)
	}
	if errOut := runCLI(t, 1, "pair", file); !strings.Contains(errOut, "the match is over") {
		t.Errorf("pairing after the concession: %s", errOut)
	}
	if errOut := runCLI(t, 1, "player", "withdraw", file, "--seat", "2", "--after-round", "3"); !strings.Contains(errOut, "the match is over") {
		t.Errorf("the other player's withdrawal: %s", errOut)
	}

	fide := filepath.Join(dir, "fide.arbiter")
	playMatch(t, fide, "--rounds", "2")
	if out := runCLI(t, 0, "standings", fide); !strings.Contains(out, "Match: Ann Berg wins 1½–½.") {
		t.Errorf("FIDE match standings:\n%s", out)
	}
}

// playMatch makes a match between Ann Berg (seat 1) and Bo Dahl with the
// options given and plays two games: Ann Berg wins the first with White,
// the second is drawn.
func playMatch(t *testing.T, file string, options ...string) {
	t.Helper()
	runCLI(t, 0, append([]string{"new", file, "--name", "Match", "--system", "match"}, options...)...)
	for _, n := range []string{"Ann Berg", "Bo Dahl"} {
		runCLI(t, 0, "player", "add", file, "--name", n)
	}
	runCLI(t, 0, "draw", file, "--seats", "Ann Berg,Bo Dahl")
	for r, res := range []string{"1-0", "1/2-1/2"} {
		runCLI(t, 0, "pair", file)
		runCLI(t, 0, "result", file, "--round", string(rune('1'+r)), "--board", "1", res)
	}
}
