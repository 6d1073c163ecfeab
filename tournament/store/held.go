package store

import (
	"os"
	"runtime"
	"sync"
)

// How a process holds an event file. SQLite keeps its locks on the
// database and its shared memory as POSIX record locks, and on Linux (and
// every POSIX system) closing any descriptor of a file drops all of the
// process's record locks on it, SQLite's included: SQLite then still
// believes it holds them, and another program takes the file's log index
// for unused, resets it and deletes the log under it. A result is then
// lost, called damaged, or never seen by the pages (SQLite's "How To
// Corrupt An SQLite Database File", 2.2). SQLite shares and defers the
// closing of its own descriptors between the connections of one process;
// what it cannot know of are the program's own looks at the file (its
// header, whether it can be written, what its side files are, the
// second-instance lock).
//
// So every such look goes through peek, and every descriptor of the file
// or its side files the program opens stays open for as long as any Store
// of this process has the file open: the process holds the file (hold),
// each Store and each open in progress being one user, and the last user
// to let go closes the kept descriptors, after every connection is
// closed. A descriptor of the same file opened the same way is used again,
// so a process that opens the file many times (the window's reports)
// keeps a few descriptors, not one per open.

// keepDescriptors: Windows locks per handle, so closing one drops no
// other's lock, and a handle kept open would stand in the way of renaming
// or deleting the file.
const keepDescriptors = runtime.GOOS != "windows"

// hold is this process's hold on one file, by its real path.
type hold struct {
	real  string
	users int
	kept  []keptFile
}

// keptFile is a descriptor kept open while the file is held.
type keptFile struct {
	f    *os.File
	flag int
}

// holds are this process's held files, made with the first.
var holds struct {
	sync.Mutex
	m map[string]*hold
}

// holdFile counts one more user of the file at real (a realPath) in this
// process; the user lets go with release.
func holdFile(real string) *hold {
	holds.Lock()
	defer holds.Unlock()
	h := holds.m[real]
	if h == nil {
		if holds.m == nil {
			holds.m = map[string]*hold{}
		}
		h = &hold{real: real}
		holds.m[real] = h
	}
	h.users++
	return h
}

// release counts one user fewer; the last one closes the descriptors
// kept. A nil hold is none.
func (h *hold) release() {
	if h == nil {
		return
	}
	holds.Lock()
	defer holds.Unlock()
	if h.users--; h.users > 0 {
		return
	}
	delete(holds.m, h.real)
	for _, k := range h.kept {
		k.f.Close()
	}
	h.kept = nil
}

// peek opens name, the file at real or one of its side files, with flag
// and runs fn on the descriptor. While this process holds real the
// descriptor is kept (one already kept of the same file and flag is used
// again) and fn must neither close it nor depend on its offset; otherwise
// it is closed after fn.
func peek(real, name string, flag int, fn func(f *os.File) error) error {
	info, statErr := os.Stat(name)
	holds.Lock()
	h := holds.m[real]
	if h != nil {
		// fn runs as one more user, so that a Close on another goroutine
		// cannot close a kept descriptor under it.
		h.users++
		defer h.release()
	}
	if h != nil && statErr == nil {
		for _, k := range h.kept {
			if k.flag != flag {
				continue
			}
			if ki, err := k.f.Stat(); err == nil && os.SameFile(info, ki) {
				holds.Unlock()
				return fn(k.f)
			}
		}
	}
	holds.Unlock()
	f, err := os.OpenFile(name, flag, 0)
	if err != nil {
		return err
	}
	if kh := keep(real, f, flag); kh != nil {
		defer kh.release()
	} else {
		defer f.Close()
	}
	return fn(f)
}

// keep keeps f, a descriptor of the file at real or a side file, open
// while this process holds real. It returns the hold, with one more user
// that the caller releases once done with f, or nil when nothing holds the
// file and the caller closes f itself.
func keep(real string, f *os.File, flag int) *hold {
	if !keepDescriptors {
		return nil
	}
	holds.Lock()
	defer holds.Unlock()
	h := holds.m[real]
	if h == nil {
		return nil
	}
	h.kept = append(h.kept, keptFile{f, flag})
	h.users++
	return h
}

// takeKept takes out of the descriptors kept for the file at real one of
// name opened with flag, for a user that needs it for itself alone (a
// lock, which flock ties to its descriptor), or returns nil. The user
// gives it back with keep: a refused open in a long serve then keeps no
// descriptor more than the one before it.
func takeKept(real, name string, flag int) *os.File {
	info, err := os.Stat(name)
	if err != nil {
		return nil
	}
	holds.Lock()
	defer holds.Unlock()
	h := holds.m[real]
	if h == nil {
		return nil
	}
	for i, k := range h.kept {
		if ki, err := k.f.Stat(); err == nil && k.flag == flag && os.SameFile(info, ki) {
			h.kept = append(h.kept[:i], h.kept[i+1:]...)
			return k.f
		}
	}
	return nil
}
