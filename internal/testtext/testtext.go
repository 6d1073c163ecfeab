// Package testtext checks, for the tests of every door (the command line,
// the paper, the venue's pages, the window), that a text the user reads
// holds each of the lines it must say, naming where it was read.
package testtext

import (
	"strings"
	"testing"
)

// SaysEach fails t for each of lines that text, what where says (a
// command's output, a sheet, a page), lacks.
func SaysEach(t testing.TB, where, text string, lines ...string) {
	t.Helper()
	for _, want := range lines {
		if !strings.Contains(text, want) {
			t.Errorf("%s lacks %q:\n%s", where, want, text)
		}
	}
}
