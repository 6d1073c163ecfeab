package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/input"
)

// cliNationalChampionship makes, from the command line alone, a ten-player
// round robin in which every player is from FIN. Aino Virtanen (2350)
// meets three IMs (2400), two FMs (2300) and four untitled 2250s:
// ARO (3 × 2400 + 2 × 2300 + 4 × 2250) / 9 = 20800 / 9 = 2311.1 → 2311;
// she draws with one IM, loses to two, and wins the other six games:
// 6½ / 9 = 72.2 % → 72 % → dp +166 (1.4.9) → TPR 2477 ≥ 2450 (6 / 9 = 67 %
// → +125 → 2436 would miss), with 5 title holders
// (≥ 9 / 2 → 5) and 3 IMs (≥ 3). Only the federations fail: no foreign
// federation (1.4.3 asks 2) and 9 of 9 from her own (1.4.4 allows 3/5).
// Every other game is drawn. It returns the file.
func cliNationalChampionship(t *testing.T, extra ...string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "fin.arbiter")
	runCLI(t, 0, append([]string{"new", file, "--name", "Finnish championship", "--system", "round-robin",
		"--start", "2026-11-01", "--end", "2026-11-09", "--lang", "en"}, extra...)...)
	runCLI(t, 0, "event", file, "--fide-rated") // title norms are a FIDE-rated event's
	players := []struct {
		name, title string
		rating      int
	}{
		{"Aino Virtanen", "", 2350},
		{"Ilkka Ahonen", "IM", 2400}, {"Juha Berg", "IM", 2400}, {"Kari Carlsson", "IM", 2400},
		{"Lauri Dahl", "FM", 2300}, {"Mikko Eklund", "FM", 2300},
		{"Niko Forsman", "", 2250}, {"Olli Granqvist", "", 2250}, {"Pekka Heino", "", 2250}, {"Risto Ilves", "", 2250},
	}
	for i, p := range players {
		args := []string{"player", "add", file, "--name", p.name, "--rating", fmt.Sprint(p.rating), "--fed", "FIN",
			"--fide-id", fmt.Sprint(503000 + i), "--sex", "w"}
		if p.title != "" {
			args = append(args, "--title", p.title)
		}
		runCLI(t, 0, args...)
	}
	runCLI(t, 0, "draw", file, "--seed", "38")
	// Aino's results by opponent's name; everyone else draws.
	aino := map[string]string{"Ilkka Ahonen": "½", "Juha Berg": "0", "Kari Carlsson": "0"}
	for r := 1; r <= 9; r++ {
		runCLI(t, 0, "pair", file, "--round", fmt.Sprint(r))
		ev := testevent.Read(t, file)
		name := map[int64]string{}
		for _, p := range ev.Players {
			name[p.ID] = p.Name
		}
		var lines []string
		for _, g := range ev.Rounds[r-1].Pairings {
			res := "½-½"
			switch {
			case name[g.White] == "Aino Virtanen":
				res = map[string]string{"½": "½-½", "0": "0-1", "": "1-0"}[aino[name[g.Black]]]
			case name[g.Black] == "Aino Virtanen":
				res = map[string]string{"½": "½-½", "0": "1-0", "": "0-1"}[aino[name[g.White]]]
			}
			lines = append(lines, fmt.Sprintf("%d %s", g.Board, res))
		}
		in := writeInput(t, filepath.Dir(file), fmt.Sprintf("r%d.txt", r), strings.Join(lines, "\n")+"\n")
		runCLI(t, 0, "result", file, "--round", fmt.Sprint(r), "--from", in)
	}
	return file
}

// imNorm returns Aino's IM verdict from `arbiter ratings --json`.
func imNorm(t *testing.T, file string, args ...string) (met, exempt bool, short []string) {
	t.Helper()
	var rep struct {
		Players []struct {
			Name  string `json:"name"`
			Norms []struct {
				Title  string `json:"title"`
				Met    bool   `json:"met"`
				Exempt bool   `json:"exempt"`
				ARO    int    `json:"aro"`
				TPR    int    `json:"tpr"`
				Short  []struct {
					Rule string `json:"rule"`
				} `json:"short"`
			} `json:"norms"`
		} `json:"players"`
	}
	out := runCLI(t, 0, append([]string{"ratings", file, "--json"}, args...)...)
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	for _, p := range rep.Players {
		for _, n := range p.Norms {
			if p.Name == "Aino Virtanen" && n.Title == "IM" {
				if n.ARO != 2311 || n.TPR != 2477 {
					t.Errorf("IM norm: ARO %d, TPR %d; want 2311, 2477", n.ARO, n.TPR)
				}
				for _, s := range n.Short {
					short = append(short, s.Rule)
				}
				return n.Met, n.Exempt, short
			}
		}
	}
	t.Fatalf("no IM verdict for Aino Virtanen:\n%.3000s", out)
	return
}

// TestB01_1_4_3a_NationalChampionshipExemptionFromTheCLI: "the final of a
// national championship" exempts the players of the host federation from
// the foreigner rules (1.4.3a, and so 1.4.4). On an event made from the
// command line the host federation is set with `event --federation`; until
// it is, the exemption exempts nobody and says why the norm is missed.
func TestB01_1_4_3a_NationalChampionshipExemptionFromTheCLI(t *testing.T) {
	file := cliNationalChampionship(t)
	if met, _, short := imNorm(t, file); met || !slices.Contains(short, "1.4.3") || !slices.Contains(short, "1.4.4") {
		t.Errorf("no exemption: met %v, short %v; want missed by 1.4.3 and 1.4.4", met, short)
	}
	runCLI(t, 0, "ratings", file, "--norm-exemption", "national-championship", "--save")
	if met, _, _ := imNorm(t, file); met {
		t.Error("exemption with no host federation exempted a player")
	}
	out := runCLI(t, 0, "event", file, "--federation", "fin", "--chief-arbiter", "Aarne Tuomari (503999)", "--deputies", "Bea Apu; Cecilia Apu")
	// Each value beside its label, however wide the labels' column.
	for _, want := range []string{"Host federation FIN", "Chief arbiter Aarne Tuomari (503999)", "Deputy arbiters Bea Apu; Cecilia Apu"} {
		if !slices.ContainsFunc(strings.Split(out, "\n"), func(l string) bool { return input.Collapse(l) == want }) {
			t.Errorf("event lacks %q:\n%s", want, out)
		}
	}
	if met, exempt, short := imNorm(t, file); !met || !exempt || len(short) != 0 {
		t.Errorf("host FIN, national championship: met %v, exempt %v, short %v; want met and exempt", met, exempt, short)
	}
	// national-team exempts the host federation's players the same way (1.4.3b).
	if met, exempt, _ := imNorm(t, file, "--norm-exemption", "national-team"); !met || !exempt {
		t.Errorf("national team: met %v, exempt %v", met, exempt)
	}
	// A host federation that is no FIDE code is refused and changes nothing.
	if errOut := runCLI(t, 2, "event", file, "--federation", "Suomi"); !strings.Contains(errOut, "three-letter FIDE code") {
		t.Errorf("bad federation: %q", errOut)
	}
	if out := runCLI(t, 0, "event", file, "--json"); !strings.Contains(out, `"federation": "FIN"`) {
		t.Errorf("federation lost:\n%s", out)
	}
}

// TestNewTakesTheHostFederationAndDeputies: `new` sets the event's host
// federation and deputy arbiters beside the chief arbiter.
func TestNewTakesTheHostFederationAndDeputies(t *testing.T) {
	file := filepath.Join(t.TempDir(), "e.arbiter")
	runCLI(t, 0, "new", file, "--name", "E", "--federation", "est", "--arbiter", "A", "--deputies", "B; C")
	s := runJSON[tournament.Settings](t, "event", file, "--json")
	if s.Federation != "EST" || s.ChiefArbiter != "A" || s.Deputies != "B; C" {
		t.Errorf("settings %+v", s)
	}
}

// TestEventTakesTheOrganiserAndTheChiefArbitersFIDEID: the event keeps
// its organiser and the chief arbiter's FIDE id, which the forms print,
// shows them, and refuses an id that is no number, keeping the one it had.
func TestEventTakesTheOrganiserAndTheChiefArbitersFIDEID(t *testing.T) {
	file := filepath.Join(t.TempDir(), "e.arbiter")
	runCLI(t, 0, "new", file, "--name", "E")
	runCLI(t, 0, "event", file, "--organiser", "Tartu Male Klubi", "--chief-arbiter", "Matti Laine", "--chief-arbiter-fide-id", "502001")
	read := func() tournament.Settings {
		return runJSON[tournament.Settings](t, "event", file, "--json")
	}
	if s := read(); s.Organiser != "Tartu Male Klubi" || s.ChiefArbiter != "Matti Laine" || s.ChiefArbiterFIDEID != "502001" {
		t.Errorf("settings %+v", s)
	}
	if text := runCLI(t, 0, "event", file); !strings.Contains(text, "Tartu Male Klubi") || !strings.Contains(text, "502001") {
		t.Errorf("the event does not show them:\n%s", text)
	}
	if code, _, errOut := run(t, "event", file, "--chief-arbiter-fide-id", "FIN502001"); code != 2 || !strings.Contains(errOut, "FIN502001 is not a number") {
		t.Errorf("a bad FIDE id: exit %d, %q", code, errOut)
	}
	if s := read(); s.ChiefArbiterFIDEID != "502001" {
		t.Errorf("the refused id changed the settings: %+v", s)
	}
}

// TestRatingsJSONSaysTheAgeDate: `ratings --json` names the date ages for
// K were judged on, and says when it was assumed (no event dates).
func TestRatingsJSONSaysTheAgeDate(t *testing.T) {
	file := filepath.Join(t.TempDir(), "e.arbiter")
	runCLI(t, 0, "new", file, "--name", "E", "--start", "2026-11-01")
	if out := runCLI(t, 0, "ratings", file, "--json"); !strings.Contains(out, `"k_age_date": "2026-11-01"`) || strings.Contains(out, "assumed") {
		t.Errorf("with a start date:\n%s", out)
	}
	file = filepath.Join(t.TempDir(), "f.arbiter")
	runCLI(t, 0, "new", file, "--name", "F")
	if out := runCLI(t, 0, "ratings", file, "--json"); !strings.Contains(out, `"k_age_date_assumed": true`) {
		t.Errorf("without dates:\n%s", out)
	}
}
