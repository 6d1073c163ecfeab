package cli

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/tournament/ratingreport"
	"arbiter/tournament/store"
)

// A team event's rating changes: its players are named TEAM:NO as a
// line-up names them (the team by its number in team list or its name,
// the player by his place in its board order), the K factors set so are
// the ones every front end computes with once saved (ratingreport.Of:
// the file's own report gives the command's every figure, and the printed
// report the same change), and a player named otherwise is refused with
// the team form named.
func TestRatingsTeamEvent(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "swiss10.arbiter")
	runCLI(t, 0, "import", "trf", file, filepath.Join("..", "tournament", "testdata", "teams", "arbiter-swiss10.trf"))
	out := runCLI(t, 0, "ratings", file, "--json", "--k", "Beta:2=40:new", "--k", "3:4=10", "--save")
	var got struct {
		Players []ratingreport.Row `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	s, err := store.OpenReadOnly(file)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := s.Event()
	if err != nil {
		t.Fatal(err)
	}
	opts, err := s.RatingOptions()
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	want := ratingreport.Of(ev, opts)
	if len(got.Players) != 50 || len(want) != 50 {
		t.Fatalf("%d players in the command's report, %d in the file's", len(got.Players), len(want))
	}
	byName := map[string]ratingreport.Row{}
	for i, r := range got.Players {
		if w := want[i]; r.ID != w.ID || r.Change != w.Change {
			t.Errorf("%s: the command gives %+v, the file's report %+v", r.Name, r.Change, w.Change)
		}
		byName[r.Name] = r
	}
	for _, tt := range []struct {
		name   string
		k      int
		change float64
	}{
		{"Player 2 Beta", 40, -106.8}, // 7 games, 2 points against 4.67 expected
		{"Player 4 Gamma", 10, 7.1},   // 5 points against 4.29
		{"Player 1 Alfa", 20, -6.0},   // K by the rules
	} {
		r := byName[tt.name]
		if r.Change.K != tt.k || math.Abs(r.Change.Change-tt.change) > 0.05 {
			t.Errorf("%s: K %d change %.1f, want K %d change %.1f", tt.name, r.Change.K, r.Change.Change, tt.k, tt.change)
		}
	}
	text := runCLI(t, 0, "ratings", file)
	if !strings.Contains(text, "2:2   Player 2 Beta") || !strings.Contains(text, "-106.8") {
		t.Errorf("the list does not name Beta's second player 2:2 with -106.8:\n%s", text)
	}
	pdf := filepath.Join(t.TempDir(), "ratings.pdf")
	runCLI(t, 0, "print", "ratings", file, "-o", pdf)
	data, err := os.ReadFile(pdf)
	if err != nil {
		t.Fatal(err)
	}
	if printed := pdftext.Text(t, data); !strings.Contains(printed, "106.8") {
		t.Errorf("the printed report has no -106.8:\n%s", printed)
	}

	cat := i18n.For(i18n.English)
	for _, tt := range []struct{ flag, value, key string }{
		{"--k", "7=20", "ratings.err.kset.team"}, // a start number: team players have none
		{"--k", "2:9=20", "ratings.err.kset.team"},
		{"--k", "Omega:1=20", "ratings.err.kset.team"},
		{"--k", "11:1=20", "ratings.err.kset.team"},
		{"--national-rating", "2=2100", "ratings.err.national-spec.team"},
	} {
		args := []string{"ratings", file, tt.flag, tt.value}
		if tt.key == "ratings.err.national-spec.team" {
			args = append(args, "--national", "SSL:20:1000")
		}
		msg := runCLI(t, 1, args...)
		if !strings.Contains(msg, strings.SplitN(cat.T(tt.key, "value", tt.value), "{", 2)[0]) {
			t.Errorf("%s %s: %q, want the words of %s", tt.flag, tt.value, msg, tt.key)
		}
	}
}
