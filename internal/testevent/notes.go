package testevent

import (
	"strings"
	"testing"

	"arbiter/tournament"
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

// RankedUnderRules are two events whose tables name the rules they are
// ranked by, each with its file: a Swiss of 12 after 4 rounds with a
// player withdrawn after round 3 under the as-played rule and the 2026
// tie-break regulations (Swiss), and a double round robin of four under
// the 1953 rule with round 2 under way (StruckLater).
func RankedUnderRules(t testing.TB) (swiss *tournament.Event, swissFile string, rr *tournament.Event, rrFile string) {
	t.Helper()
	swiss = Swiss(t, 12, 4, false)
	rrFile, _ = StruckLater(t)
	return swiss, EventFile(t, swiss), Read(t, rrFile), rrFile
}
