package store

import (
	"errors"
	"os"
)

// lockPath is the lock file beside a tournament file. A separate file keeps
// our advisory lock apart from SQLite's own byte-range locks on the
// database, which on some systems interact with flock.
func lockPath(file string) string { return file + ".lock" }

// fileLock is an exclusive OS advisory lock held for as long as a Store is
// open. The OS drops it when the process dies, so a crash never leaves a
// file locked.
type fileLock struct{ f *os.File }

// errHeld is returned by tryLock when another open file description, in
// this or another process, holds the lock.
var errHeld = errors.New("lock held")

func acquireLock(file string) (*fileLock, error) {
	f, err := os.OpenFile(lockPath(file), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, osFileError(file, err, true)
	}
	if err := tryLock(f); err != nil {
		f.Close()
		if errors.Is(err, errHeld) {
			return nil, &FileError{Kind: Locked, File: file}
		}
		return nil, err
	}
	return &fileLock{f: f}, nil
}

func (l *fileLock) release() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := l.f.Close() // closing the descriptor drops the lock
	l.f = nil
	return err
}
