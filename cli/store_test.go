package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

// TestReportsWhileFileIsOpen holds the file open for writing, as the GUI
// does, and runs the commands that only read: each works, while a command
// that changes the file is refused as already open.
func TestReportsWhileFileIsOpen(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "open.arbiter")
	settings := tournament.DefaultSettings()
	settings.Name = "Pärnu Open"
	s := testevent.Create(t, path, settings)
	pairFourPlayers(t, s)
	if _, err := s.Backup("manual"); err != nil {
		t.Fatal(err)
	}
	// Committed by the open store and still in its write-ahead log: the
	// reports must see them. The round is complete, as the standings count
	// completed rounds only.
	if err := s.SetResult(1, 1, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	if err := s.SetResult(1, 2, tournament.BlackWins); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 1, Result: tournament.Draw,
		Moves: []replay.RecordedMove{{Ply: 1, UCI: "e2e4", SAN: "e4"}, {Ply: 2, UCI: "c7c5", SAN: "c5"}}}); err != nil {
		t.Fatal(err)
	}

	for _, tt := range []struct {
		name string
		args []string
		want string // in the output
	}{
		{"info", []string{"info", path}, "Pärnu Open"},
		{"event", []string{"event", path}, "Pärnu Open"}, // no change asked: a look
		{"event --json", []string{"event", path, "--json"}, "Pärnu Open"},
		{"audit", []string{"audit", path}, "board 1: result ½–½"},
		{"player list", []string{"player", "list", path}, "Croft"},
		{"standings", []string{"standings", path}, "Standings after round 1\n"}, // both results read, one round
		{"crosstable", []string{"crosstable", path}, "½"},
		// Under the FIDE Laws and not FIDE-rated: why it has no norms.
		{"norms", []string{"norms", path, "--forecast", "--json"}, "no_classification"},
		{"export trf", []string{"export", "trf", path}, "012 Parnu Open"}, // ASCII, as the rating lists spell it
		{"export pgn", []string{"export", "pgn", path}, "1. e4 c5"},
		{"print", []string{"print", "standings", path, "-o", filepath.Join(dir, "standings.pdf")}, "standings.pdf"},
		// These three were refused beside the window.
		{"swiss", []string{"swiss", path}, "Baku acceleration"},
		{"backup --list", []string{"backup", path, "--list"}, "manual"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := run(t, tt.args...)
			if code != 0 || !strings.Contains(out, tt.want) {
				t.Fatalf("code %d, out %q, err %q; want %q in the output", code, out, errOut, tt.want)
			}
		})
	}

	code, _, errOut := run(t, "result", path, "--round", "1", "--board", "2", "1-0")
	if code == 0 || !strings.Contains(errOut, "already open") {
		t.Errorf("result while open: code %d, err %q", code, errOut)
	}
	if code, _, errOut := run(t, "event", path, "--organiser", "Pärnu SK"); code == 0 || !strings.Contains(errOut, "already open") {
		t.Errorf("event with a change while open: code %d, err %q", code, errOut)
	}
	if code, _, errOut := run(t, "swiss", path, "--baku=true"); code == 0 || !strings.Contains(errOut, "already open") {
		t.Errorf("Swiss options changed while open: code %d, err %q", code, errOut)
	}
	// A Swiss's pairings checked while the window holds it (it was refused).
	demo := filepath.Join(dir, "swiss.arbiter")
	newEvent(t, demo, []string{"--name", "Spring Open", "--system", "swiss-dutch", "--rounds", "3"}, "Aho", "Berg", "Croft", "Dahl")
	runCLI(t, 0, "pair", demo)
	testevent.Open(t, demo) // held as the window holds it, until the test ends
	if _, out, errOut := run(t, "check", demo, "--json"); !strings.Contains(out, `"round"`) {
		t.Errorf("check while open: %q %q", out, errOut)
	}
	ev := testevent.Event(t, s)
	if got := ev.Rounds[0].Pairings[1].Result; got != tournament.BlackWins {
		t.Errorf("board 2 has %v after the refused result", got)
	}
}
