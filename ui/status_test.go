package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// The status line shows a long message whole at 1024×700: it was cut to
// about 25 characters beside the toolbar's buttons, which hid "no PDF
// viewer could be started".
func TestStatusLineShowsTheWholeMessage(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	s.win.Resize(fyne.NewSize(1024, 700))
	msg := s.t("ui.printing.not-opened", "file", "/home/arbiter/Documents/Kevät-turnaus/paritukset-3.pdf", "error", `exec: "xdg-open": executable file not found in $PATH`)
	s.setProblem(msg)
	s.win.Content().Refresh()
	if s.status.Truncation != fyne.TextTruncateOff || s.status.Wrapping != fyne.TextWrapWord {
		t.Error("the status line cuts its text")
	}
	if s.status.Importance != widget.DangerImportance {
		t.Error("a problem looks like a confirmation")
	}
	width := fyne.MeasureText(msg, s.status.Theme().Size("text"), fyne.TextStyle{}).Width
	if got := s.status.Size(); got.Width < 900 || got.Width*(got.Height/s.status.MinSize().Height) < width/2 {
		t.Errorf("the status line is %v for a text %.0f px wide", got, width)
	}
}

// Adding a player says so: the status kept "Created …" through ten
// additions.
func TestStatusLineFollowsPlayerAdditions(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	s.setStatus(s.t("ui.new.created", "file", "event.arbiter"))
	addByDialog(t, s, "Carlsen", "Magnus", "")
	if !strings.HasPrefix(s.status.Text, "Saved:") || !strings.Contains(s.status.Text, "Carlsen") {
		t.Errorf("after adding a player the status says %q", s.status.Text)
	}
}

// The window opens at the size it had when it was last closed, and at the
// default size the first time.
func TestWindowSizeIsRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	s := NewShell(a, test.NewTempWindow(t, nil))
	if got := s.win.Canvas().Size(); got != DefaultWindowSize {
		t.Errorf("first start: %v, want %v", got, DefaultWindowSize)
	}
	s.win.Resize(fyne.NewSize(1366, 740))
	s.rememberSize()
	again := NewShell(a, test.NewTempWindow(t, nil))
	if got := again.win.Canvas().Size(); got != fyne.NewSize(1366, 740) {
		t.Errorf("second start: %v, want the 1366×740 it was closed at", got)
	}
}

// A late entry rated above others gives them new pairing numbers, and the
// window says whose, from what to what: the field was renumbered without
// a word, and rounds on screen no longer matched the posted sheets.
func TestLateEntryRenumberingIsAnnounced(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	s.show(areaRounds)
	test.Tap(s.views[areaRounds].(*roundsView).pairBtn)
	addByDialog(t, s, "Late", "Lauri", "2300")
	msg := topMessage(s)
	if !strings.Contains(msg, s.t("live.renumber.title")) || !strings.Contains(msg, s.t("live.renumber.line", "name", "Player 1", "was", 1, "now", 2)) {
		t.Errorf("no word on the new numbers:\n%s", msg)
	}
	// A player rated below everyone moves nobody.
	test.Tap(defaultButton(t, s))
	addByDialog(t, s, "Last", "Liisa", "")
	if top := s.win.Canvas().Overlays().Top(); top != nil {
		t.Errorf("a message after an entry that moves nobody:\n%s", topMessage(s))
	}
}

// addByDialog adds a player through the players view's dialog, as typed.
func addByDialog(t *testing.T, s *Shell, family, given, rating string) {
	t.Helper()
	s.show(areaPlayers)
	s.views[areaPlayers].(*playersView).openDialog(tournament.Player{})
	fields := overlayParts[*field](s)
	test.Type(fields[0], family)
	test.Type(fields[1], given)
	test.Type(fields[3], rating) // family, given, number, rating
	test.Tap(defaultButton(t, s))
}

// The day a category was earned, from which the 1953 code counts its
// expiry, is kept from the players dialog; a day that is no date is
// refused in the dialog and saves nothing.
func TestCategoryEarnedIsEntered(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	v := s.views[areaPlayers].(*playersView)
	s.show(areaPlayers)
	v.openDialog(s.doc.event.Players[0])
	var earned *field
	for _, f := range overlayParts[*field](s) {
		if f.PlaceHolder == s.t("live.player.earned.hint") {
			earned = f
		}
	}
	if earned == nil {
		t.Fatal("no field for the day the category was earned")
	}
	earned.SetText("1.5.2025")
	test.Tap(defaultButton(t, s))
	if msg := topMessage(s); !strings.Contains(msg, s.t("live.player.earned.invalid", "text", "1.5.2025")) {
		t.Errorf("a day that is no date: %q", msg)
	}
	earned.SetText("2025-05-01")
	test.Tap(defaultButton(t, s))
	if got := s.doc.event.Players[0].CategoryEarned; got.Format("2006-01-02") != "2025-05-01" {
		t.Errorf("category earned %v, want 2025-05-01", got)
	}
}
