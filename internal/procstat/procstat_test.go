package procstat

import (
	"os"
	"os/exec"
	"runtime"
	"testing"
	"time"
)

// TestRunning reads this process's CPU time from outside, as a bench
// reads a window's: after 100 ms of work it lies between the process's
// own clock read before and after it, to the nanosecond.
func TestRunning(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("another process's CPU clock is read on Linux only")
	}
	for start := CPU(); CPU()-start < 100*time.Millisecond; {
	}
	before := CPU()
	got, err := Running(os.Getpid())
	after := CPU()
	if err != nil {
		t.Fatal(err)
	}
	if got < before || got > after {
		t.Errorf("Running(self) = %v, the process's own clock %v…%v", got, before, after)
	}
	ended := exec.Command("true")
	if err := ended.Run(); err != nil {
		t.Fatal(err)
	}
	for _, pid := range []int{-1, 0, ended.Process.Pid} {
		if _, err := Running(pid); err == nil {
			t.Errorf("Running(%d): no error", pid)
		}
	}
}
