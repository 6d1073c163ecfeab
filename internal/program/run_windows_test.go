package program

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

// The test binary is also the programs of these tests: after "--", "parent
// PATH" runs PATH through Run as arbiter.exe runs the venue's program, and
// "child" is that program: it says its process id, then echoes each line
// of its standard input until its end.
func TestMain(m *testing.M) {
	flag.Parse()
	switch flag.Arg(0) {
	case "parent":
		code, err := Run(flag.Arg(1), []string{"--", "child"})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
		os.Exit(code)
	case "child":
		fmt.Println(os.Getpid())
		lines := bufio.NewScanner(os.Stdin)
		for lines.Scan() {
			fmt.Println(lines.Text())
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// arbiter.exe ended by force (Task Manager's End task, taskkill /F) ends
// the venue's program it started: left running, it kept serving the
// event, its port taken and its file's open-record kept.
func TestAForcedEndOfTheParentEndsTheProgram(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	p := startParent(t, self)
	p.endParent(t)
	ended := make(chan error, 1)
	go func() { _, err := io.Copy(io.Discard, p.out); ended <- err }()
	select {
	case err := <-ended: // every writer of its output gone: the program ended
		if err != nil {
			t.Error(err)
		}
	case <-time.After(time.Minute):
		t.Errorf("the program (process %d) still runs a minute after its parent's forced end", p.child.Pid)
		p.child.Kill()
	}
}

// The window is left open by a forced end of arbiter.exe, as by Ctrl+C:
// it is closed only by its user, who may have changes to save.
func TestAForcedEndOfTheParentLeavesTheWindowOpen(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	// Not t.TempDir: Wine 8 fails its removal (docs/known-defects.md).
	dir, err := os.MkdirTemp("", "arbiter-window-")
	if err != nil {
		t.Fatal(err)
	}
	window := filepath.Join(dir, Window+exeSuffix)
	copyFile(t, self, window)
	p := startParent(t, window)
	p.endParent(t)
	fmt.Fprintln(p.in, "still open?")
	if answer, err := p.out.ReadString('\n'); answer != "still open?\n" {
		t.Errorf("the window answered %q (%v) after its parent's forced end", answer, err)
	}
	p.in.Close() // the window's user closes it
	if _, err := io.Copy(io.Discard, p.out); err != nil {
		t.Error(err)
	}
	p.child.Wait()
	if err := os.Remove(window); err != nil {
		t.Error(err)
	}
	if err := os.Remove(dir); err != nil {
		t.Error(err)
	}
}

// parent is a parent started on a child program, and their standard files.
type parent struct {
	cmd   *exec.Cmd
	child *os.Process
	in    *os.File
	out   *bufio.Reader
}

// startParent starts the test binary as a parent of the program at path
// and returns once that program has said its process id.
func startParent(t *testing.T, path string) *parent {
	t.Helper()
	inR, inW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	self, _ := os.Executable()
	cmd := exec.Command(self, "--", "parent", path)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	inR.Close()
	outW.Close() // the output's end comes when parent and child are gone
	p := &parent{cmd: cmd, in: inW, out: bufio.NewReader(outR)}
	t.Cleanup(func() { inW.Close(); outR.Close() })
	line, err := p.out.ReadString('\n')
	pid, perr := strconv.Atoi(line[:max(len(line)-1, 0)])
	if err != nil || perr != nil {
		cmd.Process.Kill()
		t.Fatalf("no process id from the child: %q, %v", line, err)
	}
	if p.child, err = os.FindProcess(pid); err != nil {
		cmd.Process.Kill()
		t.Fatal(err)
	}
	return p
}

// endParent ends the parent by force, as taskkill /F does, and waits for
// its end.
func (p *parent) endParent(t *testing.T) {
	t.Helper()
	if err := p.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	p.cmd.Wait()
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o755); err != nil {
		t.Fatal(err)
	}
}
