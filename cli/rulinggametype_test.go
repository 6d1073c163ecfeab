package cli

import (
	"strings"
	"testing"

	"arbiter/engine/rules"
	"arbiter/i18n"
)

// TestRulingTextNamesItsGameType: a ruling's text names the game type it
// was ruled as and where the type comes from, as the desk's status line
// says it, in each language: from --control, stated by --type (over the
// control's), or the one type its rules know.
func TestRulingTextNamesItsGameType(t *testing.T) {
	illegal := []string{"ruling", "illegal-move", "--illegal", "two-hands", "--player", "white"}
	fide2023, _ := rules.Get(rules.FIDE2023)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		t.Setenv("ARBITER_LANG", string(lang))
		cat := i18n.For(lang)
		for _, c := range []struct {
			args []string
			want string
		}{
			{[]string{"--control", "3+2"}, cat.T("event.gametype.from-control", "type", cat.T("ui.settings.gametype.blitz"), "control", `3'+2"`)},
			{[]string{"--type", "rapid"}, cat.T("event.gametype.set", "type", cat.T("ui.settings.gametype.rapid"))},
			{[]string{"--ruleset", "FI-BLITZ2018"}, cat.T("event.gametype.no-control", "type", cat.T("ui.settings.gametype.blitz"))},
			// A type stated over the control's is said to contradict it.
			{[]string{"--type", "blitz", "--control", "90+30"}, cat.T("event.gametype.contradicts", "type", cat.T("ui.settings.gametype.blitz"),
				"control", `90'+30"`, "derived", cat.T(rules.Standard.Key()), "ruleset", cat.T(fide2023.Key))},
		} {
			out := runCLI(t, 0, append(illegal, c.args...)...)
			if want := cat.T("event.cli.gametype") + ": " + c.want; !strings.Contains(out, want) {
				t.Errorf("%s: ruling %v does not say %q:\n%s", lang, c.args, want, out)
			}
		}
	}
}
