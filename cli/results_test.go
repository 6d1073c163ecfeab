package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestResultsOfARound enters a whole round's results from a file and from
// standard input: each batch is one action that one undo takes back, and a
// batch with a mistake on any line enters nothing and names the line.
func TestResultsOfARound(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	file := filepath.Join(dir, "club.arbiter")
	players := writeInput(t, dir, "players.csv", clubCSV)
	runCLI(t, 0, "import", "csv", file, players)
	runCLI(t, 0, "draw", file, "--seed", "1953")
	runCLI(t, 0, "pair", file, "--round", "1")
	results := func() []tournament.Result {
		ev, err := loadEvent(file)
		if err != nil {
			t.Fatal(err)
		}
		var out []tournament.Result
		for _, p := range ev.Rounds[0].Pairings {
			out = append(out, p.Result)
		}
		return out
	}
	input := func(text string) string { return writeInput(t, dir, "results.txt", text) }

	bad := input("1 1-0\n2 ½-½\n3 1-1\n")
	if msg := runCLI(t, 1, "result", file, "--round", "1", "--from", bad); !strings.Contains(msg, "line 3: 1-1 is not a result") {
		t.Errorf("a batch with a bad line: %q", msg)
	}
	twice := input("1 1-0\n\n1 0-1\n")
	if msg := runCLI(t, 1, "result", file, "--round", "1", "--from", twice); !strings.Contains(msg, "line 3: board 1 was already given on line 1") {
		t.Errorf("a board given twice: %q", msg)
	}
	for _, r := range results() {
		if r != tournament.NoResult {
			t.Fatalf("a refused batch entered results: %v", results())
		}
	}

	good := input("# round 1\n1 1-0\n2 ½-½\n3 0-1\n4 +/-\n5 -/-\n")
	if out := runCLI(t, 0, "result", file, "--round", "1", "--from", good); !strings.Contains(out, "Round 1: 5 results entered, 0 of them corrections") {
		t.Errorf("batch from a file: %q", out)
	}
	want := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.WhiteForfeitWin, tournament.DoubleForfeit}
	if got := results(); !slices.Equal(got[:len(want)], want) {
		t.Errorf("results after the batch: %v, want %v", got, want)
	}

	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	w.WriteString("1 0-1\n2 ½-½\n")
	w.Close()
	stdin := os.Stdin
	os.Stdin = r
	out := runCLI(t, 0, "result", file, "--round", "1", "--from", "-")
	os.Stdin = stdin
	if !strings.Contains(out, "Round 1: 1 results entered, 1 of them corrections, 1 unchanged") {
		t.Errorf("batch from standard input: %q", out)
	}

	runCLI(t, 0, "undo", file)
	if got := results(); !slices.Equal(got[:len(want)], want) {
		t.Errorf("one undo after the second batch: %v, want %v", got, want)
	}
	runCLI(t, 0, "undo", file)
	if got := results(); got[0] != tournament.NoResult || got[4] != tournament.NoResult {
		t.Errorf("one undo did not take back the whole first batch: %v", got)
	}
	s, err := store.OpenReadOnly(file)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	log, err := s.Audit()
	if err != nil {
		t.Fatal(err)
	}
	batches := 0
	for _, e := range log {
		if len(e.Steps) == 5 && e.Steps[0].Action == "result" {
			batches++
		}
	}
	if batches != 1 {
		t.Errorf("%d audit entries hold the five results, want one", batches)
	}
}
