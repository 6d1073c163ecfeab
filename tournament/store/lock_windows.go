package store

import (
	"errors"
	"fmt"
	"os"
	"strconv"

	"golang.org/x/sys/windows"
)

// On Windows the lock is one byte of the database file far beyond any page
// SQLite writes or locks (its lock bytes sit at 1 GiB), so that every name
// of the file meets it and SQLite's own locks are not disturbed.
const lockBeside = false

// lockOffsetHigh places the locked byte at 2^63 - 2^32 bytes.
const lockOffsetHigh = 0x7fffffff

func tryLock(f *os.File) error {
	ol := windows.Overlapped{OffsetHigh: lockOffsetHigh}
	err := windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &ol)
	if errors.Is(err, windows.ERROR_LOCK_VIOLATION) {
		return errHeld
	}
	return err
}

// unlock releases the byte before the handle closes, which the system
// would otherwise do only at some later moment.
func unlock(f *os.File) error {
	ol := windows.Overlapped{OffsetHigh: lockOffsetHigh}
	return windows.UnlockFileEx(windows.Handle(f.Fd()), 0, 1, 0, &ol)
}

// linkCount is the number of names (hard links) the file at path has.
func linkCount(path string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	var info windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(windows.Handle(f.Fd()), &info); err != nil {
		return 0, err
	}
	return int(info.NumberOfLinks), nil
}

// fileKey is the identity of the file at path, whatever its name: its
// volume's serial number and its file index; "" when it cannot be read.
func fileKey(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	var info windows.ByHandleFileInformation
	if err := windows.GetFileInformationByHandle(windows.Handle(f.Fd()), &info); err != nil {
		return ""
	}
	return fmt.Sprintf("%d:%d:%d", info.VolumeSerialNumber, info.FileIndexHigh, info.FileIndexLow)
}

// ownedHere reports whether the file at path belongs to this account;
// Windows' answer is in its access lists, which Arbiter does not read, so
// a side file it may not write is taken as another account's.
func ownedHere(path string) bool { return false }

// running reports whether the process pid runs on this host. A process
// that cannot be asked (another account's, protected) is taken as running.
func running(pid int) bool {
	h, err := windows.OpenProcess(windows.PROCESS_QUERY_LIMITED_INFORMATION, false, uint32(pid))
	if err != nil {
		return errors.Is(err, windows.ERROR_ACCESS_DENIED)
	}
	defer windows.CloseHandle(h)
	var code uint32
	return windows.GetExitCodeProcess(h, &code) != nil || code == stillActive
}

// stillActive is the exit code of a process that runs (STILL_ACTIVE).
const stillActive = 259

// processStart is when the process pid started, in 100 ns since 1601:
// "" where it cannot be read.
func processStart(pid int) string {
	h, err := windows.OpenProcess(windows.PROCESS_QUERY_LIMITED_INFORMATION, false, uint32(pid))
	if err != nil {
		return ""
	}
	defer windows.CloseHandle(h)
	var created, exited, kernel, user windows.Filetime
	if windows.GetProcessTimes(h, &created, &exited, &kernel, &user) != nil {
		return ""
	}
	return strconv.FormatInt(int64(created.HighDateTime)<<32|int64(created.LowDateTime), 10)
}

// diskRoom is the room left on the disk of dir; Windows is not asked.
func diskRoom(dir string) (uint64, bool) { return 0, false }
