package store

import (
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/testdir"
)

// anchorTestID is the identity of the files the anchor's tests write,
// each of anchorTestPage-byte pages.
var anchorTestID = []byte("0123456789abcdef0123456789abcdef")

const anchorTestPage = 64

// anchorTestFile is a file of the pages given, each padded to its size.
func anchorTestFile(pages ...[]byte) []byte {
	var out []byte
	for _, p := range pages {
		out = append(append(out, p...), make([]byte, anchorTestPage-len(p))...)
	}
	return out
}

// revisionCell is the meta row of revision n as SQLite writes its record.
func revisionCell(n int) []byte {
	v := strconv.Itoa(n)
	return append(append([]byte{3, byte(13 + 2*len("revision")), byte(13 + 2*len(v))}, "revision"...), v...)
}

// TestRevisionFoundOffTheIdentitysPage: a meta table split over pages by
// its growth, the revision's cell on a page of its own, and a cell SQLite
// freed still holding an older revision on another. The file is told an
// older copy only where no page holds the revision it was left holding:
// a freed cell found first made the window refuse its own file.
func TestRevisionFoundOffTheIdentitysPage(t *testing.T) {
	file := func(freed, live int) []byte {
		return anchorTestFile(append([]byte{1, 2}, anchorTestID...), revisionCell(freed), revisionCell(live))
	}
	path := testdir.Write(t, filepath.Join(t.TempDir(), "event.arbiter"), file(7, 12))
	a := &anchor{id: anchorTestID, size: anchorTestPage}
	if !a.holds(path, true) {
		t.Fatal("the file as it is is called an older copy")
	}
	a.reached(12, "") // an action settled into the file
	if !a.holds(path, true) {
		t.Errorf("the file left at revision 12 is called an older copy, its freed cell of revision 7 read (page %d)", a.revPage)
	}
	if a.revPage != 3 {
		t.Errorf("the revision is kept as found on page %d, want 3", a.revPage)
	}
	testdir.Write(t, path, file(7, 9))
	if a.holds(path, true) {
		t.Error("an older copy at revision 9 is taken for the file left at revision 12")
	}
}

// TestRevisionFreedBesideTheIdentityIsReadOnce: a restore writes the
// event's identity and revision anew, and the page last found holding
// them keeps a freed cell of each. Once the revision is found on its own
// page, each look reads it there, not every page of the file again.
func TestRevisionFreedBesideTheIdentityIsReadOnce(t *testing.T) {
	path := testdir.Write(t, filepath.Join(t.TempDir(), "event.arbiter"),
		anchorTestFile(append(append([]byte{1, 2}, anchorTestID...), revisionCell(7)...), revisionCell(12)))
	a := &anchor{id: anchorTestID, size: anchorTestPage}
	a.reached(12, "")
	if !a.holds(path, true) {
		t.Fatal("the file left at revision 12 is called an older copy")
	}
	if _, revision, err := a.look(path); err != nil || revision != 12 {
		t.Errorf("the next look reads revision %d (%v), want 12 from the revision's own page", revision, err)
	}
}

// TestRevisionMovedByACheckpointIsLookedForAgain: a change of another
// program moved the revision's row off the identity's page onto a later
// one (a meta table grown over pages, rebalanced), and that program's
// checkpoint writes the pages in their order: for a moment the page the
// row left is written and the page it went to is not, and no page holds
// a revision. The file is looked at again, as for the identity, before it
// is called an older copy.
func TestRevisionMovedByACheckpointIsLookedForAgain(t *testing.T) {
	identity := append([]byte{1, 2}, anchorTestID...)
	path := testdir.Write(t, filepath.Join(t.TempDir(), "event.arbiter"), anchorTestFile(append(identity, revisionCell(12)...)))
	a := &anchor{id: anchorTestID, size: anchorTestPage}
	a.reached(12, "")
	if !a.holds(path, true) {
		t.Fatal("the file left at revision 12 is called an older copy")
	}
	// The identity's page written, the revision's new page not yet.
	testdir.Write(t, path, anchorTestFile(identity, []byte{3}, []byte{0}))
	looks := 0
	was := lookAgain
	defer func() { lookAgain = was }()
	lookAgain = func() {
		if looks++; looks == 1 {
			testdir.Write(t, path, anchorTestFile(identity, []byte{3}, revisionCell(13))) // the checkpoint ends
		}
	}
	if !a.holds(path, true) {
		t.Errorf("the file amid another program's checkpoint is called an older copy (looked again %d times)", looks)
	}
}

// historyCell is the meta row of the states' ids given, newest first, as
// SQLite writes its record.
func historyCell(ids ...string) []byte {
	v := strings.Join(ids, " ")
	header := []byte{3, byte(13 + 2*len("history")), byte(13 + 2*len(v))}
	if t := 13 + 2*len(v); t >= 0x80 {
		header = []byte{4, byte(13 + 2*len("history")), byte(0x80 | t>>7), byte(t & 0x7f)}
	}
	return append(append(header, "history"...), v...)
}

// TestNewestStateBesideFreedRows: the meta page holds, beside the live
// history row, a cell SQLite freed with an older one, which also passed
// through the state last seen; the live row's state is the newest, found
// first or last. A copy changed elsewhere after that state holds none
// that passed through it.
func TestNewestStateBesideFreedRows(t *testing.T) {
	a, b, c, d := "000000000000000a", "000000000000000b", "000000000000000c", "000000000000000d"
	older, live := historyCell(b, a), historyCell(d, c, b, a)
	for _, page := range [][]byte{slices.Concat(older, live), slices.Concat(live, older)} {
		for _, since := range []string{a, b, c, d, ""} {
			if got := newestIn(page, since); len(got) != 4 || got[0] != d {
				t.Errorf("since %q: the newest state's row is %q, want the live row's, from %q", since, got, d)
			}
		}
	}
	elsewhere := slices.Concat(older, historyCell("00000000000000e1", b, a))
	if got := newestIn(elsewhere, c); got != nil {
		t.Errorf("a copy changed elsewhere after state c is taken as having passed through it, in %q", got)
	}
}
