package store

import (
	"errors"
	"sync"
	"time"
)

// LockWait is how long an action of a shared store (OpenShared) waits
// for the file's lock while a command holds it: a command's change takes
// milliseconds to a second or two.
const LockWait = 5 * time.Second

// shared is what a Store opened by OpenShared has besides a Store's.
type shared struct {
	mu sync.Mutex // one action at a time takes and lets go of the lock
}

// OpenShared opens the file as Open does, for a program that keeps it
// open for long and changes it now and then beside others (arbiter serve
// with the deputies' results): the one connection stays open for the
// Store's life, so the program sees every change made by any other
// program at its next read, and the file's lock, which keeps a second
// window out, is held only for each action, waiting up to LockWait for a
// command that holds it, so that commands run beside it.
func OpenShared(path string) (*Store, error) {
	st, err := Open(path)
	if err != nil {
		return nil, err
	}
	if err := st.lock.let(); err != nil {
		st.Close()
		return nil, ioError(path, err)
	}
	st.shared = &shared{}
	return st, nil
}

// lockAction takes the file's lock for one action of a shared store and
// returns what lets it go again; for another store it does nothing.
func (s *Store) lockAction() (func(), error) {
	if s.shared == nil {
		return func() {}, nil
	}
	s.shared.mu.Lock()
	if err := s.lock.take(s.path, LockWait); err != nil {
		s.shared.mu.Unlock()
		return nil, err
	}
	return func() {
		s.lock.let()
		s.shared.mu.Unlock()
	}, nil
}

// take takes the lock, trying again until wait has passed while another
// holds it; then it refuses as Locked.
func (l *fileLock) take(file string, wait time.Duration) error {
	for end := time.Now().Add(wait); ; {
		err := tryLock(l.f)
		if !errors.Is(err, errHeld) {
			return err
		}
		if time.Now().After(end) {
			return fileError(Locked, file, "")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// let lets go of the lock and keeps its descriptor, for take.
func (l *fileLock) let() error { return unlock(l.f) }
