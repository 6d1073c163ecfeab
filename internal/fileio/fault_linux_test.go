package fileio

import (
	"bufio"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"arbiter/internal/testform"
)

// TestWriteFlushesBeforeItNames fails the flush of a written file, as a
// failing disk would: Write says the file was not written, the file that
// was at the path is as it was, and nothing else is left in the folder.
// The flush comes before the file is given its name, so "written" is
// never said of a file the disk did not take.
func TestWriteFlushesBeforeItNames(t *testing.T) {
	for _, old := range []bool{false, true} {
		dir := t.TempDir()
		path := filepath.Join(dir, "round-3.pdf")
		if old {
			os.WriteFile(path, []byte("round 2"), 0o644)
		}
		var steps []string
		Fault = func(step, p string) error {
			steps = append(steps, step)
			if step == "write.sync" {
				return &fs.PathError{Op: "fsync", Path: p, Err: syscall.EIO}
			}
			return nil
		}
		err := Write(path, func(w io.Writer) error { _, err := w.Write([]byte("round 3")); return err })
		Fault = nil
		if testform.KeyOf(err) != "app.error.write.failed" {
			t.Errorf("old file %v: a failed flush gave %v, want app.error.write.failed", old, err)
		}
		if !slices.Equal(steps, []string{"write.sync"}) {
			t.Errorf("old file %v: steps %v, want the flush and no naming after it failed", old, steps)
		}
		data, err := os.ReadFile(path)
		if old && string(data) != "round 2" || !old && !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("old file %v: the path holds %q, %v", old, data, err)
		}
		if left := listDir(t, dir); len(left) != map[bool]int{false: 0, true: 1}[old] {
			t.Errorf("old file %v: the folder holds %v", old, left)
		}
	}
	// Without the fault: flushed, then named.
	var steps []string
	Fault = func(step, p string) error { steps = append(steps, step); return nil }
	defer func() { Fault = nil }()
	if err := Write(filepath.Join(t.TempDir(), "x.pdf"), func(w io.Writer) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(steps, []string{"write.sync", "write.place"}) {
		t.Errorf("steps %v, want the flush before the naming", steps)
	}
}

func listDir(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// killEnv makes TestHelperKilledWrite the writer: "PATH:STEP", where STEP
// is "writing" (it stops halfway through its file and waits to be
// killed) or a step Fault names, at which it kills itself.
const killEnv = "ARBITER_FILEIO_KILL"

func TestHelperKilledWrite(t *testing.T) {
	path, at, ok := strings.Cut(os.Getenv(killEnv), ":")
	if !ok {
		t.Skip("runs only as the writer of TestKilledWriteLeavesNothing")
	}
	Fault = func(step, _ string) error {
		if step == at {
			syscall.Kill(os.Getpid(), syscall.SIGKILL)
		}
		return nil
	}
	Write(path, func(w io.Writer) error {
		w.Write([]byte("%PDF-1.4 half of round 3"))
		if at == "writing" {
			os.Stdout.WriteString("writing\n")
			// Asleep, not blocked for ever: a program whose every
			// goroutine is blocked is ended by Go's runtime (exit 2)
			// before the test's kill can arrive on a loaded machine.
			time.Sleep(time.Minute)
		}
		return nil
	})
	os.Exit(0)
}

// TestKilledWriteLeavesNothing kills a program while it writes a file
// (arbiter print stopped with Ctrl-C, or killed), and at each of Write's
// steps: the folder holds the old file as it was, or nothing where there
// was none, never a hidden .NAME-NNN file.
func TestKilledWriteLeavesNothing(t *testing.T) {
	for _, old := range []bool{false, true} {
		for _, at := range []string{"writing", "write.sync", "write.place"} {
			dir := t.TempDir()
			path := filepath.Join(dir, "round-3.pdf")
			if old {
				os.WriteFile(path, []byte("round 2"), 0o644)
			}
			cmd := exec.Command(os.Args[0], "-test.run=^TestHelperKilledWrite$")
			cmd.Env = append(os.Environ(), killEnv+"="+path+":"+at)
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			if at == "writing" {
				if line, _ := bufio.NewReader(out).ReadString('\n'); line != "writing\n" {
					t.Fatalf("the writer said %q", line)
				}
				cmd.Process.Kill()
			}
			err = cmd.Wait()
			if ee, ok := err.(*exec.ExitError); !ok || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
				t.Fatalf("old file %v, killed at %s: the writer ended with %v", old, at, err)
			}
			want := []string{}
			if old {
				want = []string{"round-3.pdf"}
			}
			if left := listDir(t, dir); !slices.Equal(left, want) && !(len(left) == 0 && len(want) == 0) {
				t.Errorf("old file %v, killed at %s: the folder holds %v", old, at, left)
			}
			if data, _ := os.ReadFile(path); old && string(data) != "round 2" {
				t.Errorf("old file %v, killed at %s: the file holds %q", old, at, data)
			}
		}
	}
}
