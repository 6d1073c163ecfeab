//go:build !windows

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/program"
	"arbiter/internal/testprogram"
)

// A command that opens an event file, as the user runs it: the arbiter
// program, built, starts the event program built beside it as the
// Makefile puts it, which gets the whole command line, the standard
// input, output and error apart, the environment (the user's language)
// and gives its exit status as the arbiter program's: what a script sees
// is what it saw when one program ran every command.
func TestEventCommandsThroughTheEventProgram(t *testing.T) {
	dir := t.TempDir()
	programs, out, err := testprogram.Build(context.Background(), nil, dir, [2]string{"arbiter", "."}, [2]string{program.Event, "../arbiter-event"})
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	bin := filepath.Join(programs, "arbiter")
	run := func(stdin string, env []string, args ...string) (code int, stdout, stderr string) {
		t.Helper()
		var o, e bytes.Buffer
		cmd := exec.Command(bin, args...)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = strings.NewReader(stdin), &o, &e
		cmd.Env = append(os.Environ(), append([]string{"ARBITER_LANG=en"}, env...)...)
		err := cmd.Run()
		var exit *exec.ExitError
		switch {
		case errors.As(err, &exit):
			code = exit.ExitCode()
		case err != nil:
			t.Fatalf("arbiter %v: %v", args, err)
		}
		return code, o.String(), e.String()
	}
	file := filepath.Join(dir, "demo.arbiter")
	if code, _, stderr := run("", nil, "demo", file); code != 0 {
		t.Fatalf("arbiter demo: exit %d\n%s", code, stderr)
	}
	code, stdout, stderr := run("", nil, "info", file, "--json")
	var info struct{ Players int }
	if err := json.Unmarshal([]byte(stdout), &info); code != 0 || err != nil || info.Players == 0 || stderr != "" {
		t.Errorf("arbiter info --json: exit %d, %v, standard output %q, standard error %q", code, err, stdout, stderr)
	}
	// The TRF written to standard output and read back from standard input.
	code, trf, stderr := run("", nil, "export", "trf", file, "-o", "-")
	if code != 0 || !strings.HasPrefix(trf, "012 ") {
		t.Fatalf("arbiter export trf -o -: exit %d\n%.200s\n%s", code, trf, stderr)
	}
	again := filepath.Join(dir, "again.arbiter")
	if code, _, stderr := run(trf, nil, "import", "trf", again, "-"); code != 0 {
		t.Errorf("arbiter import trf - (the TRF on standard input): exit %d\n%s", code, stderr)
	}
	if code, stdout, stderr := run("", nil, "info", again, "--json"); code != 0 || !strings.Contains(stdout, `"players": `+strconv.Itoa(info.Players)+",") {
		t.Errorf("the file imported from standard input: exit %d\n%s\n%s", code, stdout, stderr)
	}
	// A failure, in the user's language, on standard error alone.
	missing := filepath.Join(dir, "missing.arbiter")
	if code, stdout, stderr := run("", []string{"ARBITER_LANG=fi"}, "info", missing); code != 1 || stdout != "" || !strings.HasPrefix(stderr, "arbiter info: ") || !strings.Contains(stderr, missing) {
		t.Errorf("arbiter info on no file: exit %d, standard output %q, standard error %q", code, stdout, stderr)
	}
	// A usage error: status 2 and the command's line.
	if code, _, stderr := run("", nil, "info"); code != 2 || !strings.Contains(stderr, "usage: arbiter info FILE [--json]") {
		t.Errorf("arbiter info without its file: exit %d\n%s", code, stderr)
	}
	// A ruling on an event's game reads the file there; stated on the
	// line, the arbiter program answers it.
	for _, args := range [][]string{
		{"ruling", "illegal-move", "--event", file, "--round", "1", "--board", "1", "--player", "white", "--json"},
		{"ruling", "illegal-move", "--player", "white", "--type", "standard", "--json"},
	} {
		if code, stdout, stderr := run("", nil, args...); code != 0 || !strings.Contains(stdout, `"articles"`) {
			t.Errorf("arbiter %v: exit %d\n%s\n%s", args, code, stdout, stderr)
		}
	}
}
