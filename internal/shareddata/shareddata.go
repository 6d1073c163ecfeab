// Package shareddata reads the reference data the tests check against,
// failing the test when a file is missing: a reference test that skipped
// would let a bug pass. Each set lies beside the package whose code it
// checks, in that package's testdata (named "testdata/..." from the test,
// whose working folder is its package's), with a README naming each
// file's source; the Dutch reference tournaments, which the tests of seven
// packages read (tournament/swiss, tournament/trf, tournament/exchange,
// tournament/standings, printing, cli, internal/testpairs), stay in internal/shareddata/testdata (named "data/...").
package shareddata

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Root returns the absolute path of the reference folder, or "" when it
// is absent. It walks up from the working directory to the module root
// (the folder holding go.mod), so that tests and the benchmark programs
// run from the repository find it.
func Root() string {
	dir := ModuleRoot()
	if dir == "" {
		return ""
	}
	root := filepath.Join(dir, "internal", "shareddata", "testdata")
	if st, err := os.Stat(root); err == nil && st.IsDir() {
		return root
	}
	return ""
}

// ModuleRoot returns the absolute path of the module's root folder (the
// one holding go.mod) above the working directory, or "" when there is
// none: the benchmark programs find their reference data from it.
func ModuleRoot() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Path returns the path of rel: a file of the test's own package
// ("testdata/perft/tricky.perft"), or one of the shared reference folder
// ("data/swiss-dutch/d_7_1.trf"), failing the test when it is absent.
func Path(tb testing.TB, rel string) string {
	tb.Helper()
	if !strings.HasPrefix(rel, "data/") {
		if _, err := os.Stat(rel); err != nil {
			tb.Fatalf("reference file %s is absent: %v", rel, err)
		}
		return rel
	}
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

// Files returns the files of the folder rel (as Path names it) whose
// names match pattern, failing the test when there are none.
func Files(tb testing.TB, rel, pattern string) []string {
	tb.Helper()
	dir := Path(tb, rel)
	files, err := filepath.Glob(filepath.Join(dir, pattern))
	if err != nil || len(files) == 0 {
		tb.Fatalf("no %s in %s (%v)", pattern, dir, err)
	}
	return files
}

// Read returns the contents of rel (as Path names it), failing
// the test when it is absent or cannot be read.
func Read(tb testing.TB, rel string) []byte {
	tb.Helper()
	data, err := os.ReadFile(Path(tb, rel))
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// Lines returns the lines of rel (as Path names it), line n at
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
