package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestNormsForecastCommand: norms --forecast gives every player's title
// norms and 1953 categories with a state and, where reachable, the score
// needed; the text speaks the user's language.
func TestNormsForecastCommand(t *testing.T) {
	file := demoFile(t)
	out := runCLI(t, 0, "norms", file, "--forecast", "--json")
	var rep struct {
		Titles []struct {
			Norms []struct {
				State    string `json:"state"`
				NeedHalf int    `json:"need_half_points"`
			} `json:"norms"`
		} `json:"title_norms"`
		Classification struct {
			Players []struct {
				Categories []struct {
					State    string `json:"state"`
					NeedHalf int    `json:"need_half_points"`
				} `json:"categories"`
			} `json:"players"`
		} `json:"classification"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	reachable := 0
	for _, p := range rep.Classification.Players {
		for _, c := range p.Categories {
			switch c.State {
			case "reachable":
				reachable++
				if c.NeedHalf <= 0 {
					t.Errorf("reachable with %d half points needed", c.NeedHalf)
				}
			case "met", "out-of-reach":
			default:
				t.Errorf("state %q", c.State)
			}
		}
	}
	if len(rep.Titles) == 0 || reachable == 0 {
		t.Fatalf("forecast %s", out)
	}
	t.Setenv("ARBITER_LANG", "fi")
	out = runCLI(t, 0, "norms", file, "--forecast")
	for _, want := range []string{"Normiennuste", "Vuoden 1953 luokitus", "jäljellä olevista"} {
		if !strings.Contains(out, want) {
			t.Errorf("Finnish forecast lacks %q:\n%s", want, out)
		}
	}
}
