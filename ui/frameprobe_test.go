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
	select {
	case <-ran:
		t.Fatal("the work started before the window drew a frame")
	case <-time.After(50 * time.Millisecond):
	}
	w.Canvas().Capture() // draws a frame
	select {
	case <-ran:
	case <-time.After(10 * time.Second):
		t.Fatal("the work did not start after the frame was drawn")
	}

	p.wait = time.Millisecond
	ranAlone := make(chan struct{})
	p.after(func() { close(ranAlone) })
	select {
	case <-ranAlone:
	case <-time.After(10 * time.Second):
		t.Fatal("the work did not start without a frame")
	}
}
