package ui

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
)

// The window's program ends as its window closes (quit), once Arbiter's
// own work is done there (the size kept, the file let go), by ending the
// program itself: Fyne 2.8.1's shutdown races with itself. Its main loop,
// ending, queues the app's stopped hook (which writes the preferences:
// the window's size just kept) to the lifecycle goroutine, which hands it
// back to the main loop's queue while the loop closes that queue: handed
// after the close, the program panicked ("send on closed channel", exit
// status 2, beside `arbiter serve` on a loaded machine); handed just
// before, the hook was lost and the program waited for it for good (seen
// alive 55 minutes after its window closed). So the program runs the
// stopped hook itself, on the window's goroutine as Fyne would, and ends
// with status 0, Fyne's shutdown never begun. A toolkit whose lifecycle
// does not give its stopped hook ends the program through its own
// shutdown, which, should it stall, ends after stallGrace (endIfStalled).
const stallGrace = 15 * time.Second

// endAfterClose ends the program of a closed window: app's stopped hook
// run, then exit(0); where app's lifecycle does not give the hook, the
// toolkit's shutdown ends it, and a stall of it ends by exit(0) after
// stallGrace, having said why (say).
func endAfterClose(app fyne.App, say func(), exit func(int)) {
	lifecycle, ok := app.Lifecycle().(interface{ OnStopped() func() })
	if !ok {
		endIfStalled(stallGrace, say, exit)
		return
	}
	if stopped := lifecycle.OnStopped(); stopped != nil {
		stopped()
	}
	exit(0)
}

// endIfStalled ends the program by exit(0), say having said why, unless
// it has ended grace after the call.
func endIfStalled(grace time.Duration, say func(), exit func(int)) {
	time.AfterFunc(grace, func() {
		say()
		exit(0)
	})
}

// ShowAndRun shows the window and runs the app until the window is
// closed, and ends the program then (endAfterClose).
func (s *Shell) ShowAndRun() {
	s.closed = func() {
		endAfterClose(s.app, func() {
			fmt.Fprintln(os.Stderr, "arbiter-window: "+s.cat.T("app.window.stalled", "seconds", int(stallGrace/time.Second)))
		}, os.Exit)
	}
	endOnSignal(s.quit)
	s.win.ShowAndRun()
}

// endOnSignal closes the window as its close button does (quit: the size
// kept, the file let go, the program ended by endAfterClose) when the
// program is asked to end, SIGTERM (the session logging out) or SIGINT
// (Ctrl+C in the terminal that started it): left to them, Fyne's own
// shutdown ran, which races with itself, and the size was lost. A second
// signal ends the program as the system does, should the close hang.
func endOnSignal(quit func()) {
	asked := make(chan os.Signal, 1)
	signal.Notify(asked, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-asked
		signal.Stop(asked)
		fyne.Do(quit)
	}()
}
