package exchange

import (
	"testing"

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
