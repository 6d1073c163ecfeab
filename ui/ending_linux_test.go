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
func TestASignalToEndClosesTheWindowAsItsButtonDoes(t *testing.T) {
	test.NewTempApp(t)
	quit := make(chan struct{})
	endOnSignal(func() { close(quit) })
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-quit:
	case <-time.After(time.Minute):
		t.Fatal("SIGTERM did not close the window as its close button does")
	}
}
