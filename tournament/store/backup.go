package store

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	sqlite3 "github.com/mattn/go-sqlite3"
)

// backupStamp is the time format at the start of a backup's file name:
// sortable, and free of characters that file systems refuse.
const backupStamp = "2006-01-02T15-04-05"

// BackupFile is one backup beside the tournament file.
type BackupFile struct {
	Path   string
	Taken  time.Time // local time, from the file name
	Reason string    // e.g. "before-round-3"
	Size   int64

	modified time.Time
}

// BackupDir is the folder beside the file that holds its backups:
// NAME.arbiter-backups.
func (s *Store) BackupDir() string { return s.real + "-backups" }

// Backup copies the file, as of the last committed action, into the backup
// folder through SQLite's online backup, and returns the copy's path.
// Pairing code calls it before each pairing ("before-round-3").
func (s *Store) Backup(reason string) (string, error) {
	dir := s.BackupDir()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	base := time.Now().Format(backupStamp) + "-" + slug(reason)
	var path string
	for i := 1; ; i++ {
		name := base
		if i > 1 {
			name = fmt.Sprintf("%s-%d", base, i)
		}
		path = filepath.Join(dir, name+".arbiter")
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err == nil {
			f.Close()
			break
		}
		if !os.IsExist(err) {
			return "", err
		}
	}
	dest, err := sql.Open("sqlite3", dsn(path, "_synchronous=FULL"))
	if err != nil {
		return "", err
	}
	defer dest.Close()
	if err := copyDatabase(dest, s.db); err != nil {
		os.Remove(path)
		return "", fullError(path, fmt.Errorf("backing up %s to %s: %w", s.path, path, err))
	}
	if err := dest.Close(); err != nil {
		return "", err
	}
	return path, nil
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

// Backups lists the backups beside the file, oldest first.
func (s *Store) Backups() ([]BackupFile, error) {
	entries, err := os.ReadDir(s.BackupDir())
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []BackupFile
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".arbiter") || len(name) < len(backupStamp)+1 {
			continue
		}
		taken, err := time.ParseInLocation(backupStamp, name[:len(backupStamp)], time.Local)
		if err != nil {
			continue // not one of ours
		}
		info, err := e.Info()
		if err != nil {
			return nil, err
		}
		reason := strings.TrimSuffix(strings.TrimPrefix(name[len(backupStamp):], "-"), ".arbiter")
		out = append(out, BackupFile{Path: filepath.Join(s.BackupDir(), name), Taken: taken, Reason: reason, Size: info.Size(), modified: info.ModTime()})
	}
	// Names order by the second; backups within one second by when they
	// were written.
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if !a.Taken.Equal(b.Taken) {
			return a.Taken.Before(b.Taken)
		}
		if !a.modified.Equal(b.modified) {
			return a.modified.Before(b.modified)
		}
		return a.Path < b.Path
	})
	return out, nil
}

// Restore replaces the event with a backup (or any tournament file), after
// backing up the current state as "before-restore". The backup must be
// ours and not newer; an older one is migrated. The audit log becomes the
// backup's, plus an entry recording the restore, which Undo does not cross.
func (s *Store) Restore(path string) error {
	if err := s.writable(); err != nil {
		return err
	}
	if err := checkHeader(path); err != nil {
		return err
	}
	if a, err := os.Stat(path); err == nil {
		if b, err := os.Stat(s.real); err == nil && os.SameFile(a, b) {
			return refuse(RestoreSelf, fmt.Sprintf("cannot restore %s from itself", s.path), "file", s.path)
		}
	}
	ver, err := probe(path, realPath(path))
	if err != nil {
		return err
	}
	if _, err := s.Backup("before-restore"); err != nil {
		return err
	}
	src, err := sql.Open("sqlite3", dsn(realPath(path), "mode=ro"))
	if err != nil {
		return err
	}
	defer src.Close()
	if err := copyDatabase(s.db, src); err != nil {
		return fmt.Errorf("restoring %s from %s: %w", s.path, path, err)
	}
	if ver < SchemaVersion() {
		if err := s.migrate(ver, nil); err != nil {
			return err
		}
	}
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := writeAudit(tx, []Step{{Action: "restore", Args: map[string]any{"file": filepath.Base(path)}}}, nil, 0); err != nil {
		return err
	}
	return tx.Commit()
}
