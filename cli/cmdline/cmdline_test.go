package cmdline

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// TestRunExitCodes: a command's failure exits 1, a line of the wrong
// shape 2, as does an unknown command; the help lists every command.
func TestRunExitCodes(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	listed := ownCommands
	t.Cleanup(func() { ownCommands = listed })
	ownCommands = append(ownCommands[:len(listed):len(listed)],
		Command{Name: "test-fail", Usage: "test-fail", Run: func(*Env, []string) error { return errors.New("boom") }},
		Command{Name: "test-usage", Usage: "test-usage N", Run: func(*Env, []string) error { return Usagef("app.usage.required", "flag", "N") }})
	run := func(args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := Run(args, &out, &errOut)
		return code, out.String(), errOut.String()
	}
	if code, _, errOut := run("test-fail"); code != 1 || !strings.Contains(errOut, "boom") {
		t.Errorf("failure: code %d, stderr %q", code, errOut)
	}
	if code, _, errOut := run("test-usage"); code != 2 || !strings.Contains(errOut, "usage: arbiter test-usage N") {
		t.Errorf("usage: code %d, stderr %q", code, errOut)
	}
	if code, _, _ := run("no-such"); code != 2 {
		t.Errorf("unknown command: code %d", code)
	}
	if code, out, _ := run("help"); code != 0 || !strings.Contains(out, "test-usage N") {
		t.Errorf("help: code %d, out %q", code, out)
	}
}
