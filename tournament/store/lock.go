package store

import (
	"errors"
	"os"
	"path/filepath"
	"time"
)

// The second-instance lock belongs to the tournament file itself, not to
// the name it was opened by: through a symbolic link, a hard link or a
// path with "..", a second instance meets the same lock. Where the
// operating system lets an advisory lock on the database coexist with
// SQLite's own locks (Linux's flock, a byte range on Windows far beyond
// any page), the lock is on the database file; elsewhere it is a file
// beside the file's real path (lockBeside). A file with a second name (a
// hard link) is not opened at all (checkOneName).

// lockFiles returns the lock files a file of this path has beside it, for
// Remove; none where the database itself is locked.
func lockFiles(real string) []string {
	if lockBeside {
		return []string{real + ".lock"}
	}
	return nil
}

// realPath is the file a path names after symbolic links and ".." are
// resolved (in the order the system resolves them, so "link/.." is the
// parent of link's target), so that the lock, SQLite's write-ahead log and
// the backups all sit beside the file itself. For a file not there yet the
// folder is resolved.
func realPath(path string) string {
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		dir, derr := filepath.EvalSymlinks(filepath.Dir(path))
		if derr != nil {
			dir = filepath.Dir(path)
		}
		real = filepath.Join(dir, filepath.Base(path))
	}
	if abs, err := filepath.Abs(real); err == nil {
		return abs
	}
	return real
}

// checkOneName refuses a file that has more than one name (hard link).
// SQLite names the write-ahead log after the name a file is opened by, so
// after a crash the changes still in the log beside one name are invisible
// through another: opened that way, the event would look older, and a
// change written then would conflict with the log when the first name is
// opened again. Only a file with a single name is sure to find its log.
func checkOneName(file, real string) error {
	n, err := linkCount(real)
	if err != nil {
		return osFileError(file, err, false)
	}
	if n > 1 {
		e := fileError(Linked, file, "")
		e.Args["found"] = n
		// A creation cut short, whose name could not be removed (a
		// folder this account may only read): the message names it.
		if names := creationNames(real); len(names) > 0 {
			e.Key, e.Args["other"] = "store.error.linked-creation", names[0]
		}
		return e
	}
	return nil
}

// fileLock is an exclusive OS advisory lock held for as long as a Store is
// open. The OS drops it when the process dies, so a crash never leaves a
// file locked.
type fileLock struct {
	f    *os.File
	real string // the file it locks, or whose lock file it is
	flag int
	held bool // taken and not let go
	// left is the record a holder that never let go left (wasLeft),
	// found as the lock was taken.
	left    Holder
	wasLeft bool
}

// errHeld is returned by tryLock when another open file description, in
// this or another process, holds the lock.
var errHeld = errors.New("lock held")

// acquireLock locks the file at real (a realPath), waiting as take does;
// file is the name the user gave, for messages.
func acquireLock(file, real string) (*fileLock, error) {
	l, err := lockOf(file, real)
	if err != nil {
		return nil, err
	}
	if err := l.take(file, lockWait, false); err != nil {
		l.drop()
		return nil, err
	}
	return l, nil
}

// lockOf opens the lock of the file at real without taking it.
func lockOf(file, real string) (*fileLock, error) {
	name, flag := real, os.O_RDONLY
	if lockBeside {
		name, flag = real+".lock", os.O_RDWR|os.O_CREATE
	}
	// A descriptor a lock let go of is kept while the process holds the
	// file (drop): taken again, it is not one more for each refused open.
	f := takeKept(real, name, flag)
	var err error
	if f == nil {
		f, err = os.OpenFile(name, flag, 0o644)
	}
	if err == nil {
		if err = faultAt("lock.open"); err != nil {
			(&fileLock{f: f, real: real, flag: flag}).drop()
		}
	}
	if err != nil {
		return nil, osFileError(file, err, true)
	}
	return &fileLock{f: f, real: real, flag: flag}, nil
}

// take takes the lock and records this process as its holder. While
// another holds it, it tries again until wait has passed, unless the
// holder stays (the window); then it refuses as Locked, naming the
// holder. shared: this process takes it for one action.
func (l *fileLock) take(file string, wait time.Duration, shared bool) error {
	for end := time.Now().Add(wait); ; {
		err := tryLock(l.f)
		if err == nil {
			l.held = true
			l.left, l.wasLeft = leftHolder(l.real)
			recordHolder(l.real, shared)
			return nil
		}
		if !errors.Is(err, errHeld) {
			return err
		}
		h, known := readHolder(l.real)
		if (known && h.stays()) || time.Now().After(end) {
			return heldError(file, h, known, wait)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// let lets go of the lock and keeps its descriptor, for take: the record
// goes first, while the lock still keeps others from writing theirs.
func (l *fileLock) let() error {
	if !l.held {
		return nil
	}
	l.held = false
	clearHolder(l.real)
	return unlock(l.f)
}

// drop lets go of the lock's descriptor: kept while the process holds
// the file (its close would drop SQLite's locks: see hold), closed
// otherwise.
func (l *fileLock) drop() error {
	f := l.f
	l.f = nil
	if l.real == "" {
		return f.Close()
	}
	if h := keep(l.real, f, l.flag); h != nil {
		h.release()
		return nil
	}
	return f.Close()
}

func (l *fileLock) release() error {
	if l == nil || l.f == nil {
		return nil
	}
	err := l.let()
	if cerr := l.drop(); err == nil {
		err = cerr
	}
	return err
}
