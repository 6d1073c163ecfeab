package store

import (
	"bytes"
	"path/filepath"
	"strconv"
	"testing"

	"arbiter/internal/testdir"
)

// TestRevisionFoundOffTheIdentitysPage: a meta table split over pages by
// its growth, the revision's cell on a page of its own, and a cell SQLite
// freed still holding an older revision on another. The file is told an
// older copy only where no page holds the revision it was left holding:
// a freed cell found first made the window refuse its own file.
func TestRevisionFoundOffTheIdentitysPage(t *testing.T) {
	const size = 64
	id := []byte("0123456789abcdef0123456789abcdef")
	page := func(content []byte) []byte { return append(content, make([]byte, size-len(content))...) }
	revision := func(n int) []byte {
		v := strconv.Itoa(n)
		return append(append([]byte{3, byte(13 + 2*len("revision")), byte(13 + 2*len(v))}, "revision"...), v...)
	}
	file := func(freed, live int) []byte {
		return bytes.Join([][]byte{page(append([]byte{1, 2}, id...)), page(revision(freed)), page(revision(live))}, nil)
	}
	path := testdir.Write(t, filepath.Join(t.TempDir(), "event.arbiter"), file(7, 12))
	a := &anchor{id: id, size: size}
	if !a.holds(path) {
		t.Fatal("the file as it is is called an older copy")
	}
	a.reached(12) // an action settled into the file
	if !a.holds(path) {
		t.Errorf("the file left at revision 12 is called an older copy, its freed cell of revision 7 read (page %d)", a.revPage)
	}
	if a.revPage != 3 {
		t.Errorf("the revision is kept as found on page %d, want 3", a.revPage)
	}
	testdir.Write(t, path, file(7, 9))
	if a.holds(path) {
		t.Error("an older copy at revision 9 is taken for the file left at revision 12")
	}
}
