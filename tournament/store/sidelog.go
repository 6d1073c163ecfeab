package store

import (
	"bufio"
	"bytes"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

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
// gives the file a random id and keeps the last historyLen of them, newest
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
// transaction (writeAuditAs), with 17*historyLen - 1 as its argument: an
// id is 16 hex digits, and a space between two.
const countHistory = `INSERT INTO meta(key, value) VALUES ('history', lower(hex(randomblob(8))))
ON CONFLICT(key) DO UPDATE SET value = substr(lower(hex(randomblob(8))) || ' ' || value, 1, ?)`

// shmDMS is the byte of the shared-memory file every SQLite connection of
// the file holds a shared lock on while it is open, and the first one
// takes alone to rebuild the index from the log (unix and Windows alike).
const shmDMS = 128

// Keys of a LogSetAside error.
const (
	logOtherKey  = "store.error.log-other-event" // another event's log, or one that does not fit the file
	logOlderKey  = "store.error.log-older"       // an older log of this event
	logCopyKey   = "store.error.log-other-copy"  // the log of another copy of this event
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
			e.Args["side"] = real + "-wal"
			return e
		}
		e := fileError(LogSetAside, path, "")
		e.Key = key
		e.Args["side"], e.Args["kept"] = real+"-wal", kept
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
	if err := copyOut(real, real+"-wal", log); err != nil {
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
	switch {
	case err != nil || !after.sameEvent(before):
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
		if err != nil || !own {
			return logCopyKey, err
		}
	}
	return "", nil
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
// one. The frames that follow the last with the log header's salts are
// of an earlier log the file had, which SQLite does not apply
// (sqlite.org/walformat.html).
func logCommits(path string) ([]int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := bufio.NewReader(f)
	header := make([]byte, 32)
	if _, err := io.ReadFull(r, header); err != nil {
		return nil, nil // no log header: nothing SQLite applies
	}
	pageSize := int64(binary.BigEndian.Uint32(header[8:12]))
	if pageSize == 1 {
		pageSize = 1 << 16
	}
	var commits []int64
	frame := make([]byte, 24)
	for at := int64(32); ; at += 24 + pageSize {
		if _, err := io.ReadFull(r, frame); err != nil {
			return commits, nil
		}
		if !bytes.Equal(frame[8:16], header[16:24]) {
			return commits, nil
		}
		if _, err := r.Discard(int(pageSize)); err != nil {
			return commits, nil
		}
		if binary.BigEndian.Uint32(frame[4:8]) != 0 {
			commits = append(commits, at+24+pageSize)
		}
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
func readMark(path string) (eventMark, error) {
	db, err := sql.Open("sqlite3", sqlitefile.DSN(path, "_busy_timeout=0"))
	if err != nil {
		return eventMark{}, err
	}
	defer db.Close()
	var check string
	if err := db.QueryRow(`PRAGMA quick_check(1)`).Scan(&check); err != nil {
		return eventMark{}, err
	}
	if check != "ok" {
		return eventMark{}, errors.New(check)
	}
	var m eventMark
	var history string
	err = db.QueryRow(`SELECT
		coalesce((SELECT value FROM meta WHERE key = 'event'), ''),
		coalesce((SELECT value FROM meta WHERE key = 'created'), ''),
		coalesce((SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'revision'), (SELECT max(id) FROM audit), 0),
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
