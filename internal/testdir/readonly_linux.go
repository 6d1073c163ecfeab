// Package testdir makes folders for tests, one the user cannot write, and
// copies of files made once a run (Made), reads and writes the files a test
// needs and holds open, until the test ends, those it opens (Opened).
package testdir

import (
	"os"
	"os/exec"
	"testing"
)

// ReadOnly makes dir unwritable for the test: by its mode, or, for the
// superuser whom modes do not bind, by a read-only bind mount.
func ReadOnly(t testing.TB, dir string) { readOnly(t, dir, 0o555) }

// ReadOnlyFile makes the file at path unwritable for the test, as ReadOnly
// does a folder, its folder staying writable: a file its owner
// write-protected (chmod 444, Windows' read-only attribute).
func ReadOnlyFile(t testing.TB, path string) { readOnly(t, path, 0o444) }

func readOnly(t testing.TB, path string, mode os.FileMode) {
	t.Helper()
	if os.Geteuid() != 0 {
		was, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(path, mode); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(path, was.Mode().Perm()) })
		return
	}
	if out, err := exec.Command("mount", "--bind", path, path).CombinedOutput(); err != nil {
		t.Skipf("cannot make a read-only %s as the superuser: %v %s", path, err, out)
	}
	t.Cleanup(func() { exec.Command("umount", path).Run() })
	if out, err := exec.Command("mount", "-o", "remount,ro,bind", path).CombinedOutput(); err != nil {
		t.Skipf("cannot make a read-only %s as the superuser: %v %s", path, err, out)
	}
}
