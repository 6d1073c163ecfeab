package testdir

import (
	"io"
	"os"
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
