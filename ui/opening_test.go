package ui

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/tournament/store"
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

// An event file copied to a memory stick (the file alone) while a window
// has the original open, and opened from there in a second window: both
// windows were titled "… — t.arbiter — Arbiter" and neither said a word,
// so results entered in one were missing from the other. The second says
// that the same event is open from the original, naming it, and its title
// names its folder, in each language.
func TestACopyOpenedBesideTheOriginalSaysSo(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	testevent.AsProgram(t, store.Window)
	original := newEventFile(t, "Anna", "Boris")
	stick := t.TempDir()
	copied := filepath.Join(stick, filepath.Base(original))
	data, err := os.ReadFile(original)
	if err != nil {
		t.Fatal(err)
	}
	testdir.Write(t, copied, string(data))
	first := openShell(t, original)
	if notice := topMessage(first); notice != "" {
		t.Errorf("the original opened alone says %q", notice)
	}
	title := first.win.Title()
	first.closeDocument()
	defer holdFile(t, original, store.Window)() // the first window, a program of its own
	second := openShell(t, copied)
	real, _ := filepath.EvalSymlinks(original)
	if notice := topMessage(second); !strings.Contains(notice, "The same event is open from another file") || !strings.Contains(notice, real) {
		t.Errorf("the copy opened beside the original's window says %q, want the original %s named", notice, real)
	}
	if title == second.win.Title() || !strings.Contains(second.win.Title(), stick) {
		t.Errorf("the windows are titled %q and %q, want the copy's folder %s in its title", title, second.win.Title(), stick)
	}
	for l, folder := range map[i18n.Lang]string{i18n.Finnish: "kansiossa", i18n.Estonian: "kaustas"} {
		second.SetLanguage(l)
		if title := second.win.Title(); !strings.Contains(title, folder+" "+stick) {
			t.Errorf("%s: the copy's window is titled %q, want %q", l, title, folder+" "+stick)
		}
		if text := i18n.For(l).T("store.open.elsewhere", "file", "t.arbiter", "other", real); !strings.Contains(text, real) || strings.Contains(text, "{") {
			t.Errorf("%s: %q", l, text)
		}
	}
}

// TestACommandBesideUnsavedSettingsChangesNothing: the arbiter types the
// Site in Event settings of a Swiss mid-round and, before Save, a command
// line changes the file (arbiter event, arbiter result): each is refused
// as the file open in the window, the file keeps what it held, the
// typing stays in the view as typed and unsaved, and Save writes it.
func TestACommandBesideUnsavedSettingsChangesNothing(t *testing.T) {
	testevent.AsProgram(t, store.Window)
	path := testevent.EventFile(t, testevent.Swiss(t, 8, 2, true))
	s := openShell(t, path)
	v := settingsIn(s, i18n.English)
	v.site.SetText("Tampere, Hervanta")
	before := testevent.Read(t, path)
	for _, command := range []string{"event", "result"} {
		store.Program = command
		st, err := store.Open(path)
		store.Program = store.Window
		if err == nil {
			st.Close()
			t.Fatalf("arbiter %s opened the file the window holds", command)
		}
		if !store.HeldByWindow(err) {
			t.Errorf("arbiter %s beside the window: %v, want the file open in the window", command, err)
		}
	}
	if after := testevent.Read(t, path); !reflect.DeepEqual(after, before) {
		t.Errorf("the file changed beside the window's unsaved settings")
	}
	if v.site.Text != "Tampere, Hervanta" || !v.unsaved() {
		t.Errorf("after the commands the settings' Site is %q, unsaved %v", v.site.Text, v.unsaved())
	}
	saveSettings(t, v, "the settings typed beside the commands")
	if got := testevent.Read(t, path).Settings.Site; got != "Tampere, Hervanta" {
		t.Errorf("saved, the file's Site is %q", got)
	}
}

// A TRF report renamed .arbiter (or chosen in the file dialog for the
// event), a PDF and an empty file were all refused as "not an Arbiter
// tournament file (it is not an SQLite database)", which says nothing of
// what to do. The report is named for what it is, with the way to make
// an event of it; any other file is told to open the event's own file,
// a list being read by Import…; in each language.
func TestOpeningAFileNotAnEventSaysWhatToDo(t *testing.T) {
	dir := t.TempDir()
	report := filepath.Join(dir, "open.arbiter")
	testdir.Write(t, report, "012 Spring Open\n001    1      Aho, Ari                          2100 FIN\n")
	other := filepath.Join(dir, "standings.arbiter")
	testdir.Write(t, other, "%PDF-1.3\n%\xe2\xe3\xcf\xd3\n")
	empty := filepath.Join(dir, "empty.arbiter")
	testdir.Write(t, empty, "")
	s := openShell(t, "")
	want := map[i18n.Lang][2]string{
		i18n.English:  {"is a FIDE TRF report, not an Arbiter tournament file", "Open the event's own .arbiter file"},
		i18n.Finnish:  {"on FIDE:n TRF-raportti eikä Arbiter-turnaustiedosto", "Avaa turnauksen oma .arbiter-tiedosto"},
		i18n.Estonian: {"on FIDE TRF-aruanne, mitte Arbiteri turniirifail", "Ava turniiri enda .arbiter-fail"},
	}
	for _, l := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(l)
		for _, c := range []struct {
			path, says string
		}{{report, want[l][0]}, {other, want[l][1]}, {empty, want[l][1]}} {
			s.Open(c.path)
			text := topMessage(s)
			if s.doc != nil || !strings.Contains(text, c.says) || !strings.Contains(text, s.t("ui.players.import")) ||
				!strings.Contains(text, s.t("ui.file.new")) || !strings.Contains(text, c.path) {
				t.Errorf("%s: opening %s says %q, want %q with %q and %q", l, filepath.Base(c.path), text, c.says,
					s.t("ui.file.new"), s.t("ui.players.import"))
			}
			pressKey(s, fyne.KeyEscape)
		}
	}
}
