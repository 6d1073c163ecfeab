package venue

import "sync/atomic"

// MaxWrong is how many wrong PINs from all devices lock entry.
const MaxWrong = maxWrong

// CountPINChecks makes s count each PIN it compares in n.
func CountPINChecks(s *Server, n *atomic.Int64) {
	s.dep.mu.Lock()
	s.dep.compared = func() { n.Add(1) }
	s.dep.mu.Unlock()
}

// FailExportAt makes each file operation of an export ask fail first
// (mkdir, create, write, sync, syncdir, rename), until the test ends.
func FailExportAt(t interface{ Cleanup(func()) }, fail func(op string) error) {
	old := exportStep
	exportStep = fail
	t.Cleanup(func() { exportStep = old })
}
