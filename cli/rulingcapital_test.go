package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"arbiter/engine/rules"
)

// TestRulingExplanationsBeginWithACapital_6_2_c: every ruling's
// explanation, under every ruleset side by side and in every language,
// is a sentence begun with a capital, those that name what was done
// first too (2014 6.2.c: "pressing the clock without making a move is
// not an illegal move…" began in lower case).
func TestRulingExplanationsBeginWithACapital_6_2_c(t *testing.T) {
	game := filepath.Join(t.TempDir(), "g.pgn")
	if err := os.WriteFile(game, []byte("1. e4 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var asks [][]string
	for _, k := range rules.Kinds() {
		args := comparedKind(k, game)
		asks = append(asks, args)
	}
	for _, illegal := range []string{"no-promotion", "clock-without-move", "two-hands", "king-capture", "castling"} {
		asks = append(asks, []string{"illegal-move", "--illegal", illegal, "--compare", "--type", "standard"})
	}
	for _, lang := range []string{"en", "fi", "et"} {
		for _, args := range asks {
			code, out, errOut := rulingIn(t, lang, args...)
			if code != 0 {
				t.Fatalf("%s %v: exit %d: %s", lang, args, code, errOut)
			}
			for _, l := range strings.Split(out, "\n") {
				// An explanation ends with its citation in brackets.
				if !strings.HasSuffix(l, ").") || !strings.Contains(l, " (") {
					continue
				}
				if r, _ := utf8.DecodeRuneInString(l); unicode.IsLower(r) {
					t.Errorf("%s %v: %q does not begin with a capital", lang, args, l)
				}
			}
		}
	}
}
