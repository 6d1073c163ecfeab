package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestBackgroundWorkWaitsForTheFrame: work started by an action waits
// until the window has drawn the frame after it, and starts without one
// when none comes (a minimised window).
func TestBackgroundWorkWaitsForTheFrame(t *testing.T) {
	test.NewTempApp(t)
	p := newFrameProbe()
	w := test.NewTempWindow(t, container.NewStack(widget.NewLabel("x"), p.object()))
	p.wait = time.Hour
	ran := make(chan struct{})
	p.after(func() { close(ran) })
	// What must not happen cannot be awaited: the work is given a
	// twentieth of a second to start wrongly, and a slow machine only
	// gives it less of a chance.
	select {
	case <-ran:
		t.Fatal("the work started before the window drew a frame")
	case <-time.After(50 * time.Millisecond):
	}
	w.Canvas().Capture() // draws a frame
	if err := watchTest().poll(10*time.Millisecond, closed(ran)); err != nil {
		t.Fatalf("the work did not start after the frame was drawn: %v", err)
	}

	p.wait = time.Millisecond
	ranAlone := make(chan struct{})
	p.after(func() { close(ranAlone) })
	if err := watchTest().poll(10*time.Millisecond, closed(ranAlone)); err != nil {
		t.Fatalf("the work did not start without a frame: %v", err)
	}
}

// closed tells whether c is closed.
func closed(c <-chan struct{}) func() bool {
	return func() bool {
		select {
		case <-c:
			return true
		default:
			return false
		}
	}
}
