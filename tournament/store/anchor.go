package store

import (
	"bytes"
	"errors"
	"io"
	"os"
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

// anchor is where the file holds its event's identity.
type anchor struct {
	mu   sync.Mutex
	id   []byte // the event's identity; nil where none is known (a reader's store)
	page int64  // the page last found holding it, counted from 1; 0 where none was found yet
	size int64  // the file's page size
}

// anchorEvent reads the event's identity and the page of the file
// holding it, once the open or the creation has settled the file.
func (s *Store) anchorEvent() {
	var id string
	var root, size int64
	if s.db.QueryRow(`SELECT (SELECT value FROM meta WHERE key = 'event'),
		(SELECT rootpage FROM sqlite_master WHERE name = 'meta'),
		(SELECT page_size FROM pragma_page_size())`).Scan(&id, &root, &size) != nil || id == "" || size <= 0 {
		return
	}
	s.anchor.id, s.anchor.size, s.anchor.page = []byte(id), size, root
	// The first look finds the page, or leaves it to the next look where
	// a reader held the change that gave the event its identity back
	// from the file (an upgrade's).
	s.anchor.page, _ = s.anchor.look(s.real)
}

// holds reports whether the file at real still holds the event's
// identity; it cannot tell, and says yes, where the file never held it
// since the open: the change that gave it one still in the log alone.
func (a *anchor) holds(real string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.id == nil {
		return true
	}
	found, err := a.look(real)
	// Another program's checkpoint that moves the identity to another
	// page writes the pages in their order: for a moment the file may
	// hold it on neither. It is looked for again before the file is
	// called another event's.
	for try := 1; err == nil && found == 0 && a.page != 0 && try < lookTries; try++ {
		time.Sleep(lookAgainAfter)
		found, err = a.look(real)
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
	return true
}

// lookTries and lookAgainAfter bound the looks for the identity: a
// checkpoint's pages are written in far less than their product.
const (
	lookTries      = 4
	lookAgainAfter = 25 * time.Millisecond
)

// look returns the page of the file at real that holds the identity, 0
// where none does.
func (a *anchor) look(real string) (found int64, err error) {
	err = peek(real, real, os.O_RDONLY, func(f *os.File) error {
		found, err = a.find(f)
		return err
	})
	return found, err
}

// find returns the page of f that holds the identity, the last one found
// first; 0 where none does.
func (a *anchor) find(f *os.File) (int64, error) {
	buf := make([]byte, a.size)
	at := func(page int64) (bool, error) {
		n, err := f.ReadAt(buf, (page-1)*a.size)
		if err != nil && !errors.Is(err, io.EOF) {
			return false, err
		}
		return bytes.Contains(buf[:n], a.id), nil
	}
	if a.page > 0 {
		if ok, err := at(a.page); ok || err != nil {
			return a.page, err
		}
	}
	info, err := f.Stat()
	if err != nil {
		return 0, err
	}
	for page := int64(1); (page-1)*a.size < info.Size(); page++ {
		if ok, err := at(page); ok || err != nil {
			return page, err
		}
	}
	return 0, nil
}
