package ui

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"arbiter/tournament/store"
	"arbiter/ui/keyhold"
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
	s, v := roundOfTwelve(t)
	var printed []string
	recordPrints(t, s, &printed)
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
	checkPDF(t, "what went to the printer", printed[0])
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
	checkPDF(t, "the PDF saved", saveProposed(t, s, "pairings-1.pdf"))
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
	v := shownView[*printingView](s, areaPrinting)
	v.docs.SetSelected(s.t("ui.printing.doc.slips"))
	pressShortcut(s, ctrl(fyne.KeyP))
	test.Tap(defaultButton(t, s))
	if len(printed) != 1 || printed[0] != "slips-1.pdf" {
		t.Errorf("Ctrl+P in the printing view printed %v, want slips-1.pdf", printed)
	}
}

// The Players view prints the players' list: Print is on there, Ctrl+P
// prints the list, and the view's Save PDF saves it.
func TestPlayersViewPrintsThePlayerList(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s := openShell(t, newSwissFile(t, 24, 5))
	var printed []string
	s.printFile = func(path string, _ printTarget) error { printed = append(printed, filepath.Base(path)); return nil }
	s.show(areaPlayers)
	if s.printBtn.Disabled() {
		t.Fatal("Print is off in the players view")
	}
	pressShortcut(s, ctrl(fyne.KeyP))
	test.Tap(defaultButton(t, s))
	if len(printed) != 1 || printed[0] != "players.pdf" {
		t.Errorf("Ctrl+P in the players view printed %v, want players.pdf", printed)
	}
	test.Tap(findViewButton(t, s, s.t("ui.print-view")))
	checkPDF(t, "Save PDF in the players view", saveProposed(t, s, "players.pdf"))
}

// Printing makes the PDF off the window's goroutine: the status says it
// is being made, and the sheets go to the printer when it is.
func TestPrintingRunsInTheBackground(t *testing.T) {
	s, _ := roundOfTwelve(t)
	var printed []string
	recordPrints(t, s, &printed)
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

// A round robin with no player yet has no round to pair, not every round
// paired: its pair button read "All 0 rounds paired", Ctrl+R "Every round
// is paired: there is no round to pair" and the check-in's button "no
// round left", beside the view's "Add the players, then pair round 1".
func TestCtrlROfARoundRobinWithNoPlayerSaysPlayersAreNeeded(t *testing.T) {
	s := openShell(t, newEventFile(t))
	pressShortcut(s, ctrl(fyne.KeyR))
	v := shownView[*roundsView](s, areaRounds)
	if top := s.win.Canvas().Overlays().Top(); top != nil || s.status.Text != s.cat.Sentence(engine.NewMessage("event.err.pair.few")) {
		t.Errorf("Ctrl+R with no player: a dialog %v, status %q", top != nil, s.status.Text)
	}
	if want := s.t("ui.rounds.pair", "n", 1); v.pairBtn.Text != want || !v.pairBtn.Disabled() {
		t.Errorf("the pair button reads %q (disabled %v), want %q disabled", v.pairBtn.Text, v.pairBtn.Disabled(), want)
	}
	if want := s.t("checkinui.open", "round", 1); v.checkIn.Text != want || !v.checkIn.Disabled() {
		t.Errorf("the check-in's button reads %q (disabled %v), want %q disabled", v.checkIn.Text, v.checkIn.Disabled(), want)
	}
	// A team round robin with no team, likewise.
	s = openShell(t, newTeamFile(t, 0, 0, 2))
	pressShortcut(s, ctrl(fyne.KeyR))
	m := shownView[*matchesView](s, areaRounds)
	if want := s.cat.Sentence(engine.NewMessage("teams.err.pair.few")); s.status.Text != want || !m.pairBtn.Disabled() || m.pairBtn.Text != s.t("ui.rounds.pair", "n", 1) {
		t.Errorf("Ctrl+R with no team: status %q, button %q (disabled %v), want %q", s.status.Text, m.pairBtn.Text, m.pairBtn.Disabled(), want)
	}
}

// A Swiss of no player or one: Ctrl+R asked "Pair round 1?" and only
// after the arbiter's yes said that two players are needed. It says so at
// once, as a round robin's does, and asks nothing.
func TestCtrlROfASwissOfOnePlayerRefusesBeforeTheQuestion(t *testing.T) {
	for _, n := range []int{0, 1} {
		s := openShell(t, newSwissFile(t, n, 5))
		pressShortcut(s, ctrl(fyne.KeyR))
		if top := s.win.Canvas().Overlays().Top(); top != nil || s.status.Text != s.cat.Sentence(engine.NewMessage("event.err.pair.few")) {
			t.Errorf("Ctrl+R with %d players: a dialog saying %q, status %q", n, topMessage(s), s.status.Text)
		}
		if len(s.doc.event.Rounds) != 0 {
			t.Errorf("Ctrl+R with %d players paired %d rounds", n, len(s.doc.event.Rounds))
		}
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
		// One event a key, both places of the keyboard on it in turn: the
		// first leaves the dialog closed and the standings shown.
		t.Run(k.name, func(t *testing.T) {
			t.Setenv("XDG_CACHE_HOME", t.TempDir())
			s, _ := roundOfTwelve(t)
			for _, inField := range []bool{false, true} {
				t.Run(fmt.Sprintf("in-field=%v", inField), func(t *testing.T) {
					v := shownView[*roundsView](s, areaRounds)
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
		})
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
	filter := s.areaView(areaPlayers).(*playersView).filter
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
	inEachLanguage(s, func(lang i18n.Lang) {
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
		testtext.SaysEach(t, string(lang)+": the keys listed in the window", listed, key(areaPlayers)+" … "+key(areaFile)+":",
			key(areaAudit)+": "+name(areaAudit), key(areaVenue)+": "+name(areaVenue))
		if w, room := s.win.Content().MinSize().Width, s.contentSize(smallest).Width; w > room {
			t.Errorf("%s: with the keys the window's content needs %.0f pixels, more than its %.0f at 1024", lang, w, room)
		}
	})
}

// Each view's key shows its view with the keyboard on any drop-down of
// the Settings view, in every language the window offers, at 1024×700.
// In an Estonian team Swiss, the keyboard left on the forbidden pair's
// first drop-down at the foot of the view, one Ctrl+2 in the real window
// left the view as it was, nothing said, and the second worked.
func TestViewKeysFromTheSettingsDropDowns(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 0))
	s.win.Resize(smallest)
	c := s.win.Canvas()
	for _, lang := range i18n.All {
		s.SetLanguage(lang)
		s.show(areaSettings)
		v := shownView[*settingsView](s, areaSettings)
		var pickers []*picker
		for _, o := range drawnObjects(v.object()) {
			if p, ok := o.(*picker); ok && p.Visible() && !p.Disabled() {
				pickers = append(pickers, p)
			}
		}
		if !slices.Contains(pickers, v.team.pickA) || !slices.Contains(pickers, v.team.pickB) {
			t.Fatalf("%s: the %d drop-downs of the Settings view found are not the forbidden pair's", lang, len(pickers))
		}
		for i, p := range pickers {
			for a := range areaCount {
				s.show(areaSettings)
				if c.Focus(p); c.Focused() != p {
					t.Fatalf("%s: drop-down %d does not take the keyboard", lang, i+1)
				}
				pressShortcut(s, viewKeys[a].shortcut())
				if s.area != a {
					t.Errorf("%s: %s on drop-down %d (%q) shows %s", lang, s.shortcutText(viewKeys[a].shortcut()), i+1, p.Selected, s.t(areaInfo[s.area].key))
				}
			}
		}
	}
}

// The keys-only runs: a whole event made and played from the real window
// at 1024×700 with the keyboard alone, as an arbiter without a mouse does
// it. The only pointer is none: xdotool types keys and sizes the window.
// After each round every table of the event is read off the screen and
// compared with the file (drawnWhole). English plays the whole event;
// Finnish and Estonian play its first rounds (keysRounds), which walk
// every step the later rounds repeat, to keep make test's time.
//
// ARBITER_E2E_SHOTS=folder keeps a screenshot of each step there.

// keysRounds is how many rounds each language plays: all in English, the
// first two (the Swiss) or one (the team round robin) in the others.
func keysRounds(lang string, all, short int) int {
	if lang == "en" {
		return all
	}
	return short
}

// startKeys builds the app and starts it on its start page in lang, with
// a home of its own, the window at 1024×700 and the keyboard in it; its
// walks keep their pictures each in a folder of its own (shotsIn).
func startKeys(t *testing.T, lang string) *window {
	t.Helper()
	dir, bin := buildApp(t)
	home := appHome(t, dir, "home-"+lang)
	w, img, _ := opened(t, bin, home, lang, "")
	w.sizeTo(img, image.Pt(1024, 700))
	return w
}

// newEventByKeys fills the new-event dialog, which Ctrl+N opens with the
// keyboard in the event's name, field by field with Tab: the system is
// chosen by typing its name into the closed drop-down, as the window
// shows it in lang. A team event's rounds field is closed (the table
// decides), so Tab goes from the system to the boards a match. Enter
// creates the event in the folder proposed, the app's home.
func (w *window) newEventByKeys(lang, name string, system tournament.System, rounds, boards int) {
	w.t.Helper()
	w.changed("ctrl+n")
	w.typeText(name)
	for _, f := range []string{"2026-03-07", "2026-03-08", "Tampere", "Arbiter Test"} {
		w.tab(1)
		w.typeText(f)
	}
	// The first word of the system's name, which finds it first in every
	// language, typed without its accents, which the drop-down's search
	// sets aside: xdotool types a letter missing from the keyboard's map
	// by remapping a key, and on a loaded machine a long name typed took
	// longer than the pause that ends a search; the rest of it started
	// another, whose space opened the list.
	w.tab(1)
	w.typeText(input.Fold(i18n.For(i18n.Lang(lang)).T(system.NameKey()))[0])
	w.tab(1)
	// A team event proposes its boards: Tab selects them, so that the
	// number typed replaces them.
	if rounds > 0 {
		w.typeText(strconv.Itoa(rounds))
	}
	if boards > 0 {
		if rounds > 0 {
			w.tab(1)
		}
		w.typeText(strconv.Itoa(boards))
	}
	w.shot("new-event")
	w.keys("Return")
	// The file name proposed: the event's name in lower case, a hyphen
	// for each space.
	w.file = filepath.Join(w.home, strings.ReplaceAll(strings.ToLower(name), " ", "-")+".arbiter")
	w.await("the new event", func(ev *tournament.Event) error {
		if st := ev.Settings; st.Name != name || st.System != system || rounds > 0 && st.Rounds != rounds || st.Site != "Tampere" {
			return fmt.Errorf("settings %+v", st)
		}
		if boards > 0 && ev.TeamOptions.Boards != boards {
			return fmt.Errorf("%d boards, want %d", ev.TeamOptions.Boards, boards)
		}
		return nil
	})
}

// TestEndToEndKeysOnly walks, in each language, a Swiss (keysOnlySwiss)
// and then a team round robin (keysOnlyTeamRoundRobin) from the window
// by the keyboard alone, one after the other in one app started on its
// start page (inTurn), each as a subtest named as the test it was
// ("KeysOnlySwiss"): the team event is made by Ctrl+N from the Swiss's
// window as from the start page. Each walk had an app of its own: six
// starts of about 3.8 s of CPU, now three. ARBITER_E2E_SHOTS=folder
// keeps the pictures.
func TestEndToEndKeysOnly(t *testing.T) {
	eachLang(t, []string{"en", "fi", "et"}, func(t *testing.T, lang string) {
		w := startKeys(t, lang)
		walks := []func(*window, string){keysOnlySwiss, keysOnlyTeamRoundRobin}
		inTurn(t, w, []string{"KeysOnlySwiss", "KeysOnlyTeamRoundRobin"}, func(i int) {
			w.shots, w.n = shotsIn(w.t, w.t.Name()), 0
			walks[i](w, lang)
		})
	})
}

// keysOnlySwiss runs a 12-player, five-round Swiss from the window by
// the keyboard alone, in lang (TestEndToEndKeysOnly): Ctrl+N and the new-event form, two
// players typed in the Add player dialog (reached with Tab, opened with
// Space), ten imported from a CSV list whose path is typed into the
// chooser, each round paired with Ctrl+R and Enter, and its results typed
// one key a board from the board the pairing leaves the keyboard on.
// After each round the rounds, standings, crosstable and players tables
// are compared with the file.
func keysOnlySwiss(w *window, lang string) {
	w.shot("start")
	w.newEventByKeys(lang, "Keys "+lang, tournament.SwissDutch, 5, 0)
	w.shot("players")

	// The players view with no player: Tab from the list reaches Add
	// player, whose dialog opens in the family name; Enter saves and
	// keeps it open, Escape closes it.
	w.keys("ctrl+2", "ctrl+1")
	w.tab(1)
	w.changed("space")
	typedIn := []entrant{{"Virtanen", "Anna", 2210, "FIN"}, {"Tamm", "Mati", 2105, "EST"}}
	w.typePlayers(typedIn)
	var listed []entrant
	csv := "Family name,Given names,Rating,Federation\n"
	for i, f := range []string{"Korhonen", "Saar", "Mägi", "Nieminen", "Hämäläinen", "Kask", "Rebane", "Heikkinen", "Järvinen", "Lepp"} {
		p := entrant{f, []string{"Aino", "Jüri", "Pekka", "Kadri", "Tõnu"}[i%5], 2290 - 23*i, []string{"EST", "FIN"}[i%2]}
		listed = append(listed, p)
		csv += fmt.Sprintf("%s,%s,%d,%s\n", p.family, p.given, p.rating, p.fed)
	}
	list := filepath.Join(w.home, "players.csv")
	if err := os.WriteFile(list, []byte(csv), 0o644); err != nil {
		w.t.Fatal(err)
	}
	// Two players: Shift+Tab from the list reaches Save PDF and Import.
	w.keys("ctrl+2", "ctrl+1")
	w.tab(-2)
	w.changed("space")
	w.typeText(list)
	w.shot("import")
	w.keys("Return")
	all := append(typedIn, listed...)
	w.await("the imported players", func(ev *tournament.Event) error { return havePlayers(ev, all) })
	w.closeRatingColumnNote(lang, "Rating")

	want := map[[2]int]tournament.Result{}
	w.changed("ctrl+2")
	for r := 1; r <= keysRounds(lang, 5, 2); r++ {
		ev := w.pairByKeys(r, func(ev *tournament.Event) int { return len(ev.Rounds) })
		w.shot(fmt.Sprintf("round-%d", r))
		ev = w.typeRoundResults(ev, r, func(board int) int { return board + r }, want)
		w.drawnWhole(fmt.Sprintf("round %d", r), "", len(ev.Rounds[r-1].Pairings))
		n := len(ev.Players)
		w.drawnWhole("standings", "ctrl+3", n)
		w.drawnWhole("crosstable", "ctrl+4", n)
		w.drawnWhole("players", "ctrl+1", n)
		w.changed("ctrl+2")
	}
}

// typePlayers types players into a Swiss's Add player dialog, open with
// the keyboard in the family name: Enter saves each and leaves the dialog
// open for the next; once the file holds them, Escape closes it. The
// starting number's field is shut (a Swiss numbers by the ratings), so
// Tab goes from the given names past the title and the sex to the rating.
func (w *window) typePlayers(players []entrant) {
	w.t.Helper()
	for _, p := range players {
		w.typeText(p.family)
		w.tab(1)
		w.typeText(p.given)
		w.tab(3) // title, sex, rating
		w.typeText(strconv.Itoa(p.rating))
		w.tab(1)
		w.typeText(p.fed)
		w.keys("Return")
	}
	w.await("the typed players", func(ev *tournament.Event) error { return havePlayers(ev, players) })
	w.keys("Escape")
}

// pairByKeys pairs round r with Ctrl+R and Enter on the question it
// asks, and waits for the file to hold it (paired counts the rounds).
func (w *window) pairByKeys(r int, paired func(*tournament.Event) int) *tournament.Event {
	w.t.Helper()
	w.changed("ctrl+r")
	w.shot(fmt.Sprintf("pair-%d", r))
	w.keys("Return")
	ev := w.awaitPaired(r, paired)
	w.settle()
	return ev
}

// awaitPaired waits for the file to hold r rounds as paired counts them.
func (w *window) awaitPaired(r int, paired func(*tournament.Event) int) *tournament.Event {
	w.t.Helper()
	return w.await(fmt.Sprintf("round %d paired", r), func(ev *tournament.Event) error {
		if n := paired(ev); n != r {
			return fmt.Errorf("%d rounds paired, want %d", n, r)
		}
		return nil
	})
}

// awaitRounds is awaitPaired counting the event's rounds.
func (w *window) awaitRounds(r int) *tournament.Event {
	w.t.Helper()
	return w.awaitPaired(r, func(ev *tournament.Event) int { return len(ev.Rounds) })
}

// keysOnlyTeamRoundRobin runs a round robin of four teams of four, three
// rounds, by the keyboard alone, in lang (TestEndToEndKeysOnly): the new-event form with the
// team round robin typed into its system, Add team (Tab from the teams
// table, Space) with Enter after each name, each team's players added
// with Insert from the teams table (Page Down the next team), the seats
// drawn from the question Ctrl+R asks, each round paired with Ctrl+R and
// its results typed one key a board, the keyboard going on from the last
// board of a match to the next match. After each round the matches and
// their boards, the standings and the crosstable are compared with the
// file.
func keysOnlyTeamRoundRobin(w *window, lang string) {
	w.newEventByKeys(lang, "Keys teams "+lang, tournament.TeamRoundRobin, 0, 4)
	w.shot("teams")
	teams := []string{"Tampere Knights", "Tallinn Rooks", "Oulu Bishops", "Tartu Pawns"}
	w.keys("ctrl+2", "ctrl+1")
	w.tab(1)
	w.changed("space")
	for _, name := range teams {
		w.typeText(name)
		w.keys("Return")
	}
	w.await("the teams", func(ev *tournament.Event) error {
		if got := teamNames(ev); !slices.Equal(got, teams) {
			return fmt.Errorf("teams %q, want %q", got, teams)
		}
		return nil
	})
	w.keys("Escape")
	for i := range teams {
		w.keys("ctrl+2", "ctrl+1") // the teams table, on the team chosen
		if i > 0 {
			w.keys("Next")
		}
		w.changed("Insert")
		for b := 1; b <= 4; b++ {
			w.typeText(fmt.Sprintf("Player%d", 4*i+b))
			w.tab(1)
			w.typeText(teams[i][:4])
			w.tab(1)
			w.typeText(strconv.Itoa(2400 - 10*(4*i+b)))
			w.keys("Return")
		}
		w.await(teams[i]+"'s players", func(ev *tournament.Event) error {
			for _, tm := range ev.Teams {
				if tm.Name == teams[i] && len(tm.Players) == 4 {
					return nil
				}
			}
			return fmt.Errorf("%s has not 4 players: %+v", teams[i], ev.Teams)
		})
		w.keys("Escape")
	}
	w.shot("rosters")

	// Ctrl+R before the seats are drawn says so at once and offers
	// the teams view, where Draw seats has the keyboard.
	w.changed("ctrl+2")
	w.changed("ctrl+r")
	w.shot("seats-first")
	w.changed("Return") // go to the teams
	w.changed("space")  // draw seats
	w.keys("Return")
	w.await("the seats", func(ev *tournament.Event) error {
		for _, tm := range ev.Teams {
			if tm.Seat == 0 {
				return fmt.Errorf("%s has no seat", tm.Name)
			}
		}
		return nil
	})
	w.changed("ctrl+2")
	want := map[[3]int]tournament.Result{}
	for r := 1; r <= keysRounds(lang, 3, 1); r++ {
		ev := w.pairByKeys(r, func(ev *tournament.Event) int { return ev.PairedRounds() })
		w.shot(fmt.Sprintf("round-%d", r))
		matches := 0
		for _, m := range ev.Matches {
			if m.Round != r || m.IsBye() {
				continue
			}
			matches++
			for b := 1; b <= len(ev.MatchGames(m)); b++ {
				key := walkKeys[(m.Number+b+r)%len(walkKeys)]
				want[[3]int{r, m.Number, b}] = walkKeyResult[key]
				w.typeText(key)
			}
		}
		w.await(fmt.Sprintf("the results of round %d", r), func(ev *tournament.Event) error { return haveBoards(ev, want) })
		w.drawnWhole(fmt.Sprintf("round %d", r), "", matches, 4)
		w.drawnWhole("standings", "ctrl+3", len(teams))
		w.drawnWhole("crosstable", "ctrl+4", len(teams))
		w.changed("ctrl+2")
	}
}

// teamNames are the event's teams' names in their order.
func teamNames(ev *tournament.Event) []string {
	var names []string
	for _, tm := range ev.Teams {
		names = append(names, tm.Name)
	}
	return names
}

// haveBoards checks the results of the team boards in want, by round,
// match and board.
func haveBoards(ev *tournament.Event, want map[[3]int]tournament.Result) error {
	for _, m := range ev.Matches {
		for i, b := range ev.MatchGames(m) {
			if r, ok := want[[3]int{m.Round, m.Number, i + 1}]; ok && b.Result != r {
				return fmt.Errorf("round %d match %d board %d is %v, want %v", m.Round, m.Number, i+1, b.Result, r)
			}
		}
	}
	return nil
}

// drawnWhole shows a view with key ("" for the one shown) and compares
// each table it draws with the data: rows[i] rows in its i-th table from
// the top. A table whose rows fit draws exactly them; one with more rows
// than room draws a row of text in every row's place from under its
// headings to its floor. Either way the rows of text lie a row's pitch
// apart, with no blank place between them: the half-drawn table left
// places blank. The key is sent while the app is stopped, which goes on
// 0.4 s later, as a loaded machine keeps it waiting: the step waits for
// the tables drawn whole, never for the picture to keep still.
func (w *window) drawnWhole(what, key string, rows ...int) {
	w.t.Helper()
	if key != "" {
		w.hold = 400 * time.Millisecond
		w.changed(key)
		w.hold = 0
	}
	w.awaitPicture(what, what, func(img image.Image) error {
		grids := findGrids(img)
		if len(grids) < len(rows) {
			return fmt.Errorf("%d tables drawn, want %d", len(grids), len(rows))
		}
		var errs []error
		for i, n := range rows {
			if err := grids[i].whole(img, n); err != nil {
				errs = append(errs, fmt.Errorf("table %d of %d rows: %v", i+1, n, err))
			}
		}
		return errors.Join(errs...)
	})
}

// shownGrid is a table as drawn: the x of its column dividers (one pixel of
// black from its headings to its floor) and the top and floor of those
// dividers.
type shownGrid struct {
	xs         []int
	top, floor int
}

// findGrids finds the tables a picture shows, top to bottom: upright runs
// of black at least 60 pixels long that share their top and floor with
// another such run (a table's column dividers, which the lines between
// its rows cross).
func findGrids(img image.Image) []shownGrid {
	b := img.Bounds()
	black := func(x, y int) bool {
		r, g, bl, _ := img.At(x, y).RGBA()
		return r == 0 && g == 0 && bl == 0
	}
	var found []shownGrid
	for x := b.Min.X + 1; x < b.Max.X-1; x++ {
		for y := b.Min.Y; y < b.Max.Y; y++ {
			if !black(x, y) {
				continue
			}
			top := y
			for y < b.Max.Y && black(x, y) {
				y++
			}
			if y-top < 60 {
				continue
			}
			placed := false
			for i := range found {
				if g := &found[i]; g.top == top && g.floor == y {
					// A divider two pixels wide is one.
					if g.xs[len(g.xs)-1] != x-1 {
						g.xs = append(g.xs, x)
					}
					placed = true
				}
			}
			if !placed {
				found = append(found, shownGrid{xs: []int{x}, top: top, floor: y})
			}
		}
	}
	var grids []shownGrid
	for _, g := range found {
		if len(g.xs) >= 2 {
			grids = append(grids, g)
		}
	}
	slices.SortFunc(grids, func(a, b shownGrid) int { return a.top - b.top })
	return grids
}

// whole checks that the table draws n rows under its headings, whole:
// the strip read is the first column's last 30 pixels and the second
// column, a number and a name in every table of the window.
func (g shownGrid) whole(img image.Image, n int) error {
	lines := inkLines(img, g.xs[0]-30, g.xs[1], g.top, g.floor)
	if len(lines) == 0 {
		return fmt.Errorf("no headings drawn")
	}
	head, rows := lines[0], lines[1:]
	if n == 0 {
		if len(rows) != 0 {
			return fmt.Errorf("%d rows of text drawn, want none", len(rows))
		}
		return nil
	}
	if len(rows) == 0 {
		return fmt.Errorf("no row drawn under the headings: %v", lines)
	}
	pitch := 0
	for i := 1; i < len(rows); i++ {
		if d := rows[i][0] - rows[i-1][0]; pitch == 0 || d < pitch {
			pitch = d
		}
	}
	if pitch == 0 {
		pitch = rows[0][0] - head[0]
	}
	for i := 1; i < len(rows); i++ {
		// Accents and descenders move a line's ink a few pixels.
		if gap := rows[i][0] - rows[i-1][0]; gap > pitch*3/2 {
			return fmt.Errorf("%d px blank between the rows of text at %d and %d: %v", gap, rows[i-1][0], rows[i][0], lines)
		}
	}
	if gap := rows[0][0] - head[1]; gap > pitch*3/2 {
		return fmt.Errorf("the top %d px under the headings are blank: %v", gap, lines)
	}
	room := (g.floor - head[1]) / pitch
	switch {
	case n < room && len(rows) != n:
		return fmt.Errorf("%d rows of text drawn, want all %d (room for %d, pitch %d): %v", len(rows), n, room, pitch, lines)
	case n >= room && len(rows) < room:
		return fmt.Errorf("%d rows of text drawn, the table has room for %d of its %d: %v", len(rows), room, n, lines)
	case n >= room && g.floor-rows[len(rows)-1][1] > pitch*3/2:
		return fmt.Errorf("the bottom %d px of the table are blank, with %d rows to show: %v", g.floor-rows[len(rows)-1][1], n, lines)
	}
	return nil
}

// The table reader tells a table drawn whole from one with blank places:
// a picture of a table of 12 rows, two columns, with room for 8, drawn
// whole, then with its second and third rows blank, then with its rows
// drawn from the middle down (the half-drawn table of before), then a
// table of 5 rows that draws 4.
func TestDrawnWholeTellsABlankRow(t *testing.T) {
	const top, floor, pitch = 100, 100 + 40 + 8*39, 39
	picture := func(rows []bool) image.Image {
		img := image.NewRGBA(image.Rect(0, 0, 400, 500))
		for i := range img.Pix {
			if i%4 == 3 {
				img.Pix[i] = 255
			} else {
				img.Pix[i] = 23
			}
		}
		text := func(y int) {
			for dy := range 12 {
				for x := 60; x < 150; x += 3 {
					img.Set(x, y+dy, color.White)
				}
			}
		}
		for _, x := range []int{100, 200} {
			for y := top; y < floor; y++ {
				img.Set(x, y, color.Black)
			}
		}
		text(top + 10)
		for i, drawn := range rows {
			if y := top + 40 + 13 + i*pitch; drawn && y+12 < floor {
				text(y)
			}
		}
		return img
	}
	row := func(n int, blank ...int) []bool {
		r := make([]bool, n)
		for i := range r {
			r[i] = !slices.Contains(blank, i)
		}
		return r
	}
	for _, c := range []struct {
		name  string
		rows  []bool
		n     int
		whole bool
	}{
		{"whole", row(12), 12, true},
		{"all of 5", row(5), 5, true},
		{"second and third blank", row(12, 1, 2), 12, false},
		{"the top half blank", row(12, 0, 1, 2, 3), 12, false},
		{"4 of 5", row(5, 4), 5, false},
	} {
		grids := findGrids(picture(c.rows))
		if len(grids) != 1 {
			t.Fatalf("%s: %d tables found, want 1", c.name, len(grids))
		}
		if err := grids[0].whole(picture(c.rows), c.n); (err == nil) != c.whole {
			t.Errorf("%s: drawn whole says %v", c.name, err)
		}
	}
}

// The refusal of a window key under a box goes with the box: once the box
// is closed the status line no longer says one is open, and the key
// pressed again shows its view without it; a word said after the refusal
// stays as the box closes.
func TestRefusalUnderADialogGoesWithTheBox(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	s, _ := roundOfTwelve(t)
	c := s.win.Canvas()
	refusal := s.t("ui.keys.underdialog")
	closeAll := func() {
		for len(openModals[c]) > 0 {
			openModals[c][len(openModals[c])-1].hide()
		}
	}
	pressShortcut(s, ctrl(fyne.KeyP)) // the print dialog
	pressShortcut(s, ctrl(fyne.Key3))
	if s.status.Text != refusal {
		t.Fatalf("Ctrl+3 under the box: status %q, want %q", s.status.Text, refusal)
	}
	closeAll()
	if s.status.Text == refusal {
		t.Errorf("the box closed, the status still says %q", s.status.Text)
	}
	pressShortcut(s, ctrl(fyne.Key3))
	if s.area != areaStandings || s.status.Text == refusal {
		t.Errorf("Ctrl+3 again: area %d, status %q", s.area, s.status.Text)
	}
	pressShortcut(s, ctrl(fyne.KeyP))
	pressShortcut(s, ctrl(fyne.Key1))
	s.setStatus("said since")
	closeAll()
	if s.status.Text != "said since" {
		t.Errorf("a word said after the refusal: the status %q as the box closed", s.status.Text)
	}
}

// Ctrl+Q closes the window as its close button does, from the result box
// where the arbiter types: the file is let go with the result just typed
// in it, and the window is closed.
func TestCtrlQClosesTheWindowAsItsCloseButtonDoes(t *testing.T) {
	var w *closeWatch
	s := openShellIn(t, newSwissFile(t, 24, 5), func(tw fyne.Window) fyne.Window {
		w = &closeWatch{Window: tw}
		return w
	})
	test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
	path := s.doc.st.Path()
	typeKeys(s, "1")
	pressShortcut(s, ctrl(fyne.KeyQ))
	if s.doc != nil {
		t.Fatal("Ctrl+Q left the file open")
	}
	if !w.closed {
		t.Fatal("Ctrl+Q left the window open")
	}
	st, err := store.Open(path)
	if err != nil {
		t.Fatalf("the file is still held: %v", err)
	}
	defer st.Close()
	if got := testevent.Event(t, st).Rounds[0].Pairings[0].Result; got != tournament.WhiteWins {
		t.Fatalf("board 1 reads %v after Ctrl+Q, want the 1-0 typed", got)
	}
}

// closeWatch notes that its window was closed, which the test window
// itself is once more when its test ends (closing it twice panics there).
type closeWatch struct {
	fyne.Window
	closed bool
}

func (w *closeWatch) Close() { w.closed = true }

// The keys' hint under the navigation is whole above the status bar at
// 1024×700 in every language and view: in Estonian its first line wrapped
// onto two, and its last line sat on the status bar's rule, its letters'
// feet cut.
func TestTheKeysHintStandsWholeAboveTheStatusBar(t *testing.T) {
	s, _ := roundOfTwelve(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	d := fyne.CurrentApp().Driver()
	inEachLanguage(s, func(lang i18n.Lang) {
		for a := range areaCount {
			s.show(a)
			var hint *widget.RichText
			for _, o := range drawnObjects(s.win.Content()) {
				if r, ok := o.(*widget.RichText); ok && len(r.Segments) > 0 && strings.Contains(r.String(), " … ") {
					hint = r
				}
			}
			if hint == nil {
				t.Fatalf("%s: no keys' hint under the navigation", lang)
			}
			foot := d.AbsolutePositionForObject(hint).Y + hint.Size().Height
			rule := d.AbsolutePositionForObject(s.status).Y - theme.Padding()
			if need := hint.MinSize().Height; need > hint.Size().Height || foot > rule {
				t.Errorf("%s, %s: the keys' hint needs %.0f points and has %.0f, its foot at %.0f below the status bar's rule at %.0f",
					lang, s.t(areaInfo[a].key), need, hint.Size().Height, foot, rule)
			}
		}
	})
}

// F1, a new user's first key (Swiss-Manager, Vega), opens the window's
// help from every view in every language, whatever has the keyboard:
// nothing, the navigation's list, and each field, list, table, button,
// tick box and drop-down the view draws. The help tells the window's keys
// as their one list (shellKeys) names them, the result box's keys and
// where the guide is; Escape closes it. F1
// did nothing: the driver gives a key without Ctrl to the widget with the
// keyboard, which dropped it.
func TestF1OpensTheHelpFromEveryView(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 5))
	s.win.Resize(smallest)
	c := s.win.Canvas()
	for _, lang := range i18n.All {
		s.SetLanguage(lang)
		keys, views := s.helpLines()
		want := append(append(keys, views...), s.resultKeysText(), readme(), s.t("ui.help.title"))
		for a := range areaCount {
			s.show(a)
			targets := []fyne.Focusable{nil, s.nav}
			for _, o := range drawnObjects(s.areaView(a).object()) {
				if f, ok := o.(fyne.Focusable); ok && o.Visible() {
					if d, ok := o.(fyne.Disableable); !ok || !d.Disabled() {
						targets = append(targets, f)
					}
				}
			}
			fields := 0
			for _, f := range targets {
				s.show(a)
				c.Unfocus()
				if f != nil {
					if c.Focus(f); c.Focused() != f {
						continue // hidden under a closed part of the view
					}
					fields++
				}
				pressKey(s, fyne.KeyF1)
				top := keyhold.Top(c)
				if top == nil {
					t.Errorf("%s, %s: F1 with the keyboard on %T opens no help", lang, s.t(areaInfo[a].key), f)
					continue
				}
				shown := strings.Join(said(top.Content, true), "\n")
				testtext.SaysEach(t, fmt.Sprintf("%s, %s, %T: the help", lang, s.t(areaInfo[a].key), f), shown, want...)
				pressKey(s, fyne.KeyEscape)
				if keyhold.Open(c) {
					t.Fatalf("%s, %s, %T: Escape leaves the help open", lang, s.t(areaInfo[a].key), f)
				}
			}
			if fields == 0 && a != areaDesk {
				t.Errorf("%s, %s: no field or list of the view took the keyboard", lang, s.t(areaInfo[a].key))
			}
		}
	}
}

// In a team event F1's help sent the arbiter to "the rounds view" and its
// Keys button, which Matches and results has not, and left out the match's
// keys (F, Page Up, Page Down): it tells the keys that view tells under its
// result box, naming the view, and stands whole at 1024×700.
func TestF1TellsATeamEventsResultKeys(t *testing.T) {
	s := openShell(t, newDrawnTeamFile(t, 6, 5, 4))
	s.win.Resize(smallest)
	c := s.win.Canvas()
	for _, lang := range i18n.All {
		s.SetLanguage(lang)
		s.show(areaRounds)
		pressKey(s, fyne.KeyF1)
		top := keyhold.Top(c)
		if top == nil {
			t.Fatalf("%s: F1 in a team event opens no help", lang)
		}
		where := fmt.Sprintf("%s, a team round robin: the help", lang)
		shown := strings.Join(said(top.Content, true), "\n")
		testtext.SaysEach(t, where, shown, s.t("teams.ui.nav.matches"), s.t("teams.ui.entry.keys"))
		testtext.SaysNone(t, where, shown, s.t("ui.help.results", "keys", s.resultKeysText()))
		boxFitsWhole(t, s, where)
		pressKey(s, fyne.KeyEscape)
	}
}

// The help names the guide where it is: beside a packaged program, and in
// the checkout above bin/ where `make run` built it (it named bin/README.md,
// which is not there).
func TestHelpNamesTheGuideWhereItIs(t *testing.T) {
	packaged := t.TempDir()
	if err := os.WriteFile(filepath.Join(packaged, "README.md"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	checkout := t.TempDir()
	bin := filepath.Join(checkout, "bin")
	if err := os.Mkdir(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(checkout, "README.md"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for dir, want := range map[string]string{
		packaged: filepath.Join(packaged, "README.md"),
		bin:      filepath.Join(checkout, "README.md"),
	} {
		if got := readmeBeside(dir); got != want {
			t.Errorf("the guide of a program in %s: %s, want %s", dir, got, want)
		}
	}
}

// A message of many lines (a TRF export's eleven notes) took a third of a
// 1024×700 window: the navigation's last views went below its foot and
// the view lost as much. The status line is as high as a few lines and
// scrolls the rest, the message kept whole.
func TestALongStatusLeavesTheNavigationWhole(t *testing.T) {
	s := smallShell(t)
	// Every view's row of the navigation, whole.
	whole := float32(areaCount) * (s.nav.CreateItem().MinSize().Height + theme.SeparatorThicknessSize())
	var lines []string
	for i := range 11 {
		lines = append(lines, fmt.Sprintf("the report has no record %d of the event: it is not written, and an import of the report has none", i+1))
	}
	msg := strings.Join(lines, "\n")
	s.setProblem(msg)
	s.win.Content().Refresh()
	if s.status.Text != msg {
		t.Errorf("the status holds %q", s.status.Text)
	}
	if got := s.nav.Size().Height; got < whole {
		t.Errorf("the navigation is %.0f points high under a long status, its rows %.0f", got, whole)
	}
}

// Ctrl+Q with typing in Event settings not saved asks first: Cancel keeps
// the window, the file and the typing, which Save then keeps, and the
// window then closes at once; "Close the window" drops it. Nothing typed,
// in an individual Swiss or a team event, in any language, nothing is
// asked. The window closed at once and the typing was lost, nothing said.
func TestCtrlQAsksBeforeDroppingUnsavedSettings(t *testing.T) {
	for _, path := range []string{newSwissFile(t, 6, 5), newTeamFile(t, 4, 4, 4)} {
		s := openShell(t, path)
		inEachLanguage(s, func(l i18n.Lang) {
			if v := shownView[*settingsView](s, areaSettings); v.unsaved() {
				st, o := v.readAll()
				t.Errorf("%s: the settings as stored read as not saved: %+v %+v", l, st, o)
			}
		})
	}
	var w *closeWatch
	s := openShellIn(t, newSwissFile(t, 6, 5), func(tw fyne.Window) fyne.Window {
		w = &closeWatch{Window: tw}
		return w
	})
	v := shownView[*settingsView](s, areaSettings)
	v.site.SetText("Helsinki Centre")
	pressShortcut(s, ctrl(fyne.KeyQ))
	if w.closed || s.doc == nil {
		t.Fatal("Ctrl+Q closed the window with the site typed and not saved, nothing asked")
	}
	test.Tap(boxButton(t, s, s.t("ui.cancel")))
	if w.closed || v.site.Text != "Helsinki Centre" {
		t.Fatalf("Cancel: the window closed (%v), the site reads %q", w.closed, v.site.Text)
	}
	v.save()
	if got := s.doc.event.Settings.Site; got != "Helsinki Centre" {
		t.Fatalf("the site saved is %q", got)
	}
	pressShortcut(s, ctrl(fyne.KeyQ))
	if !w.closed {
		t.Fatal("Ctrl+Q with the settings saved left the window open")
	}
}

// Closing the window from typing in Event settings, "Close the window"
// drops it as asked.
func TestClosingDropsUnsavedSettingsWhenTold(t *testing.T) {
	var w *closeWatch
	s := openShellIn(t, newSwissFile(t, 6, 5), func(tw fyne.Window) fyne.Window {
		w = &closeWatch{Window: tw}
		return w
	})
	path := s.doc.st.Path()
	shownView[*settingsView](s, areaSettings).site.SetText("Helsinki Centre")
	s.closeAsked()
	test.Tap(boxButton(t, s, s.t("ui.close.box.ok")))
	if !w.closed || s.doc != nil {
		t.Fatal("\"Close the window\" left the window or the file open")
	}
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got := testevent.Event(t, st).Settings.Site; got == "Helsinki Centre" {
		t.Errorf("the site dropped reads %q in the file", got)
	}
}

// Ctrl+O and Ctrl+N with typing in Event settings not saved ask first, as
// closing the window does: the other event opened or the new one started
// and the typing was lost, nothing said. Cancel keeps the typing; "Drop
// what is typed" goes on to the new event's box.
func TestOpeningAnotherEventAsksBeforeDroppingUnsavedSettings(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	v := shownView[*settingsView](s, areaSettings)
	v.site.SetText("Helsinki Centre")
	asked := s.t("ui.close.settings.title")
	for _, key := range []fyne.KeyName{fyne.KeyO, fyne.KeyN} {
		pressShortcut(s, ctrl(key))
		if !slices.Contains(overlayTexts(s), asked) {
			t.Fatalf("Ctrl+%s with the site typed and not saved: %q, not asked", key, overlayTexts(s))
		}
		test.Tap(boxButton(t, s, s.t("ui.cancel")))
		if v.site.Text != "Helsinki Centre" || s.win.Canvas().Overlays().Top() != nil {
			t.Fatalf("Ctrl+%s, Cancel: the site reads %q, a box open %v", key, v.site.Text, s.win.Canvas().Overlays().Top() != nil)
		}
	}
	pressShortcut(s, ctrl(fyne.KeyN))
	test.Tap(boxButton(t, s, s.t("ui.close.settings.drop")))
	boxButton(t, s, s.t("ui.new.create"))
}

// What is typed in Event settings and not saved stays through a change
// made elsewhere in the window (a bye asked in the Players view); where
// the settings themselves change, the form shows them and says the typing
// was dropped. The typing went at the next change, nothing said.
func TestSettingsTypedOutliveAChangeElsewhere(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	v := shownView[*settingsView](s, areaSettings)
	v.site.SetText("Helsinki Centre")
	s.show(areaPlayers)
	p := s.doc.event.Players[0]
	if !s.act(func() error {
		return s.doc.st.RequestBye(tournament.PlannedBye{Player: p.ID, Round: 1, Kind: tournament.ByeHalfPoint})
	}) {
		t.Fatal("the bye was refused")
	}
	s.show(areaSettings)
	if v.site.Text != "Helsinki Centre" || !v.unsaved() || v.problem.problem != "" {
		t.Fatalf("after a bye asked: the site reads %q, unsaved %v, said %q", v.site.Text, v.unsaved(), v.problem.problem)
	}
	st := s.doc.event.Settings
	st.Organiser = "Chess Club"
	if !s.act(func() error { return s.doc.st.UpdateSettings(st) }) {
		t.Fatal("the settings were refused")
	}
	if v.site.Text == "Helsinki Centre" || v.organiser.Text != "Chess Club" || v.problem.problem != s.t("ui.settings.typing-dropped") {
		t.Fatalf("after the settings changed: the site reads %q, the organiser %q, said %q", v.site.Text, v.organiser.Text, v.problem.problem)
	}
	v.site.SetText("Helsinki Centre")
	v.save()
	if v.unsaved() || v.problem.problem != "" || s.doc.event.Settings.Site != "Helsinki Centre" {
		t.Fatalf("saved: unsaved %v, said %q, the site stored %q", v.unsaved(), v.problem.problem, s.doc.event.Settings.Site)
	}
}

// F1 on the start page, the first screen a new user sees, with nothing
// open and no button given the keyboard, opens the help too: the window
// passed the key on as the navigation's, whose canvas the real driver
// does not know before an event is open (it is not drawn), and F1 did
// nothing, nothing said. The test driver names its last window's canvas
// for any object, so a second window opened after the shell's stands in
// for the canvas the real one does not find.
func TestF1OpensTheHelpOnTheStartPage(t *testing.T) {
	s := openShell(t, "")
	s.win.Resize(smallest)
	test.NewTempWindow(t, widget.NewLabel(""))
	c := s.win.Canvas()
	for _, lang := range i18n.All {
		s.SetLanguage(lang)
		c.Unfocus()
		pressKey(s, fyne.KeyF1)
		top := keyhold.Top(c)
		if top == nil {
			t.Fatalf("%s: F1 on the start page opens no help", lang)
		}
		if shown := strings.Join(said(top.Content, true), "\n"); !strings.Contains(shown, s.t("ui.help.title")) {
			t.Errorf("%s: the box F1 opened is not the help:\n%s", lang, shown)
		}
		pressKey(s, fyne.KeyEscape)
		if keyhold.Open(c) {
			t.Fatalf("%s: Escape leaves the help open", lang)
		}
	}
}

// F1 in a team event names no adjourned result key: a board of a team
// match cannot be left adjourned (teams.err.result.adjourned), so the
// key it named always refused; an individual event's help names it.
func TestF1InATeamEventNamesNoAdjournedKey(t *testing.T) {
	adjourned := func(s *Shell) bool {
		return strings.Contains(s.resultKeysText(), s.t("ui.keys.result", "keys", "a", "does", s.t("ui.keys.result.adjourned")))
	}
	if s := openShell(t, newTeamFile(t, 4, 4, 2)); adjourned(s) {
		t.Errorf("a team event's help offers the adjourned key: %q", s.resultKeysText())
	}
	if s := openShell(t, newSwissFile(t, 8, 5)); !adjourned(s) {
		t.Errorf("an individual event's help does not offer the adjourned key: %q", s.resultKeysText())
	}
}
