package store

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Another Arbiter file copied in place over the open one (cp, a sync tool)
// keeps the file's identity, its header and often its length, and SQLite
// answers from its cache and log over the other event's pages: a result
// entered would go into another event. Only the file's own bytes can tell,
// never SQLite, whose cache and log still hold this event. So the store
// keeps the event's identity (meta "event", schemaEventMark) as the file
// holds it, and the page of the file last found holding it: before each
// change one page is read from the file, and only where that page no
// longer holds it (the meta table grown onto another page) is the file
// read through. A file that holds it nowhere is another event's.
//
// An older copy of the same event put in place (a sync tool restoring
// yesterday's file, a backup copied over it) holds the identity too, but
// its revision (meta "revision", which every change counts up and which
// never goes back) lags behind the one the file was last found or left
// holding. Each action settles its change into the file itself (settle),
// so that after it the file holds at least its revision; another
// program's change, settled or not, only ever brings the file further.
// The revision's cell is read from the same page as the identity's, where
// it sits beside it; where it does not, its own page is found the same
// way.
//
// A copy of the same event changed elsewhere (carried to a second
// computer and brought back by a sync tool) holds the identity at a
// revision that may well be higher. Every change draws its state an id
// (random after the mark of the file, below) and the file keeps the last
// historyLen of them (meta "history"), so the store keeps the id of the
// newest state the file was found or left in: a file that passed through
// it, changed since only by programs that share it, still holds that id;
// another copy's history never does.
//
// A copy taken after that state, changed elsewhere and brought back, has
// passed through it too, and other programs change the file beside a
// store opened by OpenShared (serve), so the states after the one last
// seen are not all its own. What the copy cannot carry with it is the
// file it was changed in: each state's id begins with the mark of the
// file it was drawn in (fileMark, a hash of the file's identity, its
// device and inode or Windows' volume and file index), the same for
// every program that changes this file in place, another for the copy
// changed in another file, on this computer or another. Every state
// newer than the one last seen must bear this file's mark: where the
// file's revision is historyLen or more past it and its id is gone, every
// id the file keeps is newer, and all of them must. (A store alone on the
// file asks more: that each newer state is one it committed itself.)
// The file's identity does not change while the file is open: a file
// replaced by another under its name is told apart as moved (ErrMoved).
//
// A copy taken while the window had the file open and idle passed through
// its state, and changed elsewhere still differs from the file: the window
// holds the file's lock while it is open, so no other program changes the
// file meanwhile, and the file may hold no state newer than the one last
// found but those the store itself committed since (own).

// anchor is where the file holds its event's identity.
type anchor struct {
	mu   sync.Mutex
	id   []byte // the event's identity; nil where none is known (a reader's store)
	page int64  // the page last found holding it, counted from 1; 0 where none was found yet
	size int64  // the file's page size

	revPage  int64 // the page last found holding the revision, where page holds none or an older one
	revision int64 // the highest revision the file was found or left holding

	state     string   // the id of the newest state the file was found or left in; "" where none is known
	statePage int64    // the page last found holding it
	own       []string // the last historyLen states this store committed, and those committed before its open that the file did not yet hold
	mark      string   // the mark of the states drawn in the file (stateMark); "" where its identity cannot be read
}

// anchorEvent reads the event's identity and the page of the file
// holding it, once the open or the creation has settled the file.
func (s *Store) anchorEvent() {
	var id, history string
	var root, size int64
	if s.db.QueryRow(`SELECT (SELECT value FROM meta WHERE key = 'event'),
		(SELECT rootpage FROM sqlite_master WHERE name = 'meta'),
		(SELECT page_size FROM pragma_page_size()),
		coalesce((SELECT value FROM meta WHERE key = 'history'), '')`).Scan(&id, &root, &size, &history) != nil || id == "" || size <= 0 {
		return
	}
	s.anchor.id, s.anchor.size, s.anchor.page = []byte(id), size, root
	// The first look finds the page, or leaves it to the next look where
	// a reader held the change that gave the event its identity back
	// from the file (an upgrade's).
	s.anchor.page, s.anchor.revision, _ = s.anchor.look(s.real)
	// The states committed before the open that a reader held back from
	// the file are the file's own, though this store did not commit them.
	committed := strings.Fields(history)
	if row, _ := s.anchor.newest(s.real, ""); len(row) > 0 {
		s.anchor.state = row[0]
		if i := slices.Index(committed, row[0]); i >= 0 {
			committed = committed[:i]
		}
	}
	s.anchor.own = committed
	s.anchor.mark = fileMark(fileKey(s.real))
}

// committed notes a state this store commits, which the file holds once
// a checkpoint has copied it there.
func (a *anchor) committed(state string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.own = append(a.own[max(0, len(a.own)-historyLen+1):], state)
}

// reached notes that the file itself holds revision at least, and the
// state whose id is state: the action that brought it there was settled
// into it whole.
func (a *anchor) reached(revision int64, state string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	// Actions on several goroutines settle in any order: an older one's
	// state is not the newest.
	if state != "" && revision >= a.revision {
		a.state = state
	}
	a.revision = max(a.revision, revision)
}

// holds reports whether the file at real still holds the event's
// identity at a revision no older than it was found or left holding, in
// a state that passed through the one it was found or left in, and, for
// a store alone on the file (it holds the lock while open), came there by
// its own changes; it cannot tell, and says yes, where the file never
// held the identity since the open: the change that gave it one still in
// the log alone.
func (a *anchor) holds(real string, alone bool) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.id == nil {
		return true
	}
	found, revision, err := a.look(real)
	// Another program's checkpoint that moves the identity to another
	// page writes the pages in their order: for a moment the file may
	// hold it on neither. It is looked for again before the file is
	// called another event's.
	for try := 1; err == nil && found == 0 && a.page != 0 && try < lookTries; try++ {
		lookAgain()
		found, revision, err = a.look(real)
	}
	if err != nil {
		// A look that fails says nothing of the file; the change meets
		// the disk's failure itself.
		return true
	}
	if found == 0 {
		return a.page == 0
	}
	a.page = found
	// The page looked at may hold an older revision's cell that SQLite
	// freed, the row itself moved on: every page is read before the file
	// is called an older copy. A checkpoint that moves the row to a later
	// page writes the page it left first: the file is looked at again, as
	// for the identity.
	for try := 0; revision < a.revision; try++ {
		if try > 0 {
			if try == lookTries {
				return false
			}
			lookAgain()
		}
		if revision, err = a.highest(real); err != nil {
			return true
		}
	}
	// The state's row is looked for again, as the identity's, where a
	// checkpoint moves it.
	row, err := a.newest(real, a.state)
	for try := 1; err == nil && row == nil && a.state != "" && try < lookTries; try++ {
		lookAgain()
		row, err = a.newest(real, a.state)
	}
	if err != nil {
		return true
	}
	ours := func(ids []string) bool {
		if alone {
			return !slices.ContainsFunc(ids, func(id string) bool { return !slices.Contains(a.own, id) })
		}
		return !slices.ContainsFunc(ids, func(id string) bool { return !strings.HasPrefix(id, a.mark) })
	}
	switch {
	case row != nil && !ours(row[:slices.Index(row, cmp.Or(a.state, row[0]))]):
		return false
	case row == nil && a.state != "":
		if revision < a.revision+historyLen {
			return false
		}
		// Too far on to tell by the ids kept: the file's newest state is
		// read afresh, one of this store's own where it is alone on the
		// file; beside others, every state it keeps is newer than the one
		// last seen, and each must be drawn in this file.
		if row, err = a.newest(real, ""); err != nil {
			return true
		}
		newer := row
		if alone && row != nil {
			newer = row[:1]
		}
		if !ours(newer) {
			return false
		}
	}
	a.revision, a.state = revision, ""
	if row != nil {
		a.state = row[0]
	}
	return true
}

// newest returns the ids of the newest state the file at real holds that
// passed through the state whose id is since, or, where since is "", of
// the newest it holds, newest first; nil where it holds none.
func (a *anchor) newest(real, since string) (row []string, err error) {
	err = peek(real, real, os.O_RDONLY, func(f *os.File) error {
		_, _, err := a.find(f, a.statePage, func(page int64, b []byte) bool {
			if row = newestIn(b, since); row != nil {
				a.statePage = page
			}
			return row != nil
		})
		return err
	})
	return row, err
}

// highest returns the highest revision any page of the file at real
// holds, and keeps the page holding it as the revision's.
func (a *anchor) highest(real string) (revision int64, err error) {
	err = peek(real, real, os.O_RDONLY, func(f *os.File) error {
		_, _, err := a.find(f, 0, func(page int64, b []byte) bool {
			if r, ok := revisionIn(b); ok && r >= revision {
				revision, a.revPage = r, page
			}
			return false
		})
		return err
	})
	return revision, err
}

// lookTries and lookAgainAfter bound the looks for the identity: a
// checkpoint's pages are written in far less than their product.
const (
	lookTries      = 4
	lookAgainAfter = 25 * time.Millisecond
)

// lookAgain waits before the file is looked at again; a test has the
// checkpoint end there instead.
var lookAgain = func() { time.Sleep(lookAgainAfter) }

// look returns the page of the file at real that holds the identity, 0
// where none does, and the revision the file holds, where it holds the
// identity.
func (a *anchor) look(real string) (found, revision int64, err error) {
	err = peek(real, real, os.O_RDONLY, func(f *os.File) error {
		var page []byte
		found, page, err = a.find(f, a.page, func(_ int64, b []byte) bool { return bytes.Contains(b, a.id) })
		if err != nil || found == 0 {
			return err
		}
		// The revision is read from its own page where the identity's holds
		// none, or where it was last found elsewhere: the identity's page
		// then holds at most a freed cell of an older one (a restore writes
		// both rows anew).
		var ok bool
		if revision, ok = revisionIn(page); !ok || a.revPage != 0 && a.revPage != found {
			if a.revPage, page, err = a.find(f, a.revPage, func(_ int64, b []byte) bool { _, ok := revisionIn(b); return ok }); err != nil {
				return err
			}
			revision, _ = revisionIn(page)
		}
		return nil
	})
	return found, revision, err
}

// find returns the page of f for which has is true, the last one found
// first, and its bytes; 0 where there is none.
func (a *anchor) find(f *os.File, last int64, has func(page int64, b []byte) bool) (int64, []byte, error) {
	buf := make([]byte, a.size)
	at := func(page int64) (bool, error) {
		n, err := f.ReadAt(buf[:cap(buf)], (page-1)*a.size)
		if err != nil && !errors.Is(err, io.EOF) {
			return false, err
		}
		buf = buf[:n]
		return has(page, buf), nil
	}
	if last > 0 {
		if ok, err := at(last); ok || err != nil {
			return last, buf, err
		}
	}
	info, err := f.Stat()
	if err != nil {
		return 0, nil, err
	}
	for page := int64(1); (page-1)*a.size < info.Size(); page++ {
		if ok, err := at(page); ok || err != nil {
			return page, buf, err
		}
	}
	return 0, nil, nil
}

// revisionIn reads the revision from the meta row that holds it among a
// page's bytes, ok false where the page holds none. The row is found by
// its record as SQLite writes it: a header of three bytes (its length,
// the key's type: text of 8 bytes, the value's: text of n bytes), the key
// "revision" and n digits. A cell SQLite freed may still hold an older
// revision; the revision never goes back, so the highest one is the row's.
func revisionIn(page []byte) (revision int64, ok bool) {
	const key = "revision"
	for i := 0; ; {
		at := bytes.Index(page[i:], []byte(key))
		if at < 0 {
			return revision, ok
		}
		at += i
		i = at + len(key)
		if at < 3 || page[at-3] != 3 || int(page[at-2]) != 13+2*len(key) {
			continue
		}
		t := int(page[at-1])
		n := (t - 13) / 2
		if t < 13 || t%2 == 0 || n < 1 || n > 18 || i+n > len(page) {
			continue
		}
		v, err := strconv.ParseInt(string(page[i:i+n]), 10, 64)
		if err != nil || v < 0 {
			continue
		}
		revision, ok = max(revision, v), true
	}
}

// newestIn returns the newest history row of a page's bytes that passed
// through the state whose id is since (each row keeps the ids of its
// state and those before it), or among them all where since is ""; nil
// where none does. Cells SQLite freed may hold an
// older row of the same file: the newest row's state is in none of the
// others, each of which is in it while they are all historyLen states
// apart at most, as those that keep since are. Where since is "", two
// rows that far apart cannot be told, and none is named.
func newestIn(page []byte, since string) []string {
	var rows [][]string
	for _, row := range historyIn(page) {
		if since == "" || slices.Contains(row, since) {
			rows = append(rows, row)
		}
	}
	var newest []string
	for _, row := range rows {
		if !slices.ContainsFunc(rows, func(other []string) bool { return slices.Contains(other[1:], row[0]) }) {
			if newest != nil && newest[0] != row[0] {
				return nil
			}
			newest = row
		}
	}
	return newest
}

// historyIn returns the ids of each history row among a page's bytes,
// newest first, found by its record as SQLite writes it: a header of
// three or four bytes (its length, the key's type: text of 7 bytes, the
// value's: text of n bytes, a varint of one or two bytes), the key
// "history" and n bytes of ids of 16 hex digits, a space between two.
func historyIn(page []byte) [][]string {
	const key = "history"
	var rows [][]string
	for i := 0; ; {
		at := bytes.Index(page[i:], []byte(key))
		if at < 0 {
			return rows
		}
		at += i
		i = at + len(key)
		var t int
		switch {
		case at >= 3 && page[at-3] == 3 && int(page[at-2]) == 13+2*len(key) && page[at-1] < 0x80:
			t = int(page[at-1])
		case at >= 4 && page[at-4] == 4 && int(page[at-3]) == 13+2*len(key) && page[at-2] >= 0x80 && page[at-1] < 0x80:
			t = int(page[at-2]&0x7f)<<7 | int(page[at-1])
		default:
			continue
		}
		n := (t - 13) / 2
		if t%2 == 0 || n < 16 || i+n > len(page) {
			continue
		}
		ids := strings.Split(string(page[i:i+n]), " ")
		if !slices.ContainsFunc(ids, func(id string) bool { return !stateID(id) }) {
			rows = append(rows, ids)
		}
	}
}

// stateMark is the mark that begins the id of a state drawn in the file
// q has open (countHistory): fileMark of its identity; "" where it has none
// (in memory) or it cannot be read, and the id is then random whole.
func stateMark(q interface {
	QueryRow(query string, args ...any) *sql.Row
}) string {
	var file string
	if q.QueryRow(`SELECT file FROM pragma_database_list WHERE name = 'main'`).Scan(&file) != nil || file == "" {
		return ""
	}
	return fileMark(fileKey(file))
}

// fileMark is the mark of the states drawn in the file whose identity
// (fileKey) is key: the first 8 hex digits of its SHA-256, so that an id
// keeps 8 random ones, and two files' marks are alike by chance once in
// 2^32; "" for no identity.
func fileMark(key string) string {
	if key == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:4])
}

// stateID reports whether id is a state's id as countHistory draws it:
// 16 lower-case hex digits.
func stateID(id string) bool {
	if len(id) != 16 {
		return false
	}
	for _, c := range []byte(id) {
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}
