//go:build linux

package store

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
)

// sqliteLocks counts the POSIX record locks this process holds on the
// file at name: SQLite's own locks on the database and its shared memory,
// which tell another process that this one reads the file. The kernel
// lists each lock in /proc/self/fdinfo under the descriptor it was taken
// through, from the file's own lock list; /proc/locks lists every lock of
// the system and is read a page or less at a time, so that a lock another
// program takes or lets go of between two reads shifts the rest and one of
// ours is read twice or not at all. The descriptors are the ones the
// process has open (none of them duplicates another): opening one here
// and closing it would drop the very locks counted.
func sqliteLocks(t *testing.T, name string) int {
	t.Helper()
	info, err := os.Stat(name)
	if err != nil {
		t.Fatal(err)
	}
	ino := fmt.Sprint(info.Sys().(*syscall.Stat_t).Ino)
	fds, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, fd := range fds {
		if fi, err := os.Stat("/proc/self/fd/" + fd.Name()); err != nil || !os.SameFile(info, fi) {
			continue
		}
		data, err := os.ReadFile("/proc/self/fdinfo/" + fd.Name())
		if err != nil {
			continue // closed since, and its locks with it
		}
		for _, line := range strings.Split(string(data), "\n") {
			if f := strings.Fields(line); len(f) >= 7 && f[0] == "lock:" && f[2] == "POSIX" && strings.HasSuffix(f[6], ":"+ino) {
				n++
			}
		}
	}
	return n
}

// TestHeldLocksSurviveAnotherOpen: a program that reads the file (serve's
// pages, the window's reports) holds SQLite's lock on its shared memory,
// which tells every other program that the log index is in use. Opening
// the file again in the same program, for a change, for reading, or
// refused as held, and closing that store again must leave those locks
// as they were: Linux drops all of a process's record locks on a file as
// soon as any descriptor of it is closed, and a program that lost them
// has its log index reset and its log deleted under it by the next
// writer (SQLite's "How To Corrupt", 2.2): a deputy's result called
// damaged, pages that no longer see changes.
func TestHeldLocksSurviveAnotherOpen(t *testing.T) {
	path, r := readByAReader(t)
	defer r.Close()
	// SQLite's locks on the shared memory and on the database itself:
	// closing a descriptor of either drops this process's locks on it.
	held := func() int { return 1000*sqliteLocks(t, path+"-shm") + sqliteLocks(t, path) }
	want := held()
	if want < 1001 {
		t.Fatalf("a reader holds %d locks on the shared memory and %d on the database: nothing to keep", want/1000, want%1000)
	}
	steps := []struct {
		name string
		do   func() error
	}{
		{"a change through a second store", func() error {
			w, err := Open(path)
			if err != nil {
				return err
			}
			if _, err := w.AddPlayer(testPlayers(5)[4]); err != nil {
				return err
			}
			return w.Close()
		}},
		{"a writer closed, then another program's", func() error {
			w, err := Open(path)
			if err != nil {
				return err
			}
			if err := w.Close(); err != nil {
				return err
			}
			// The reader keeps the descriptors open; the writer's lock
			// must still be let go, or no other program could write.
			holdAs(t, path, "result")()
			return nil
		}},
		{"a second reader", func() error {
			r2, err := OpenReadOnly(path)
			if err != nil {
				return err
			}
			return r2.Close()
		}},
		{"an open refused as held", func() error {
			w, err := Open(path)
			if err != nil {
				return err
			}
			defer w.Close()
			if w2, err := Open(path); err == nil {
				w2.Close()
				return fmt.Errorf("a second writer in the same program was let in")
			}
			return nil
		}},
	}
	for _, st := range steps {
		if err := st.do(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		if got := held(); got/1000 < want/1000 || got%1000 < want%1000 {
			t.Fatalf("after %s the reader holds %d locks on the shared memory and %d on the database, had %d and %d", st.name, got/1000, got%1000, want/1000, want%1000)
		}
		if _, err := r.Event(); err != nil {
			t.Fatalf("after %s: reading: %v", st.name, err)
		}
	}
}

// TestPeekKeepsOneDescriptorPerFileAndFlag: while the program holds the
// file, its looks at the file and its side files keep their descriptors
// open (closing one would drop SQLite's locks), one for each file and way
// of opening it, used again by every later look: a window open for a
// weekend looks thousands of times, and a descriptor kept for each look
// would run the process out of them. A look at a side file is given a
// descriptor of that file, never the database's.
func TestPeekKeepsOneDescriptorPerFileAndFlag(t *testing.T) {
	s, _ := newEvent(t, 4)
	defer s.Close()
	real := realPath(s.Path())
	side := s.Path() + "-wal"
	if _, err := os.Stat(side); err != nil {
		t.Fatalf("the open file has no log beside it: %v", err)
	}
	kept := func() int {
		holds.Lock()
		defer holds.Unlock()
		return len(holds.m[real].kept)
	}
	look := func(name string, flag int) {
		t.Helper()
		want, err := os.Stat(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := peek(real, name, flag, func(f *os.File) error {
			got, err := f.Stat()
			if err != nil || !os.SameFile(want, got) {
				return fmt.Errorf("a look at %s was given a descriptor of another file", name)
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	looks := []struct {
		name string
		flag int
	}{{s.Path(), os.O_RDONLY}, {s.Path(), os.O_RDWR}, {side, os.O_RDONLY}, {side, os.O_RDWR}}
	// The first look of each kind keeps at most one descriptor more (the
	// open may have kept one already).
	before := kept()
	for _, l := range looks {
		look(l.name, l.flag)
	}
	after := kept()
	if after-before > len(looks) {
		t.Fatalf("%d looks of four kinds kept %d descriptors", len(looks), after-before)
	}
	for round := range 3 {
		for _, l := range looks {
			look(l.name, l.flag)
		}
		if got := kept(); got != after {
			t.Fatalf("looking again (round %d): %d descriptors kept, %d before", round+1, got, after)
		}
	}
}

// TestRefusedOpensKeepNoMoreDescriptors: serve reads the file all day
// while another program holds it; each open refused as held kept one more
// descriptor of the file (its lock's, which cannot be closed while the
// process reads the file), 20 refused opens 24 more, until the process
// ran out of them. After the first refusal the count stays.
func TestRefusedOpensKeepNoMoreDescriptors(t *testing.T) {
	path, r := readByAReader(t)
	defer r.Close()
	// A command holds it, for which an open waits: refused at once here.
	wait := lockWait
	lockWait = 0
	defer func() { lockWait = wait }()
	defer holdAs(t, path, "result")()
	refused := func() {
		t.Helper()
		if w, err := Open(path); !errors.Is(err, ErrLocked) {
			if err == nil {
				w.Close()
			}
			t.Fatalf("opening a file another program holds: %v, want it refused as held", err)
		}
	}
	descriptors := func() int {
		t.Helper()
		fds, err := os.ReadDir("/proc/self/fd")
		if err != nil {
			t.Fatal(err)
		}
		return len(fds)
	}
	refused()
	before := descriptors()
	for range 20 {
		refused()
	}
	if after := descriptors(); after != before {
		t.Errorf("20 refused opens left %d descriptors more", after-before)
	}
	if _, err := r.Event(); err != nil {
		t.Errorf("reading after the refusals: %v", err)
	}
}

// readByAReader makes an event of four players and opens it read-only, its
// event read, as serve's pages hold a file all day.
func readByAReader(t *testing.T) (string, *Store) {
	t.Helper()
	s, _ := newEvent(t, 4)
	path := closedFile(s)
	r, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Event(); err != nil {
		r.Close()
		t.Fatal(err)
	}
	return path, r
}
