//go:build linux

package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// A file in a folder the user cannot write (a CD, a colleague's share)
// opens for reading only: the window says so, and every change is refused
// with the window's own message, leaving the file as it was.
func TestReadOnlyFolderOpensForReading(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris", "Carl", "Dana")
	testdir.ReadOnly(t, filepath.Dir(path))
	before := testdir.Read(t, path)
	s := openShell(t, path)
	if !s.doc.readOnly {
		t.Fatal("a file in a read-only folder opened for changes")
	}
	if title := s.win.Title(); !strings.Contains(title, "(read only)") {
		t.Errorf("title %q does not say the file is read only", title)
	}
	notice := topMessage(s)
	if !strings.Contains(notice, "open for reading only") {
		t.Errorf("the notice on opening says %q", notice)
	}
	s.win.Canvas().Overlays().Top().Hide()

	players := s.areaView(areaPlayers).(*playersView)
	players.openDialog(tournament.Player{})
	if got := topMessage(s); !strings.Contains(got, "nothing was changed") {
		t.Errorf("Add player in a read-only file shows %q, want the refusal", got)
	}
	s.win.Canvas().Overlays().Top().Hide()
	if s.act(func() error { _, err := s.doc.drawSeats(); return err }) {
		t.Error("an action on a read-only file succeeded")
	}
	if !s.undoBtn.Disabled() {
		t.Error("Undo is enabled on a read-only file")
	}
	after := testdir.Read(t, path)
	if string(after) != string(before) {
		t.Error("the read-only file changed")
	}
}

// A file its owner write-protected (chmod 444) in a folder that can be
// written opens for reading only, and the window blames the file, not the
// folder: "in a folder you cannot write to" sent the arbiter to look at a
// folder he could write, and the copy it advised was needless.
func TestReadOnlyFileOpensForReadingAndSaysTheFile(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris", "Carl", "Dana")
	testdir.ReadOnlyFile(t, path)
	s := openShell(t, path)
	if !s.doc.readOnly {
		t.Fatal("a write-protected file opened for changes")
	}
	notice := topMessage(s)
	if !strings.Contains(notice, "open for reading only") || !strings.Contains(notice, "write-protected") ||
		strings.Contains(notice, "folder you cannot write") {
		t.Errorf("the notice on opening a write-protected file says %q", notice)
	}
	s.win.Canvas().Overlays().Top().Hide()
	players := s.areaView(areaPlayers).(*playersView)
	players.openDialog(tournament.Player{})
	if got := topMessage(s); !strings.Contains(got, "write-protected") || !strings.Contains(got, "nothing was changed") ||
		strings.Contains(got, "folder cannot be written") {
		t.Errorf("Add player in a write-protected file shows %q", got)
	}
}
