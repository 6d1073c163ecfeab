package cli

import (
	"strings"
	"testing"
)

func TestAnalyseAndClaimCommands(t *testing.T) {
	dir := t.TempDir()
	pgn := writeInput(t, dir, "game.pgn", "[Event \"test\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n")
	empty := writeInput(t, dir, "empty.pgn", "")
	t.Setenv("ARBITER_LANG", "en")
	tests := []struct {
		args []string
		want []string
		code int
	}{
		{[]string{"analyse", "--fen", "8/8/4k3/8/3nK3/8/8/8 w - - 0 1", "--json"},
			[]string{`"white": "cannot-mate"`, `"black": "cannot-mate"`, `"outcome": "dead"`}, 0},
		{[]string{"analyse", "--fen", "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", "--ruleset", "FIDE2014", "--json"},
			[]string{`"outcome": "dead"`, `"article": "5.2.b"`}, 0},
		{[]string{"analyse", "--fen", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"}, []string{"White: can checkmate", "checkmate"}, 0},
		{[]string{"claim", "--pgn", pgn, "--kind", "threefold", "--intended", "Ng8", "--json"},
			[]string{`"valid": true`, `"9.2.1.1"`, `"after": "4...Ng8"`}, 0},
		{[]string{"claim", "--pgn", pgn, "--kind", "threefold", "--type", "standard", "--json"}, []string{`"valid": false`, `"9.2.1.2"`}, 0},
		{[]string{"claim", "--pgn", pgn, "--kind", "fifty", "--ruleset", "USSR1953"}, []string{"§18f"}, 0},
		{[]string{"claim", "--pgn", pgn, "--kind", "threefold", "--type", "standard"}, []string{"after 2.Ng1", "after 4.Ng1"}, 0},
		{[]string{"claim", "--pgn", empty, "--kind", "fifty"}, []string{"empty.pgn holds no game"}, 1},
		{[]string{"claim", "--pgn", pgn, "--kind", "fifty", "--game", "2"}, []string{"holds 1 game; there is no game 2"}, 2},
		{[]string{"analyse"}, []string{"--fen"}, 2},
		{[]string{"analyse", "--fen", "8/8/4k3/8/3nK3/8/8/8 w - - 0 1", "--budget", "126322081"}, []string{"--budget 126322081", "at most 126322080"}, 2},
		{[]string{"analyse", "--fen", "8/8/4k3/8/3nK3/8/8/8 w - - 0 1", "--budget", "126322080"}, []string{"cannot checkmate"}, 0},
		{[]string{"analyse", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}, []string{"king"}, 1},
		{[]string{"claim", "--pgn", pgn, "--kind", "perpetual"}, []string{"threefold or fifty"}, 2},
		{[]string{"claim", "--pgn", pgn, "--kind", "threefold", "--ruleset", "FIDE1900"}, []string{"--ruleset"}, 2},
	}
	for _, tt := range tests {
		code, out, errOut := run(t, tt.args...)
		text := out + errOut
		for _, w := range tt.want {
			if code != tt.code || !strings.Contains(text, w) {
				t.Errorf("%v: code %d, output %q; want code %d containing %q", tt.args, code, text, tt.code, w)
			}
		}
	}
}
