package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/internal/testdir"
)

// Opening a file says what the arbiter must know of it before working on
// it: a file upgraded (an older Arbiter cannot open it after), a file the
// last program did not close, a damaged file and its way back.

// A file an older Arbiter wrote is upgraded as it opens, after which that
// Arbiter cannot open it: the window said nothing. It says so, naming the
// backup of the file as it was.
func TestOpeningAnOlderFileSaysItIsUpgraded(t *testing.T) {
	notice := topMessage(openShell(t, testdir.OlderEvent(t)))
	if !strings.Contains(notice, "File upgraded") || !strings.Contains(notice, "(file version 13) and is now upgraded") ||
		!strings.Contains(notice, "before-upgrade-to-v") {
		t.Errorf("the notice on opening a version 13 file says %q", notice)
	}
}

// The window killed while results were entered (kill -9, a power cut)
// leaves its record beside the file; opened again, the window said
// nothing, and the arbiter could not tell whether the last results were
// kept. It says the file was not closed, and names the last change kept.
func TestOpeningAFileNotClosedSaysTheLastChangeKept(t *testing.T) {
	path := newEventFile(t, "Anna", "Boris", "Carl", "Dana")
	record := filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+".holder")
	testdir.Write(t, record, `{"program":"window","host":"elsewhere","pid":4242}`)
	notice := topMessage(openShell(t, path))
	if !strings.Contains(notice, "Not closed last time") || !strings.Contains(notice, "(process 4242) ended without closing it") ||
		!strings.Contains(notice, "Player added: Dana") {
		t.Errorf("the notice on opening a file not closed says %q", notice)
	}
}

// A damaged file (cut short) was refused with "restore a backup from the
// folder beside the file", which the window had no way to: its backups
// are the open file's. Opening it now offers its newest backup, Cancel
// the default, and the restore opens the event, the damaged file kept.
func TestOpeningADamagedFileOffersItsNewestBackup(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	pairedNow(t, s)
	path := s.doc.st.Path()
	s.closeDocument()
	whole := testdir.Read(t, path)
	testdir.Write(t, path, whole[:len(whole)/2])
	s.Open(path)
	text := topMessage(s)
	if !strings.Contains(text, "is damaged") || !strings.Contains(text, "Restore it?") || !strings.Contains(text, s.t("eventfile.reason.before-round", "n", "1")) {
		t.Fatalf("opening a damaged file says %q", text)
	}
	if b := defaultButton(t, s); b.Text != s.t("ui.cancel") {
		t.Errorf("the default button is %q", b.Text)
	}
	test.Tap(dangerButton(t, s))
	if s.doc == nil || len(s.doc.event.Players) != 6 || len(s.doc.event.Rounds) != 0 {
		t.Fatalf("after the restore the window shows %+v", s.doc)
	}
	if !strings.Contains(s.status.Text, "the damaged file is kept as ") {
		t.Errorf("status after the restore: %q", s.status.Text)
	}
}
