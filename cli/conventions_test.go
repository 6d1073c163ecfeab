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

// `arbiter pgn` reads every game of a file: a byte-order mark does not
// cut the first game, a null move makes its own game an error and the
// others are still read, a Result tag the moves contradict is a warning.
func TestPGNReadsEveryGame(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "games.pgn")
	text := "\ufeff[Event \"Open\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n" +
		"[Event \"x\"]\n\n1. e4 Z0 *\n\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 *\n"
	if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var games []pgnGameJSON
	if err := json.Unmarshal([]byte(runCLI(t, 0, "pgn", file, "--json")), &games); err != nil || len(games) != 3 {
		t.Fatalf("%d games, %v", len(games), err)
	}
	g := games[0]
	if g.Tags["Event"] != "Open" || len(g.Moves) != 7 || g.Result != "1-0" || len(g.Warnings) != 1 ||
		g.FEN != "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4" {
		t.Errorf("the first game: %+v", g)
	}
	if !strings.Contains(games[1].Error, "null move") || !strings.Contains(games[1].Error, "Z0") {
		t.Errorf("the null move: %+v", games[1])
	}
	if games[2].Tags["White"] != "C" || len(games[2].Moves) != 1 {
		t.Errorf("the game after: %+v", games[2])
	}
}
