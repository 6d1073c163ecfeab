//go:build !windows && !darwin

package main

import (
	"arbiter/cli/cmdline"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Without a display the window is not tried: "arbiter FILE" over ssh or in
// a text console ended in a Go panic from the toolkit. The message is the
// user's language's.
func TestNoDisplayIsSaid(t *testing.T) {
	for _, c := range []struct {
		display, wayland string
		want             bool
	}{{"", "", false}, {":0", "", true}, {"", "wayland-0", true}} {
		t.Setenv("DISPLAY", c.display)
		t.Setenv("WAYLAND_DISPLAY", c.wayland)
		if got := hasDisplay(); got != c.want {
			t.Errorf("DISPLAY=%q WAYLAND_DISPLAY=%q: hasDisplay %v", c.display, c.wayland, got)
		}
	}
	t.Setenv("ARBITER_LANG", "fi")
	var out bytes.Buffer
	if rc := cmdline.Fail(&out, "arbiter-window", "app.error.no-display"); rc == 0 || !strings.Contains(out.String(), "näyttöä ei ole") {
		t.Errorf("exit %d, message %q: want a failure said in Finnish", rc, out.String())
	}
}

// A command given to the window's program is refused by that program's
// name, not by arbiter's, which runs the commands: the message said
// "arbiter: arbiter-window opens the window".
func TestWindowRefusesCommandsByItsName(t *testing.T) {
	if out := runMain(t, "pair-trf", "ARBITER_LANG=et"); !strings.HasPrefix(out, "arbiter-window: arbiter-window avab akna") {
		t.Errorf("stderr %q: want the refusal in Estonian, by arbiter-window's name", out)
	}
}

// The whole start, as the user runs it: "arbiter FILE" with no display,
// and with a display that does not answer (the toolkit's panic caught),
// ends in the user's language's message and an exit code, never a Go
// panic's stack. The program runs as this test's own binary re-executed
// (TestRunMain).
func TestOpenWithoutDisplayEndsInMessage(t *testing.T) {
	for _, c := range []struct {
		name, display, want string
	}{
		{"no display", "", "näyttöä ei ole"},
		{"a display that does not answer", ":987", "Ikkunaa ei voitu avata näytölle :987"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := runMain(t, filepath.Join(t.TempDir(), "event.arbiter"), "ARBITER_LANG=fi", "DISPLAY="+c.display, "WAYLAND_DISPLAY=")
			if !strings.Contains(out, c.want) || strings.Contains(out, "panic") || strings.Contains(out, "goroutine") {
				t.Errorf("stderr %q: want %q and no Go panic", out, c.want)
			}
		})
	}
}

// runMain runs the program on arg, as this test's binary re-executed
// (TestRunMain) with env added, and returns what it wrote to standard
// error; it must end with exit code 1.
func runMain(t *testing.T, arg string, env ...string) string {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestRunMain$")
	cmd.Env = append(append(os.Environ(), "ARBITER_RUN_MAIN="+arg), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Errorf("exit %v, want code 1", err)
	}
	return stderr.String()
}

// TestRunMain is the program itself when runMain runs this binary with
// ARBITER_RUN_MAIN set to the argument to give it.
func TestRunMain(t *testing.T) {
	file := os.Getenv("ARBITER_RUN_MAIN")
	if file == "" {
		return // run directly: nothing to do
	}
	os.Args = []string{"arbiter", file}
	main()
}
