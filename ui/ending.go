package ui

import (
	"bytes"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"sync"
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
	// Fyne's driver starts its own handler as the app runs, on a
	// goroutine of its own: once that has taken the signals, before the
	// first frame (and the file's reading, which follows it), it goes.
	lifecycle := s.app.Lifecycle()
	started := func() {}
	if l, ok := lifecycle.(interface{ OnStarted() func() }); ok && l.OnStarted() != nil {
		started = l.OnStarted()
	}
	lifecycle.SetOnStarted(func() {
		for wait := time.Now().Add(time.Second); !fyneHandlerWaits() && time.Now().Before(wait); {
			time.Sleep(time.Millisecond)
		}
		takeSignals()
		started()
	})
	s.win.ShowAndRun()
	// Fyne's shutdown ended the main loop all the same (a signal heard
	// before its handler went), dropping the quit queued: the files are
	// let go here, the window being gone.
	s.letGoOfReading()
	s.closeDocument()
}

// endSignals are the signals by which the program is asked to end:
// SIGTERM (the session logging out, a desktop's shutdown), SIGHUP (the
// terminal that started it closed) and SIGINT (Ctrl+C there).
var endSignals = []os.Signal{syscall.SIGTERM, syscall.SIGHUP, os.Interrupt}

// signals is endOnSignal's handler: its channel, and whether it has heard
// a signal.
var signals struct {
	sync.Mutex
	asked chan os.Signal
	heard bool
}

// endOnSignal closes the window as its close button does (quit: the size
// kept, the file let go, the program ended by endAfterClose) when the
// program is asked to end (endSignals). Fyne's driver handles SIGTERM and
// SIGINT too, by its own shutdown, which ends the main loop and drops
// what is queued there: where it came first, the quit queued for the
// same signal never ran and the program ended with the file open, its
// record, log and shared memory beside it (the next opening said that it
// was not closed), or panicked in that shutdown (GLFW used after it
// ended); so its handler goes (takeSignals) once it is there, before the
// file is read, and a signal heard before that ends the program without
// reading the file (endAsked). SIGHUP, left to the system, ended the
// program at once. A second signal ends the program as the system does,
// should the close hang.
func endOnSignal(quit func()) {
	signals.Lock()
	signals.asked, signals.heard = make(chan os.Signal, 1), false
	asked := signals.asked
	signals.Unlock()
	takeSignals()
	go func() {
		<-asked
		signals.Lock()
		signals.heard = true
		signal.Stop(asked)
		signals.Unlock()
		fyne.Do(quit)
	}()
}

// takeSignals makes endOnSignal's handler the only one of endSignals
// until it has heard one; before endOnSignal it does nothing.
func takeSignals() {
	signals.Lock()
	defer signals.Unlock()
	if signals.asked != nil && !signals.heard {
		signal.Reset(endSignals...)
		signal.Notify(signals.asked, endSignals...)
	}
}

// endAsked reports whether endOnSignal's handler has heard a signal.
func endAsked() bool {
	signals.Lock()
	defer signals.Unlock()
	return signals.heard
}

// fyneHandlerWaits reports whether Fyne's handler of SIGTERM and SIGINT,
// the goroutine its driver's Run starts (catchTerm), has taken the
// signals: it waits on its channel, or has ended. Nothing but the
// goroutines' stacks tells; one not yet run shows its maker's wrapper.
func fyneHandlerWaits() bool {
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	for _, g := range bytes.Split(buf, []byte("\n\n")) {
		if bytes.Contains(g, []byte("glfw.(*gLDriver).Run in goroutine")) {
			return bytes.Contains(g, []byte(".(*gLDriver).catchTerm(")) && bytes.Contains(g, []byte("[chan receive"))
		}
	}
	return true
}
