//go:build linux

package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	sqlite3 "github.com/mattn/go-sqlite3"

	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// TestViewInReadOnlyFolder reads an event in a folder the user cannot
// write (a CD, a colleague's share): SQLite's WAL reader cannot make its
// shared-memory file there, yet the event is read; changing it is refused.
func TestViewInReadOnlyFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "share")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s, ids := eventAt(t, filepath.Join(dir, "event.arbiter"), testPlayers(4))
	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 2, tournament.Draw)
	path := s.Path()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	testdir.ReadOnly(t, dir)
	before := fileSum(t, path)

	r, err := OpenReadOnly(path)
	if err != nil {
		t.Fatalf("reading an event in a read-only folder: %v", err)
	}
	ev, err := r.Event()
	r.Close()
	if err != nil || len(ev.Players) != 4 || ev.Rounds[0].Pairings[1].Result != tournament.Draw {
		t.Fatalf("the event read: %+v, %v", ev, err)
	}
	if _, err := Open(path); !errors.Is(err, ErrReadOnly) {
		t.Errorf("opening it for writing: err = %v, want ErrReadOnly", err)
	}
	if fileSum(t, path) != before {
		t.Error("the file was changed")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %v", entries)
	}
}

// TestViewInReadOnlyFolderBesideALog: a log left beside an event in a
// folder the user cannot write (copied there after a crash) cannot be
// judged, its shared memory being impossible to make or lock there, nor
// applied; the event is refused as one to copy to a folder that can be
// written, as without the judging, and nothing is changed.
func TestViewInReadOnlyFolderBesideALog(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "share")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s, _ := pairedEvent(t, 4)
	setResult(t, s, 1, 1, tournament.Draw)
	path := filepath.Join(dir, "event.arbiter")
	for _, suffix := range []string{"", "-wal"} {
		data := testdir.Read(t, s.Path()+suffix)
		testdir.Write(t, path+suffix, data)
	}
	testdir.ReadOnly(t, dir)
	before := fileSum(t, path)
	if _, err := OpenReadOnly(path); !errors.Is(err, ErrReadOnly) {
		t.Errorf("reading an event beside its log in a read-only folder: %v, want ErrReadOnly", err)
	}
	if fileSum(t, path) != before {
		t.Error("the file was changed")
	}
}

// TestCantOpenWithoutErrnoIsReadOnlyOnlyWhereItIs: SQLite fails to open a
// file with no error number (SQLITE_CANTOPEN, errno 0). Where the file
// and its folder may be written, a disk failed: the arbiter is told so,
// not that the folder is read-only (the guess this used to be); in a
// folder that cannot be written, it is read-only.
func TestCantOpenWithoutErrnoIsReadOnlyOnlyWhereItIs(t *testing.T) {
	cantOpen := sqlite3.Error{Code: sqlite3.ErrCantOpen, ExtendedCode: sqlite3.ErrNoExtended(sqlite3.ErrCantOpen)}
	dir := filepath.Join(t.TempDir(), "share")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := testdir.Write(t, filepath.Join(dir, "event.arbiter"), "")
	if err := openFailure(path, cantOpen); !errors.Is(err, errReadFailed) || errors.Is(err, ErrReadOnly) {
		t.Errorf("in a folder that may be written: %v, want the disk's failure", err)
	}
	testdir.ReadOnly(t, dir)
	if err := openFailure(path, cantOpen); !errors.Is(err, ErrReadOnly) {
		t.Errorf("in a read-only folder: %v, want read-only", err)
	}
}
