//go:build !windows

package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/program"
	"arbiter/internal/testdir"
	"arbiter/internal/testprogram"
)

// The README's command-line examples, typed in order as a stranger types
// them into a shell: in one fresh folder holding the sample files they
// read (testdata/readme), with the built arbiter and arbiter-event first
// on the PATH and a data folder of their own for the rating lists. Each
// exits 0, but one whose comment says it is refused: that one is refused
// by the command (status 1, saying why), not taken for a mistyped line
// (status 2). An example that fails stops the test, as the ones after it
// build on it.
func TestReadmeCommandExamplesRunInOrder(t *testing.T) {
	examples := readmeExamples(string(testdir.Read(t, "README.md")))
	refusals := 0
	for _, e := range examples {
		if e.refused {
			refusals++
		}
	}
	if len(examples) < 30 || refusals == 0 {
		t.Fatalf("%d examples, %d of them refused: the README's ```sh blocks are no longer read as written", len(examples), refusals)
	}
	programs, out, err := testprogram.Build(t.Context(), nil, t.TempDir(),
		[2]string{"arbiter", "./cli/arbiter"}, [2]string{program.Event, "./cli/arbiter-event"})
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	dir, home := t.TempDir(), t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "readme"))); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "PATH="+programs+string(os.PathListSeparator)+os.Getenv("PATH"), "ARBITER_LANG=en",
		"HOME="+home, "XDG_DATA_HOME="+filepath.Join(home, "data"), "XDG_CACHE_HOME="+filepath.Join(home, "cache"),
		"XDG_CONFIG_HOME="+filepath.Join(home, "config"))
	for _, e := range examples {
		var stdout, stderr bytes.Buffer
		cmd := exec.CommandContext(t.Context(), "sh", "-c", e.line)
		cmd.Dir, cmd.Env, cmd.Stdout, cmd.Stderr = dir, env, &stdout, &stderr
		err := cmd.Run()
		code := 0
		var exit *exec.ExitError
		switch {
		case errors.As(err, &exit):
			code = exit.ExitCode()
		case err != nil:
			t.Fatalf("README line %d: %v", e.at, err)
		}
		switch {
		case e.refused && (code != 1 || stderr.Len() == 0):
			t.Fatalf("README line %d, marked refused, exited %d (want 1, saying why):\n%s\n%s%s", e.at, code, e.line, stdout.String(), stderr.String())
		case !e.refused && code != 0:
			t.Fatalf("README line %d exited %d:\n%s\n%s%s", e.at, code, e.line, stdout.String(), stderr.String())
		}
	}
}

// readmeExample is one command line of the README: the line a shell is
// given (with the lines a trailing backslash continues), the README's
// line it starts on, and whether its comment says it is refused.
type readmeExample struct {
	line    string
	at      int
	refused bool
}

// readmeExamples are the lines of the README's ```sh blocks that run the
// arbiter program, in order.
func readmeExamples(readme string) []readmeExample {
	var out []readmeExample
	inSh := false
	lines := strings.Split(readme, "\n")
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		switch {
		case strings.HasPrefix(line, "```"):
			inSh = !inSh && strings.TrimPrefix(line, "```") == "sh"
			continue
		case !inSh || !strings.HasPrefix(line, "arbiter "):
			continue
		}
		e := readmeExample{line: line, at: i + 1}
		for strings.HasSuffix(lines[i], `\`) && i+1 < len(lines) {
			i++
			e.line += "\n" + lines[i]
		}
		_, comment, _ := strings.Cut(e.line, " # ")
		e.refused = strings.HasPrefix(strings.TrimSpace(comment), "refused")
		out = append(out, e)
	}
	return out
}
