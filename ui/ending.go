package ui

import (
	"fmt"
	"os"
	"time"
)

// The window's program ends as Fyne's Run returns, once its shutdown has
// run the app's stopped hook. Fyne 2.8.1 can lose that hook: its main
// loop, ending, lets go of the work queued for the main thread that has
// not yet reached the queue's outlet, and the lifecycle goroutine that
// queued the hook waits for it for good, and Run with it (the program
// seen alive 55 minutes after its window closed, once in hundreds of
// closes on a loaded machine, its main goroutine in
// Lifecycle.WaitForEvents). All Arbiter does at the close is done before
// (quit): the file let go, the window's size kept. So a program still
// running stallGrace after its window closed ends of itself, saying so.
const stallGrace = 15 * time.Second

// endIfStalled ends the program by exit(0), say having said why, unless
// it has ended grace after the call.
func endIfStalled(grace time.Duration, say func(), exit func(int)) {
	time.AfterFunc(grace, func() {
		say()
		exit(0)
	})
}

// ShowAndRun shows the window and runs the app until the window is
// closed, and ends the program then even where the toolkit's shutdown
// stalls (endIfStalled).
func (s *Shell) ShowAndRun() {
	s.closed = func() {
		endIfStalled(stallGrace, func() {
			fmt.Fprintln(os.Stderr, "arbiter-window: "+s.cat.T("app.window.stalled", "seconds", int(stallGrace/time.Second)))
		}, os.Exit)
	}
	s.win.ShowAndRun()
}
