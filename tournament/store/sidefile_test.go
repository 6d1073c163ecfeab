package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// TestNewFileBesideAnotherNamedLikeItsLog: a file named A.arbiter-wal or
// A.arbiter-shm (another event, or the log of a file once at A.arbiter)
// would be taken by SQLite as the log of a new A.arbiter and deleted;
// creating A.arbiter, or saving a copy as A.arbiter, is refused naming it,
// and the file is left as it was.
func TestNewFileBesideAnotherNamedLikeItsLog(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	for _, suffix := range []string{"-wal", "-shm"} {
		for _, tc := range []struct {
			name string
			make func(path string) error
		}{
			{"create", func(path string) error {
				st, err := Create(path, testSettings())
				if err == nil {
					st.Close()
				}
				return err
			}},
			{"save a copy", s.SaveCopy},
		} {
			dir := t.TempDir()
			path := filepath.Join(dir, "A.arbiter")
			other := path + suffix
			want := []byte("another event's data")
			testdir.Write(t, other, want)
			err := tc.make(path)
			var e *engine.Message
			if !errors.Is(err, errFileExists) || !errors.As(err, &e) || fmt.Sprint(e.Args["file"]) != other {
				t.Errorf("%s beside %s: %v", tc.name, suffix, err)
			}
			if got, err := os.ReadFile(other); err != nil || string(got) != string(want) {
				t.Errorf("%s beside %s: the other file is now %q, %v", tc.name, suffix, got, err)
			}
			if _, err := os.Lstat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("%s beside %s: %s was made", tc.name, suffix, path)
			}
		}
	}
}

// TestBackupsFolderLinkedElsewhere: a backups folder that is a link to
// another folder is refused before anything is written or removed there.
func TestBackupsFolderLinkedElsewhere(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	elsewhere := t.TempDir()
	testdir.Write(t, filepath.Join(elsewhere, partialPrefix+"someone-elses.arbiter"), "kept")
	if err := os.Symlink(elsewhere, s.BackupDir()); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Backup("manual"); !errors.Is(err, errBackupsElsewhere) {
		t.Errorf("backup into a linked folder: %v", err)
	}
	if entries, _ := os.ReadDir(elsewhere); len(entries) != 1 {
		t.Errorf("the linked folder now holds %v", entries)
	}
}

// TestMessagesBlameTheNameNotTheDisk: a name too long for the file system
// and a file standing where the backups folder belongs are said to be
// what they are, in the arbiter's language, not a failing disk.
func TestMessagesBlameTheNameNotTheDisk(t *testing.T) {
	long := filepath.Join(t.TempDir(), strings.Repeat("Helsingin avoin ", 20)+".arbiter")
	if _, err := Create(long, testSettings()); !errors.Is(err, errNameTooLong) {
		t.Errorf("a name of %d bytes: %v", len(filepath.Base(long)), err)
	} else {
		translated(t, err, filepath.Dir(long)) // a long name is shown shortened
	}
	s, _ := pairedEvent(t, 4)
	testdir.Write(t, s.BackupDir(), "not a folder")
	_, err := s.Backup("manual")
	if !errors.Is(err, errBackupsNotFolder) {
		t.Errorf("backup with a file where the folder belongs: %v", err)
	} else {
		translated(t, err, s.BackupDir())
	}
}

// TestSideFileRecognisedByContent is the report's case and its kin:
// another event saved as A.arbiter-wal (or -shm, -journal), or any other
// file under such a name, beside the event A.arbiter. Reading A for a
// report, changing it, restoring from it and creating or copying over its
// name are each refused naming the file in the way, which stays byte for
// byte as it was (the other event still opens).
func TestSideFileRecognisedByContent(t *testing.T) {
	other, _ := pairedEvent(t, 2)
	otherPath := other.Path()
	other.Close()
	otherData := testdir.Read(t, otherPath)
	contents := map[string][]byte{"an event": otherData, "a text": []byte("minutes of the appeals committee\n")}
	for _, suffix := range sideSuffixes {
		for what, data := range contents {
			s, _ := pairedEvent(t, 4)
			path := closedFile(s)
			side := testdir.Write(t, path+suffix, data)
			for _, tc := range []struct {
				name string
				do   func() error
			}{
				{"read for a report", func() error {
					r, err := OpenReadOnly(path)
					if err == nil {
						_, err = r.Event()
						r.Close()
					}
					return err
				}},
				{"result", func() error {
					st, err := Open(path)
					if err == nil {
						err = st.SetResult(1, 1, tournament.Draw)
						st.Close()
					}
					return err
				}},
				{"restore from it", func() error {
					st, _ := newEvent(t, 2)
					return st.Restore(path)
				}},
				{"remove", func() error { return Remove(path) }},
			} {
				err := tc.do()
				if tc.name == "remove" {
					if err != nil {
						t.Errorf("%s holding %s, %s: %v", suffix, what, tc.name, err)
					}
				} else {
					var e *engine.Message
					if !errors.Is(err, errSideFileInTheWay) || !errors.As(err, &e) || fmt.Sprint(e.Args["side"]) != side {
						t.Fatalf("%s holding %s, %s: %v", suffix, what, tc.name, err)
					}
					for _, l := range i18n.Complete {
						if msg := i18n.For(l).Error(err); !strings.Contains(msg, side) || !strings.Contains(msg, path) {
							t.Errorf("%s: %s", l, msg)
						}
					}
					translated(t, err, path)
				}
				if got, err := os.ReadFile(side); err != nil || !bytes.Equal(got, data) {
					t.Fatalf("%s holding %s, after %s: %d bytes, %v", suffix, what, tc.name, len(got), err)
				}
			}
			// Creating or copying to the name is refused as well.
			os.Remove(path)
			if st, err := Create(path, testSettings()); err == nil {
				st.Close()
				t.Errorf("%s holding %s: created beside it", suffix, what)
			}
			if got, _ := os.ReadFile(side); !bytes.Equal(got, data) {
				t.Errorf("%s holding %s: changed by create", suffix, what)
			}
		}
	}
	if st, err := OpenReadOnly(otherPath); err != nil {
		t.Errorf("the other event: %v", err)
	} else {
		st.Close()
	}
}

// TestOwnSideFilesStillRead: a log and shared memory that SQLite left (a
// reader holds the event, the writer is gone) are SQLite's and are read,
// not refused.
func TestOwnSideFilesStillRead(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	testdir.Opened(t, OpenReadOnly, s.Path())
	setResult(t, s, 1, 1, tournament.Draw)
	for _, suffix := range []string{"-wal", "-shm"} {
		if st := sideOf(s.Path(), suffix); st != sideOwn {
			t.Errorf("%s: %v", suffix, st)
		}
	}
	if r2, err := OpenReadOnly(s.Path()); err != nil {
		t.Errorf("a second reader: %v", err)
	} else {
		r2.Close()
	}
}
