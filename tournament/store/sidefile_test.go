package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
			if err := os.WriteFile(other, want, 0o644); err != nil {
				t.Fatal(err)
			}
			err := tc.make(path)
			var e *Refusal
			if !errors.Is(err, ErrFileExists) || !errors.As(err, &e) || e.Args["file"] != other {
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
	stray := filepath.Join(elsewhere, partialPrefix+"someone-elses.arbiter")
	if err := os.WriteFile(stray, []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(elsewhere, s.BackupDir()); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Backup("manual"); !errors.Is(err, ErrBackupsElsewhere) {
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
	if _, err := Create(long, testSettings()); !errors.Is(err, ErrNameTooLong) {
		t.Errorf("a name of %d bytes: %v", len(filepath.Base(long)), err)
	} else {
		translated(t, err, filepath.Dir(long)) // a long name is shown shortened
	}
	s, _ := pairedEvent(t, 4)
	if err := os.WriteFile(s.BackupDir(), []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := s.Backup("manual")
	if !errors.Is(err, ErrBackupsNotFolder) {
		t.Errorf("backup with a file where the folder belongs: %v", err)
	} else {
		translated(t, err, s.BackupDir())
	}
}
