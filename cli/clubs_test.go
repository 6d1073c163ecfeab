package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/pdftext"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/prizes"
	"arbiter/tournament/standings"
)

// TestPrizesBestClub: a club ranking given on the command line ranks the
// demo's clubs by the points of each one's two best-placed players, its
// prize goes to the club on top while the overall prize still goes to
// the player on top, and its standings say the rule in each language.
func TestPrizesBestClub(t *testing.T) {
	file := demoFile(t)
	runCLI(t, 0, "prizes", file, "--group", "bc:clubs:2:Best club", "--prize", "1=300", "--prize", "bc:1=100", "--save")
	ev := testevent.Read(t, file)
	// Each club's two best-placed players' points, by hand.
	score := map[string]tournament.Points{}
	counted := map[string]int{}
	for _, r := range standings.Of(ev).Rows {
		if club := strings.TrimSpace(r.Club); club != "" && counted[club] < 2 {
			score[club] += r.Points
			counted[club]++
		}
	}
	best := ""
	for club, p := range score {
		if best == "" || p > score[best] {
			best = club
		}
	}
	out := runJSON[prizesJSON](t, "prizes", file, "--json")
	if len(out.Awards) != 2 || out.Awards[0].ID != standings.Of(ev).Rows[0].ID || out.Awards[1].Group != "bc" ||
		out.Awards[1].Name != best || out.Awards[1].Score != score[best].Float() {
		t.Errorf("awards %+v, want the club prize to %s on %s", out.Awards, best, score[best])
	}
	table := runJSON[struct {
		Clubs []prizes.ClubRow `json:"clubs"`
	}](t, "prizes", file, "--standings", "bc", "--json")
	if len(table.Clubs) != len(score) {
		t.Fatalf("%d clubs ranked, want %d", len(table.Clubs), len(score))
	}
	for i, c := range table.Clubs {
		if c.Score != score[c.Club].Float() || i > 0 && c.Score > table.Clubs[i-1].Score {
			t.Errorf("%s on %v at %s, want %s and in order", c.Club, c.Score, c.Place, score[c.Club])
		}
	}
	// On paper the clubs stand in their order under the rule.
	pdf := filepath.Join(filepath.Dir(file), "clubs.pdf")
	runCLI(t, 0, "print", "group-standings", file, "--groups", "bc", "--lang", "en", "-o", pdf)
	text := input.Collapse(pdftext.Text(t, testdir.Read(t, pdf)))
	if !strings.Contains(text, "1 "+table.Clubs[0].Club) || !strings.Contains(text, "2 best-placed players") {
		t.Errorf("the printed club ranking:\n%s", text)
	}
	saysInEachLang(t, 0, map[string]string{"en": "2 best-placed players", "fi": "2 parhaiten sijoittuneen", "et": "2 parima kohaga"},
		"prizes", file, "--standings", "bc")
}
