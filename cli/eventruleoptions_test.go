package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// TestEventSetsTheRulesAtTheBoard: "arbiter event" sets the event's rule
// options and supervision the window's settings set, by "arbiter ruling"'s option names,
// keeps those not given, shows them in each language and in --json, and
// refuses a value no ruling reads with the store's rule, the file as it
// was.
func TestEventSetsTheRulesAtTheBoard(t *testing.T) {
	file := filepath.Join(t.TempDir(), "rules.arbiter")
	emptyEvent(t, file)
	runCLI(t, 0, "event", file, "--fide-rated", "--championship", "--national", "fi", "--device-policy", "warning-first",
		"--no-draw-before", "30", "--supervised-blitz-penalty", "2m", "--notation", "ET", "--flag-claim-only",
		"--first-illegal-loses", "--both-zero-draw", "--quickplay-finish", "--supervised")
	want := tournament.RuleOptions{National: "FI", FIDERated: true, Championship: true, DevicePolicy: "warning-first",
		FirstIllegalLoses: true, BothZeroDraw: true, QuickplayFinish: true, NoDrawBefore: 30,
		SupervisedBlitzPenaltySeconds: 120, FlagClaimOnly: true, Notation: "et"}
	if got := storedRules(t, file); got != want {
		t.Fatalf("stored %+v, want %+v", got, want)
	}
	if !storedSettings(t, file).Supervised {
		t.Error("--supervised not stored")
	}
	// An option given false turns its rule off; the others stay.
	runCLI(t, 0, "event", file, "--championship=false", "--no-quickplay-finish")
	want.Championship, want.NoQuickplayFinish = false, true
	if got := storedRules(t, file); got != want {
		t.Fatalf("stored %+v, want %+v", got, want)
	}
	if out := runCLI(t, 0, "event", file, "--json"); !strings.Contains(out, `"fide_rated": true`) ||
		!strings.Contains(out, `"supervised_blitz_penalty_seconds": 120`) || strings.Contains(out, `"championship"`) {
		t.Errorf("--json does not give the rules:\n%s", out)
	}
	for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		t.Setenv("ARBITER_LANG", string(lang))
		cat := i18n.For(lang)
		out := runCLI(t, 0, "event", file)
		for _, row := range [][2]string{
			{"rulesettings.national", cat.T("rulesettings.national.fi")},
			{"rulesettings.device", cat.T("rulesettings.device.warning-first")},
			{"rulesettings.notation", cat.T("rulesettings.notation.et")},
			{"rulesettings.no-draw-before", "30"},
			{"rulesettings.blitz-penalty", "120"},
			{"rulesettings.fide-rated", cat.T("swisscli.yes")},
			{"rulesettings.championship", cat.T("swisscli.no")},
			{"ui.settings.supervised", cat.T("swisscli.yes")},
		} {
			if !rowSays(out, cat.T(row[0]), row[1]) {
				t.Errorf("%s: no row %q saying %q in:\n%s", lang, cat.T(row[0]), row[1], out)
			}
		}
	}
	// A value typed wrong is a usage error, as the other settings' are.
	for _, c := range []struct {
		args []string
		want map[string]string
	}{
		{[]string{"--device-policy", "lose"}, map[string]string{"en": "is not a rule for an electronic device", "fi": "ei ole sääntö elektronisesta laitteesta", "et": "ei ole elektroonilise seadme reegel"}},
		{[]string{"--national", "SE", "--fide-rated=false"}, map[string]string{"en": "is not a national practice", "fi": "ei ole ratkaisujen tuntema", "et": "ei ole otsustele tuntud"}},
		{[]string{"--notation", "sv"}, map[string]string{"en": "is not a notation language", "fi": "ei ole merkintätavan kieli", "et": "ei ole noteerimise keel"}},
		{[]string{"--no-draw-before", "-1"}, map[string]string{"en": "cannot be below zero", "fi": "ei voi olla alle nollan", "et": "ei saa olla alla nulli"}},
		{[]string{"--supervised-blitz-penalty", "1.5s"}, map[string]string{"en": "takes whole seconds", "fi": "kokonaisia sekunteja", "et": "täissekundid"}},
	} {
		for lang, w := range c.want {
			t.Setenv("ARBITER_LANG", lang)
			if msg := runCLI(t, 2, append([]string{"event", file}, c.args...)...); !strings.Contains(msg, w) {
				t.Errorf("%s: event %v said %q, want %q", lang, c.args, msg, w)
			}
		}
	}
	if got := storedRules(t, file); got != want {
		t.Errorf("a refused change was kept: %+v, want %+v", got, want)
	}
	// The store's rule is the one refused: the window's path (Store.
	// UpdateSettings) refuses the same.
	st := testevent.Open(t, file)
	s := testevent.Event(t, st).Settings
	s.Rules.DevicePolicy = "lose"
	err := st.UpdateSettings(s)
	st.Close()
	if err == nil || !strings.Contains(i18n.For(i18n.English).Error(err), "is not a rule for an electronic device") {
		t.Errorf("the store took device policy %q: %v", s.Rules.DevicePolicy, err)
	}
}

// A ruling without an event file is refused the rule options an event's
// settings are refused, not ruled as if none were given.
func TestRulingRefusesRulesNoRulingReads(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	if msg := runCLI(t, 1, "ruling", "illegal-move", "--type", "blitz", "--illegal", "two-hands", "--player", "white", "--device-policy", "lose"); !strings.Contains(msg, "is not a rule for an electronic device") {
		t.Errorf("ruling --device-policy lose: %q", msg)
	}
	// The national practice is read in any case, as the rules write it:
	// under the Finnish practice the 2014 Laws' device rule warns first.
	t.Setenv("ARBITER_LANG", "en")
	device := []string{"ruling", "device", "--ruleset", "FIDE2014", "--type", "standard", "--player", "white"}
	for _, national := range []string{"FI", "fi"} {
		if out := runCLI(t, 0, append(device, "--national", national)...); !strings.Contains(out, "a warning first") {
			t.Errorf("--national %s is not the Finnish practice:\n%s", national, out)
		}
	}
}

func storedRules(t *testing.T, file string) tournament.RuleOptions {
	t.Helper()
	return storedSettings(t, file).Rules
}

func storedSettings(t *testing.T, file string) tournament.Settings {
	t.Helper()
	st := testevent.Open(t, file)
	defer st.Close()
	return testevent.Event(t, st).Settings
}

// rowSays reports whether a line of the table out is the label followed,
// after the columns' blanks, by value.
func rowSays(out, label, value string) bool {
	for _, line := range strings.Split(out, "\n") {
		if rest, ok := strings.CutPrefix(line, label); ok && strings.TrimSpace(rest) == value {
			return true
		}
	}
	return false
}
