package testdir

import (
	"io"
	"testing"
)

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
