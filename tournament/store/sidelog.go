package store

import (
	"bufio"
	"bytes"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/internal/sqlitefile"
)

// What the log beside a file holds is judged before SQLite applies it.
// SQLite takes any valid log named NAME-wal for NAME's own and replays its
// frames over the file's pages: a log names no database, only its own
// salts, which the file does not record (sqlite.org/walformat.html). The
// log of another event copied beside the file would show that event, or a
// mixture of both; an older log of the file's own, put back after its
// changes were copied into the file, would undo the changes made since.
//
// A log that no program has open (left by a crash, or put there) is read
// first, on copies: the file alone and the file with the log. It is the
// file's own, and current, when both name the same event (meta "event")
// and the file alone is a state the log passed through: every change
// gives the file an id, random after its file's mark (stateMark), and keeps the last historyLen of them, newest
// first (meta "history"), so the file's id is among those the log's last
// state keeps, or, where a reader held back more changes than that, among
// those of a state the log committed on the way (passedThrough). Two copies of one event changed apart (a copy from the
// other laptop put over a file whose log a crash left) draw ids of their
// own, where their revisions (meta "revision", counted up by every change,
// never back) may well meet. A file from before ids is judged by its
// revision, which does not go back. Anything else is set aside under
// another name, nothing of it applied, and the open refused saying so. A
// log some program has open is that program's, and current: it is never
// judged, since a copy of a log being written may be older than the file.

// schemaEventMark gives each event an identity of its own, which a copy or
// backup of it keeps, and a revision, which every change counts up
// (writeAuditAs).
const schemaEventMark = `
INSERT INTO meta(key, value) VALUES ('event', lower(hex(randomblob(16))));
INSERT INTO meta(key, value) SELECT 'revision', CAST(coalesce(max(id), 0) AS TEXT) FROM audit;
`

// historyLen is how many of the last states' ids a file keeps: the log's
// last state tells a file up to historyLen-1 changes behind it its own,
// and states the log committed historyLen-1 changes apart tell any other
// (passedThrough).
const historyLen = 64

// countHistory gives the file the id of a new state, in the change's
// transaction (writeAuditAs), with the mark of the file it is drawn in
// (stateMark) and 17*historyLen - 1 as its arguments: an id is 16 hex
// digits, the mark's and random ones after it, and a space between two.
const countHistory = `INSERT INTO meta(key, value) VALUES ('history', substr(?1 || lower(hex(randomblob(8))), 1, 16))
ON CONFLICT(key) DO UPDATE SET value = substr(excluded.value || ' ' || value, 1, ?2)`

// shmDMS is the byte of the shared-memory file every SQLite connection of
// the file holds a shared lock on while it is open, and the first one
// takes alone to rebuild the index from the log (unix and Windows alike).
const shmDMS = 128

// Keys of a LogSetAside error.
const (
	logOtherKey = "store.error.log-other-event" // another event's log, or one that does not fit the file
	logOlderKey = "store.error.log-older"       // an older log of this event
	logCopyKey  = "store.error.log-other-copy"  // the log of another copy of this event
	// logFarKey: a log of this event whose last state is more than
	// historyLen-1 changes behind the file's and not among its states: an
	// older log of this file, or another copy's changed apart, which the
	// ids the file keeps cannot tell apart.
	logFarKey    = "store.error.log-older-or-copy"
	logLeftKey   = "store.error.log-not-set-aside"
	setAsideMark = "-wal.set-aside-"
)

// judgeLog judges the log beside the file at real (path as the user named
// it), when there is one and no program has the file open. A log that is
// not the file's own and current is renamed beside it and the open
// refused, naming both; the file itself is never changed.
func judgeLog(path, real string) error {
	info, err := os.Lstat(real + "-wal")
	if err != nil || !info.Mode().IsRegular() || info.Size() == 0 {
		return nil
	}
	key := ""
	err = whileUnused(real, func() error {
		var err error
		key, err = judgeUnused(real)
		if err != nil || key == "" {
			return err
		}
		kept, err := setAside(real)
		if err != nil {
			e := fileError(LogSetAside, path, err.Error())
			e.Key = logLeftKey
			e.Args["side"] = engine.Path(real + "-wal")
			return e
		}
		e := fileError(LogSetAside, path, "")
		e.Key = key
		e.Args["side"], e.Args["kept"] = engine.Path(real+"-wal"), engine.Path(kept)
		return e
	})
	if _, ok := asKind[FileErrorKind](err); ok {
		return err
	}
	return ioError(path, err)
}

// whileUnused runs judge while no program has the file at real open,
// keeping any from opening it meanwhile: it holds the shared-memory
// file's byte every connection locks (shmDMS). While a program has it
// open, or this process may (another Store of the file, an open in
// progress), judge is not run.
func whileUnused(real string, judge func() error) error {
	holds.Lock()
	others := holds.m[real] != nil && holds.m[real].users > 1
	holds.Unlock()
	if others {
		return nil
	}
	shm := real + "-shm"
	if _, err := os.Lstat(shm); errors.Is(err, os.ErrNotExist) {
		// Made as SQLite makes it, to be locked: an empty file it
		// rebuilds.
		mode := os.FileMode(0o644)
		if info, err := os.Stat(real); err == nil {
			mode = info.Mode().Perm()
		}
		f, err := os.OpenFile(shm, os.O_RDWR|os.O_CREATE|os.O_EXCL, mode)
		if err == nil {
			f.Chmod(mode)
			f.Close() // new: no lock of this process is on it
		}
	}
	// A shared-memory file this account cannot open (a folder only read,
	// another account's) cannot be locked: the log is left to SQLite and
	// the checks of what may be written.
	var judged error
	peek(real, shm, os.O_RDWR, func(f *os.File) error {
		unlock, err := lockDMS(f)
		if err != nil {
			return nil // held, or not to be told: the log is left to SQLite as it is
		}
		defer unlock()
		judged = judge()
		return nil
	})
	return judged
}

// judgeUnused reads the file at real alone and with its log, on copies in
// a temporary folder, and returns the key of what the log is when it is not
// the file's own and current, "" when it is (or the file alone cannot be
// read, which its log may be what repairs).
func judgeUnused(real string) (string, error) {
	dir, err := os.MkdirTemp("", "arbiter-log-")
	if err != nil {
		return "", tempError(real, err)
	}
	defer os.RemoveAll(dir)
	alone := filepath.Join(dir, "alone.arbiter")
	if err := copyOut(real, real, alone); err != nil {
		return "", err
	}
	// The log as it stands, kept: a look at a copy with it applies it and
	// removes it.
	log := filepath.Join(dir, "log")
	switch err := copyOut(real, real+"-wal", log); {
	case errors.Is(err, fs.ErrNotExist):
		// The log went between the look that found it and now: the last
		// program to close the file checkpointed it away. Nothing to judge;
		// it was reported as the event file not existing.
		return "", nil
	case err != nil:
		return "", err
	}
	withLog := filepath.Join(dir, "with-log.arbiter")
	if err := withLogHead(real, alone, log, withLog, 1<<62); err != nil {
		return "", err
	}
	before, err := readMark(alone)
	if err != nil {
		return "", nil
	}
	after, err := readMark(withLog)
	if err != nil {
		// A log of another history of this event over this file's pages
		// need not read as a sound file; the mark its last state wrote
		// (every change writes it) still says whose it is. Such a log is
		// never applied: only which other history it is, is read so.
		return unsoundLogKey(real, alone, log, before), nil
	}
	switch {
	case !after.sameEvent(before):
		return logOtherKey, nil
	case len(before.history) == 0 || len(after.history) == 0:
		// A file or log from before ids: its revision alone tells.
		if after.revision < before.revision {
			return logOlderKey, nil
		}
	case slices.Contains(after.history, before.history[0]):
	case slices.Contains(before.history, after.history[0]):
		return logOlderKey, nil
	default:
		own, err := passedThrough(real, alone, log, before.history[0])
		switch {
		case err != nil:
			return logCopyKey, err
		case !own:
			return apartKey(before, after), nil
		}
	}
	return "", nil
}

// apartKey names a log of this event, after, that neither holds the
// file's state (before) among its last nor is held among the file's: the
// log of another copy, or, far enough behind, an older one of this file,
// which the ids the file keeps can no longer tell from another copy's.
func apartKey(before, after eventMark) string {
	if after.revision+historyLen-1 < before.revision {
		return logFarKey
	}
	return logCopyKey
}

// unsoundLogKey names the log at log that made the file unsound over the
// file alone (a copy at alone, whose mark is before), from the mark the
// log's last state wrote: an older log of this file, another copy's, or,
// where no mark of this event reads, another event's or one that does not
// fit.
func unsoundLogKey(real, alone, log string, before eventMark) string {
	after, err := logMarkOver(real, alone, log)
	switch {
	case err != nil || !after.sameEvent(before) || len(after.history) == 0 || len(before.history) == 0:
		return logOtherKey
	case slices.Contains(before.history, after.history[0]):
		return logOlderKey
	case slices.Contains(after.history, before.history[0]):
		return logOtherKey // the file's own and later, yet unsound over it: it does not fit
	}
	return apartKey(before, after)
}

// logMarkOver reads the mark the log at log's last state wrote, on a copy
// of the file alone (at alone) with the meta table's page put in as the
// log leaves it: every change writes that page, and the table, small and
// made with the file, is that one page in every copy of the event. The
// log's other pages over this file's may not read at all.
func logMarkOver(real, alone, log string) (eventMark, error) {
	db, err := sql.Open("sqlite3", sqlitefile.DSN(alone, "mode=ro&_busy_timeout=0"))
	if err != nil {
		return eventMark{}, err
	}
	var root int64
	var pageSize int64
	err = db.QueryRow(`SELECT (SELECT rootpage FROM sqlite_master WHERE name = 'meta'), (SELECT page_size FROM pragma_page_size())`).Scan(&root, &pageSize)
	db.Close()
	if err != nil {
		return eventMark{}, err
	}
	page, err := logPage(log, uint32(root))
	if err != nil || page == nil || int64(len(page)) != pageSize {
		return eventMark{}, errors.Join(err, errors.New("the log holds no meta page of this file's size"))
	}
	probe := filepath.Join(filepath.Dir(alone), "meta-probe.arbiter")
	if err := copyOut(real, alone, probe); err != nil {
		return eventMark{}, err
	}
	defer os.Remove(probe)
	f, err := os.OpenFile(probe, os.O_WRONLY, 0)
	if err != nil {
		return eventMark{}, err
	}
	_, err = f.WriteAt(page, (root-1)*pageSize)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return eventMark{}, err
	}
	return markOf(probe, false)
}

// passedThrough reports whether the log at log (a copy of the one beside
// the file at real) committed, on its way to its last state, the state
// whose id is id over the file alone (a copy at alone): a reader held
// back more changes than the log's last state keeps ids of. The states it
// committed every historyLen-1 commits keep among them the id of each
// state it passed through; each is read on a copy of the file with the
// log up to it (SQLite applies a log's frames up to its last commit).
func passedThrough(real, alone, log, id string) (bool, error) {
	commits, err := logCommits(log)
	if err != nil {
		return false, err
	}
	probe := filepath.Join(filepath.Dir(alone), "probe.arbiter")
	for i := historyLen - 2; i < len(commits); i += historyLen - 1 {
		if err := withLogHead(real, alone, log, probe, commits[i]); err != nil {
			return false, err
		}
		m, err := readMark(probe)
		if err == nil && slices.Contains(m.history, id) {
			return true, nil
		}
		for _, suffix := range []string{"", "-wal", "-shm"} {
			os.Remove(probe + suffix)
		}
	}
	return false, nil
}

// logCommits returns where each commit of the log at path ends, first
// first: a frame whose header gives the database's size after it ends
// one.
func logCommits(path string) ([]int64, error) {
	var commits []int64
	err := eachFrame(path, func(end int64, _ uint32, commit bool, _ []byte) {
		if commit {
			commits = append(commits, end)
		}
	})
	return commits, err
}

// logPage returns the page pgno as the log at path's last commit leaves
// it, nil where the log does not hold it.
func logPage(path string, pgno uint32) ([]byte, error) {
	var page, pending []byte
	err := eachFrame(path, func(_ int64, n uint32, commit bool, data []byte) {
		if n == pgno {
			pending = slices.Clone(data)
		}
		if commit && pending != nil {
			page = pending
		}
	})
	return page, err
}

// eachFrame calls fn with each frame of the log at path that SQLite
// would apply or pass over on its way: where the frame ends, its page's
// number, whether it ends a commit, and the page. The frames that follow
// the last with the log header's salts are of an earlier log the file
// had, which SQLite does not apply (sqlite.org/walformat.html).
func eachFrame(path string, fn func(end int64, pgno uint32, commit bool, page []byte)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	r := bufio.NewReader(f)
	header := make([]byte, 32)
	if _, err := io.ReadFull(r, header); err != nil {
		return nil // no log header: nothing SQLite applies
	}
	pageSize := int64(binary.BigEndian.Uint32(header[8:12]))
	if pageSize == 1 {
		pageSize = 1 << 16
	}
	frame, page := make([]byte, 24), make([]byte, pageSize)
	for at := int64(32); ; at += 24 + pageSize {
		if _, err := io.ReadFull(r, frame); err != nil {
			return nil
		}
		if !bytes.Equal(frame[8:16], header[16:24]) {
			return nil
		}
		if _, err := io.ReadFull(r, page); err != nil {
			return nil
		}
		fn(at+24+pageSize, binary.BigEndian.Uint32(frame[0:4]), binary.BigEndian.Uint32(frame[4:8]) != 0, page)
	}
}

// withLogHead makes a copy at to of the file alone at alone, beside the
// first size bytes of the log at log (copies of the file at real).
func withLogHead(real, alone, log, to string, size int64) error {
	if err := copyOut(real, alone, to); err != nil {
		return err
	}
	return copyHead(real, log, to+"-wal", size)
}

// copyOut copies the file from (the file at real or one of its side
// files) to a new file to, through peek: this process's looks at the file
// never close a descriptor of it.
func copyOut(real, from, to string) error { return copyHead(real, from, to, 1<<62) }

// copyHead copies as copyOut does the first size bytes of from.
func copyHead(real, from, to string, size int64) error {
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	err = peek(real, from, os.O_RDONLY, func(f *os.File) error {
		_, err := io.Copy(out, io.NewSectionReader(f, 0, size))
		return err
	})
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}

// eventMark is which event a file is, and at which revision.
type eventMark struct {
	event    string // "" in a file of a schema before events had one
	created  string
	revision int64
	history  []string // the ids of its last states, newest first; none before ids
}

// sameEvent reports whether m and o are of one event. A log that upgrades
// the file gives it its identity; the file alone is then known by when it
// was made.
func (m eventMark) sameEvent(o eventMark) bool {
	return m.created == o.created && (m.event == "" || o.event == "" || m.event == o.event)
}

// readMark reads the mark of the file at path, a copy nothing else has
// open; an error says it is not a sound tournament file.
func readMark(path string) (eventMark, error) { return markOf(path, true) }

// markOf reads the mark of the file at path, first checking that it is a
// sound file when checked.
func markOf(path string, checked bool) (eventMark, error) {
	db, err := sql.Open("sqlite3", sqlitefile.DSN(path, "_busy_timeout=0"))
	if err != nil {
		return eventMark{}, err
	}
	defer db.Close()
	if checked {
		var check string
		if err := db.QueryRow(`PRAGMA quick_check(1)`).Scan(&check); err != nil {
			return eventMark{}, err
		}
		if check != "ok" {
			return eventMark{}, errors.New(check)
		}
	}
	var m eventMark
	var history string
	err = db.QueryRow(`SELECT
		coalesce((SELECT value FROM meta WHERE key = 'event'), ''),
		coalesce((SELECT value FROM meta WHERE key = 'created'), ''),
		`+revisionSQL+`,
		coalesce((SELECT value FROM meta WHERE key = 'history'), '')`).Scan(&m.event, &m.created, &m.revision, &history)
	m.history = strings.Fields(history)
	return m, err
}

// setAside renames the log beside real to a name SQLite does not take
// for one, and returns that name.
func setAside(real string) (string, error) {
	base := real + setAsideMark + time.Now().UTC().Format("20060102-150405")
	kept := base
	for n := 2; ; n++ {
		if _, err := os.Lstat(kept); errors.Is(err, os.ErrNotExist) {
			break
		}
		kept = fmt.Sprintf("%s-%d", base, n)
	}
	if err := faultAt("log.setaside"); err != nil {
		return "", err
	}
	if err := os.Rename(real+"-wal", kept); err != nil {
		return "", err
	}
	// The log is set aside whether or not the folder is flushed now.
	syncDir(filepath.Dir(real), "log.syncdir")
	return kept, nil
}
