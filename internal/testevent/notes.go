package testevent

import (
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/standings"
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

// RankedTable is one table of the events whose tables name the rules
// they are ranked by (RankedTables): the event's standings or its
// crosstable (Kind, as the command and the page are named), the event, its
// file and the ranking the table gives.
type RankedTable struct {
	Kind  string
	Event *tournament.Event
	File  string
	Table standings.Table
}

// RankedTables are the standings and the crosstable of two events whose
// tables name the rules they are ranked by, each with its file: a Swiss of
// 12 after 4 rounds with a player withdrawn after round 3 under the
// as-played rule and the 2026 tie-break regulations (Swiss), first, and a
// double round robin of four under the 1953 rule with round 2 under way
// (StruckLater). Every front end shows each table with the notes of those
// rules under it.
func RankedTables(t testing.TB) []RankedTable {
	t.Helper()
	swiss := Swiss(t, 12, 4, false)
	swissFile := EventFile(t, swiss)
	rrFile, _ := StruckLater(t)
	rr := Read(t, rrFile)
	return []RankedTable{
		{"standings", swiss, swissFile, standings.Of(swiss)},
		{"crosstable", swiss, swissFile, standings.SwissCrosstable(swiss).Table},
		{"standings", rr, rrFile, standings.Of(rr)},
		{"crosstable", rr, rrFile, standings.Crosstable(rr).Ranking},
	}
}
