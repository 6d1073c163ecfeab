package cli

import (
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
