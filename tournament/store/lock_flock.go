//go:build linux || darwin || freebsd || openbsd || netbsd || dragonfly

package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"syscall"
)

func tryLock(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == nil:
			return nil
		case errors.Is(err, syscall.EINTR):
			continue
		case errors.Is(err, syscall.EWOULDBLOCK):
			return errHeld
		}
		return err
	}
}

func unlock(f *os.File) error { return syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }

// linkCount is the number of names (hard links) the file at path has.
func linkCount(path string) (int, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return 0, err
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return int(st.Nlink), nil
	}
	return 1, nil
}

// fileKey is the identity of the file at path, whatever its name: its
// device and inode; "" when it cannot be read.
func fileKey(path string) string {
	fi, err := os.Stat(path)
	if err != nil {
		return ""
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return fmt.Sprintf("%d:%d", st.Dev, st.Ino)
	}
	return ""
}

// ownedHere reports whether the file at path belongs to this account, so
// that a side file it may not write is told apart from one another account
// left (checkSideFiles).
func ownedHere(path string) bool {
	fi, err := os.Stat(path)
	if err != nil {
		return false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Getuid()
}

// running reports whether the process pid runs on this host.
func running(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

// processStart is when the process pid started, in clock ticks since
// boot (the 22nd field of /proc/PID/stat): "" where there is no /proc.
func processStart(pid int) string {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return ""
	}
	// The fields after the command, which is in parentheses and may hold
	// spaces: the state is the 3rd field, the start time the 22nd.
	fields := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+1:]))
	if len(fields) < 20 {
		return ""
	}
	return fields[19]
}

// diskRoom is the room left for this account on the disk of dir.
func diskRoom(dir string) (uint64, bool) {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return 0, false
	}
	return uint64(st.Bavail) * uint64(st.Bsize), true
}
