package testevent

import (
	"strings"
	"testing"
)

// CheckNotesInOrder fails the test unless text, the notes a front end
// (door) writes under a table, says each of notes, in their order; runs of
// white space are one space in both, as the paper wraps its lines where
// the window and the command line do not.
func CheckNotesInOrder(t testing.TB, door, text string, notes []string) {
	t.Helper()
	if len(notes) == 0 {
		t.Fatalf("%s: no notes to look for", door)
	}
	rest := strings.Join(strings.Fields(text), " ")
	for _, n := range notes {
		i := strings.Index(rest, strings.Join(strings.Fields(n), " "))
		if i < 0 {
			t.Errorf("%s does not say %q, or not after the notes before it, in:\n%s", door, n, text)
			return
		}
		rest = rest[i+len(n):]
	}
}
