package cli

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

func TestRatingsCommand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "demo.arbiter")
	var out, errOut bytes.Buffer
	if code := Run([]string{"demo", file}, &out, &errOut); code != 0 {
		t.Fatalf("demo: %d %s", code, errOut.String())
	}
	out.Reset()
	if code := Run([]string{"ratings", file, "--json", "--k", "2=40"}, &out, &errOut); code != 0 {
		t.Fatalf("ratings --json: %d %s", code, errOut.String())
	}
	var rep struct {
		Edition string `json:"edition"`
		Players []struct {
			Number   int     `json:"number"`
			Rating   int     `json:"rating"`
			K        int     `json:"k"`
			KReason  string  `json:"k_reason"`
			Games    int     `json:"games"`
			Points   int     `json:"points"`
			Expected int     `json:"expected"`
			Change   float64 `json:"change"`
			TPR      int     `json:"tpr"`
		} `json:"players"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("ratings --json is not JSON: %v\n%s", err, out.String())
	}
	if !strings.Contains(rep.Edition, "1 March 2024") || len(rep.Players) == 0 {
		t.Fatalf("report %+v", rep)
	}
	for _, p := range rep.Players {
		if p.Number == 2 && (p.K != 40 || p.KReason != "set") {
			t.Errorf("--k 2=40 not applied: %+v", p)
		}
		// The change is K × (score − expected), both in hundredths here.
		if want := float64(p.K*(p.Points*50-p.Expected)) / 100; p.Rating > 0 && p.Change != want {
			t.Errorf("player %d change %v, want %v", p.Number, p.Change, want)
		}
	}
	out.Reset()
	t.Setenv("ARBITER_LANG", "et")
	if code := Run([]string{"ratings", file}, &out, &errOut); code != 0 {
		t.Fatalf("ratings: %d %s", code, errOut.String())
	}
	for _, want := range []string{"FIDE reitingumäärus", "Muutus", "TPR"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("Estonian report lacks %q:\n%s", want, out.String())
		}
	}
	errOut.Reset()
	if code := Run([]string{"ratings", file, "--k", "99=40"}, &out, &errOut); code == 0 || !strings.Contains(errOut.String(), "vigane K-tegur") {
		t.Errorf("bad --k: code %d, %q", code, errOut.String())
	}
}
