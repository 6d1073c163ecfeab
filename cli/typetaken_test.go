package cli

import (
	"strings"
	"testing"

	"arbiter/i18n"
)

// TestRulingOfNoStatedType_A3_B3: the Laws rule an illegal move in standard
// play with two minutes (7.5.5), in rapid and blitz with one (A.3, B.3).
// `arbiter ruling` told of no type and no control ruled it as standard
// play without a word; it now refuses it, saying that the type decides
// it, and rules as the type or the control says. A game of an event that
// states neither is ruled as the desk rules it, the type its rules take
// first, and the ruling says that it took it.
func TestRulingOfNoStatedType_A3_B3(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	if code, out, errOut := run(t, "ruling", "illegal-move", "--player", "white"); code == 0 || !strings.Contains(errOut, "The game type is not stated") {
		t.Errorf("no type, no control: exit %d, %q %q; want a refusal saying the type is not stated", code, out, errOut)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--type", "standard"}, "Black +120 s"},
		{[]string{"--type", "blitz"}, "Black +60 s"},
		{[]string{"--control", "3+2"}, "Black +60 s"},
	} {
		if out := runCLI(t, 0, append([]string{"ruling", "illegal-move", "--player", "white"}, c.args...)...); !strings.Contains(out, c.want) {
			t.Errorf("%v: %q, want %s", c.args, out, c.want)
		}
	}
	// What a type does not change is ruled, and said to be so.
	if out := runCLI(t, 0, "ruling", "resignation", "--player", "black"); !strings.Contains(out, "1–0") || !strings.Contains(out, "the same whatever the type") {
		t.Errorf("a resignation of no stated type: %q, want 1–0 noted as the same for any type", out)
	}
	// The type taken is said once, on the game type line, in the event's
	// language, with what to set: the line said "no time control to tell
	// it by" and a note at the end said it again.
	ruling := func(path string) []string {
		return []string{"ruling", "illegal-move", "--player", "white", "--event", path, "--round", "1", "--board", "1"}
	}
	for _, lang := range []i18n.Lang{i18n.Finnish, i18n.Estonian, i18n.English} {
		cat := i18n.For(lang)
		out := runCLI(t, 0, ruling(pairedEvent(t, "--ruleset", "FIDE2023", "--lang", string(lang)))...)
		standard := cat.T("ui.settings.gametype.standard")
		taken := cat.T("app.cli.ruling.type-taken", "type", standard)
		if !strings.Contains(out, cat.T("rules.cli.time", "white", "+0", "black", "+120")) ||
			!strings.Contains(out, cat.T("event.cli.gametype")+": "+taken+"\n") || strings.Count(strings.ToLower(out), strings.ToLower(standard)) != 1 ||
			strings.Contains(out, cat.T("event.gametype.no-control", "type", standard)) {
			t.Errorf("%s: an event without a control or a type: %q, want standard's two minutes, the type taken said once: %q", lang, out, taken)
		}
	}
	path := pairedEvent(t, "--ruleset", "FIDE2023")
	if out := runCLI(t, 0, append(ruling(path), "--json")...); !strings.Contains(out, "Standard, as the desk takes it: the event states neither") {
		t.Errorf("the ruling in JSON: %q, want the type taken noted", out)
	}
	runCLI(t, 0, "event", path, "--game-type", "blitz")
	if out := runCLI(t, 0, ruling(path)...); !strings.Contains(out, "Black +60 s") || strings.Contains(out, "neither a time control") {
		t.Errorf("the event set to blitz: %q, want a minute and nothing taken", out)
	}
}
