package store

import (
	"errors"
	"sync"
)

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
//
// While the window holds the file (or a command longer than LockWait),
// the store opens without the lock, and each change waits for it as any
// action does: refused, naming the holder, while the window has the file,
// taken from the moment it is closed.
func OpenShared(path string) (*Store, error) {
	st, err := Open(path)
	if errors.Is(err, ErrLocked) {
		st, err = openWith(path, lockOf)
		err = ioError(path, err)
	}
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

// Shared reports whether the store was opened by OpenShared: it takes the
// lock for each action, so that a window holding the file holds its
// changes back, where a store that holds the lock itself never waits.
func (s *Store) Shared() bool { return s.shared != nil }

// lockAction takes the file's lock for one action of a shared store and
// returns what lets it go again; for another store it does nothing.
func (s *Store) lockAction() (func(), error) {
	if s.shared == nil {
		return func() {}, nil
	}
	s.shared.mu.Lock()
	if err := s.lock.take(s.path, lockWait, true); err != nil {
		s.shared.mu.Unlock()
		return nil, err
	}
	return func() {
		s.lock.let()
		s.shared.mu.Unlock()
	}, nil
}
