package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// crosstable serves a team event with the crosstable the window and the
// paper show: a round robin's cells team by team, in the standings'
// order, as text and as JSON.
func TestCrosstableOfATeamEvent(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "league.arbiter")
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-round-robin", "--boards", "2")
	addTeams(t, file, "%s, Player %d", 2, []string{"--rating", "2000"}, "Kallio", "Tapiola", "Tammer", "Oulu")
	runCLI(t, 0, "draw", file, "--seats", "Kallio,Tapiola,Tammer,Oulu")
	runCLI(t, 0, "pair", file)
	for m, results := range [][]string{{"1-0", "1/2-1/2"}, {"0-1", "0-1"}} {
		for b, r := range results {
			runCLI(t, 0, "result", file, "--round", "1", "--match", fmt.Sprint(m+1), "--board", fmt.Sprint(b+1), r)
		}
	}
	var ct struct {
		Rounds     int  `json:"rounds"`
		RoundRobin bool `json:"round_robin"`
		Rows       []struct {
			No          int     `json:"no"`
			Name        string  `json:"name"`
			Place       string  `json:"place"`
			MatchPoints int     `json:"match_points"`
			GamePoints  float64 `json:"game_points"`
			Matches     []struct {
				Round      int     `json:"round"`
				Opponent   int     `json:"opponent"`
				Finished   bool    `json:"finished"`
				GamePoints float64 `json:"game_points"`
			} `json:"matches"`
		} `json:"rows"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, 0, "crosstable", file, "--json")), &ct); err != nil {
		t.Fatal(err)
	}
	got := ""
	for _, r := range ct.Rows {
		got += fmt.Sprintf("%s %s %d %v vs %d %v; ", r.Place, r.Name, r.MatchPoints, r.GamePoints, r.Matches[0].Opponent, r.Matches[0].GamePoints)
	}
	// Kallio 1½–½ Oulu; Tapiola 1–1 Tammer (board 2 has Tammer White).
	if want := "1 Kallio 2 1.5 vs 4 1.5; 2 Tammer 1 1 vs 2 1; 3 Tapiola 1 1 vs 3 1; 4 Oulu 0 0.5 vs 1 0.5; "; got != want || !ct.RoundRobin || ct.Rounds != 1 {
		t.Errorf("crosstable --json: %s (round robin %v, %d rounds), want %s", got, ct.RoundRobin, ct.Rounds, want)
	}
	text := runCLI(t, 0, "crosstable", file)
	// Kallio's line: his own cell, then 1½ against Oulu, MP 2, GP 1½.
	if f := strings.Fields(strings.Split(text, "\n")[1]); strings.Join(f, " ") != "1 1 Kallio × 1½ 2 1½" {
		t.Errorf("crosstable's first line: %q\n%s", f, text)
	}
	// The standings say what their abbreviations stand for.
	if out := runCLI(t, 0, "standings", file); !strings.Contains(out, "MP = match points · GP = game points") || !strings.Contains(out, "(lower is better)") {
		t.Errorf("standings without a legend:\n%s", out)
	}
}
