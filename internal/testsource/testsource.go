// Package testsource gives the tests that check a package's own source
// (every catalogue key it uses is translated, no forbidden widget is used)
// that package's Go files, read in one place.
package testsource

import (
	"arbiter/internal/testdir"
	"path/filepath"
	"strings"
	"testing"
)

// File is one Go source file: its path as matched and its text.
type File struct {
	Name, Text string
}

// Read returns the Go files matching the patterns (relative to the test's
// package folder; "*.go" when none is given), test files left out, in
// name order within each pattern. A pattern that is malformed or a file
// that cannot be read fails the test.
func Read(t testing.TB, patterns ...string) []File {
	t.Helper()
	if len(patterns) == 0 {
		patterns = []string{"*.go"}
	}
	var files []File
	for _, p := range patterns {
		names, err := filepath.Glob(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range names {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			files = append(files, File{name, string(testdir.Read(t, name))})
		}
	}
	return files
}
