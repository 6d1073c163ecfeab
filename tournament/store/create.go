package store

import (
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/tournament"
)

// Create makes a new tournament file with the given settings. It refuses a
// path that already exists.
func Create(path string, s tournament.Settings) (*Store, error) {
	return CreateWith(path, s, nil)
}

// CreateWith makes a new tournament file whose first action, fill (an
// import, say), is part of its creation: the file is written under a
// temporary name beside path and appears at path only complete, so a crash
// or a failure never leaves an empty or half-filled event behind. It
// refuses a path that already exists.
func CreateWith(path string, s tournament.Settings, fill func(*Tx) error) (*Store, error) {
	return createKeeping(path, s, tournament.Settings{}, fill)
}

// createKeeping is CreateWith of settings whose rounds was dates outside
// the event's days may stay so (tournament.Settings.ValidateBeside): an
// imported report's, which its reading names.
func createKeeping(path string, s, was tournament.Settings, fill func(*Tx) error) (*Store, error) {
	if err := s.ValidateBeside(was); err != nil {
		return nil, err
	}
	if err := nameRoom(path, len(".")+len(".new-")+10+len("-journal")); err != nil {
		return nil, err
	}
	exists := func() error {
		return refuse(fileExists, "file", engine.Path(path))
	}
	if _, err := os.Lstat(path); err == nil {
		return nil, exists()
	}
	if side := sideFile(path); side != "" {
		return nil, refuse(fileExists, "file", engine.Path(side))
	}
	dir := filepath.Dir(path)
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return nil, fileError(NoFolder, path, fmt.Sprint(err))
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".new-*")
	if err != nil {
		return nil, ioError(path, err)
	}
	tmp := f.Name()
	f.Close()
	defer Remove(tmp) // where the file was made, or found there meanwhile
	st, err := create(tmp, s, fill)
	if err == nil {
		err = st.Close()
	}
	if err != nil {
		if _, ok := asKind[refusalKind](err); !ok {
			err = ioError(path, err)
		}
		return nil, dropPartial(path, tmp, err)
	}
	// A link does not replace a file made at path meanwhile; where the
	// file system has no links, a rename after a last look does.
	if err := faultAt("create.link"); err != nil {
		return nil, dropPartial(path, tmp, ioError(path, err))
	}
	if err := os.Link(tmp, path); errors.Is(err, fs.ErrExist) {
		return nil, exists()
	} else if err != nil {
		if _, err := os.Lstat(path); err == nil {
			return nil, exists()
		}
		if err := os.Rename(tmp, path); err != nil {
			return nil, dropPartial(path, tmp, ioError(path, err))
		}
	}
	// From here the event is complete at path: a failure says so (made),
	// where "not saved" would send the arbiter to create it again and
	// "already exists" then refuse. The file keeps one name only (see
	// checkOneName); a crash before the temporary name goes is put right
	// by the next reader (dropCreationName).
	if err := faultAt("create.unlink"); err != nil {
		return nil, madeError(createdKey, path, err)
	}
	if err := Remove(tmp); err != nil {
		return nil, madeError(createdKey, path, err)
	}
	if err := syncDir(dir, "create.syncdir"); err != nil {
		return nil, madeError(createdKey, path, err)
	}
	// The temporary name goes before the file is opened: Windows keeps
	// every name of a file that is open, and the deferred removal would
	// leave it beside the user's file.
	if err := Remove(tmp); err != nil {
		return nil, madeError(createdKey, path, err)
	}
	made, err := Open(path)
	if err != nil {
		return nil, madeError(createdKey, path, err)
	}
	return made, nil
}

// madeError is the error of a disk failure after the file at path was
// made complete (key: what was made): the message says it is there and
// asks the arbiter to check it. A refusal that is not the disk's (the new
// file opened elsewhere meanwhile) passes through as it is.
func madeError(key, path string, err error) error {
	err = ioError(path, err)
	if fe, ok := asKind[FileErrorKind](err); ok {
		switch fe.Kind {
		case IOFailed, DiskFull, ReadFailed, CommitUncertain, ReadOnly:
		default:
			return err
		}
	}
	e := fileError(MadeUncertain, path, err.Error())
	e.Key = key
	return e
}

// nameMax is the longest name, in bytes, the file systems Arbiter meets
// allow for a file.
const nameMax = 255

// nameRoom refuses path when a name made from it, extra bytes longer (a
// temporary name beside it, SQLite's "-journal"), would be longer than
// nameMax: SQLite would fail that name's creation as a disk error.
func nameRoom(path string, extra int) error {
	if len(filepath.Base(path))+extra > nameMax {
		return fileError(NameTooLong, path, "")
	}
	return nil
}

func create(path string, s tournament.Settings, fill func(*Tx) error) (*Store, error) {
	st, err := connectWith(path, realPath(path), acquireLock)
	if err != nil {
		return nil, err
	}
	if err := st.migrate(0, func(tx *sql.Tx) error {
		stamp := time.Now().UTC().Format(time.RFC3339)
		if _, err := tx.Exec(`INSERT INTO meta(key, value) VALUES ('format', ?), ('created', ?)`, formatName, stamp); err != nil {
			return err
		}
		cols, vals := settingsColumns(s)
		for _, later := range slices.Backward(laterSettingsColumns) {
			if !slices.Contains(migrations, later.step) {
				// A file made at an earlier version (an upgrade's test)
				// has no columns of the steps after it, the last ones.
				cols, vals = cols[:len(cols)-later.columns], vals[:len(vals)-later.columns]
			}
		}
		if _, err := tx.Exec(`INSERT INTO settings(id, `+strings.Join(cols, ", ")+`) VALUES (1`+strings.Repeat(", ?", len(cols))+`)`, vals...); err != nil {
			return err
		}
		if err := writeMetaJSON(tx, ruleOptionsKey, s.Rules); err != nil {
			return err
		}
		if slices.Contains(migrations, schemaDeputies) {
			// The deputies' names become rows as the schema's step makes
			// them; a file of an earlier version keeps them in the text.
			if _, err := tx.Exec(deputiesFromSettings); err != nil {
				return err
			}
		}
		if len(s.Schedule) == 0 {
			return nil // nothing to write, in a file of any version
		}
		return saveSchedule(tx, s.Schedule)
	}, fill); err != nil {
		st.Close()
		return nil, err
	}
	// Write the header (application id, version) into the main file now, so
	// that a crash before the first automatic checkpoint cannot leave a file
	// whose header looks foreign.
	if _, err := st.db.Exec(`PRAGMA wal_checkpoint(FULL)`); err != nil {
		st.Close()
		return nil, err
	}
	st.anchorEvent()
	return st, nil
}

// dropCreationName removes the temporary name CreateWith gave the file
// (".NAME.new-…" beside it) when a crash came after the file was linked
// into place complete and before that name was removed: the second name
// is the program's own, and would otherwise have the file refused as
// linked (checkOneName) for ever. Readers do it too, so that a report
// read first does not meet a refusal. Only a name that is the same file goes.
func dropCreationName(real string) {
	for _, other := range creationNames(real) {
		os.Remove(other)
	}
}

// creationNames are the temporary names of CreateWith that are still
// names of the file at real.
func creationNames(real string) []string {
	info, err := os.Stat(real)
	if err != nil {
		return nil
	}
	dir, base := filepath.Split(real)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	prefix := "." + base + ".new-"
	var out []string
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !e.Type().IsRegular() {
			continue
		}
		other := filepath.Join(dir, e.Name())
		if o, err := os.Lstat(other); err == nil && os.SameFile(info, o) {
			out = append(out, other)
		}
	}
	return out
}
