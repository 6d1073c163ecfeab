package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// drawnLeague makes file a four-board round robin of four teams, Kallio,
// Tapiola, Tammer and Oulu, of players FIDE-rated each (Kallio's the
// strongest, board 1 the strongest of a team), its seats drawn in that
// order.
func drawnLeague(t *testing.T, file string, players int) {
	t.Helper()
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-round-robin", "--boards", "4", "--start", "2026-05-02")
	for i, team := range []string{"Kallio", "Tapiola", "Tammer", "Oulu"} {
		runCLI(t, 0, "team", "add", file, team)
		for b := 1; b <= players; b++ {
			runCLI(t, 0, "player", "add", file, "--name", fmt.Sprintf("%s, Player %d", team, b), "--rating", fmt.Sprint(2100-10*b-i),
				"--fide-id", fmt.Sprint(500000+10*i+b), "--team", team)
		}
	}
	runCLI(t, 0, "draw", file, "--seats", "Kallio,Tapiola,Tammer,Oulu")
}

// lateReserveLeague is a four-team, four-board round robin whose rounds 1
// and 2 are played; then Kallio's late reserve joins (a second player of
// Tapiola's FIDE id is refused first), round 3 is paired and Kallio puts
// him on board 4 instead of its fourth player. It returns the file and
// the late player's id.
func lateReserveLeague(t *testing.T) (string, int64) {
	t.Helper()
	dir := t.TempDir()
	file := filepath.Join(dir, "league.arbiter")
	drawnLeague(t, file, 4)
	for r := 1; r <= 2; r++ {
		runCLI(t, 0, "pair", file)
		for m := 1; m <= 2; m++ {
			for b, res := range []string{"1-0", "0-1", "1/2-1/2", "1-0"} {
				runCLI(t, 0, "result", file, "--round", fmt.Sprint(r), "--match", fmt.Sprint(m), "--board", fmt.Sprint(b+1), res)
			}
		}
	}
	if out := runCLI(t, 1, "player", "add", file, "--name", "Double, Agent", "--fide-id", "500011", "--team", "Kallio"); !strings.Contains(out, "Tapiola") {
		t.Errorf("a late player with a FIDE id of Tapiola's: %q", out)
	}
	if out := runCLI(t, 0, "player", "add", file, "--name", "Late, Leo", "--rating", "2200", "--fide-id", "500099", "--team", "Kallio"); !strings.Contains(out, "5") {
		t.Errorf("the late reserve: %q", out)
	}
	var teams []struct {
		Name    string `json:"name"`
		Players []struct {
			ID   int64  `json:"id"`
			No   int    `json:"no"`
			Name string `json:"name"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, 0, "team", "list", file, "--json")), &teams); err != nil {
		t.Fatal(err)
	}
	late := teams[0].Players[len(teams[0].Players)-1]
	if teams[0].Name != "Kallio" || len(teams[0].Players) != 5 || late.No != 5 || late.Name != "Leo Late" || teams[0].Players[0].Name != "Player 1 Kallio" {
		t.Fatalf("Kallio after the late reserve: %+v", teams[0])
	}
	runCLI(t, 0, "pair", file)
	if out := runCLI(t, 1, "lineup", file, "--round", "3", "--team", "Kallio", "--players", "5,1,2,3"); !strings.Contains(out, "board order") {
		t.Errorf("the late reserve above board 1: %q", out)
	}
	runCLI(t, 0, "lineup", file, "--round", "3", "--team", "Kallio", "--players", "1,2,3,5")
	return file, late.ID
}

// A player who joins a team after round 2, at the end of its board order,
// plays round 3 on board 4: the pairing shows him there, the standings
// count his game, the TRF report lists him last in his team's 310 record
// with no game in rounds 1 and 2 and reads back to the same standings.
func TestLateReserveJoinsAfterRoundTwo(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file, late := lateReserveLeague(t)
	// The line-up typed again changes nothing and prints Kallio's match.
	var match struct {
		Boards []struct {
			White *struct {
				ID int64 `json:"id"`
			} `json:"white"`
			Black *struct {
				ID int64 `json:"id"`
			} `json:"black"`
		} `json:"boards"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, 0, "lineup", file, "--round", "3", "--team", "Kallio", "--players", "1,2,3,5", "--json")), &match); err != nil {
		t.Fatal(err)
	}
	if b := match.Boards[3]; (b.White == nil || b.White.ID != late) && (b.Black == nil || b.Black.ID != late) {
		t.Fatalf("the late reserve is not on board 4 of Kallio's match: %+v", match)
	}
	for m := 1; m <= 2; m++ {
		for b, res := range []string{"1-0", "0-1", "1/2-1/2", "1-0"} {
			runCLI(t, 0, "result", file, "--round", "3", "--match", fmt.Sprint(m), "--board", fmt.Sprint(b+1), res)
		}
	}
	standings := runCLI(t, 0, "standings", file, "--json")
	var table struct {
		Rows []struct {
			Name       string  `json:"name"`
			GamePoints float64 `json:"game_points"`
		} `json:"rows"`
	}
	if err := json.Unmarshal([]byte(standings), &table); err != nil {
		t.Fatal(err)
	}
	total := 0.0
	for _, r := range table.Rows {
		total += r.GamePoints
	}
	if total != 24 { // 3 rounds × 2 matches × 4 boards
		t.Errorf("game points in all %v, want 24: %s", total, standings)
	}
	dir := filepath.Dir(file)
	report := filepath.Join(dir, "league.trf")
	runCLI(t, 0, "export", "trf", file, "-o", report)
	data, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	var kallio, leo string
	for _, l := range strings.Split(text, "\r") {
		if strings.HasPrefix(l, "310") && strings.Contains(l, "Kallio") {
			kallio = l
		}
		if strings.HasPrefix(l, "001") && strings.Contains(l, "Late, Leo") {
			leo = l
		}
	}
	if f := strings.Fields(kallio); len(f) < 5 || strings.Join(f[len(f)-5:], " ") != "1 2 3 4 5" {
		t.Errorf("Kallio's 310 record: %q", kallio)
	}
	if len(leo) < 99 || strings.TrimSpace(leo[91:99]) != "" || strings.TrimSpace(leo[101:109]) != "" || strings.TrimSpace(leo[111:]) == "" {
		t.Errorf("the late reserve's 001 record, no game in rounds 1–2 and one in round 3: %q", leo)
	}
	copyFile := filepath.Join(dir, "copy.arbiter")
	runCLI(t, 0, "import", "trf", copyFile, report)
	if again := runCLI(t, 0, "standings", copyFile, "--json"); again != standings {
		t.Errorf("the imported report's standings:\n%s\nthe event's:\n%s", again, standings)
	}
}
