package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/tournament"
)

// pressShortcut delivers a shortcut as the driver does: to the focused
// widget when it takes shortcuts, else to the window's handler for it
// (the test canvas has no way to type one; the handlers are those
// addShortcuts gave the canvas).
func pressShortcut(s *Shell, sc fyne.Shortcut) {
	if f, ok := s.win.Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(sc)
		return
	}
	if run := s.shortcuts[sc.ShortcutName()]; run != nil {
		run()
	}
}

func ctrl(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

// The window's keys work where the arbiter is, in the result box: Ctrl+Z
// and Ctrl+Y undo and redo the last result, Ctrl+P prints the round's
// pairings, Ctrl+3 shows the standings. A text field passes the window's
// own keys on, and keeps Ctrl+Z for its typing.
func TestShortcutsWorkWhileTypingResults(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // where documents wait for the printer
	s, v := roundOfTwelve(t)
	var printed []string
	s.printFile = func(path string, _ printTarget) error { printed = append(printed, path); return nil }
	typeKeys(s, "1")
	if s.win.Canvas().Focused() != v.keys {
		t.Fatalf("the keyboard is in %T", s.win.Canvas().Focused())
	}
	pressShortcut(s, &fyne.ShortcutUndo{})
	if got := s.doc.event.Rounds[0].Pairings[0].Result; got != tournament.NoResult {
		t.Errorf("Ctrl+Z in the result box: board 1 is %v", got)
	}
	pressShortcut(s, &fyne.ShortcutRedo{})
	if got := s.doc.event.Rounds[0].Pairings[0].Result; got != tournament.WhiteWins {
		t.Errorf("Ctrl+Y in the result box: board 1 is %v", got)
	}
	pressShortcut(s, ctrl(fyne.KeyP))
	pressKey(s, fyne.KeyReturn) // Enter in the print dialog prints
	if len(printed) != 1 || filepath.Base(printed[0]) != "pairings-1.pdf" {
		t.Fatalf("Ctrl+P in the rounds view printed %v, want pairings-1.pdf", printed)
	}
	if data, err := os.ReadFile(printed[0]); err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Errorf("what went to the printer: %v, not a PDF", err)
	}
	if want := s.t("printdialog.sent", "file", "pairings-1.pdf", "printer", "desk", "copies", 1); s.status.Text != want {
		t.Errorf("status %q, want %q", s.status.Text, want)
	}

	// In the board field: Ctrl+3 is the window's, Ctrl+Z the field's.
	s.win.Canvas().Focus(v.boardNo)
	test.Type(v.boardNo, "12")
	pressShortcut(s, &fyne.ShortcutUndo{})
	if v.boardNo.Text != "" || s.doc.event.Rounds[0].Pairings[0].Result != tournament.WhiteWins {
		t.Errorf("Ctrl+Z in the board field: field %q, board 1 %v; want the typing undone, the result kept",
			v.boardNo.Text, s.doc.event.Rounds[0].Pairings[0].Result)
	}
	pressShortcut(s, ctrl(fyne.Key3))
	if s.area != areaStandings {
		t.Errorf("Ctrl+3 from the board field shows area %d, want the standings", s.area)
	}
	pressShortcut(s, ctrl(fyne.Key2))
	if s.area != areaRounds || s.win.Canvas().Focused() != v.keys {
		t.Errorf("Ctrl+2: area %d, keyboard in %T", s.area, s.win.Canvas().Focused())
	}
}

// With no printer the PDF is not lost: the arbiter is told why, in the
// error colour, and asked where to save it.
func TestPrintWithoutPrinterSavesThePDF(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s, _ := roundOfTwelve(t)
	s.printFile = func(string, printTarget) error { return errors.New("lp: Error - no default destination available.") }
	test.Tap(s.printBtn)
	test.Tap(defaultButton(t, s)) // the print dialog's Print
	if s.status.Importance != widget.DangerImportance || !strings.Contains(s.status.Text, "no default destination") {
		t.Errorf("status %q (importance %v)", s.status.Text, s.status.Importance)
	}
	data, err := os.ReadFile(saveProposed(t, s, "pairings-1.pdf"))
	if err != nil || !strings.HasPrefix(string(data), "%PDF-") {
		t.Errorf("the PDF was not saved: %v", err)
	}
	if !strings.Contains(s.status.Text, "pairings-1.pdf") || s.status.Importance != widget.DangerImportance {
		t.Errorf("after saving: %q", s.status.Text)
	}
}

// A view with nothing to print has Print off; the Printing view prints
// the document chosen there.
func TestPrintFollowsTheView(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s, _ := roundOfTwelve(t)
	var printed []string
	s.printFile = func(path string, _ printTarget) error { printed = append(printed, filepath.Base(path)); return nil }
	s.show(areaSettings)
	if !s.printBtn.Disabled() {
		t.Error("Print is on in the settings view")
	}
	s.show(areaPrinting)
	v := s.views[areaPrinting].(*printingView)
	v.docs.SetSelected(s.t("ui.printing.doc.slips"))
	pressShortcut(s, ctrl(fyne.KeyP))
	test.Tap(defaultButton(t, s))
	if len(printed) != 1 || printed[0] != "slips-1.pdf" {
		t.Errorf("Ctrl+P in the printing view printed %v, want slips-1.pdf", printed)
	}
}

// Printing makes the PDF off the window's goroutine: the status says it
// is being made, and the sheets go to the printer when it is.
func TestPrintingRunsInTheBackground(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s, _ := roundOfTwelve(t)
	var printed []string
	s.printFile = func(path string, _ printTarget) error { printed = append(printed, path); return nil }
	var queued []func()
	s.background = func(f func()) { queued = append(queued, f) }
	pressShortcut(s, ctrl(fyne.KeyP))
	for _, f := range queued { // the dialog's page count and printer list
		f()
	}
	queued = queued[:0]
	test.Tap(defaultButton(t, s))
	if len(queued) != 1 || len(printed) != 0 || s.status.Text != s.t("live.print.making") {
		t.Fatalf("before the PDF is made: %d queued, %d printed, status %q", len(queued), len(printed), s.status.Text)
	}
	queued[0]()
	if len(printed) != 1 || s.status.Text != s.t("printdialog.sent", "file", "pairings-1.pdf", "printer", "desk", "copies", 1) {
		t.Errorf("after: printed %v, status %q", printed, s.status.Text)
	}
}

// Ctrl+R pairs the next round from any view, after a question: Cancel
// pairs nothing, the question's button pairs and shows the round. With
// every round paired it says so.
func TestCtrlRPairsTheNextRound(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 1))
	s.show(areaStandings)
	pressShortcut(s, ctrl(fyne.KeyR))
	if s.area != areaRounds {
		t.Errorf("Ctrl+R shows area %d, want the rounds", s.area)
	}
	if len(s.doc.event.Rounds) != 0 {
		t.Fatal("Ctrl+R paired before the question was answered")
	}
	test.Tap(findButton(t, s, s.t("ui.cancel")))
	if len(s.doc.event.Rounds) != 0 || s.win.Canvas().Overlays().Top() != nil {
		t.Fatal("Cancel paired the round, or left the question open")
	}
	pressShortcut(s, ctrl(fyne.KeyR))
	test.Tap(findButton(t, s, s.t("ui.rounds.pair", "n", 1)))
	if len(s.doc.event.Rounds) != 1 {
		t.Fatalf("%d rounds paired after the question's button, want 1", len(s.doc.event.Rounds))
	}
	pressShortcut(s, ctrl(fyne.KeyR))
	if top := s.win.Canvas().Overlays().Top(); top != nil || !strings.Contains(s.status.Text, s.t("ui.rounds.pair.none")) {
		t.Errorf("Ctrl+R with every round paired: a dialog %v, status %q", top != nil, s.status.Text)
	}
}

// The window's keys change what is under a dialog box (the view, the
// event), so while one is open they are refused, whether the keyboard is
// on the box's buttons or in one of its fields: the view, the results,
// the rounds and the boxes open stay as they were, and the status line
// says why. Ctrl+Z and Ctrl+Y in a field with no typing to undo or redo
// are the window's, and wait as well.
func TestWindowKeysWaitUnderADialog(t *testing.T) {
	alt := func(k fyne.KeyName) fyne.Shortcut {
		return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt}
	}
	keys := []struct {
		name string
		sc   fyne.Shortcut
	}{
		{"Ctrl+1", ctrl(fyne.Key1)},
		{"Ctrl+9", ctrl(fyne.Key9)},
		{"Ctrl+0", ctrl(fyne.Key0)},
		{"Ctrl+N", ctrl(fyne.KeyN)},
		{"Ctrl+O", ctrl(fyne.KeyO)},
		{"Ctrl+P", ctrl(fyne.KeyP)},
		{"Ctrl+R", ctrl(fyne.KeyR)},
		{"Ctrl+Z", &fyne.ShortcutUndo{}},
		{"Ctrl+Y", &fyne.ShortcutRedo{}},
		{"Alt+Up", alt(fyne.KeyUp)},
		{"Alt+Down", alt(fyne.KeyDown)},
	}
	for _, k := range keys {
		for _, inField := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/in-field=%v", k.name, inField), func(t *testing.T) {
				t.Setenv("XDG_CACHE_HOME", t.TempDir())
				s, v := roundOfTwelve(t)
				typeKeys(s, "1")
				s.win.Canvas().Focus(v.keys)
				pressShortcut(s, ctrl(fyne.KeyP)) // the print dialog
				c := s.win.Canvas()
				if len(openModals[c]) != 1 {
					t.Fatalf("%d dialogs open, want the print dialog", len(openModals[c]))
				}
				if inField {
					fields := overlayParts[*field](s)
					if len(fields) == 0 {
						t.Fatal("the print dialog has no field")
					}
					c.Focus(fields[0])
				} else {
					c.Unfocus()
				}
				before := results(s, 1)
				rounds := len(s.doc.event.Rounds)
				pressShortcut(s, k.sc)
				if s.area != areaRounds {
					t.Errorf("the view under the dialog is area %d, want the rounds", s.area)
				}
				if got := results(s, 1); !slices.Equal(got, before) || len(s.doc.event.Rounds) != rounds {
					t.Errorf("the event changed under the dialog: %d rounds, results %v, were %v", len(s.doc.event.Rounds), got, before)
				}
				if n := len(openModals[c]); n != 1 {
					t.Errorf("%d dialogs open, want the print dialog alone", n)
				}
				if want := s.t("ui.keys.underdialog"); s.status.Text != want || s.status.Importance != widget.DangerImportance {
					t.Errorf("status %q (%v), want %q", s.status.Text, s.status.Importance, want)
				}
				for len(openModals[c]) > 0 {
					openModals[c][len(openModals[c])-1].hide()
				}
				pressShortcut(s, ctrl(fyne.Key3))
				if s.area != areaStandings {
					t.Errorf("with the dialog closed Ctrl+3 shows area %d, want the standings", s.area)
				}
			})
		}
	}
}

// Every view has a key, the history and the publishing too: Ctrl+1 …
// Ctrl+0 as before, then Ctrl+Shift+1 and Ctrl+Shift+2. Each works from
// the result box and from a text field, which passes it on, and the
// keys are listed under the navigation in the window's language.
func TestEveryViewHasAKey(t *testing.T) {
	shift := func(k fyne.KeyName) fyne.Shortcut {
		return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
	}
	keys := [areaCount]struct {
		sc     fyne.Shortcut
		en, fi string // the key as the navigation names it
	}{
		areaPlayers: {ctrl(fyne.Key1), "Ctrl+1", "Ctrl+1"}, areaRounds: {ctrl(fyne.Key2), "Ctrl+2", "Ctrl+2"},
		areaStandings: {ctrl(fyne.Key3), "Ctrl+3", "Ctrl+3"}, areaCrosstable: {ctrl(fyne.Key4), "Ctrl+4", "Ctrl+4"},
		areaNorms: {ctrl(fyne.Key5), "Ctrl+5", "Ctrl+5"}, areaRatings: {ctrl(fyne.Key6), "Ctrl+6", "Ctrl+6"},
		areaDesk: {ctrl(fyne.Key7), "Ctrl+7", "Ctrl+7"}, areaPrinting: {ctrl(fyne.Key8), "Ctrl+8", "Ctrl+8"},
		areaSettings: {ctrl(fyne.Key9), "Ctrl+9", "Ctrl+9"}, areaFile: {ctrl(fyne.Key0), "Ctrl+0", "Ctrl+0"},
		areaAudit: {shift(fyne.Key1), "Ctrl+Shift+1", "Ctrl+Vaihto+1"}, areaVenue: {shift(fyne.Key2), "Ctrl+Shift+2", "Ctrl+Vaihto+2"},
	}
	s, v := roundOfTwelve(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	filter := s.views[areaPlayers].(*playersView).filter
	for a, k := range keys {
		for _, from := range []string{"result box", "text field"} {
			s.show(areaRounds)
			if from == "text field" {
				s.show(areaPlayers)
				s.win.Canvas().Focus(filter)
			} else {
				s.win.Canvas().Focus(v.keys)
			}
			pressShortcut(s, k.sc)
			if s.area != area(a) {
				t.Errorf("%s from the %s shows %s, want %s", k.en, from, s.t(areaInfo[s.area].key), s.t(areaInfo[a].key))
			}
		}
	}
	for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(lang)
		s.show(areaPlayers)
		var listed string
		for _, o := range drawnObjects(s.win.Content()) {
			if r, ok := o.(*widget.RichText); ok {
				for _, seg := range r.Segments {
					if t, ok := seg.(*widget.TextSegment); ok && t.Style.SizeName == theme.SizeNameCaptionText {
						listed += t.Text + "\n"
					}
				}
			}
		}
		name := func(a area) string { return s.t(areaInfo[a].key) }
		key := func(a area) string {
			if lang == i18n.Finnish {
				return keys[a].fi
			}
			return keys[a].en
		}
		for _, want := range []string{key(areaPlayers) + " … " + key(areaFile) + ":",
			key(areaAudit) + ": " + name(areaAudit), key(areaVenue) + ": " + name(areaVenue)} {
			if !strings.Contains(listed, want) {
				t.Errorf("%s: the keys listed in the window are %q, without %q", lang, listed, want)
			}
		}
		if w, room := s.win.Content().MinSize().Width, s.contentSize(smallest).Width; w > room {
			t.Errorf("%s: with the keys the window's content needs %.0f pixels, more than its %.0f at 1024", lang, w, room)
		}
	}
}
