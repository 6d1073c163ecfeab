package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"arbiter/tournament"
)

// TestPrizesCommand: groups and prizes given on the command line are
// saved, the prize list gives each prize once and no player two and
// accounts for the fund to the cent in the currency set, a group's
// standings hold only its players, and a prize of a group that does not
// exist is refused.
func TestPrizesCommand(t *testing.T) {
	file := demoFile(t)
	runCLI(t, 0, "prizes", file, "--group", "w:women:Women", "--group", "u2000:rating:-1999:Under 2000",
		"--prize", "1=300", "--prize", "2=150,50", "--prize", "w:1=50:cup", "--prize", "u2000:1=40", "--hort=true", "--currency", "EUR", "--save")
	var out struct {
		Rules tournament.PrizeRules `json:"rules"`
		tournament.Prizes
	}
	if err := json.Unmarshal([]byte(runCLI(t, 0, "prizes", file, "--json")), &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Rules.Groups) != 2 || len(out.Rules.Prizes) != 4 || !out.Rules.Hort || out.Rules.Currency != "EUR" {
		t.Fatalf("saved rules %+v", out.Rules)
	}
	ev := loadFile(t, file)
	seen := map[int64]bool{}
	for _, a := range out.Awards {
		if seen[a.ID] {
			t.Errorf("player %d has two prizes", a.ID)
		}
		seen[a.ID] = true
		p, _ := ev.Player(a.ID)
		if g, ok := out.Rules.Group(a.Group); ok && !g.Member(*p) {
			t.Errorf("%s's prize goes to %s, not of the group", g.Name, p.Name)
		}
	}
	// Under 2000's first two without another prize are equal on 3
	// points: the second, past the paid place, shares its 40 by Hort.
	if len(out.Awards) != 5 || out.Awards[4].Shared != 2 || out.Awards[3].Money+out.Awards[4].Money != 4000 {
		t.Errorf("%d awards, want 4 and a share past the paid place: %+v", len(out.Awards), out.Awards)
	}
	// 300 + 150.50 + 50 + 40.
	if out.Fund != 54050 || out.Paid+out.Unpaid+out.Remainder != out.Fund || out.Currency != "EUR" {
		t.Errorf("fund %d = %d paid + %d unpaid + %d over, in %q", out.Fund, out.Paid, out.Unpaid, out.Remainder, out.Currency)
	}
	var table struct {
		Rows []tournament.Row `json:"rows"`
	}
	if err := json.Unmarshal([]byte(runCLI(t, 0, "prizes", file, "--standings", "w", "--json")), &table); err != nil {
		t.Fatal(err)
	}
	for i, r := range table.Rows {
		if p, _ := ev.Player(r.ID); p.Sex != tournament.Female {
			t.Errorf("%s is in the women's standings", p.Name)
		}
		if i == 0 && !strings.HasPrefix(r.Place, "1") {
			t.Errorf("the first woman is placed %q", r.Place)
		}
	}
	if msg := runCLI(t, 1, "prizes", file, "--prize", "juniors:1=10"); !strings.Contains(msg, "juniors") {
		t.Errorf("a prize of no group: %s", msg)
	}
}
