package cli

import (
	"strings"
	"testing"
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
	path := pairedEvent(t, "--ruleset", "FIDE2023")
	out := runCLI(t, 0, "ruling", "illegal-move", "--player", "white", "--event", path, "--round", "1", "--board", "1")
	if !strings.Contains(out, "Black +120 s") || !strings.Contains(out, "neither a time control nor a game type: the game is ruled as standard") {
		t.Errorf("an event without a control or a type: %q, want standard's two minutes, said to be taken", out)
	}
	runCLI(t, 0, "event", path, "--game-type", "blitz")
	if out := runCLI(t, 0, "ruling", "illegal-move", "--player", "white", "--event", path, "--round", "1", "--board", "1"); !strings.Contains(out, "Black +60 s") || strings.Contains(out, "neither a time control") {
		t.Errorf("the event set to blitz: %q, want a minute and nothing taken", out)
	}
}
