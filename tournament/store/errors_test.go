package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"syscall"
	"testing"

	sqlite3 "github.com/mattn/go-sqlite3"
)

// TestFullError sorts out the ways SQLite and the system say the disk is
// full, which must not read as a damaged file.
func TestFullError(t *testing.T) {
	other := errors.New("constraint failed")
	tests := []struct {
		name string
		err  error
		full bool
	}{
		{"SQLite full", sqlite3.Error{Code: sqlite3.ErrFull}, true},
		{"I/O error for want of space", fmt.Errorf("probe: %w", sqlite3.Error{Code: sqlite3.ErrIoErr, SystemErrno: syscall.ENOSPC}), true},
		{"write of a backup", &fs.PathError{Op: "write", Path: "x", Err: syscall.ENOSPC}, true},
		{"other I/O error", sqlite3.Error{Code: sqlite3.ErrIoErr, SystemErrno: syscall.EIO}, false},
		{"other error", other, false},
		{"no error", nil, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fullError("x.arbiter", tt.err)
			if errors.Is(got, errDiskFull) != tt.full {
				t.Errorf("fullError(%v) = %v", tt.err, got)
			}
			if !tt.full && got != tt.err {
				t.Errorf("changed %v into %v", tt.err, got)
			}
		})
	}
}

// TestDiskFailuresAreNotDamage: SQLite failing to open or read its log
// or shared memory (a full disk, a failing one, a refusal) is said as the
// disk's failure, never "damaged": that would have the chief restore a
// backup over a sound file.
func TestDiskFailuresAreNotDamage(t *testing.T) {
	s, _ := newEvent(t, 2)
	for _, err := range []error{
		sqlite3.Error{Code: sqlite3.ErrCantOpen, SystemErrno: syscall.EIO},
		sqlite3.Error{Code: sqlite3.ErrIoErr, ExtendedCode: sqlite3.ErrIoErrSHMOpen, SystemErrno: syscall.ENOENT},
		sqlite3.Error{Code: sqlite3.ErrFull},
		sqlite3.Error{Code: sqlite3.ErrCantOpen, SystemErrno: syscall.ENOSPC},
	} {
		if got := s.damaged(err); errors.Is(got, ErrCorrupt) {
			t.Errorf("%v (errno %v) is called damaged", err, err.(sqlite3.Error).SystemErrno)
		}
	}
	if got := s.damaged(sqlite3.Error{Code: sqlite3.ErrCorrupt}); !errors.Is(got, ErrCorrupt) {
		t.Errorf("SQLite's own finding of damage: %v", got)
	}
	old := freeBytes
	defer func() { freeBytes = old }()
	freeBytes = func(string) (uint64, bool) { return 4096, true }
	if got := s.damaged(sqlite3.Error{Code: sqlite3.ErrCantOpen, SystemErrno: syscall.ENOENT}); !errors.Is(got, errDiskFull) {
		t.Errorf("an open failing on a full disk: %v, want the disk full", got)
	}
}

// TestOpenFailureByErrno: the system's refusal to open a file is named by
// its error number, where it happened: a failing disk is a failed read
// (the file may be sound), a full one full, never raw system text nor
// "read-only".
func TestOpenFailureByErrno(t *testing.T) {
	for _, tt := range []struct {
		errno   syscall.Errno
		writing bool
		want    error
	}{
		{syscall.EIO, false, errReadFailed},
		{syscall.EIO, true, errReadFailed},
		{syscall.ENOSPC, true, errDiskFull},
		{syscall.EROFS, true, ErrReadOnly},
		{syscall.EACCES, true, ErrReadOnly},
		{syscall.EACCES, false, errUnreadable},
	} {
		err := osFileError("x.arbiter", &fs.PathError{Op: "open", Path: "x.arbiter", Err: tt.errno}, tt.writing)
		if !errors.Is(err, tt.want) {
			t.Errorf("%v (writing %v): %v, want %v", tt.errno, tt.writing, err, tt.want.(interface{ MessageKey() string }).MessageKey())
		}
	}
}

// TestBusyFileIsNotDamaged: another program holds the file to itself (the
// sqlite3 tool in exclusive locking mode, in a transaction) for longer
// than SQLite waits. Opening it, to read or to change, is refused as busy:
// the file is sound, and "damaged, restore a backup" would have the chief
// roll back good results.
func TestBusyFileIsNotDamaged(t *testing.T) {
	path, db := eventFileSQL(t, 2, "_busy_timeout=100")
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	for _, q := range []string{`PRAGMA locking_mode=EXCLUSIVE`, `BEGIN EXCLUSIVE`, `UPDATE meta SET value = value WHERE key = 'format'`} {
		if _, err := conn.ExecContext(ctx, q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	defer conn.ExecContext(ctx, `ROLLBACK`)
	for name, open := range map[string]func(string) (*Store, error){"Open": Open, "OpenReadOnly": OpenReadOnly} {
		st, err := open(path)
		if err == nil {
			st.Close()
		}
		if !errors.Is(err, errBusy) || errors.Is(err, ErrCorrupt) {
			t.Errorf("%s of a file another program holds: %v, want ErrBusy", name, err)
		}
		translated(t, err, path)
	}
}

// TestAReadBesideAnotherWriterIsBusy: arbiter serve's store reads a
// deputy's PIN at every request of the entry page through its writing
// connection, whose transactions take the write lock. Another program
// writing for longer than SQLite waits made that read fail with SQLite's
// own "database is locked", which the deputy's page showed as it came,
// saying nothing of what to do. It is the file busy, said as such.
func TestAReadBesideAnotherWriterIsBusy(t *testing.T) {
	path, db := eventFileSQL(t, 2, "")
	st, err := OpenShared(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	ctx := context.Background()
	conn, err := db.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `BEGIN IMMEDIATE`); err != nil {
		t.Fatal(err)
	}
	defer conn.ExecContext(ctx, `ROLLBACK`)
	_, err = st.DeputyMark("B. Apu")
	if !errors.Is(err, errBusy) {
		t.Fatalf("a deputy's PIN read while another program writes: %v, want ErrBusy", err)
	}
	translated(t, err, path)
}

// TestCheckOfAClosedFileSaysClosed: the integrity check of a store
// already closed said the file was damaged, and advised restoring a
// backup of a file nothing was wrong with; it says the store is closed,
// as every other read of a closed store does (Store.damaged).
func TestCheckOfAClosedFileSaysClosed(t *testing.T) {
	s := created(t, filepath.Join(t.TempDir(), "e.arbiter"), testSettings())
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Check(); !errors.Is(err, errClosed) {
		t.Fatalf("Check of a closed store = %v, want %v", err, errClosed)
	}
}
