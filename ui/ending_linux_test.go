package ui

import (
	"os"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// SIGTERM (the session logging out) closes the window as its close
// button does; before, it went through Fyne's own shutdown, the window's
// size not kept and that shutdown's race ("send on closed channel") open.
// Heard, it keeps a file not yet read from being read.
func TestASignalToEndClosesTheWindowAsItsButtonDoes(t *testing.T) {
	test.NewTempApp(t)
	quit := make(chan struct{})
	endOnSignal(func() { close(quit) })
	t.Cleanup(func() {
		// The test's program goes on: a window started later reads its file.
		signals.Lock()
		signals.asked, signals.heard = nil, false
		signals.Unlock()
	})
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-quit:
	case <-time.After(time.Minute):
		t.Fatal("SIGTERM did not close the window as its close button does")
	}
	if !endAsked() {
		t.Error("SIGTERM heard, and a file not yet read would be read")
	}
}
