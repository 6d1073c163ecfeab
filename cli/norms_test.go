package cli

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

func TestNormsCommand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "demo.arbiter")
	var out, errOut bytes.Buffer
	if code := Run([]string{"demo", file}, &out, &errOut); code != 0 {
		t.Fatalf("demo: %d %s", code, errOut.String())
	}
	out.Reset()
	if code := Run([]string{"norms", file, "--json"}, &out, &errOut); code != 0 {
		t.Fatalf("norms --json: %d %s", code, errOut.String())
	}
	var rep struct {
		Participants int    `json:"participants"`
		IndexSum     int    `json:"index_sum"`
		Coefficient  string `json:"coefficient"`
		Players      []struct {
			Verdict string `json:"verdict"`
		} `json:"players"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("norms --json is not JSON: %v\n%s", err, out.String())
	}
	if rep.Participants == 0 || len(rep.Players) != rep.Participants || rep.Coefficient == "" {
		t.Fatalf("report %+v", rep)
	}
	out.Reset()
	t.Setenv("ARBITER_LANG", "fi")
	if code := Run([]string{"norms", file}, &out, &errOut); code != 0 {
		t.Fatalf("norms: %d %s", code, errOut.String())
	}
	// The text report shows the coefficient's arithmetic and translated
	// headings.
	for _, want := range []string{"Turnauksen kerroin", " = " + rep.Coefficient, "Taulukon osa"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("Finnish report lacks %q:\n%s", want, out.String())
		}
	}
}
