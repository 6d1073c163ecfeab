package store

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Which files of one event the windows have open. A copy of an event file
// (the file alone, to a memory stick) keeps the event's identity (meta
// "event", schemaEventMark), and opened beside the original it is another
// file, whose record (holder.go) names only its own holder: the results
// entered in one were missing from the other without a word. So each
// program that keeps its file open for its life (keepsOpen: the window,
// arbiter serve) records each event it opens in a folder of the user's
// (openDir), one record an open, removed as it closes (serve closes its
// files on Ctrl+C and SIGTERM too); and every open that may write (the
// window's, serve's, a command's) reads its event's records: another file
// of the event open in another live process is named (OpenElsewhere).

// keepsOpen reports whether this program keeps the files it opens open
// for its life, and so records them: a command's open ends in a moment.
func keepsOpen() bool { return Program == Window || Program == Serve }

// openRecord is one program's open of an event file, as its record says.
type openRecord struct {
	Path string `json:"path"`
	File string `json:"file"` // fileKey: the record of a file since replaced names nothing
	Host string `json:"host"`
	PID  int    `json:"pid"`
	// Started is when the process started (processStart), by which a later
	// process given the same id is told from it; older records have none.
	Started string `json:"started,omitempty"`
}

// openDir is the folder of the records, the user's own: "" where the
// system gives none.
func openDir() string {
	dir, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "arbiter", "open")
}

// noteOpen reads which other files of s's event are open (elsewhere) and,
// in a program that keeps it open, records s's open. A folder that cannot be read or written
// keeps no record and names none.
func (s *Store) noteOpen() {
	var event string
	if s.db.QueryRow(`SELECT value FROM meta WHERE key = 'event'`).Scan(&event) != nil || event == "" {
		return
	}
	dir := openDir()
	if dir == "" {
		return
	}
	key := fileKey(s.real)
	host, _ := os.Hostname()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		name := filepath.Join(dir, e.Name())
		var r openRecord
		if !strings.HasPrefix(e.Name(), event+".") {
			continue
		}
		if data, err := os.ReadFile(name); err != nil || json.Unmarshal(data, &r) != nil {
			continue
		}
		switch {
		case r.Host == host && r.PID == os.Getpid():
			// This program's own: the file the window leaves stays open
			// until the one it opens is shown.
		case r.Host == host && !alive(r.PID, r.Started):
			os.Remove(name) // left by a program that never closed
		case r.File != "" && r.File != key && fileKey(r.Path) == r.File && !slices.Contains(s.elsewhere, r.Path):
			// One file held by the window and serve both is named once.
			s.elsewhere = append(s.elsewhere, r.Path)
		}
	}
	if !keepsOpen() || os.MkdirAll(dir, 0o700) != nil {
		return
	}
	f, err := os.CreateTemp(dir, event+".*")
	if err != nil {
		return
	}
	data, _ := json.Marshal(openRecord{Path: s.real, File: key, Host: host, PID: os.Getpid(), Started: processStart(os.Getpid())})
	_, err = f.Write(data)
	if cerr := f.Close(); err != nil || cerr != nil {
		os.Remove(f.Name())
		return
	}
	s.openRecord = f.Name()
}

// OpenElsewhere is the other files of this file's event (a copy, or the
// original of this copy) that a window or serve had open when this one
// was opened, by their paths: what is entered in one is not in the other.
func (s *Store) OpenElsewhere() []string { return s.elsewhere }
