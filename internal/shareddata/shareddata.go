// Package shareddata gives the tests the reference data they check
// against (perft suites, pairing and tie-break references, unwinnability
// positions, the 1953 tables), kept in the repository in
// internal/shareddata/testdata (see its README for each file's source), so
// that a clone alone runs every reference test. A test whose file is
// missing fails: a reference test that skipped would let a bug pass.
package shareddata

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// Root returns the absolute path of the reference folder, or "" when it
// is absent. It walks up from the working directory to the module root
// (the folder holding go.mod), so that tests and the benchmark programs
// run from the repository find it.
func Root() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			root := filepath.Join(dir, "internal", "shareddata", "testdata")
			if st, err := os.Stat(root); err == nil && st.IsDir() {
				return root
			}
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Path returns the path of rel ("data/perft/tricky.perft") inside the
// reference folder, failing the test when the folder or the file is
// absent.
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	root := Root()
	if root == "" {
		tb.Fatalf("reference data internal/shareddata/testdata is absent (needs %s)", rel)
	}
	p := filepath.Join(root, rel)
	if _, err := os.Stat(p); err != nil {
		tb.Fatalf("reference file %s is absent: %v", p, err)
	}
	return p
}

// Read returns the contents of rel inside the reference folder, failing
// the test when it is absent or cannot be read.
func Read(tb testing.TB, rel string) []byte {
	tb.Helper()
	data, err := os.ReadFile(Path(tb, rel))
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// Lines returns the lines of rel inside the reference folder, line n at
// index n-1 without its line end, failing as Read does.
func Lines(tb testing.TB, rel string) []string {
	tb.Helper()
	var lines []string
	sc := bufio.NewScanner(bytes.NewReader(Read(tb, rel)))
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("%s: %v", rel, err)
	}
	return lines
}
