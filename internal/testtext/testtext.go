// Package testtext checks, for the tests of every door (the command line,
// the paper, the venue's pages, the window), that a text the user reads
// holds each of the lines it must say, and none it must not, naming where
// it was read.
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

// SaysNone fails t for each of lines that text, what where says, holds:
// words it must not say (a raw message, a code, markup).
func SaysNone(t testing.TB, where, text string, lines ...string) {
	t.Helper()
	for _, unwanted := range lines {
		if strings.Contains(text, unwanted) {
			t.Errorf("%s says %q:\n%s", where, unwanted, text)
		}
	}
}
