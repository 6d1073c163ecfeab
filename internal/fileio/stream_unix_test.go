//go:build unix

package fileio

import (
	"io"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// Writing to a pipe (as to /dev/null or /dev/stdout) writes through it
// and leaves it a pipe: the temporary file renamed over it replaced the
// device itself, and run as root, "-o /dev/null" took the system's
// /dev/null away.
func TestWriteToAPipeKeepsThePipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	got := make(chan string, 1)
	go func() {
		f, err := os.Open(path)
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- string(b)
	}()
	if err := Write(path, func(w io.Writer) error { _, err := io.WriteString(w, "report"); return err }); err != nil {
		t.Fatal(err)
	}
	info, err := os.Lstat(path)
	if err != nil || info.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the pipe is now %v (%v)", info.Mode(), err)
	}
	select {
	case s := <-got:
		if s != "report" {
			t.Errorf("read %q through the pipe", s)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("nothing came through the pipe")
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("left beside it: %v", entries)
	}
}
