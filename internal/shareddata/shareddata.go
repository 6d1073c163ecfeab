// Package shareddata locates the project's shared reference data (rule books,
// perft suites, pairing references) that lives beside the repository in
// ../shared. Tests use it so that a checkout without that folder still
// passes, skipping with a message instead of failing.
package shareddata

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// Root returns the absolute path of the shared folder, or "" when it is
// absent. It walks up from the working directory to the module root (the
// folder holding go.mod) and looks for ../shared beside it.
func Root() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			shared := filepath.Join(filepath.Dir(dir), "shared")
			if st, err := os.Stat(shared); err == nil && st.IsDir() {
				return shared
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

// Path returns the path of rel inside the shared folder, skipping the test
// with a message when the folder or the file is absent.
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	root := Root()
	if root == "" {
		tb.Skipf("reference data ../shared is absent; skipping (needs %s)", rel)
	}
	p := filepath.Join(root, rel)
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("reference file %s is absent: %v", p, err)
	}
	return p
}

// Read returns the contents of rel inside the shared folder, skipping as
// Path does and failing the test when the file cannot be read.
func Read(tb testing.TB, rel string) []byte {
	tb.Helper()
	data, err := os.ReadFile(Path(tb, rel))
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// Lines returns the lines of rel inside the shared folder, line n at index
// n-1 without its line end, skipping and failing as Read does.
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
