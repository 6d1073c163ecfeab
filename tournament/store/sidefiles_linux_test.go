//go:build linux

package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/internal/testform"
)

// sideFilesEnv names the event TestSideFilesOfAnotherAccount opens as
// another user.
const sideFilesEnv = "ARBITER_TEST_SIDE_FILES"

// TestSideFilesOfAnotherAccount: in a shared folder an event was last
// viewed by another account, which left its -wal and -shm that this
// account may not write. The event is sound: opening it for changes is
// refused naming the side file (not as damaged, nor at the first change
// as a read-only file), and viewing it works.
func TestSideFilesOfAnotherAccount(t *testing.T) {
	if path := os.Getenv(sideFilesEnv); path != "" && os.Getenv(unprivileged) != "" {
		s, err := Open(path)
		if err == nil {
			s.Close()
		}
		if !errors.Is(err, errSideFilesForeign) || errors.Is(err, ErrCorrupt) {
			t.Fatalf("opening for changes: %v, want ErrSideFilesForeign", err)
		}
		translated(t, err, path+"-")
		r, err := OpenReadOnly(path)
		if err != nil {
			t.Fatalf("viewing: %v", err)
		}
		defer r.Close()
		if _, err := r.Event(); err != nil {
			t.Errorf("viewing: %v", err)
		}
		return
	}
	if os.Geteuid() != 0 {
		t.Skip("needs to run as the superuser, to be another account")
	}
	dir, err := os.MkdirTemp("", "arbiter-shared-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	os.Chmod(dir, 0o777)
	s := created(t, filepath.Join(dir, "event.arbiter"), testSettings())
	path := closedFile(s)
	os.Chmod(path, 0o666)
	// The viewer leaves its side files, writable by its own account only.
	readOnce(t, path)
	for _, side := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(path + side); err != nil {
			testdir.Write(t, path+side, "")
		}
		if err := os.Chmod(path+side, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv(sideFilesEnv, path)
	runAsNobody(t, "TestSideFilesOfAnotherAccount")
}

// sideReadOnlyEnv marks the run of TestOwnSideFilesMadeReadOnly as the
// unprivileged account.
const sideReadOnlyEnv = "ARBITER_TEST_SIDE_READONLY"

// TestOwnSideFilesMadeReadOnly: this account's own -wal and -shm, their
// permissions changed (chmod a-w), were said to be "left by another user
// account"; the message now says they are read-only.
func TestOwnSideFilesMadeReadOnly(t *testing.T) {
	if os.Geteuid() == 0 && os.Getenv(unprivileged) == "" {
		t.Setenv(sideReadOnlyEnv, "1")
		runAsNobody(t, "TestOwnSideFilesMadeReadOnly")
		return
	}
	s := created(t, filepath.Join(t.TempDir(), "event.arbiter"), testSettings())
	path := closedFile(s)
	for _, side := range []string{"-wal", "-shm"} {
		if err := os.WriteFile(path+side, nil, 0o444); err != nil {
			t.Fatal(err)
		}
	}
	_, err := Open(path)
	if testform.KeyOf(err) != "store.error.side-files-readonly" {
		t.Fatalf("own side files made read-only: %v", err)
	}
	translated(t, err, path+"-")
}
