package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The command line takes what other tools expect: --version, "-" for
// standard input and output, --json on pair and check.
func TestCommandLineConventions(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	if out := runCLI(t, 0, "--version"); !strings.HasPrefix(out, "arbiter ") {
		t.Errorf("--version printed %q", out)
	}
	report, err := os.ReadFile(filepath.Join("..", "tournament", "testdata", "swissmanager-layout.trf"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "open.arbiter")
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	w.Write(report)
	w.Close()
	stdin := os.Stdin
	os.Stdin = r
	out := runCLI(t, 0, "import", "trf", file, "-")
	os.Stdin = stdin
	if !strings.Contains(out, "Imported 5 players and 3 rounds") {
		t.Fatalf("import from standard input: %q", out)
	}
	if out := runCLI(t, 0, "export", "trf", file, "-o", "-"); !strings.HasPrefix(out, "012 Club open") {
		t.Errorf("export -o - printed %q", out)
	}
	if _, err := os.Stat("-"); err == nil {
		t.Error("-o - wrote a file named -")
	}

	var rd roundJSON
	if err := json.Unmarshal([]byte(runCLI(t, 0, "pair", file, "--json")), &rd); err != nil || rd.Round != 4 || len(rd.Boards) != 3 || rd.Boards[2].Bye != "pairing-allocated" {
		t.Errorf("pair --json: %+v, %v", rd, err)
	}
	var chk checkJSON
	if err := json.Unmarshal([]byte(runCLI(t, 0, "check", file, "--round", "4", "--json")), &chk); err != nil || !chk.OK || chk.Round != 4 {
		t.Errorf("check --json: %+v, %v", chk, err)
	}
}
