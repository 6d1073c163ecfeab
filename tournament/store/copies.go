package store

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"arbiter/internal/fileio"
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
// serve's record says too where it serves the file's pages, which the
// window's Publish view names (NoteServed, ServedElsewhere); a file serve
// opened read-only, as it cannot write it, is recorded as it is served.

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
	// Program is the Program that opened it; older records have none.
	Program string `json:"program,omitempty"`
	// URLs and Since: where and since when serve serves the file's pages
	// (NoteServed), none while it does not.
	URLs  []string  `json:"urls,omitempty"`
	Since time.Time `json:"since,omitzero"`
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
// in a program that keeps it open, records s's open (recordOpen). A
// folder that cannot be read or written keeps no record and names none.
func (s *Store) noteOpen() {
	event := s.eventMark()
	dir := openDir()
	if event == "" || dir == "" {
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
	s.recordOpen(event)
}

// eventMark is the identity of s's event (meta "event"), "" in a file
// without one.
func (s *Store) eventMark() string {
	var event string
	s.db.QueryRow(`SELECT value FROM meta WHERE key = 'event'`).Scan(&event)
	return event
}

// recordOpen records s's open of event's file, in a program that keeps it
// open; a folder that cannot be written keeps none.
func (s *Store) recordOpen(event string) {
	dir := openDir()
	if !keepsOpen() || dir == "" || os.MkdirAll(dir, 0o700) != nil {
		return
	}
	f, err := os.CreateTemp(dir, event+".*")
	if err != nil {
		return
	}
	host, _ := os.Hostname()
	s.record = openRecord{Path: s.real, File: fileKey(s.real), Host: host, PID: os.Getpid(), Started: processStart(os.Getpid()), Program: Program}
	data, _ := json.Marshal(s.record)
	_, err = f.Write(data)
	if cerr := f.Close(); err != nil || cerr != nil {
		os.Remove(f.Name())
		return
	}
	s.openRecord = f.Name()
}

// NoteServed adds to s's record of its open that its pages are served at
// urls from now on, so that the window, opening the file, names serve and
// where the phones read them (ServedElsewhere) rather than offering to
// publish an event already published. A read-only open (a file serve
// cannot write), which writes nothing and so named nothing as it opened,
// is recorded now: the record is the user's, not the file's. The record
// goes as s closes; one a crash leaves names nothing, its process being
// gone. An open with no record (a folder that cannot be written) notes
// nothing.
func (s *Store) NoteServed(urls []string) {
	if s.openRecord == "" && s.ro {
		if event := s.eventMark(); event != "" {
			s.recordOpen(event)
		}
	}
	if s.openRecord == "" {
		return
	}
	r := s.record
	r.URLs, r.Since = urls, time.Now()
	data, _ := json.Marshal(r)
	// Whole or not at all: the window may read it at any moment.
	fileio.Write(s.openRecord, func(w io.Writer) error { _, err := w.Write(data); return err })
}

// Serving is an arbiter serve of another process that serves a file's
// pages: its process, where and since when.
type Serving struct {
	PID   int
	URLs  []string
	Since time.Time
}

// ServedElsewhere is the arbiter serve of another process on this
// computer that serves the pages of the file at path now, as its record
// of the open says (NoteServed); ok is false when none does. The record
// of a process that is gone, or of a later process given its id, names
// nothing, nor does one of another computer, whose process cannot be
// asked.
func ServedElsewhere(path string) (sv Serving, ok bool) {
	dir := openDir()
	key := fileKey(realPath(path))
	if dir == "" || key == "" {
		return Serving{}, false
	}
	host, _ := os.Hostname()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		var r openRecord
		if data, err := os.ReadFile(filepath.Join(dir, e.Name())); err != nil || json.Unmarshal(data, &r) != nil {
			continue
		}
		if r.Program == Serve && len(r.URLs) > 0 && r.File == key && r.Host == host && r.PID != os.Getpid() && alive(r.PID, r.Started) {
			return Serving{PID: r.PID, URLs: r.URLs, Since: r.Since}, true
		}
	}
	return Serving{}, false
}

// OpenElsewhere is the other files of this file's event (a copy, or the
// original of this copy) that a window or serve had open when this one
// was opened, by their paths: what is entered in one is not in the other.
func (s *Store) OpenElsewhere() []string { return s.elsewhere }
