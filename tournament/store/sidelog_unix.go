//go:build unix

package store

import (
	"os"

	"golang.org/x/sys/unix"
)

// lockDMS takes the shared-memory file's shmDMS byte alone, without
// waiting, by the system's lock (dmsLockCommand), and returns what lets
// it go.
func lockDMS(f *os.File) (func(), error) {
	lk := unix.Flock_t{Type: unix.F_WRLCK, Start: shmDMS, Len: 1}
	if err := unix.FcntlFlock(f.Fd(), dmsLockCommand, &lk); err != nil {
		return nil, err
	}
	return func() {
		lk.Type = unix.F_UNLCK
		unix.FcntlFlock(f.Fd(), dmsLockCommand, &lk)
	}, nil
}
