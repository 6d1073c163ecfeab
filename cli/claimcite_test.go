package cli

import (
	"strings"
	"testing"
)

// TestClaimAndAnalyseCiteAsRulings_9_2_1: `arbiter claim` and `arbiter
// analyse` cite the ruleset by the name a ruling gives it ("FIDE 2023,
// 9.2.1, …"), not by its code ("FIDE2023 9.2.1"), so that one fact reads
// alike at every front end.
func TestClaimAndAnalyseCiteAsRulings_9_2_1(t *testing.T) {
	t.Setenv("ARBITER_LANG", "fi")
	game := writeInput(t, t.TempDir(), "rep.pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"claim", "--pgn", game, "--kind", "threefold", "--intended", "Ng8"}, "(FIDE 2023, 9.2.1, 9.2.1.1, 9.5.2)"},
		{[]string{"claim", "--pgn", game, "--kind", "fifty", "--ruleset", "FIDE2014"}, "(FIDE 2014, 9.3"},
		{[]string{"analyse", "--fen", "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60"}, "(FIDE 2023, 5.2.2)"},
		{[]string{"analyse", "--fen", "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60", "--ruleset", "FIDE2014"}, "(FIDE 2014, 5.2.b)"},
	} {
		if out := runCLI(t, 0, c.args...); !strings.Contains(out, c.want) {
			t.Errorf("%v: %q, want %s", c.args, out, c.want)
		}
	}
}
