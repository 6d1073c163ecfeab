package cli

import (
	"strings"
	"testing"
)

// TestLatenessUnstatedRefused_6_7_1: a lateness (or both players absent)
// ruled without how late, by --late or the round's start and the arrival,
// is refused naming the options, in the user's language; it was taken
// for 0 minutes ("arrived 0 min late, within the allowed 0 min"). Stated,
// even as 0, it is ruled.
func TestLatenessUnstatedRefused_6_7_1(t *testing.T) {
	dir := t.TempDir()
	file := writeInput(t, dir, "incident.json", `{"kind": "lateness", "player": 1}`)
	for _, lang := range []string{"en", "fi", "et"} {
		t.Setenv("ARBITER_LANG", lang)
		for _, args := range [][]string{
			{"ruling", "lateness", "--player", "white"},
			{"ruling", "--from", file},
		} {
			if msg := runCLI(t, 2, args...); !strings.Contains(msg, "--late") || !strings.Contains(msg, "--started") || !strings.Contains(msg, "--arrived") {
				t.Errorf("%s %v: %q, want --late, --started and --arrived named", lang, args, msg)
			}
		}
		if msg := runCLI(t, 2, "ruling", "both-absent"); !strings.Contains(msg, "--late") {
			t.Errorf("%s both-absent: %q, want --late named", lang, msg)
		}
	}
	runCLI(t, 0, "ruling", "lateness", "--player", "white", "--late", "0m")
	runCLI(t, 0, "ruling", "lateness", "--player", "white", "--lateness", "30m", "--started", "15:15", "--arrived", "15:20")
	runCLI(t, 0, "ruling", "both-absent", "--late", "10m")
}
