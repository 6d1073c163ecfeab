package store

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"arbiter/engine"
)

// Who holds a file's lock. Whoever takes the lock writes a record beside
// the file (holderPath) naming the program, the host and the process, and
// removes it as it lets go; a program that finds the lock held reads it,
// so that its message says who is writing, and waits for a command or
// serve's action, which ends in a moment, but not for the window, which
// holds the file until it is closed. A record whose process is gone (a
// crash) names nobody; the lock itself is the system's and went with it.

// Program names this program in the record: "window", "serve", or a
// command's name ("result", "pair"); the front ends set it. "" is an
// Arbiter program that did not say.
var Program = ""

// Window is the Program of the window.
const Window = "window"

// Serve is the Program of arbiter serve and of the window's publishing,
// which take the lock for one action at a time (OpenShared).
const Serve = "serve"

// LockWait is how long a program waits for the lock while a command or
// serve's action holds it: a change takes milliseconds to a second or two.
const LockWait = 5 * time.Second

// lockWait is LockWait, shortened by tests.
var lockWait = LockWait

// Holder is who holds a file's lock, as its record says.
type Holder struct {
	Program string `json:"program"`
	Host    string `json:"host"`
	PID     int    `json:"pid"`
	// Shared: the holder takes the lock for one action at a time.
	Shared bool `json:"shared,omitempty"`
	// File is the identity of the file held (fileKey), by which the
	// record is found when the file was renamed in its folder after it
	// was opened: the record keeps the name it was opened by.
	File string `json:"file,omitempty"`
	// Started is when the process started, as in the record of an open
	// (openRecord).
	Started string `json:"started,omitempty"`
}

// holderPath is where the record of the file at real is kept: a hidden
// file beside it, which SQLite never takes for one of its own.
func holderPath(real string) string {
	return filepath.Join(filepath.Dir(real), "."+filepath.Base(real)+".holder")
}

// thisHolder is this process's record of the file at real.
func thisHolder(real string, shared bool) Holder {
	host, _ := os.Hostname()
	return Holder{Program: Program, Host: host, PID: os.Getpid(), Shared: shared, File: fileKey(real), Started: processStart(os.Getpid())}
}

// recordHolder writes this process's record beside real, just after
// taking its lock. A folder that cannot be written keeps none: the
// message then names no one.
func recordHolder(real string, shared bool) {
	data, _ := json.Marshal(thisHolder(real, shared))
	os.WriteFile(holderPath(real), data, 0o644)
}

// clearHolder removes the record, just before the lock is let go.
func clearHolder(real string) {
	os.Remove(holderPath(real))
}

// leftHolder is the record of the file at real that a holder which never
// let go left behind (a crash, a kill, a power cut): read by a process
// that has just taken the lock, so that whoever wrote it is gone, before
// it writes its own.
func leftHolder(real string) (h Holder, ok bool) {
	data, err := os.ReadFile(holderPath(real))
	if err != nil || json.Unmarshal(data, &h) != nil || h.PID <= 0 {
		return Holder{}, false
	}
	return h, true
}

// alive reports whether the process pid of a record runs on this host
// and, where the record says when it started (started) and the system
// tells, is the one that wrote it, not a later process given its id.
func alive(pid int, started string) bool {
	if !running(pid) {
		return false
	}
	now := processStart(pid)
	return started == "" || now == "" || now == started
}

// Interrupted is the program that had the file open last and ended
// without closing it (ok), as Open found its record: the front ends say
// so with the last change the file kept, since the arbiter cannot tell
// otherwise whether the changes made just before it were saved.
func (s *Store) Interrupted() (h Holder, ok bool) {
	if s.lock == nil {
		return Holder{}, false
	}
	return s.lock.left, s.lock.wasLeft
}

// readHolder reads the record of whoever holds the lock of real; ok is
// false when there is none to trust (never written, cut short, or left
// by a process that is gone).
func readHolder(real string) (h Holder, ok bool) {
	data, err := os.ReadFile(holderPath(real))
	if errors.Is(err, fs.ErrNotExist) {
		data, err = recordOfRenamed(real)
	}
	if err != nil || json.Unmarshal(data, &h) != nil || h.PID <= 0 {
		return Holder{}, false
	}
	if host, _ := os.Hostname(); h.Host == host && !alive(h.PID, h.Started) {
		return Holder{}, false
	}
	return h, true
}

// recordOfRenamed is the record of the file at real kept under another
// of its names in its folder: the file renamed while a program holds it,
// whose record stays under the name it was opened by. Without it, a
// command given the new name said "another Arbiter program, which did not
// say", and serve waited for the window as for a command. A file moved
// to another folder leaves its record behind, unfound.
func recordOfRenamed(real string) ([]byte, error) {
	key := fileKey(real)
	entries, err := os.ReadDir(filepath.Dir(real))
	if key == "" || err != nil {
		return nil, fs.ErrNotExist
	}
	for _, e := range entries {
		if name := e.Name(); strings.HasPrefix(name, ".") && strings.HasSuffix(name, ".holder") {
			data, err := os.ReadFile(filepath.Join(filepath.Dir(real), name))
			var h Holder
			if err == nil && json.Unmarshal(data, &h) == nil && h.File == key {
				return data, nil
			}
		}
	}
	return nil, fs.ErrNotExist
}

// stays reports whether waiting for the holder is in vain: the window
// holds the file until it is closed, and a Store of this very process
// that is not shared holds it for its life.
func (h Holder) stays() bool {
	return h.Program == Window || (h.PID == os.Getpid() && !h.Shared)
}

// heldError is the refusal of a lock held by h (known: h is from a
// record) after waiting wait, in the user's language: it names the
// window, serve or the command that holds the file.
func heldError(file string, h Holder, known bool, wait time.Duration) error {
	e := fileError(Locked, file, "")
	if !known {
		return e
	}
	e.Args["host"], e.Args["pid"], e.Args["seconds"] = h.Host, h.PID, int(wait.Round(time.Second)/time.Second)
	switch {
	case h.Program == Window:
		e.Key = heldWindowKey
	case h.PID == os.Getpid():
		e.Key = "store.error.held.here"
	case h.Program == Serve:
		e.Key = "store.error.held.serve"
	case h.Program != "":
		e.Key, e.Args["program"] = "store.error.held.command", h.Program
	}
	return e
}

// HeldByWindow reports whether err is the refusal of a file the window
// holds (heldError): a front end words that one apart, the window's own
// open as the file open in another window, the venue's deputy as a file
// the arbiter has open, without comparing the store's catalogue keys.
func HeldByWindow(err error) bool {
	var m *engine.Message
	return errors.As(err, &m) && m.Kind == Locked && m.Key == heldWindowKey
}

// heldWindowKey is the refusal of a file the window holds.
const heldWindowKey = "store.error.held.window"

// HolderOf reports who holds the lock of the file at path now, without
// waiting; ok is false when it is free, or held by a program that left no
// record.
func HolderOf(path string) (h Holder, held bool) {
	real := realPath(path)
	if !lockHeld(real) {
		return Holder{}, false
	}
	h, _ = readHolder(real)
	return h, true
}

// lockHeld reports whether another open of the file at real holds its
// lock, by taking it and letting it go at once.
func lockHeld(real string) bool {
	name, flag := real, os.O_RDONLY
	if lockBeside {
		name, flag = real+".lock", os.O_RDWR|os.O_CREATE
	}
	held := false
	peek(real, name, flag, func(f *os.File) error {
		err := tryLock(f)
		if err == nil {
			unlock(f)
		}
		held = errors.Is(err, errHeld)
		return nil
	})
	return held
}
