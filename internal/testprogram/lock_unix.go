//go:build unix

package testprogram

import (
	"os"
	"path/filepath"
	"syscall"
)

// sharedFolder is SharedEnv's folder, made if missing, "" where it is
// not set; while it is held (until unlock) no other process builds
// there: two go builds of one program into one file would each write it.
// A process that ends lets go of it with its files.
func sharedFolder() (folder string, unlock func(), err error) {
	folder = os.Getenv(sharedEnv)
	if folder == "" {
		return "", nil, nil
	}
	if err := os.MkdirAll(folder, 0o755); err != nil {
		return "", nil, err
	}
	f, err := os.OpenFile(filepath.Join(folder, ".lock"), os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return "", nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return "", nil, err
	}
	return folder, func() { f.Close() }, nil
}
