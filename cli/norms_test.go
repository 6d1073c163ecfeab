package cli

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

func TestNormsCommand(t *testing.T) {
	file := demoFile(t)
	out := runCLI(t, 0, "norms", file, "--json")
	var rep struct {
		Participants int    `json:"participants"`
		IndexSum     int    `json:"index_sum"`
		Coefficient  string `json:"coefficient"`
		Players      []struct {
			Verdict string `json:"verdict"`
		} `json:"players"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("norms --json is not JSON: %v\n%s", err, out)
	}
	if rep.Participants == 0 || len(rep.Players) != rep.Participants || rep.Coefficient == "" {
		t.Fatalf("report %+v", rep)
	}
	t.Setenv("ARBITER_LANG", "fi")
	out = runCLI(t, 0, "norms", file)
	// The text report shows the coefficient's arithmetic and translated
	// headings, every coefficient with the Finnish decimal comma.
	for _, want := range []string{"Turnauksen kerroin", " = " + strings.Replace(rep.Coefficient, ".", ",", 1), "Taulukon osa"} {
		if !strings.Contains(out, want) {
			t.Errorf("Finnish report lacks %q:\n%s", want, out)
		}
	}
	if row := regexp.MustCompile(`rivi \d[.,]\d\d–\d[.,]\d\d`).FindString(out); !strings.Contains(row, ",") {
		t.Errorf("the table row %q is not written with the decimal comma", row)
	}
}
