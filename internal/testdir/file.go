package testdir

import (
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Read is the file at path; one that cannot be read fails the test, as
// missing data does.
func Read(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Write makes the file at path hold data, readable by all, and returns
// path; one that cannot be written fails the test.
func Write[D string | []byte](t testing.TB, path string, data D) string {
	t.Helper()
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// Opened is what open makes of path, closed when the test ends; a path
// that does not open fails the test.
func Opened[T io.Closer](t testing.TB, open func(string) (T, error), path string) T {
	t.Helper()
	v, err := open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { v.Close() })
	return v
}

// OlderEvent is a copy, in a folder of the test's, of an event file an
// older Arbiter wrote (schema version 13, kept in the store's testdata),
// which opening upgrades.
func OlderEvent(t testing.TB) string {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	src := filepath.Join(filepath.Dir(here), "..", "..", "tournament", "store", "testdata", "v13-player-byes.arbiter")
	return Write(t, filepath.Join(t.TempDir(), "old.arbiter"), Read(t, src))
}
