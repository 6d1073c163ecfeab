package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	sqlite3 "github.com/mattn/go-sqlite3"

	"arbiter/i18n"
)

// TestMessagesOfInjectedFailuresAreTrue fails each step of making a new
// file, a backup and a copy that the store performs itself, and checks
// that what the arbiter is told is what happened: a file made complete
// before the failure is said to be there (and is, and opens, for changes
// and for reading), one that was not made is said not to be (and is not),
// and a retry after "made" is not needed.
func TestMessagesOfInjectedFailuresAreTrue(t *testing.T) {
	tests := []struct {
		point string
		want  error // the kind the arbiter is told
		made  bool  // the file is there, complete
	}{
		{"create.link", errIOFailed, false},
		{"create.unlink", errMadeUncertain, true},
		{"create.syncdir", errMadeUncertain, true},
		{"backup.sync", errIOFailed, false},
		{"backup.rename", errIOFailed, false},
		{"backup.syncdir", errMadeUncertain, true},
		{"copy.syncdir", errMadeUncertain, true},
	}
	for _, tt := range tests {
		t.Run(tt.point, func(t *testing.T) {
			dir := t.TempDir()
			var made string // the path of what the action makes
			var act func() error
			switch {
			case strings.HasPrefix(tt.point, "create."):
				made = filepath.Join(dir, "new.arbiter")
				act = func() error {
					st, err := CreateWith(made, testSettings(), func(tx *Tx) error {
						_, err := tx.AddPlayer(testPlayers(1)[0])
						return err
					})
					if err == nil {
						st.Close()
					}
					return err
				}
			case strings.HasPrefix(tt.point, "backup."):
				s, _ := pairedEvent(t, 4)
				act = func() error {
					before, _ := s.Backups()
					_, err := s.Backup("manual")
					after, _ := s.Backups()
					if len(after) > len(before) {
						made = after[len(after)-1].Path
					} else {
						made = filepath.Join(dir, "no backup was listed")
					}
					return err
				}
			default:
				s, _ := pairedEvent(t, 4)
				made = filepath.Join(dir, "mailed.arbiter")
				act = func() error { return s.SaveCopy(made) }
			}
			faultAt = func(p string) error {
				if p == tt.point {
					return &fs.PathError{Op: p, Path: made, Err: syscall.EIO}
				}
				return nil
			}
			err := act()
			faultAt = func(string) error { return nil }
			if !errors.Is(err, tt.want) {
				t.Fatalf("told %v, want %v", err, tt.want)
			}
			for _, l := range i18n.Complete {
				if msg := i18n.For(l).Error(err); strings.Contains(msg, "{") || msg == err.Error() && l != i18n.English {
					t.Errorf("%s: %s", l, msg)
				}
			}
			_, statErr := os.Stat(made)
			if (statErr == nil) != tt.made {
				t.Fatalf("told %v; the file is there: %v", err, statErr == nil)
			}
			if !tt.made {
				return
			}
			if !strings.Contains(i18n.For(i18n.English).Error(err), made) {
				t.Errorf("the message does not name %s: %v", made, err)
			}
			// A report read first, then the window: both open it whole.
			r, err := OpenReadOnly(made)
			if err != nil {
				t.Fatalf("reading what was made: %v", err)
			}
			r.Close()
			if strings.HasPrefix(tt.point, "backup.") {
				return // a backup is restored, not opened
			}
			st, err := Open(made)
			if err != nil {
				t.Fatalf("opening what was made: %v", err)
			}
			defer st.Close()
			if ev, err := st.Event(); err != nil || len(ev.Players) == 0 {
				t.Errorf("what was made holds %v, %v", ev, err)
			}
		})
	}
}

// TestCreationCutShortIsHealedByReaders: a crash after the new file was
// linked left its temporary name beside it; a report read first opens it
// (the temporary name goes), where it used to refuse it as linked. Where
// the name cannot go, the message names it.
func TestCreationCutShortIsHealedByReaders(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	path := closedFile(s)
	hidden := filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".new-12345")
	if err := os.Link(path, hidden); err != nil {
		t.Fatal(err)
	}
	r, err := OpenReadOnly(path)
	if err != nil {
		t.Fatalf("a report after a creation cut short: %v", err)
	}
	r.Close()
	if _, err := os.Lstat(hidden); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the temporary name stayed: %v", err)
	}
	// Linked otherwise, by a name that is not Arbiter's: refused as before.
	other := filepath.Join(filepath.Dir(path), "other-name.arbiter")
	if err := os.Link(path, other); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenReadOnly(path); !errors.Is(err, errLinked) {
		t.Errorf("a second name of the user's: %v", err)
	}
	// A temporary name that cannot be removed is named.
	os.Remove(other)
	if err := os.Link(path, hidden); err != nil {
		t.Fatal(err)
	}
	if err := checkOneName(path, realPath(path)); err == nil || !strings.Contains(i18n.For(i18n.Estonian).Error(err), hidden) {
		t.Errorf("checkOneName with the temporary name still there: %v", err)
	}
}

// TestNamesNearTheLimitAreRefusedAsNames: a name of 232–238 bytes fits
// the file system, but the temporary and journal names made from it do
// not; it was refused as "the disk reported an error".
func TestNamesNearTheLimitAreRefusedAsNames(t *testing.T) {
	dir := t.TempDir()
	for n := 230; n <= 238; n++ {
		path := filepath.Join(dir, strings.Repeat("a", n-len(".arbiter"))+".arbiter")
		st, err := Create(path, testSettings())
		if n <= nameMax-24 {
			if err != nil {
				t.Errorf("%d bytes: %v", n, err)
			} else {
				st.Close()
			}
			continue
		}
		if !errors.Is(err, errNameTooLong) {
			t.Errorf("%d bytes: %v, want the name refused", n, err)
		}
	}
	s, _ := pairedEvent(t, 2)
	long := filepath.Join(dir, strings.Repeat("b", 236)+".arbiter")
	if err := s.SaveCopy(long); !errors.Is(err, errNameTooLong) {
		t.Errorf("a copy of %d bytes: %v", len(filepath.Base(long)), err)
	}
}

// TestOpenFailuresSayWhatTheSystemSaid: SQLite's failures while a file is
// opened, as the system reported them: a log the system refuses is
// read-only, one the disk fails to open or write is the disk's error (it
// was told as read-only), and neither is "not saved".
func TestOpenFailuresSayWhatTheSystemSaid(t *testing.T) {
	for _, tt := range []struct {
		err  sqlite3.Error
		want error
	}{
		{sqlite3.Error{Code: sqlite3.ErrCantOpen, SystemErrno: syscall.EACCES}, ErrReadOnly},
		{sqlite3.Error{Code: sqlite3.ErrCantOpen, SystemErrno: syscall.EROFS}, ErrReadOnly},
		{sqlite3.Error{Code: sqlite3.ErrReadonly}, ErrReadOnly},
		{sqlite3.Error{Code: sqlite3.ErrCantOpen, SystemErrno: syscall.EIO}, errReadFailed},
		{sqlite3.Error{Code: sqlite3.ErrIoErr, ExtendedCode: sqlite3.ErrIoErrWrite, SystemErrno: syscall.EIO}, errReadFailed},
		{sqlite3.Error{Code: sqlite3.ErrIoErr, ExtendedCode: sqlite3.ErrIoErrSHMMap, SystemErrno: syscall.EIO}, errReadFailed},
	} {
		got := openFailure("event.arbiter", tt.err)
		if !errors.Is(got, tt.want) {
			t.Errorf("%v (%v): %v, want %v", tt.err, tt.err.SystemErrno, got, tt.want)
		}
		if msg := i18n.For(i18n.English).Error(got); strings.Contains(msg, "not saved") || strings.Contains(msg, "being written") {
			t.Errorf("%v: %s", tt.err, msg)
		}
	}
}
