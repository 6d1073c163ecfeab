//go:build unix && !linux

package store

import (
	"os"

	"golang.org/x/sys/unix"
)

// lockDMS takes the shared-memory file's shmDMS byte alone, without
// waiting, and returns what lets it go. A record lock conflicts only with
// other processes' locks; whileUnused judges only while no other Store of
// this process has the file.
func lockDMS(f *os.File) (func(), error) {
	lk := unix.Flock_t{Type: unix.F_WRLCK, Start: shmDMS, Len: 1}
	if err := unix.FcntlFlock(f.Fd(), unix.F_SETLK, &lk); err != nil {
		return nil, err
	}
	return func() {
		lk.Type = unix.F_UNLCK
		unix.FcntlFlock(f.Fd(), unix.F_SETLK, &lk)
	}, nil
}
