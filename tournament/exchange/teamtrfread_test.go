package exchange

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
)

// A report's tie-break codes (records 202 and 212) read as Arbiter's ids,
// modifiers and all: the list of the public report grandmommyscup.trf
// among them; a code Arbiter does not compute is not read.
func TestTeamTieBreakFromCode(t *testing.T) {
	for _, c := range []struct {
		code, want string
		ok         bool
	}{
		{"EDET/P", "edet-p", true},
		{"EMGSB/C1/P", "emgsb-c1-p", true},
		{"BH:MP/C1/P", "bh-c1-p", true},
		{"MPvGP", "mpvgp", true},
		{"EDE", "ede", true},
		{"EDEC", "edec", true},
		{"EDEB/P", "edeb-p", true},
		{"EDEBT", "edebt", true},
		{"EDEBB/P", "edebb-p", true},
		{"DE/P", "de-p", true},
		{"PTS", "", true},
		{"EDET/C1", "edet-c1", false},
		{"KS", "", false},
	} {
		id, ok := TeamTieBreakFromCode(c.code)
		if id != c.want || ok != c.ok {
			t.Errorf("%s: %q %v, want %q %v", c.code, id, ok, c.want, c.ok)
		}
		if ok && id != "" {
			if err := tournament.ValidateTeamTieBreaks([]string{id}); err != nil {
				t.Errorf("%s: %v", c.code, err)
			}
		}
	}
}

// A 192 code that ranks the teams by game points first is read with the
// note that Arbiter ranks them by match points first; a code with match
// points first reads without it.
func TestTeamGamePointsFirstCodeSaysSo(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "testdata", "teams", "arbiter-swiss10.trf"))
	if err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string]bool{"FIDE_TEAM_MP_GP": false, "FIDE_TEAM_TYPEA_GP": true, "FIDE_TEAM_TYPEB_GP_MP": true, "FIDE_TEAM_TYPEA_MP": false} {
		rep, err := ReadTeamTRFReport(bytes.Replace(data, []byte("192 FIDE_TEAM_MP_GP"), []byte("192 "+code), 1))
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		said := slices.ContainsFunc(rep.Notes, func(m engine.Message) bool { return m.Key == "teams.trf.gp-primary" })
		if said != want {
			t.Errorf("%s: the note said %v, want %v (%v)", code, said, want, rep.Notes)
		}
	}
}
