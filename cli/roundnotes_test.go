package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestPairSaysTheMatchIsDecided: game 4 of a 4-game match won 3–0 is
// paired and said to be played only as the match's regulations set, in
// the user's language, by pair and by pairings alike.
func TestPairSaysTheMatchIsDecided(t *testing.T) {
	t.Setenv("ARBITER_LANG", "fi")
	file := filepath.Join(t.TempDir(), "match.arbiter")
	newEvent(t, file, []string{"--name", "Match", "--system", "match", "--rounds", "4"}, "Ann Berg", "Bo Dahl")
	runCLI(t, 0, "draw", file, "--seats", "Ann Berg,Bo Dahl")
	for r, res := range []string{"1-0", "0-1", "1-0"} {
		if out := runCLI(t, 0, "pair", file); strings.Contains(out, "ratkesi") {
			t.Errorf("round %d said decided:\n%s", r+1, out)
		}
		runCLI(t, 0, "result", file, "--round", string(rune('1'+r)), "--board", "1", res)
	}
	want := "Ottelu ratkesi ennen 4. peliä (Ann Berg 3–0)"
	if out := runCLI(t, 0, "pair", file); !strings.Contains(out, want) {
		t.Errorf("pair of game 4 lacks %q:\n%s", want, out)
	}
	if out := runCLI(t, 0, "pairings", file); !strings.Contains(out, want) {
		t.Errorf("pairings of game 4 lacks %q:\n%s", want, out)
	}
}

// TestPairSaysTheExchangedRound: round 2 of a double round robin of 4
// plays the table's round 3 (FIDE C.05 Annex 1), and pair says so.
func TestPairSaysTheExchangedRound(t *testing.T) {
	file := filepath.Join(t.TempDir(), "drr.arbiter")
	newEvent(t, file, []string{"--name", "DRR", "--system", "double-round-robin", "--rounds", "6"}, "A", "B", "C", "D")
	runCLI(t, 0, "draw", file, "--seats", "A,B,C,D")
	runCLI(t, 0, "pair", file)
	out := runCLI(t, 0, "pair", file, "--override")
	if want := "Round 2 is the Berger table's round 3"; !strings.Contains(out, want) {
		t.Errorf("pair of round 2 lacks %q:\n%s", want, out)
	}
}
