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
func ReadOnly(t testing.TB, dir string) {
	t.Helper()
	if os.Geteuid() != 0 {
		if err := os.Chmod(dir, 0o555); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(dir, 0o755) })
		return
	}
	if out, err := exec.Command("mount", "--bind", dir, dir).CombinedOutput(); err != nil {
		t.Skipf("cannot make a read-only folder as the superuser: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", dir).Run() })
	if out, err := exec.Command("mount", "-o", "remount,ro,bind", dir).CombinedOutput(); err != nil {
		t.Skipf("cannot make a read-only folder as the superuser: %v %s", err, out)
	}
}
