package store

import (
	"os"

	"golang.org/x/sys/unix"
)

// lockDMS takes the shared-memory file's shmDMS byte alone, without
// waiting, and returns what lets it go. An open file description's lock
// conflicts with SQLite's record locks in every process, this one
// included, and letting it go touches none of theirs.
func lockDMS(f *os.File) (func(), error) {
	lk := unix.Flock_t{Type: unix.F_WRLCK, Start: shmDMS, Len: 1}
	if err := unix.FcntlFlock(f.Fd(), unix.F_OFD_SETLK, &lk); err != nil {
		return nil, err
	}
	return func() {
		lk.Type = unix.F_UNLCK
		unix.FcntlFlock(f.Fd(), unix.F_OFD_SETLK, &lk)
	}, nil
}
