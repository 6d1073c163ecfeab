package store

import (
	"bytes"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/user"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	sqlite3 "github.com/mattn/go-sqlite3" // also registers the "sqlite3" driver

	"arbiter/engine"
	"arbiter/internal/sqlitefile"
)

// Actor names the part of the app that makes changes ("gui", "cli"); the
// audit log records it together with the operating-system user name.
var Actor = "app"

// Store is an open tournament file. Its methods are safe for concurrent
// use; writes are serialised by SQLite's single writer connection.
type Store struct {
	path  string // as the user named it, for messages
	real  string // the file itself (realPath): SQLite, the lock and the backups use it
	db    *sql.DB
	lock  *fileLock
	ro    bool        // opened by OpenReadOnly: no lock, no changes
	file  os.FileInfo // the file real named when it was opened (moved)
	mu    sync.Mutex  // guards done and retry
	done  bool
	retry *time.Timer // a checkpoint to try again (settleLater)

	held   *hold   // this Store's part in the process's hold on the file
	shared *shared // opened by OpenShared: the lock is taken for each action

	schemaSeen atomic.Int64 // the schema_version guardSchema last checked
	rev        revision     // what Revision last read

	backupMu sync.Mutex // one backup at a time

	// checked holds the backups the last Backups read through and found
	// whole, by path, with the size and time of change they had then: a
	// window's backups view is listed each time it is shown, and reading
	// every backup through again (a SQLite check or a gzip stream each)
	// grew that cost with every round paired.
	checkedMu sync.Mutex
	checked   map[string]fileStamp

	upgraded *Upgrade // the upgrade Open made of the file, nil if none

	// elsewhere, openRecord and record: the other files of the event open
	// when this one was opened, and the record of this open (copies.go):
	// its file's name and what it says.
	elsewhere  []string
	openRecord string
	record     openRecord

	anchor anchor // where the file holds its event's identity (overwritten)
}

// Upgrade is Open's upgrade of a file an older Arbiter wrote: the file's
// version before and after, and the backup of it as it was, which the
// front ends name, since an older Arbiter cannot open the file after it.
type Upgrade struct {
	From, To int
	Backup   string
}

// Upgraded is the upgrade Open made of the file, nil where it made none.
func (s *Store) Upgraded() *Upgrade { return s.upgraded }

// Path returns the file's path as it was opened.
func (s *Store) Path() string { return s.path }

const writerParams = "_journal_mode=WAL&_synchronous=FULL&_foreign_keys=on&_txlock=immediate&_busy_timeout=5000"

// readerParams opens a connection that cannot write, not even a
// checkpoint; its transactions are deferred, so they take a WAL snapshot
// and never the write lock.
const readerParams = "mode=ro&_busy_timeout=5000"

// Keys of a MadeUncertain error, by what was made.
const (
	createdKey    = "store.error.created-but"
	backupMadeKey = "store.error.backup-made-but"
	copyMadeKey   = "store.error.copy-made-but"
	// RestoreBackupKey: the backup a restore makes first is there, and
	// the event was not restored ("file" the event, "backup" the backup).
	restoreBackupKey = "store.error.restore-backup-but"
)

// sideFile returns the name of a file beside path that SQLite would take
// for path's write-ahead log, shared memory or journal ("A.arbiter-wal"), "" when
// there is none. A new file, or a copy, at path would have SQLite read that
// file as its own log and then delete it: it may be another event named
// so, or the log of the file that was at path. An empty log beside no file
// is what a report read from a since-deleted event leaves (a reader may
// not delete the log); it holds no change, so it and its shared memory
// are removed instead of refusing the name.
func sideFile(path string) string {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		if info, err := os.Lstat(path + "-wal"); err == nil && info.Mode().IsRegular() && info.Size() == 0 {
			os.Remove(path + "-wal")
			if removable(path, "-shm") {
				os.Remove(path + "-shm")
			}
		}
	}
	for _, suffix := range sideSuffixes {
		if _, err := os.Lstat(path + suffix); err == nil {
			return path + suffix
		}
	}
	return ""
}

// Remove deletes a closed tournament file together with its write-ahead
// log, shared-memory and lock files, as when a file just created is to be
// given up. Files that are not there are no error; a file named like a
// side file that is not one (strangeSide) is not SQLite's and stays.
func Remove(path string) error {
	var first error
	real := realPath(path)
	names := []string{real}
	for _, suffix := range sideSuffixes {
		if removable(real, suffix) {
			names = append(names, real+suffix)
		}
	}
	for _, p := range append(names, append(lockFiles(real), holderPath(real))...) {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) && first == nil {
			first = err
		}
	}
	return first
}

// Open opens an existing tournament file, migrating an older schema
// forward after a backup. It refuses, without changing anything, a file
// that is not SQLite, not ours, newer than this build, damaged, or open in
// another instance.
func Open(path string) (*Store, error) {
	st, err := open(path)
	return st, ioError(path, err)
}

// checkOpenable refuses, before any look into it, what Open and
// OpenReadOnly both refuse: a file that is not a tournament, a name with no
// room for SQLite's side files.
func checkOpenable(path string) error {
	if err := checkHeader(path); err != nil {
		return emptiedEvent(path, err)
	}
	return nameRoom(path, len("-journal"))
}

// emptiedEvent is err, a file refused by its header, as Corrupt where the
// file is no SQLite database at all and its backup folder holds backups:
// the event's own file emptied or written over (a copy cut short at its
// start, another program's save under its name), which a backup restores
// (RestoreFile), not another kind of file.
func emptiedEvent(path string, err error) error {
	fe, ok := asKind[FileErrorKind](err)
	if !ok || fe.Kind != NotSQLite {
		return err
	}
	if list, _ := BackupsOf(path); len(list) == 0 {
		return err
	}
	detail, _ := fe.Args["detail"].(string)
	return fileError(Corrupt, path, detail)
}

func open(path string) (*Store, error) {
	return openWith(path, acquireLock)
}

// openWith is open with the lock got by lock: taken (acquireLock), or
// only opened, to be taken for each action (lockOf, OpenShared).
func openWith(path string, lock func(file, real string) (*fileLock, error)) (*Store, error) {
	real := realPath(path)
	defer holdFile(real).release() // the looks at the file below
	if err := checkOpenable(path); err != nil {
		return nil, err
	}
	// Probe before locking, so that no lock file is left beside a file
	// that turns out not to be ours.
	// A file we may read but not write would open, and fail only at the
	// arbiter's first change.
	if err := checkWritable(path, real); err != nil {
		return nil, err
	}
	if err := checkSideFiles(path, real); err != nil {
		return nil, err
	}
	dropCreationName(real)
	if err := checkOneName(path, real); err != nil {
		return nil, err
	}
	if _, err := probe(path, real, readerParams); err != nil {
		return nil, err
	}
	st, err := connectWith(path, real, lock)
	if err != nil {
		return nil, openFailure(path, err)
	}
	// Another instance may have upgraded the file between the probe and
	// the lock.
	ver, err := st.Version()
	if err != nil || ver > SchemaVersion() {
		st.Close()
		if err == nil {
			err = newerSchema(path, ver)
		}
		return nil, openFailure(path, err)
	}
	if ver < SchemaVersion() && !st.lock.held {
		// Only the holder of the lock upgrades a file.
		st.Close()
		return nil, refuse(needsUpgrade, "file", path, "found", ver, "supported", SchemaVersion())
	}
	if ver < SchemaVersion() {
		backup, err := st.Backup(fmt.Sprintf("before-upgrade-to-v%d", SchemaVersion()))
		if err != nil {
			st.Close()
			return nil, fmt.Errorf("backup before upgrading %s: %w", path, err)
		}
		if err := st.migrate(ver, nil, nil); err != nil {
			st.Close()
			return nil, err
		}
		st.upgraded = &Upgrade{From: ver, To: SchemaVersion(), Backup: backup}
		st.settle()
		if err := st.checkConsistency(); err != nil {
			st.Close()
			return nil, err
		}
	}
	st.anchorEvent()
	st.noteOpen()
	return st, nil
}

// checkSideFiles refuses a file whose write-ahead log or shared-memory
// file, left beside it by another account (a colleague who viewed or
// edited the event in a shared folder), this account may not write: SQLite
// would open the event and then fail its first change as if the file were
// read-only. The event itself is sound; the message names the side file.
func checkSideFiles(path, real string) error {
	for _, side := range []string{real + "-wal", real + "-shm"} {
		err := peek(real, side, os.O_RDWR, func(*os.File) error { return nil })
		if err == nil {
			continue
		}
		if errors.Is(err, fs.ErrPermission) {
			e := fileError(SideFilesForeign, path, err.Error())
			e.Args["side"] = engine.Path(side)
			if ownedHere(side) {
				e.Key = "store.error.side-files-readonly" // its permissions were changed
			}
			return e
		}
	}
	return nil
}

// checkWritable opens the file for writing (a descriptor the process
// keeps while it holds the file: see peek).
func checkWritable(path, real string) error {
	// A file no one may write (its mode without a write bit: marked
	// read-only, chmod a-w) is read-only to the superuser too, whom the
	// system lets write it: an arbiter logged in as root changed it
	// without a word.
	cause := peek(real, real, os.O_RDWR, func(*os.File) error { return nil })
	if info, err := os.Stat(real); err == nil && info.Mode().Perm()&0o222 == 0 {
		cause = &fs.PathError{Op: "open", Path: real, Err: fs.ErrPermission}
	}
	err := osFileError(path, cause, true)
	if m, ok := err.(*engine.Message); ok && m.Kind == ReadOnly && !FolderReadOnly(path) {
		m.Key = readOnlyFileKey
	}
	return err
}

// probe checks, through a read-only connection, what the header cannot
// show (the write-ahead log may hold a newer header) and returns the
// schema version. A read-only connection cannot even checkpoint, so a
// refused file stays as it was. params are the connection's (readerParams,
// or backupReadParams for a file restored from).
func probe(path, real, params string) (int, error) {
	s, ver, err := openReaderAs(path, real, params)
	if err == nil {
		s.shut()
	}
	return ver, err
}

// openReaderAs opens a read-only connection with params (readerParams,
// or probe's) to a file that passed checkHeader, checks it is an
// undamaged tournament file no newer than this build, and returns it with
// its schema version.
func openReaderAs(path, real, params string) (*Store, int, error) {
	if err := checkSideKinds(path, real); err != nil {
		return nil, 0, err
	}
	if err := judgeLog(path, real); err != nil {
		return nil, 0, err
	}
	return openReaderWith(path, real, params)
}

// immutableParams read a file that nothing can change, without the
// shared-memory file a WAL reader needs beside it.
const immutableParams = readerParams + "&immutable=1"

func openReaderWith(path, real, params string) (*Store, int, error) {
	// Even a reader would have SQLite replay or drop a journal, and a
	// writer after it rewrite the log: what only has their names is
	// refused first.
	if err := checkSideKinds(path, real); err != nil {
		return nil, 0, err
	}
	h := holdFile(real)
	db, err := sql.Open("sqlite3", sqlitefile.DSN(real, params))
	if err != nil {
		h.release()
		return nil, 0, err
	}
	s := &Store{path: path, real: real, db: db, held: h, ro: true}
	ver, err := s.checkReadable()
	if err != nil {
		s.shut()
		return nil, 0, err
	}
	return s, ver, nil
}

// checkReadable is openReaderAs's check of a new read-only connection.
func (s *Store) checkReadable() (int, error) {
	ver, err := s.Version()
	if full := fullError(s.path, err); errors.Is(full, errDiskFull) {
		// Reading needs room for the shared-memory file; the file is fine.
		return 0, full
	}
	switch {
	case openFailure(s.path, err) != err:
		return 0, openFailure(s.path, err)
	case busy(err):
		return 0, fileError(Busy, s.path, err.Error())
	case err != nil:
		return 0, s.corrupt(err.Error())
	case ver > SchemaVersion():
		return 0, newerSchema(s.path, ver)
	case ver == 0:
		return 0, s.corrupt("it was never initialised (schema version 0)")
	}
	if err := s.checkFormat(); err != nil {
		return 0, err
	}
	// Before any of its rows is read or written: nothing the file holds
	// may run.
	if err := s.checkSchema(ver); err != nil {
		return 0, err
	}
	if ver == SchemaVersion() {
		// The check reads the current schema; an older file is checked
		// when it is opened again after its upgrade.
		if err := s.checkConsistency(); err != nil {
			return 0, err
		}
	}
	return ver, nil
}

// openFailure is an SQLite error met while a file is being opened, as
// the arbiter must read it: the system refusing the file or the log
// beside it (even reading a WAL file needs its shared-memory file) is
// ReadOnly; the disk failing a read or a write of them is ReadFailed,
// which says nothing of the file, where "damaged" would send the arbiter
// to restore over a sound one. Other errors pass through.
func openFailure(file string, err error) error {
	var se sqlite3.Error
	if !errors.As(err, &se) {
		return err
	}
	// A shared-memory file that a reader may not make in a read-only
	// folder is reported as missing.
	denied := se.SystemErrno == syscall.EACCES || se.SystemErrno == syscall.EPERM || se.SystemErrno == syscall.EROFS ||
		se.SystemErrno == syscall.ENOENT
	ioFailed := se.Code == sqlite3.ErrCantOpen || primary(se) == sqlite3.ErrIoErr || primary(se) == sqlite3.ErrFull
	switch {
	case ioFailed && (se.SystemErrno == syscall.ENOSPC || primary(se) == sqlite3.ErrFull || diskFull(file)):
		// SQLite's errno is often another call's by the time it
		// reports the failure to open its log or shared memory: the
		// disk's room says whether it is full.
		return fileError(DiskFull, file, err.Error())
	case se.Code == sqlite3.ErrReadonly, se.Code == sqlite3.ErrCantOpen && (denied || se.SystemErrno == 0 && refusesWrites(file)):
		return fileError(ReadOnly, file, err.Error())
	case ioFailed:
		return fileError(ReadFailed, file, err.Error())
	}
	return err
}

// refusesWrites reports whether the file at path, or its folder (where
// SQLite makes its log and shared memory), refuses to be written now: the
// cause of a failed opening that SQLite gives no error number for, asked
// of the system at the time rather than guessed. A disk that failed is
// not read-only.
func refusesWrites(path string) bool {
	real := realPath(path)
	return refuses(real) || refuses(filepath.Dir(real))
}

// FolderReadOnly reports whether the folder of the file at path refuses to
// be written now (a CD, a colleague's share): a file open for reading only
// whose folder can be written is write-protected itself, and the arbiter
// is told which of the two to mend.
func FolderReadOnly(path string) bool { return refuses(filepath.Dir(realPath(path))) }

// refuses reports whether the system refuses this process writes to p now.
func refuses(p string) bool {
	err := mayWrite(p)
	return errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS)
}

// fullBelow is the room on a disk under which it counts as full: less
// than SQLite's shared memory and a few pages of its log.
const fullBelow = 64 << 10

// freeBytes is the room left for this account on the disk of the folder
// dir, ok false where the system does not say; a test of a full disk
// replaces it.
var freeBytes = diskRoom

// diskFull reports whether the disk of file has no room to speak of.
func diskFull(file string) bool {
	n, ok := freeBytes(filepath.Dir(realPath(file)))
	return ok && n < fullBelow
}

// OpenReadOnly opens a tournament file for reading only, without taking
// its lock, so that reports can be printed while another instance has the
// file open; SQLite's write-ahead log lets it read alongside that writer.
// It refuses the files Open refuses, except one open elsewhere, and a file
// of an older schema version, which must be opened once with Open to be
// upgraded (reading never migrates). Every change through the returned
// Store is refused with ErrReadOnlyOpen.
func OpenReadOnly(path string) (*Store, error) {
	real := realPath(path)
	defer holdFile(real).release() // the looks at the file below
	if err := checkOpenable(path); err != nil {
		return nil, err
	}
	dropCreationName(real)
	if err := checkOneName(path, real); err != nil {
		return nil, err
	}
	s, ver, err := openReaderAs(path, real, readerParams)
	if errors.Is(err, ErrReadOnly) && unchangeable(real) {
		s, ver, err = openReaderWith(path, real, immutableParams)
	}
	if err != nil {
		return nil, err
	}
	if ver < SchemaVersion() {
		s.shut()
		return nil, refuse(needsUpgrade, "file", path, "found", ver, "supported", SchemaVersion())
	}
	return s, nil
}

// unchangeable reports whether a file that a reader could not open for want
// of its shared-memory file is one nothing can be changing: its folder
// cannot be written (so no writer can have the lock and log beside it) and
// it has no write-ahead log, whose commits an immutable reader would miss.
// A file in such a folder can then still be viewed.
func unchangeable(real string) bool {
	if info, err := os.Stat(real + "-wal"); err == nil && info.Size() > 0 {
		return false
	}
	f, err := os.CreateTemp(filepath.Dir(real), ".arbiter-probe-*")
	if err == nil {
		f.Close()
		os.Remove(f.Name())
		return false
	}
	return errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS)
}

// checkFormat runs SQLite's quick check and looks for our meta row.
func (s *Store) checkFormat() error {
	if err := s.check("quick_check"); err != nil {
		return err
	}
	// meta is read only as a table: a view of that name would be a query
	// of the file's own run before checkSchema could refuse it.
	var tables int
	if err := s.db.QueryRow(`SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'meta'`).Scan(&tables); err != nil || tables != 1 {
		return fileError(NotArbiter, s.path, "")
	}
	var format string
	if err := s.db.QueryRow(`SELECT value FROM meta WHERE key = 'format'`).Scan(&format); err != nil || format != formatName {
		return fileError(NotArbiter, s.path, "")
	}
	return nil
}

// checkHeader reads the 100-byte SQLite header without opening the
// database, so that a foreign or newer file is refused before SQLite could
// touch it.
func checkHeader(path string) error {
	return osFileError(path, peek(realPath(path), path, os.O_RDONLY, func(f *os.File) error {
		return checkHeaderOf(io.NewSectionReader(f, 0, 100), path)
	}), false)
}

// checkHeaderOf is checkHeader on the start of a file read from r.
func checkHeaderOf(r io.Reader, path string) error {
	var h [100]byte
	n, err := io.ReadFull(r, h[:])
	switch {
	case n == 0:
		return fileError(NotSQLite, path, "the file is empty")
	case err != nil:
		return fileError(NotSQLite, path, fmt.Sprintf("only %d bytes long", n))
	case !bytes.Equal(h[:16], []byte("SQLite format 3\x00")):
		return fileError(NotSQLite, path, "no SQLite header")
	case binary.BigEndian.Uint32(h[68:72]) != applicationID:
		return fileError(NotArbiter, path, "")
	}
	if v := int(binary.BigEndian.Uint32(h[60:64])); v > SchemaVersion() {
		return newerSchema(path, v)
	}
	return nil
}

// connectWith takes the file's lock by lock (acquireLock, or a shared
// file's) and opens the writer connection.
func connectWith(path, real string, lock func(file, real string) (*fileLock, error)) (*Store, error) {
	h := holdFile(real)
	l, err := lock(path, real)
	if err != nil {
		h.release()
		return nil, err
	}
	db, err := sql.Open("sqlite3", sqlitefile.DSN(real, writerParams))
	if err == nil {
		// One connection: the app is the only writer, reads see their own
		// writes, and a query inside a transaction cannot wait on itself.
		db.SetMaxOpenConns(1)
		err = db.Ping()
	}
	if err != nil {
		if db != nil {
			db.Close()
		}
		l.release()
		h.release()
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	file, err := os.Stat(real)
	if err != nil {
		db.Close()
		l.release()
		h.release()
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	return &Store{path: path, real: real, db: db, lock: l, held: h, file: file}, nil
}

// Close checkpoints and closes the file and releases the lock.
func (s *Store) Close() error {
	if s.shared != nil {
		// An action in progress ends first: it takes and lets go of the
		// lock as Close does (serve stopped while a deputy's result was
		// being saved).
		s.shared.mu.Lock()
		defer s.shared.mu.Unlock()
	}
	s.mu.Lock()
	closed := s.done
	s.mu.Unlock()
	if !closed && !s.ro {
		// The change is committed: the lock goes before the wait for
		// readers, which would otherwise hold up every other writer.
		s.lock.let()
		s.settleBeforeClose()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.done {
		return nil
	}
	s.done = true
	if s.retry != nil {
		s.retry.Stop()
		s.retry = nil
	}
	if s.openRecord != "" {
		os.Remove(s.openRecord)
	}
	err := s.db.Close()
	if lerr := s.lock.release(); err == nil {
		err = lerr
	}
	if s.ro {
		tidyAfterReading(s.path, s.real)
	}
	s.held.release()
	return s.ioError(err)
}

// tidyAfterReading removes the empty write-ahead log and shared-memory
// file a reader leaves beside the file: a read-only connection may not
// remove them as the last writer's close does, so a report printed from
// the command line left the event as three files. Only where nothing
// holds the file for writing and the log holds nothing: one writable
// connection is opened and closed, and SQLite, finding it the last
// connection (any other keeps it from its exclusive lock), removes them.
// The file itself is not written. What fails here leaves them, as before.
func tidyAfterReading(path, real string) {
	if info, err := os.Stat(real + "-wal"); err != nil || info.Size() != 0 {
		return
	}
	l, err := lockOf(path, real)
	if err != nil {
		return
	}
	defer l.drop()
	if tryLock(l.f) != nil {
		return
	}
	defer unlock(l.f)
	db, err := sql.Open("sqlite3", sqlitefile.DSN(real, "_busy_timeout=0"))
	if err != nil {
		return
	}
	db.Ping()
	db.Close()
}

// shut closes a read-only store that was never handed out: its
// connection, then its part in the hold.
func (s *Store) shut() {
	s.db.Close()
	s.held.release()
}

// Version returns the file's schema version (PRAGMA user_version).
func (s *Store) Version() (int, error) {
	var v int
	err := s.db.QueryRow(`PRAGMA user_version`).Scan(&v)
	return v, err
}

// Check runs SQLite's full integrity check and returns ErrCorrupt with the
// first problem it reports.
func (s *Store) Check() error { return s.check("integrity_check") }

func (s *Store) check(pragma string) error {
	var res string
	if err := s.db.QueryRow(`PRAGMA ` + pragma + `(1)`).Scan(&res); err != nil {
		return s.damaged(err)
	}
	if res != "ok" {
		return s.corrupt(res)
	}
	return nil
}

// migrate applies the pending schema steps, and for a new file its first
// rows, in one transaction that also records the upgrade in the audit log;
// fill, if given, fills the new file in the same transaction, with its own
// audit row after the creation's, which no Undo passes.
func (s *Store) migrate(from int, init func(*sql.Tx) error, fill func(*Tx) error) error {
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if from == 0 {
		// A new file gets the schema the steps write, made as it stands
		// after them: the steps themselves, rebuilding tables and the
		// schema step after step, were most of what making a file cost.
		made, err := sqlitefile.Made(migrations)
		if err != nil {
			return err
		}
		for _, stmt := range made {
			if _, err := tx.Exec(stmt); err != nil {
				return fmt.Errorf("making the schema: %w", err)
			}
		}
	} else {
		for i := from; i < len(migrations); i++ {
			if _, err := tx.Exec(migrations[i]); err != nil {
				return fmt.Errorf("schema step %d: %w", i+1, err)
			}
		}
	}
	if step := slices.Index(migrations, schemaForbiddenFrom); from > 0 && from <= step {
		// Before the upgrade's entry, which ends the log's rewinding.
		if err := schemaForbiddenFromFromLog(tx); err != nil {
			return fmt.Errorf("schema step %d: %w", step+1, err)
		}
	}
	if _, err := tx.Exec(fmt.Sprintf(`PRAGMA user_version = %d`, len(migrations))); err != nil {
		return err
	}
	action := Step{Action: "migrate", Args: map[string]any{"from": from, "to": len(migrations)}}
	if from == 0 {
		if _, err := tx.Exec(fmt.Sprintf(`PRAGMA application_id = %d`, applicationID)); err != nil {
			return err
		}
		action = Step{Action: "create", Args: map[string]any{"version": len(migrations)}}
	}
	if init != nil {
		if err := init(tx); err != nil {
			return err
		}
	}
	if _, _, _, err := writeAudit(tx, []Step{action}, nil, 0); err != nil {
		return err
	}
	if fill != nil {
		t := &Tx{tx: tx}
		if err := fill(t); err != nil {
			return err
		}
		// What fills a new file is part of its making: the log keeps what
		// it did, as a barrier no Undo passes (a new team event's boards,
		// an import into a new file), as the making itself is.
		if len(t.steps) > 0 {
			if _, _, _, err := writeAudit(tx, t.steps, nil, 0); err != nil {
				return err
			}
		}
	}
	return tx.Commit()
}

var (
	actorOnce sync.Once
	osUser    string
)

// actor is the audit log's "who": the app part and the OS user.
func actor() string {
	actorOnce.Do(func() {
		if u, err := user.Current(); err == nil {
			osUser = u.Username
		} else {
			osUser = os.Getenv("USER")
		}
	})
	if osUser == "" {
		return Actor
	}
	return Actor + "/" + osUser
}
