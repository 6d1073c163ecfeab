package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A game that ended before a move is entered with --unrated: its result
// stands, the rating report leaves it out, and the TRF report writes it
// as W, D or L; --rated takes the mark back.
func TestResultUnrated(t *testing.T) {
	file := demoFile(t)
	dir := filepath.Dir(file)
	ratedGames := func() int {
		var rep struct {
			Players []struct {
				Games int `json:"games"`
			} `json:"players"`
		}
		if err := json.Unmarshal([]byte(runCLI(t, 0, "ratings", file, "--json")), &rep); err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, p := range rep.Players {
			n += p.Games
		}
		return n
	}
	before := ratedGames()
	out := runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0", "--unrated")
	if !strings.Contains(out, "not rated") {
		t.Errorf("result --unrated says %q", out)
	}
	if after := ratedGames(); after != before-2 {
		t.Errorf("rated games (both players) %d → %d, want %d", before, after, before-2)
	}
	trf := filepath.Join(dir, "out.trf")
	runCLI(t, 0, "export", "trf", file, "-o", trf)
	data, err := os.ReadFile(trf)
	if err != nil {
		t.Fatal(err)
	}
	// Round 1 is the first game column of each player line (from 92).
	var codes []string
	for _, line := range strings.FieldsFunc(string(data), func(r rune) bool { return r == '\r' || r == '\n' }) {
		if strings.HasPrefix(line, "001 ") && len(line) >= 99 {
			codes = append(codes, line[91:99])
		}
	}
	joined := strings.Join(codes, "|")
	if !regexp.MustCompile(` w W\b`).MatchString(joined) || !regexp.MustCompile(` b L\b`).MatchString(joined) {
		t.Errorf("round 1 of the report has no W against L: %q", joined)
	}
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0", "--rated")
	if after := ratedGames(); after != before {
		t.Errorf("after --rated: %d rated games, want %d", after, before)
	}
	runCLI(t, 2, "result", file, "--round", "1", "--board", "1", "1-0", "--rated", "--unrated")
	runCLI(t, 1, "result", file, "--round", "1", "--board", "1", "+/-", "--unrated")
}
