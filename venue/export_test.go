package venue

import (
	"sync"
	"sync/atomic"
	"time"
)

// MaxWrong is how many wrong PINs lock one device out; MaxWrongAll how
// many from all devices make each device's next wrong PIN lock it out.
const (
	MaxWrong    = maxWrong
	MaxWrongAll = maxWrongAll
)

// ForgetRecentGuesses lets the quarter hour of every device's guesses
// pass, as a test cannot wait it.
func ForgetRecentGuesses(s *Server) {
	s.dep.book.mu.Lock()
	clear(s.dep.book.wrong)
	s.dep.book.mu.Unlock()
}

// CountPINChecks makes s count each PIN it compares in n.
func CountPINChecks(s *Server, n *atomic.Int64) {
	s.dep.mu.Lock()
	s.dep.compared = func() { n.Add(1) }
	s.dep.mu.Unlock()
}

// HoldPINChecks makes s count each PIN it compares in n and hold each
// comparison until release is called.
func HoldPINChecks(s *Server, n *atomic.Int64) (release func()) {
	gate := make(chan struct{})
	s.dep.mu.Lock()
	s.dep.compared = func() { n.Add(1); <-gate }
	s.dep.mu.Unlock()
	return sync.OnceFunc(func() { close(gate) })
}

// SeeSavesWait makes s call seen as a save's form sent again waits for
// the first, still being saved.
func SeeSavesWait(s *Server, seen func()) {
	s.dep.mu.Lock()
	s.dep.waits = seen
	s.dep.mu.Unlock()
}

// HoldWrongPINs makes each wrong PIN's pause last until release is called.
func HoldWrongPINs(s *Server) (release func()) {
	gate := make(chan struct{})
	s.dep.pause = func(time.Duration) { <-gate }
	return sync.OnceFunc(func() { close(gate) })
}

// FailExportAt makes each file operation of an export ask fail first
// (mkdir, create, write, sync, syncdir, rename), until the test ends.
func FailExportAt(t interface{ Cleanup(func()) }, fail func(op string) error) {
	old := exportStep
	exportStep = fail
	t.Cleanup(func() { exportStep = old })
}
