package store

import (
	"os"

	"golang.org/x/sys/windows"
)

// lockDMS takes the shared-memory file's shmDMS byte alone, without
// waiting, and returns what lets it go; Windows locks per handle, so it
// conflicts with every connection's lock, this process's included.
func lockDMS(f *os.File) (func(), error) {
	ol := windows.Overlapped{Offset: shmDMS}
	h := windows.Handle(f.Fd())
	if err := windows.LockFileEx(h, windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &ol); err != nil {
		return nil, err
	}
	return func() { windows.UnlockFileEx(h, 0, 1, 0, &ol) }, nil
}
