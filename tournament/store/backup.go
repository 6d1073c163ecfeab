package store

import (
	"cmp"
	"compress/gzip"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	sqlite3 "github.com/mattn/go-sqlite3"

	"arbiter/engine"
	"arbiter/internal/fileio"
	"arbiter/internal/sqlitefile"
)

// backupStamp is the time format at the start of a backup's file name:
// sortable, and free of characters that file systems refuse.
const backupStamp = "2006-01-02T15-04-05"

// BackupFile is one backup beside the tournament file.
type BackupFile struct {
	Path       string
	Taken      time.Time // local time, from the file name
	Reason     string    // as in the name, e.g. "before-round-3"
	Size       int64
	Compressed bool // kept as NAME.arbiter.gz (see keepPlain)

	modified time.Time
}

// backupReasons are the reasons the program gives its backups (the
// callers of Backup), each with the catalogue key that says it; a second
// backup of one reason within a second is named with "-2", "-3"…
// Compiled when a backup's reason is first said, not at every start.
var backupReasons = sync.OnceValue(func() []backupReason {
	return []backupReason{
		{regexp.MustCompile(`^manual(?:-\d+)?$`), "eventfile.reason.manual"},
		{regexp.MustCompile(`^before-round-(\d+)(?:-\d+)?$`), "eventfile.reason.before-round"},
		{regexp.MustCompile(`^before-unpair-round-(\d+)(?:-\d+)?$`), "eventfile.reason.before-unpair"},
		{regexp.MustCompile(`^before-restore(?:-\d+)?$`), "eventfile.reason.before-restore"},
		{regexp.MustCompile(`^before-upgrade-to-v(\d+)(?:-\d+)?$`), "eventfile.reason.before-upgrade"},
	}
})

type backupReason struct {
	re  *regexp.Regexp
	key string
}

// Why is the reason the backup was taken, as a message for the window's
// list and "arbiter backup --list" alike; a name the program did not give
// (a file copied into the folder by hand) is said as it stands.
func (b BackupFile) Why() *engine.Message {
	for _, r := range backupReasons() {
		if m := r.re.FindStringSubmatch(b.Reason); m != nil {
			if len(m) > 1 {
				n, _ := strconv.Atoi(m[1])
				return engine.NewMessage(r.key, "n", n)
			}
			return engine.NewMessage(r.key)
		}
	}
	return engine.NewMessage("eventfile.reason.other", "name", b.Reason)
}

// BackupDir is the folder beside the file that holds its backups:
// NAME.arbiter-backups.
func (s *Store) BackupDir() string { return s.real + "-backups" }

// partialPrefix begins the name of a backup being written; such a file is
// never listed, and one left by a crash is removed by the next backup.
const partialPrefix = ".partial-"

// faultAt lets the fault-injection tests fail or stop the program at the
// steps of a backup that SQLite does not perform itself.
var faultAt = func(point string) error { return nil }

// Backup copies the file, as of the last committed action, into the backup
// folder through SQLite's online backup, and returns the copy's path.
// Pairing code calls it before each pairing ("before-round-3"). The copy is
// written under a temporary name, flushed to the disk and only then given
// its name, so a crash or a full disk never leaves a partial backup that
// looks like a real one.
func (s *Store) Backup(reason string) (path string, err error) {
	// The arbiter who backs up may copy the file itself next: it is made
	// whole first, as far as no reader holds it back (settle).
	if !s.ro {
		s.settle()
	}
	path, err = s.backup(reason)
	if err == nil {
		// Compressing the older backups only saves space, so a failure
		// there (a full disk) leaves them as they were for next time.
		s.compressOld()
	}
	return path, err
}

// backup is Backup without compressing the older backups.
func (s *Store) backup(reason string) (path string, err error) {
	defer func() { err = s.ioError(err) }()
	s.backupMu.Lock()
	defer s.backupMu.Unlock()
	dir := s.BackupDir()
	// Backups are written, compressed and their partial files removed in
	// this folder: a link would have that done somewhere else, in a
	// folder that may be another event's or none of Arbiter's.
	if info, err := os.Lstat(dir); err == nil && info.Mode()&os.ModeSymlink != 0 {
		return "", refuse(backupsElsewhere, "folder", dir)
	} else if err == nil && !info.IsDir() {
		return "", fileError(BackupsNotFolder, dir, "")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", osFileError(dir, err, true)
	}
	if !s.ro {
		dropPartials(dir)
	}
	tmp, err := s.writeCopy(dir, partialPrefix+"*.arbiter", s.path)
	if err != nil {
		return "", err
	}
	done := false
	defer func() {
		if !done {
			err = dropPartial(s.path, tmp, err)
		}
	}()
	base := time.Now().Format(backupStamp) + "-" + slug(reason)
	for i := 1; ; i++ {
		name := base
		if i > 1 {
			name = fmt.Sprintf("%s-%d", base, i)
		}
		path = filepath.Join(dir, name+".arbiter")
		if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
			break
		}
	}
	if err := faultAt("backup.rename"); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, path); err != nil {
		return "", err
	}
	done = true
	if err := syncDir(dir, "backup.syncdir"); err != nil {
		return path, madeError(backupMadeKey, path, err)
	}
	return path, nil
}

// writeCopy copies the event with SQLite's online backup into a new file
// in dir named by pattern (os.CreateTemp), flushed to the disk, and returns
// its name; on failure nothing is left behind.
// file names the copy, or the event backed up, in a message.
func (s *Store) writeCopy(dir, pattern, file string) (_ string, err error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return "", ioError(file, err)
	}
	// Not the named result, which the failed returns below clear before
	// this removal would read it.
	tmp := f.Name()
	f.Close()
	defer func() {
		if err != nil {
			err = dropPartial(file, tmp, err)
		}
	}()
	dest, err := sql.Open("sqlite3", sqlitefile.DSN(tmp, "_synchronous=FULL"))
	if err != nil {
		return "", err
	}
	defer dest.Close()
	// The messages name file: the copy is the program's own, and removed.
	if err := copyDatabase(dest, s.db); err != nil {
		return "", fullError(file, err)
	}
	// The copy's states are its own from here: a log of the file, put
	// beside the copy, is not taken for its own (judgeLog).
	// The copy is in WAL mode as the file is: this opens its log and
	// shared memory, whose failures are told as an open's.
	if _, err := dest.Exec(countHistory, stateMark(dest), 17*historyLen-1); err != nil {
		return "", openFailure(file, fullError(file, err))
	}
	if err := dest.Close(); err != nil {
		return "", err
	}
	// The last close writes the log into the copy and removes it; a log
	// still there holds what a disk fault kept out of the copy, which
	// Close does not report: the copy is not whole.
	if _, err := os.Lstat(tmp + "-wal"); err == nil {
		return "", fileError(IOFailed, file, "")
	}
	return tmp, syncFile(tmp, "backup.sync")
}

// SaveCopy writes the whole event to path as a tournament file of its
// own, for the arbiter who wants a named copy (to mail, or for a USB
// stick): written beside path under a temporary name and renamed over it
// only complete, so a file already at path (the save dialog asked) is
// replaced whole or not at all. The event's own file is refused as the
// copy's path.
func (s *Store) SaveCopy(path string) (err error) {
	defer func() { err = ioError(path, err) }()
	if a, err := os.Stat(path); err == nil {
		if b, err := os.Stat(s.real); err == nil && os.SameFile(a, b) {
			return refuse(copyOverSelf, "file", s.path)
		}
	}
	if side := sideFile(path); side != "" {
		return refuse(fileExists, "file", engine.Path(side))
	}
	if err := nameRoom(path, len(".")+len(".copy-")+10+len("-journal")); err != nil {
		return err
	}
	dir := filepath.Dir(path)
	if !s.ro {
		s.settle() // as Backup does
	}
	s.backupMu.Lock()
	defer s.backupMu.Unlock()
	tmp, err := s.writeCopy(dir, "."+filepath.Base(path)+".copy-*", path)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return osFileError(path, err, true)
	}
	if err := syncDir(dir, "copy.syncdir"); err != nil {
		return madeError(copyMadeKey, path, err)
	}
	return nil
}

// Backups are never deleted: each is the only copy of the event as it was
// then (after an unpairing, a correction or a restore, no later backup
// holds it). To keep the folder small over an event (a 2,000-player Swiss
// made 49 MB of backups in 13 rounds), every backup but the keepPlain
// newest is kept compressed with gzip, about a fifth of its size; the
// newest, the likely ones to restore, stay plain files. Restore reads
// either kind.
const keepPlain = 3

// gzExt ends the name of a compressed backup.
const gzExt = ".arbiter.gz"

// compressOld compresses the plain backups older than the keepPlain
// newest. Only these are read through (isBackup), usually one a pairing:
// a damaged one stays as it is, not listed, and the others are still
// compressed.
func (s *Store) compressOld() {
	plain, err := s.backups(false)
	if err != nil {
		return
	}
	for i := 0; i+keepPlain < len(plain); i++ {
		if isBackup(plain[i].Path) {
			_ = compressBackup(plain[i].Path)
		}
	}
}

// compressBackup replaces a plain backup by its gzip copy. The copy is
// written under a temporary name, flushed, read back and renamed before
// the plain file goes, so that a crash at any point leaves one sound copy
// or both (Backups then lists the plain one, and the next backup removes
// it).
func compressBackup(path string) (err error) {
	dir := filepath.Dir(path)
	in, err := os.Open(path)
	if err != nil {
		return err
	}
	defer in.Close()
	f, err := os.CreateTemp(dir, partialPrefix+"*"+gzExt)
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	zw := gzip.NewWriter(f)
	_, err = io.Copy(zw, in)
	if cerr := zw.Close(); err == nil {
		err = cerr
	}
	info, serr := in.Stat()
	// Windows refuses to remove a file that is still open.
	in.Close()
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if !isBackup(tmp) {
		return errors.New("compressed backup does not read back")
	}
	// Backups taken within one second are ordered by this time.
	if serr == nil {
		if err := os.Chtimes(tmp, time.Time{}, info.ModTime()); err != nil {
			return err
		}
	}
	if err := faultAt("backup.compress.rename"); err != nil {
		return err
	}
	if err := os.Rename(tmp, strings.TrimSuffix(path, ".arbiter")+gzExt); err != nil {
		return err
	}
	if err := syncDir(dir, "backup.compress.syncdir"); err != nil {
		return err
	}
	if err := os.Remove(path); err != nil {
		return err
	}
	return syncDir(dir, "backup.compress.syncdir")
}

// expandBackup writes the plain file of a compressed backup into the
// system's temporary folder, for Restore, and returns its path.
func expandBackup(path string) (string, error) {
	in, err := os.Open(path)
	if err != nil {
		return "", osFileError(path, err, false)
	}
	defer in.Close()
	zr, err := gzip.NewReader(in)
	if err != nil {
		return "", fileError(Corrupt, path, err.Error())
	}
	f, err := os.CreateTemp("", "arbiter-restore-*.arbiter")
	if err != nil {
		return "", tempError(path, err)
	}
	limit := expandLimit(in)
	n, err := io.Copy(f, io.LimitReader(zr, limit+1))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && n > limit {
		err = errTooLarge
	}
	if err != nil {
		os.Remove(f.Name())
		// The messages name the backup: the temporary file is the
		// program's own, and gone.
		var fe *engine.Message
		switch {
		case errors.Is(err, errTooLarge):
			return "", refuse(backupTooLarge, "file", path, "max", limit>>20)
		case errors.As(fullError(path, err), &fe) && fe.Kind == DiskFull:
			return "", fe
		}
		return "", fileError(Corrupt, path, err.Error())
	}
	return f.Name(), nil
}

// A compressed backup expands to a file of an event, which Arbiter's
// limits on values keep far below maxExpanded, and which gzip shrinks to
// a fifth or so of its size, seldom beyond maxRatio: what expands beyond
// either is no backup (a file made to fill the disk), and is refused as
// soon as it passes the limit, before the disk fills.
const (
	maxExpanded = 1 << 30
	maxRatio    = 40
)

var errTooLarge = errors.New("expands beyond what an event can be")

// expandLimit is how far the compressed backup f may expand.
func expandLimit(f *os.File) int64 {
	info, err := f.Stat()
	if err != nil {
		return maxExpanded
	}
	return min(maxExpanded, info.Size()*maxRatio+1<<20)
}

// dropPartials removes what backups cut short left in the folder. Only the
// instance holding the file's lock writes its backups, one at a time, so
// nothing of that name is being written now.
func dropPartials(dir string) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), partialPrefix) {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// syncFile flushes a file written by SQLite to the disk.
func syncFile(path, point string) error {
	if err := faultAt(point); err != nil {
		return err
	}
	return fileio.Sync(path)
}

// syncDir flushes a folder's entries, so that a file renamed into it keeps
// its name after a power cut.
func syncDir(dir, point string) error {
	if err := faultAt(point); err != nil {
		return err
	}
	return fileio.SyncDir(dir)
}

// slug keeps a reason usable in a file name.
func slug(reason string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(reason)) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '-':
			b.WriteRune(r)
		case r == ' ', r == '_', r == '.':
			b.WriteByte('-')
		}
	}
	if b.Len() == 0 {
		return "manual"
	}
	return b.String()
}

// copyDatabase copies src's main database over dest's with the online
// backup API, which reads a consistent snapshot including the WAL.
func copyDatabase(dest, src *sql.DB) error {
	ctx := context.Background()
	dc, err := dest.Conn(ctx)
	if err != nil {
		return err
	}
	defer dc.Close()
	sc, err := src.Conn(ctx)
	if err != nil {
		return err
	}
	defer sc.Close()
	return dc.Raw(func(d any) error {
		return sc.Raw(func(s any) error {
			bk, err := d.(*sqlite3.SQLiteConn).Backup("main", s.(*sqlite3.SQLiteConn), "main")
			if err != nil {
				return err
			}
			if _, err := bk.Step(-1); err != nil {
				bk.Finish()
				return err
			}
			return bk.Finish()
		})
	})
}

// Backups lists the backups beside the file, oldest first: each read
// through to be sure Restore would take it (isBackup), once as long as
// its size and time of change stay as they were.
func (s *Store) Backups() ([]BackupFile, error) { return s.backups(true) }

// BackupsOf lists the backups beside the file at path as Backups does,
// without opening the file: one that cannot be opened (damaged) is mended
// by restoring one of them (RestoreFile).
func BackupsOf(path string) ([]BackupFile, error) {
	return (&Store{path: path, real: realPath(path)}).Backups()
}

// backups lists the backups, each checked through when thorough is set;
// otherwise the compressed ones are left out and a plain one is taken on
// its header (what compressOld needs to choose: reading every backup
// through, a consistency check and a gzip stream each, grew every
// pairing's cost with the rounds played).
func (s *Store) backups(thorough bool) ([]BackupFile, error) {
	entries, err := os.ReadDir(s.BackupDir())
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []BackupFile
	// The backups found whole at the last listing are not read again
	// as they stand; those gone since are forgotten.
	s.checkedMu.Lock()
	checked := s.checked
	s.checkedMu.Unlock()
	whole := map[string]fileStamp{}
	if thorough {
		defer func() {
			s.checkedMu.Lock()
			s.checked = whole
			s.checkedMu.Unlock()
		}()
	}
	plain := map[string]bool{}
	for _, e := range entries {
		plain[e.Name()] = true
	}
	for _, e := range entries {
		name := e.Name()
		compressed := strings.HasSuffix(name, gzExt)
		if e.IsDir() || !compressed && !strings.HasSuffix(name, ".arbiter") || len(name) < len(backupStamp)+1 {
			continue
		}
		if compressed && plain[strings.TrimSuffix(name, gzExt)+".arbiter"] {
			continue // compressed just before a crash: the plain file is listed
		}
		if _, err := time.ParseInLocation(backupStamp, name[:len(backupStamp)], time.Local); err != nil {
			continue // not one of ours
		}
		path := filepath.Join(s.BackupDir(), name)
		switch {
		case !thorough && compressed:
			continue
		case !thorough:
			if checkHeader(path) != nil {
				continue
			}
		}
		info, err := e.Info()
		if errors.Is(err, fs.ErrNotExist) {
			continue // compressed or removed since the folder was read
		}
		if err != nil {
			return nil, err
		}
		if thorough {
			stamp := fileStamp{info.Size(), info.ModTime()}
			if seen, ok := checked[path]; !ok || !seen.is(stamp) {
				backupsRead.Add(1)
				if !isBackup(path) {
					continue
				}
			}
			whole[path] = stamp
		}
		reason := strings.TrimPrefix(backupStem(name)[len(backupStamp):], "-")
		taken := backupTaken(name[:len(backupStamp)], info.ModTime(), time.Local)
		out = append(out, BackupFile{Path: path, Taken: taken, Reason: reason, Size: info.Size(), Compressed: compressed,
			modified: info.ModTime()})
	}
	// Names order by the second; backups within one second by when they
	// were written, and where the file system's clock cannot tell them
	// apart (a coarse tick, tmpfs), by name without the extension, which
	// puts a reason's first backup of the second before its "-2" copy
	// ("…-round-2" before "…-round-2-2", where whole names put '-' before
	// '.').
	slices.SortFunc(out, func(a, b BackupFile) int {
		return cmp.Or(a.Taken.Compare(b.Taken), a.modified.Compare(b.modified), cmp.Compare(backupStem(a.Path), backupStem(b.Path)), cmp.Compare(a.Path, b.Path))
	})
	return out, nil
}

// fileStamp is what a file's listing says of its content: a backup
// replaced or written over (a copy put back by hand) differs in one.
type fileStamp struct {
	size     int64
	modified time.Time
}

func (a fileStamp) is(b fileStamp) bool { return a.size == b.size && a.modified.Equal(b.modified) }

// backupsRead counts the backups the listings read through, for the
// tests that show a listing reads only what changed.
var backupsRead atomic.Int64

// backupTaken is when a backup was taken, from its name's stamp, a wall
// time in loc. In the hour that repeats as daylight saving time ends the
// stamp names two instants an hour apart, and the one nearer the file's
// modification time (kept through compression) is the backup's: read as
// the first, a backup of the second pass was listed before one taken
// earlier in the first. A stamp that is no time (checked by the caller)
// gives the zero time.
func backupTaken(stamp string, modified time.Time, loc *time.Location) time.Time {
	t, err := time.ParseInLocation(backupStamp, stamp, loc)
	if err != nil {
		return time.Time{}
	}
	best := t
	for _, c := range []time.Time{t.Add(-time.Hour), t.Add(time.Hour)} {
		if c.In(loc).Format(backupStamp) == stamp && c.Sub(modified).Abs() < best.Sub(modified).Abs() {
			best = c
		}
	}
	return best
}

// backupStem is a backup's file name without its extensions.
func backupStem(path string) string {
	return strings.TrimSuffix(strings.TrimSuffix(filepath.Base(path), gzExt), ".arbiter")
}

// isBackup reports whether a file in the backup folder is a complete
// tournament file that Restore would take: its header and application id,
// SQLite's quick check and our meta row.
func isBackup(path string) bool {
	if strings.HasSuffix(path, gzExt) {
		return isCompressedBackup(path)
	}
	if checkHeader(path) != nil {
		return false
	}
	b, _, err := openReaderWith(path, path, backupReadParams(path))
	if err != nil {
		return false
	}
	b.db.Close()
	return true
}

// backupReadParams reads a file that is restored from, or checked as a
// backup, as immutable when no write-ahead log stands beside it: a backup
// is whole in its main file, but it carries the WAL mark of the file it
// was copied from, and a plain read-only reader would leave a -wal and
// -shm beside it (and hold them open, which Windows then will not let go).
func backupReadParams(path string) string {
	if _, err := os.Lstat(path + "-wal"); err == nil {
		return readerParams
	}
	return immutableParams
}

// isCompressedBackup reports whether a compressed backup reads to its end
// (gzip checks the length and the checksum of what it holds) and starts
// like a tournament file. SQLite's checks run when it is restored.
func isCompressedBackup(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return false
	}
	if checkHeaderOf(zr, path) != nil {
		return false
	}
	n, err := io.Copy(io.Discard, io.LimitReader(zr, expandLimit(f)+1))
	return err == nil && n <= expandLimit(f)
}

// Restore replaces the event with a backup (or any tournament file), after
// backing up the current state as "before-restore". The backup must be
// ours and not newer; an older one is migrated on a temporary copy first.
// The audit log becomes the backup's, plus an entry recording the restore,
// which Undo does not cross. The replacement and its audit entry are one
// transaction: a crash or a full disk leaves either the event as it was or
// the backup's state with its audit entry, never the one without the other.
func (s *Store) Restore(path string) (err error) {
	defer func() { err = s.ioError(err) }()
	if err := s.writable(); err != nil {
		return err
	}
	name := filepath.Base(path) // for the audit row
	real, ver, done, err := restoreSource(path, s.path, s.real)
	defer done()
	if err != nil {
		return err
	}
	// The source may be one of the older backups that Backup would
	// compress under it; they are compressed once it is restored.
	if _, err := s.backup("before-restore"); err != nil {
		if fe, ok := asKind[FileErrorKind](err); ok && fe.Kind == MadeUncertain {
			// The backup's message alone would leave the arbiter to guess
			// whether the restore went on: it did not.
			e := fileError(MadeUncertain, s.path, fe.Error())
			e.Key, e.Args["backup"] = restoreBackupKey, fe.Args["file"]
			return e
		}
		return err
	}
	defer func() {
		if err == nil {
			s.compressOld()
		}
	}()
	src := real
	if ver < SchemaVersion() {
		// The migration runs on a copy, so that the event itself changes
		// only in the one transaction below.
		if src, err = upgradedCopy(real, s.BackupDir(), ver); err != nil {
			return err
		}
		defer os.Remove(src)
	}
	if err := s.replaceFrom(src, name); err != nil {
		return err
	}
	s.settle()
	return nil
}

// restoreSource is the backup at path as a restore reads it, over the
// file at real (named file in messages): the real path of a tournament
// file of ours, a compressed backup expanded first (done removes the
// expansion), and its schema version.
func restoreSource(path, file, real string) (src string, ver int, done func(), err error) {
	done = func() {}
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) && strings.HasSuffix(path, ".arbiter") {
		// Listed plain, compressed since (see keepPlain).
		if gz := strings.TrimSuffix(path, ".arbiter") + gzExt; isBackup(gz) {
			path = gz
		}
	}
	if strings.HasSuffix(path, gzExt) {
		plain, err := expandBackup(path)
		if err != nil {
			return "", 0, done, err
		}
		// Reading it leaves SQLite's side files beside it.
		done = func() { Remove(plain) }
		path = plain
	}
	if err := checkHeader(path); err != nil {
		return "", 0, done, err
	}
	src = realPath(path)
	if a, err := os.Stat(src); err == nil {
		if b, err := os.Stat(real); err == nil && os.SameFile(a, b) {
			return "", 0, done, refuse(restoreSelf, "file", file)
		}
	}
	// Read as a backup is read (backupReadParams): a reader's log and
	// shared memory would stay beside a backup, and beside its .gz once
	// it is compressed.
	ver, err = probe(path, src, backupReadParams(src))
	return src, ver, done, err
}

// RestoreFile replaces the event of the file at path with a backup, as
// Restore does on an open file. It is also the way back for a file that
// Open refuses because it was edited into an inconsistent state: such a
// file is opened for the restore alone (its state is kept as the
// "before-restore" backup), and for a file damaged as SQLite sees it,
// which is put back whole (restoreDamaged), its copy kept where damaged
// says. A file missing whole tables or of another version is not
// restored over.
func RestoreFile(path, backup string) (damaged string, err error) {
	st, err := Open(path)
	if fe, ok := asKind[FileErrorKind](err); ok && fe.Kind == Inconsistent {
		st, err = openInconsistent(path, fe)
	}
	if fe, ok := asKind[FileErrorKind](err); ok && fe.Kind == Corrupt {
		return restoreDamaged(path, backup)
	}
	if err != nil {
		return "", err
	}
	err = st.Restore(backup)
	if cerr := st.Close(); err == nil {
		err = cerr
	}
	return "", err
}

// restoreDamaged is RestoreFile of a file SQLite cannot read (Corrupt),
// whose rows Restore cannot replace: the damaged file is copied into its
// backup folder as "…-damaged.arbiter-damaged" (never listed as a
// backup), its log and journal moved beside that copy (applied to the
// backup they would mix two states), and the backup is written over the
// file whole, under the file's lock. A restore cut short leaves the file
// damaged again and the copy and the backup as they were, to be restored
// once more. The restore is then recorded as Restore records it, naming
// the copy kept, and Undo does not cross it.
func restoreDamaged(path, backup string) (kept string, err error) {
	real := realPath(path)
	defer holdFile(real).release()
	if err := checkWritable(path, real); err != nil {
		return "", err
	}
	src, ver, done, err := restoreSource(backup, path, real)
	defer done()
	if err != nil {
		return "", err
	}
	dir := real + "-backups"
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", osFileError(dir, err, true)
	}
	if ver < SchemaVersion() {
		if src, err = upgradedCopy(src, dir, ver); err != nil {
			return "", err
		}
		defer os.Remove(src)
	}
	if kept, err = keepDamaged(path, real, dir, src); err != nil {
		return "", err
	}
	st, err := Open(path)
	if err != nil {
		return kept, err
	}
	defer func() {
		if cerr := st.Close(); err == nil {
			err = cerr
		}
	}()
	tx, err := st.db.Begin()
	if err != nil {
		return kept, st.ioError(err)
	}
	defer tx.Rollback()
	step := Step{Action: "restore", Args: map[string]any{"file": filepath.Base(backup), "damaged": filepath.Base(kept)}}
	if _, _, _, err := writeAudit(tx, []Step{step}, nil, 0); err != nil {
		return kept, st.ioError(err)
	}
	return kept, st.ioError(tx.Commit())
}

// keepDamaged copies the damaged file at real into dir, moves its side
// files beside the copy and writes the file src over it, all under the
// file's lock, which it lets go; it returns the copy's path.
func keepDamaged(path, real, dir, src string) (kept string, err error) {
	l, err := acquireLock(path, real)
	if err != nil {
		return "", err
	}
	defer l.release()
	kept = filepath.Join(dir, time.Now().Format(backupStamp)+"-damaged.arbiter-damaged")
	// Read through peek (copyOut): a descriptor of the file opened and
	// closed here would let go of the lock just taken on it.
	if err := copyOut(real, real, kept); err != nil {
		return "", osFileError(kept, err, true)
	}
	if err := syncFile(kept, "restore.synckept"); err != nil {
		return "", osFileError(kept, err, true)
	}
	for _, suffix := range sideSuffixes {
		if err := os.Rename(real+suffix, kept+suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			return "", osFileError(path, err, true)
		}
	}
	// Written in place, not renamed over: the lock stays on the file.
	err = peek(real, real, os.O_RDWR, func(f *os.File) error {
		in, err := os.Open(src)
		if err != nil {
			return err
		}
		defer in.Close()
		if err := f.Truncate(0); err != nil {
			return err
		}
		if _, err := io.Copy(io.NewOffsetWriter(f, 0), in); err != nil {
			return err
		}
		return f.Sync()
	})
	if err != nil {
		return "", osFileError(path, err, true)
	}
	return kept, syncDir(dir, "restore.syncdir")
}

// openInconsistent opens, for RestoreFile, a file whose only fault is the
// inconsistency fe reports; otherwise it returns fe.
func openInconsistent(path string, fe *engine.Message) (*Store, error) {
	ps, _ := fe.Args["problems"].([]engine.Message)
	for _, p := range ps {
		if p.Kind == problemTableMissing {
			return nil, fe
		}
	}
	real := realPath(path)
	defer holdFile(real).release()
	if err := checkWritable(path, real); err != nil {
		return nil, err
	}
	st, err := connectWith(path, real, acquireLock)
	if err != nil {
		return nil, err
	}
	if ver, err := st.Version(); err != nil || ver != SchemaVersion() {
		st.Close()
		return nil, fe
	}
	return st, nil
}

// upgradedCopy copies an older tournament file into a temporary file in
// dir and migrates the copy to the current schema.
func upgradedCopy(path, dir string, ver int) (string, error) {
	f, err := os.CreateTemp(dir, partialPrefix+"*.arbiter")
	if err != nil {
		return "", osFileError(dir, err, true)
	}
	tmp := f.Name()
	f.Close()
	err = func() error {
		src, err := sql.Open("sqlite3", sqlitefile.DSN(path, backupReadParams(path)))
		if err != nil {
			return err
		}
		defer src.Close()
		dest, err := sql.Open("sqlite3", sqlitefile.DSN(tmp, "_foreign_keys=on"))
		if err != nil {
			return err
		}
		defer dest.Close()
		dest.SetMaxOpenConns(1)
		if err := copyDatabase(dest, src); err != nil {
			return err
		}
		return (&Store{path: tmp, real: tmp, db: dest}).migrate(ver, nil, nil)
	}()
	if err != nil {
		return "", dropPartial(path, tmp, err)
	}
	return tmp, nil
}

// replaceFrom replaces every row of the event with those of src, a file of
// the current schema, and records the restore, in one transaction.
func (s *Store) replaceFrom(src, name string) error {
	ctx := context.Background()
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return s.closedOr(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `ATTACH DATABASE ? AS src`, sqlitefile.DSN(src, backupReadParams(src))); err != nil {
		return err
	}
	defer conn.ExecContext(ctx, `DETACH DATABASE src`)
	tables, err := restoreTables(ctx, conn)
	if err != nil {
		return err
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := s.guardSchema(tx); err != nil {
		return err
	}
	// Rows go parents first and come out children first; the check of
	// references waits for the commit all the same.
	if _, err := tx.Exec(`PRAGMA defer_foreign_keys = ON`); err != nil {
		return err
	}
	// The file stays the event it is, at a revision that never goes back,
	// with the ids of its own states (judgeLog tells a log by them),
	// whatever backup it takes.
	own, err := queryAll(tx, func(r scanner) ([2]string, error) {
		var kv [2]string
		return kv, r.Scan(&kv[0], &kv[1])
	}, `SELECT key, value FROM main.meta WHERE key IN ('event', 'revision', 'history')`)
	if err != nil {
		return err
	}
	for i := len(tables) - 1; i >= 0; i-- {
		if _, err := tx.Exec(`DELETE FROM main.` + quoteIdent(tables[i].name)); err != nil {
			return err
		}
	}
	for _, t := range tables {
		cols := strings.Join(t.columns, ", ")
		if _, err := tx.Exec(`INSERT INTO main.` + quoteIdent(t.name) + `(` + cols + `) SELECT ` + cols + ` FROM src.` + quoteIdent(t.name)); err != nil {
			return err
		}
	}
	// AUTOINCREMENT counters as the backup had them, so that ids stay as
	// they were in the backup's audit log.
	if _, err := tx.Exec(`DELETE FROM main.sqlite_sequence`); err != nil {
		return err
	}
	if _, err := tx.Exec(`INSERT INTO main.sqlite_sequence(name, seq) SELECT name, seq FROM src.sqlite_sequence`); err != nil {
		return err
	}
	for _, kv := range own {
		if _, err := tx.Exec(`INSERT OR REPLACE INTO main.meta(key, value) VALUES (?, ?)`, kv[0], kv[1]); err != nil {
			return err
		}
	}
	_, _, state, err := writeAudit(tx, []Step{{Action: "restore", Args: map[string]any{"file": name}}}, nil, 0)
	if err != nil {
		return err
	}
	s.anchor.committed(state) // before the commit, as an action's
	return tx.Commit()
}

// restoreTables lists the event's tables in the order they were created,
// which puts every table after those it refers to, with their columns
// quoted.
func restoreTables(ctx context.Context, conn *sql.Conn) ([]table, error) {
	tables, err := tablesOf(connQueryer{ctx, conn})
	for _, t := range tables {
		for i, c := range t.columns {
			t.columns[i] = quoteIdent(c)
		}
	}
	return tables, err
}

// connQueryer is a connection as a queryer, its statements under ctx.
type connQueryer struct {
	ctx  context.Context
	conn *sql.Conn
}

func (c connQueryer) Query(q string, args ...any) (*sql.Rows, error) {
	return c.conn.QueryContext(c.ctx, q, args...)
}

func (c connQueryer) QueryRow(q string, args ...any) *sql.Row {
	return c.conn.QueryRowContext(c.ctx, q, args...)
}

// RestoreLoses lists the actions a restore from path would take back:
// those of the file's audit log after the last one it shares with the
// backup's, oldest first. The backup is only read.
func (s *Store) RestoreLoses(path string) ([]AuditEntry, error) {
	// Read as Restore reads it: a compressed backup (all but the newest)
	// was "not an SQLite database" to OpenReadOnly.
	src, _, done, err := restoreSource(path, s.path, s.real)
	defer done()
	if err != nil {
		return nil, err
	}
	b, _, err := openReaderWith(src, src, backupReadParams(src))
	if err != nil {
		return nil, err
	}
	defer b.Close()
	theirs, err := b.Audit()
	if err != nil {
		return nil, err
	}
	ours, err := s.Audit()
	if err != nil {
		return nil, err
	}
	n := 0
	for n < len(ours) && n < len(theirs) && ours[n].ID == theirs[n].ID && ours[n].At.Equal(theirs[n].At) {
		n++
	}
	return ours[n:], nil
}
