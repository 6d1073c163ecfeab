package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTypeNotInRulesIsToldInTheLanguage_A_1: a game type the ruleset
// does not define (the 1953 code knows no rapid; the Finnish blitz rules
// no standard game) is refused naming the type and the rules in the
// user's language, as --compare names them, not in the code's English
// ("Sääntökokoelmassa USSR 1953 ei ole pelityyppiä rapid").
func TestTypeNotInRulesIsToldInTheLanguage_A_1(t *testing.T) {
	for _, c := range []struct{ lang, ruleset, typ, want, not string }{
		{"fi", "USSR1953", "rapid", "nopea shakki", "rapid"},
		{"et", "USSR1953", "blitz", "välkmale", "blitz"},
		{"fi", "FI-BLITZ2018", "standard", "normaali shakki", "standard"},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		msg := runCLI(t, 1, "ruling", "flag-fall", "--ruleset", c.ruleset, "--type", c.typ)
		first := strings.SplitN(msg, "\n", 2)[0]
		if !strings.Contains(first, c.want) || strings.Contains(first, c.not) {
			t.Errorf("%s %s %s: %q, want %q and not %q", c.lang, c.ruleset, c.typ, first, c.want, c.not)
		}
	}
}

// TestAdjournmentRefusedOutsideStandard_I_1_1: a sealed move, an envelope
// or a resumption ruled for a blitz or rapid game is refused in the
// user's language naming the game type, as a type the rules lack is: the
// rules for rapid and blitz play provide no adjournment. A blitz sealed
// move had a verdict without a word.
func TestAdjournmentRefusedOutsideStandard_I_1_1(t *testing.T) {
	game := filepath.Join(t.TempDir(), "game.pgn")
	if err := os.WriteFile(game, []byte("1. e4 e5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang, want string
		args       []string
	}{
		{"en", "blitz", []string{"sealed-move", "--player", "white", "--pgn", game, "--sealed", "Nf3", "--type", "blitz"}},
		{"fi", "pikashakki", []string{"sealed-move", "--player", "white", "--pgn", game, "--sealed", "Rf3", "--lang", "fi", "--type", "blitz"}},
		{"et", "kiirmale", []string{"adjourn", "--player", "white", "--control", "15+10"}},
		{"fi", "nopea shakki", []string{"resumption", "--player", "black", "--answerer-present", "--type", "rapid"}},
		{"et", "välkmale", []string{"envelope-lost", "--player", "black", "--ruleset", "FI-BLITZ2018"}},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		msg := runCLI(t, 1, append([]string{"ruling"}, c.args...)...)
		if !strings.Contains(msg, c.want) || c.lang != "en" && (strings.Contains(msg, "blitz") || strings.Contains(msg, "rapid")) {
			t.Errorf("%s %v: %q, want it refused naming %q", c.lang, c.args, msg, c.want)
		}
	}
}
