package procstat

import (
	"os"
	"runtime"
	"testing"
	"time"
)

// TestRunning reads this process's CPU time from outside, as a bench
// reads a window's: after 100 ms of work it agrees with the process's
// own clock to the kernel's tick (10 ms), twice over for the read between.
func TestRunning(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("/proc is Linux's")
	}
	for start := CPU(); CPU()-start < 100*time.Millisecond; {
	}
	before := CPU()
	got, err := Running(os.Getpid())
	after := CPU()
	if err != nil {
		t.Fatal(err)
	}
	if got < before-20*time.Millisecond || got > after+20*time.Millisecond {
		t.Errorf("Running(self) = %v, the process's own clock %v…%v", got, before, after)
	}
	if _, err := Running(-1); err == nil {
		t.Error("Running(-1): no error")
	}
}
