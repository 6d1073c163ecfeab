package store

import (
	"fmt"
	"os"
	"testing"

	"arbiter/tournament"
)

// TestConcurrentStores opens, changes, backs up and reads several files at
// once from goroutines of one process, as the window, a venue server and
// a desk do: what the package keeps for the whole process (the held locks,
// the schema checks, the actor) is shared by them. make test's race phase
// runs it under the race detector with TestConcurrentUse (one file,
// several goroutines) instead of every test of the package, whose others
// run on one goroutine.
func TestConcurrentStores(t *testing.T) {
	var paths []string
	for range 4 {
		s, _ := pairedEvent(t, 8)
		paths = append(paths, s.Path())
		s.Close()
	}
	errs := make(chan error, len(paths))
	for _, path := range paths {
		go func() { errs <- changeBackUpAndRead(path) }()
	}
	for range paths {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// changeBackUpAndRead enters a result in the file at path, backs it up,
// and reads it back read-only.
func changeBackUpAndRead(path string) error {
	s, err := Open(path)
	if err != nil {
		return err
	}
	err = s.SetResult(1, 1, tournament.WhiteWins)
	if err == nil {
		_, err = s.Backup("manual")
	}
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	r, err := OpenReadOnly(path)
	if err != nil {
		return fmt.Errorf("%s read-only: %v", path, err)
	}
	defer r.Close()
	if err := r.Check(); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	ev, err := r.Event()
	if err == nil && ev.Rounds[0].Pairings[0].Result != tournament.WhiteWins {
		err = fmt.Errorf("board 1 is %v, want 1-0", ev.Rounds[0].Pairings[0].Result)
	}
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return nil
}

// TestLookOutlivesClose: serve asks who holds its file (is the window
// there?) on one goroutine while it closes the file on another (the race
// detector caught serve doing so). A look reuses the descriptor this
// process keeps, so a Close during the look must leave that descriptor
// open until the look is done; both the reused one and one the look opens
// itself.
func TestLookOutlivesClose(t *testing.T) {
	for _, reused := range []bool{true, false} {
		s, _ := pairedEvent(t, 8)
		real := realPath(s.Path())
		if reused {
			lockHeld(real)
		}
		err := peek(real, real, os.O_RDONLY, func(f *os.File) error {
			if err := s.Close(); err != nil {
				return err
			}
			_, err := f.Stat()
			return err
		})
		if err != nil {
			t.Errorf("reused %v: the look's descriptor after Close: %v", reused, err)
		}
	}
}
