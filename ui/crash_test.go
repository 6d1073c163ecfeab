package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/internal/crash"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// A failure inside the program during an action is reported in the
// window with a crash log, the window stays, and the file is unchanged.
func TestPanicInActionIsReported(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	if s.act(func() error {
		return s.doc.st.Batch(func(tx *store.Tx) error {
			if _, err := tx.AddPlayer(tournament.Player{Name: "Carl"}); err != nil {
				return err
			}
			panic("broken on purpose")
		})
	}) {
		t.Error("the failed action reported success")
	}
	logs, _ := filepath.Glob(filepath.Join(crash.Dir(), "crash-*.log"))
	if len(logs) != 1 {
		t.Fatalf("crash logs in %s: %v", crash.Dir(), logs)
	}
	data, err := os.ReadFile(logs[0])
	if err != nil || !strings.Contains(string(data), "broken on purpose") || !strings.Contains(string(data), "crash_test.go") {
		t.Errorf("crash log %s: %v\n%s", logs[0], err, data)
	}
	if got, want := topMessage(s), s.t("app.error.crash", "log", logs[0]); !strings.Contains(got, want) {
		t.Errorf("dialog says %q, want %q", got, want)
	}
	s.reload()
	if n := len(s.doc.event.Players); n != 2 {
		t.Errorf("%d players after the failed action, want 2", n)
	}
}

// A failure inside the program while a dialog box's button answers a
// press (the folder chooser's, which once panicked while it was built)
// is reported with a crash log each time, and the window stays.
func TestPanicInADialogButtonIsReported(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	b := newButton("Choose…", func() { panic("broken on purpose") })
	s.newModal("Box", widget.NewLabel("a box"), 300, b).show()
	for n := 1; n <= 2; n++ {
		test.Tap(b)
		logs, _ := filepath.Glob(filepath.Join(crash.Dir(), "crash-*.log"))
		if len(logs) != n {
			t.Fatalf("crash logs after %d presses: %v", n, logs)
		}
		if data, err := os.ReadFile(logs[n-1]); err != nil || !strings.Contains(string(data), "broken on purpose") || !strings.Contains(string(data), "button Choose…") {
			t.Errorf("crash log %s: %v\n%s", logs[n-1], err, data)
		}
	}
	logs, _ := filepath.Glob(filepath.Join(crash.Dir(), "crash-*.log"))
	said := false
	for _, l := range logs {
		said = said || strings.Contains(topMessage(s), s.t("app.error.crash", "log", l))
	}
	if !said {
		t.Errorf("the window says %q, not the crash of %v", topMessage(s), logs)
	}
}

// A key typed in a dialog box's list is an action as a button's press is:
// a failure in it is reported with a crash log and the window stays (B
// in the team pairing editor of an even round closed the window).
func TestPanicInADialogListKeyIsReported(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	l := newDialogList(func() []string { return []string{"a line"} }, fyne.Size{})
	l.runes = func(rune) { panic("broken on purpose") }
	s.newModal("Box", l, 300).show()
	l.TypedRune('b')
	logs, _ := filepath.Glob(filepath.Join(crash.Dir(), "crash-*.log"))
	if len(logs) != 1 {
		t.Fatalf("crash logs: %v", logs)
	}
	if data, err := os.ReadFile(logs[0]); err != nil || !strings.Contains(string(data), "broken on purpose") || !strings.Contains(string(data), "key b") {
		t.Errorf("crash log %s: %v\n%s", logs[0], err, data)
	}
	if !strings.Contains(topMessage(s), s.t("app.error.crash", "log", logs[0])) {
		t.Errorf("the window says %q, not the crash", topMessage(s))
	}
}

// A name with a character outside the Basic Multilingual Plane used to
// stop the PDF library, the window with it, and left an empty file.
func TestSavePDFWithEmojiName(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna 😀", "Boris 𠜎"))
	v := s.areaView(areaPrinting).(*printingView)
	v.docs.SetSelected(s.t("ui.printing.doc.standings"))
	v.save()
	test.Tap(defaultButton(t, s))
	path := filepath.Join(s.doc.dir(), "standings.pdf")
	data, err := os.ReadFile(path)
	if err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Fatalf("%s: %v, %d bytes; dialog: %s", path, err, len(data), topMessage(s))
	}
}

// A failure inside code the toolkit calls while drawing (here a table's
// cell function, handed a cell it did not make) is reported once with a
// crash log, and the window stays and draws on.
func TestPanicWhileDrawingIsReported(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	g := newGrid([]column{{title: "Name"}}, nil)
	g.set([][]string{{"Anna"}})
	s.win.SetContent(g.table)
	for range 3 {
		g.table.UpdateCell(widget.TableCellID{}, widget.NewLabel("not a grid cell"))
	}
	logs, _ := filepath.Glob(filepath.Join(crash.Dir(), "crash-*.log"))
	if len(logs) != 1 {
		t.Fatalf("crash logs after three failed draws: %v, want one", logs)
	}
	if data, err := os.ReadFile(logs[0]); err != nil || !strings.Contains(string(data), "draw table cell") {
		t.Errorf("crash log %s: %v\n%s", logs[0], err, data)
	}
	if got, want := topMessage(s), s.t("app.error.crash", "log", logs[0]); !strings.Contains(got, want) {
		t.Errorf("dialog says %q, want %q", got, want)
	}
	g.set([][]string{{"Boris"}})
	if got := g.cell(0, 0); got != "Boris" {
		t.Errorf("after the failure the table shows %q", got)
	}
}
