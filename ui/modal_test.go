package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testsource"
	"arbiter/tournament"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/ui/keyhold"
)

// Fyne gives every key to the widget with the keyboard; Escape in a text
// field must still close the dialog box, and leave the view as it was.
func TestEscapeInAFieldClosesTheDialog(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	s.areaView(areaPlayers).(*playersView).openDialog(tournament.Player{})
	c := s.win.Canvas()
	f, ok := c.Focused().(*field)
	if !ok {
		t.Fatalf("the family name does not have the keyboard: %T", c.Focused())
	}
	f.TypedRune('X')
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.Overlays().Top() != nil {
		t.Fatal("Escape in the family name left the dialog open")
	}
	if n := len(s.doc.event.Players); n != 2 {
		t.Errorf("%d players after Escape, want the 2 there were", n)
	}
}

// Enter on a drop-down opens its list, where Enter chooses, and creates
// nothing: Enter on the new-event dialog's system took the dialog's
// default action, and a double round robin was created by accident.
// Enter in a field still creates the event.
func TestEnterOnADropDownChooses(t *testing.T) {
	s := openShell(t, "")
	s.newTournament()
	dialog := s.win.Canvas().Overlays().Top()
	name := overlayParts[*field](s)[0]
	name.SetText("Enter Open")
	for _, f := range overlayParts[*field](s) {
		if f.Text == s.startFolder() {
			f.SetText(t.TempDir())
		}
	}
	system := overlayParts[*picker](s)[0]
	was := system.Selected
	s.win.Canvas().Focus(system)
	pressKey(s, fyne.KeyReturn)
	if s.doc != nil {
		t.Fatal("Enter on the system drop-down created the event")
	}
	list, ok := s.win.Canvas().Focused().(*dropdown.List)
	if !ok || s.win.Canvas().Overlays().Top() == dialog {
		t.Fatalf("Enter on the system drop-down opened no list (the keyboard is with %T)", s.win.Canvas().Focused())
	}
	list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown}) // the list opens on the present choice
	list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if system.Selected == was || s.doc != nil {
		t.Fatalf("Down and Enter in the list: system %q (was %q), event created %v", system.Selected, was, s.doc != nil)
	}
	s.win.Canvas().Focus(name)
	pressKey(s, fyne.KeyReturn)
	if s.doc == nil || s.doc.event.Settings.Name != "Enter Open" {
		t.Fatal("Enter in the name field did not create the event")
	}
	if s.win.Canvas().Overlays().Top() != nil {
		t.Error("the new-event dialog is still open")
	}
}

// A drop-down with nothing chosen says so in the window's language, after
// a switch at runtime too: Fyne's own "(Select one)" is English only. The
// rounds view's drop-downs come from this package, the desk's from
// package desk.
func TestUnchosenDropDownsSpeakTheWindowsLanguage(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	for _, l := range []i18n.Lang{i18n.Finnish, i18n.Estonian} {
		s.SetLanguage(l)
		want := i18n.For(l).T("ui.choose")
		s.show(areaDesk)
		desk := unchosenTexts(s.win.Content())
		s.show(areaRounds)
		rounds := unchosenTexts(s.win.Content())
		// At least the desk's round and board, and the round of a view
		// with none paired.
		if len(desk) < 2 || len(rounds) < 1 {
			t.Fatalf("%s: %d drop-downs with nothing chosen at the desk, %d in the rounds view", l, len(desk), len(rounds))
		}
		for _, got := range append(desk, rounds...) {
			if got != want {
				t.Errorf("%s: a drop-down with nothing chosen shows %q, want %q", l, got, want)
			}
		}
	}
}

// unchosenTexts is what each drop-down under o that has nothing chosen
// shows.
func unchosenTexts(o fyne.CanvasObject) []string {
	var shown []string
	for _, x := range drawnObjects(o) {
		var sel *widget.Select
		switch w := x.(type) {
		case *picker:
			sel = &w.Select.Select
		case *dropdown.Select:
			sel = &w.Select
		case *widget.Select:
			sel = w
		}
		if sel == nil || sel.Selected != "" {
			continue
		}
		var text strings.Builder
		for _, y := range drawnObjects(x) {
			if c, ok := y.(*canvas.Text); ok {
				text.WriteString(c.Text)
			}
		}
		shown = append(shown, text.String())
	}
	return shown
}

// The new event's folder is chosen in a chooser of folders, which has no
// name to type: building it panicked (a nil foot in its layout) and the
// window closed. Up, then "This folder", gives the folder above the one
// typed.
func TestNewEventChoosesItsFolder(t *testing.T) {
	s := openShell(t, "")
	s.newTournament()
	dir := t.TempDir()
	club := filepath.Join(dir, "club")
	if err := os.Mkdir(club, 0o755); err != nil {
		t.Fatal(err)
	}
	var folder *field
	for _, f := range overlayParts[*field](s) {
		if f.Text == s.startFolder() {
			folder = f
		}
	}
	if folder == nil {
		t.Fatal("no folder field in the new-event box")
	}
	folder.SetText(club)
	test.Tap(boxButton(t, s, s.t("ui.new.choose")))
	if fields := overlayParts[*field](s); len(fields) != 0 {
		t.Errorf("the folder chooser has %d fields to type a name in", len(fields))
	}
	for _, b := range overlayParts[*button.Button](s) {
		if b.Icon == theme.MoveUpIcon() {
			test.Tap(b)
		}
	}
	test.Tap(boxButton(t, s, s.t("ui.chooser.this-folder")))
	if folder.Text != dir {
		t.Errorf("the folder chosen is %q, want %q", folder.Text, dir)
	}
}

// A file can be typed in the chooser when opening too: a name in the
// folder shown, or a whole path; a folder typed is entered.
func TestChooserTakesATypedPath(t *testing.T) {
	s := openShell(t, "")
	dir, other := t.TempDir(), t.TempDir()
	var got string
	s.chooseFile("Open", chooseOpen, dir, ".csv", "", func(path string) { got = path })
	name := overlayParts[*field](s)[0]
	if s.win.Canvas().Focused() != name {
		t.Fatal("the file name does not have the keyboard when opening")
	}
	typeFileName(s, other)
	if got != "" || s.win.Canvas().Overlays().Top() == nil {
		t.Fatalf("a folder typed was taken as the file %q", got)
	}
	testdir.Write(t, filepath.Join(other, "players.csv"), "name\nAnna\n")
	typeFileName(s, "players")
	if want := filepath.Join(other, "players.csv"); got != want {
		t.Errorf("typed name gave %q, want %q (in the folder entered)", got, want)
	}
}

// typeFileName types text into the open chooser's file name and presses
// Enter, as the arbiter does.
func typeFileName(s *Shell, text string) {
	name := overlayParts[*field](s)[0]
	name.SetText(text)
	pressEnter(name)
}

// An opening chooser given a name without its ending opens the one file
// of its endings that the name has, and where there is none, or more than
// one, says so below the name, naming what was typed and the files it
// tried, the box open: it told of "ssl.txt", which was never named. A
// saving chooser adds its first ending to a name without one.
func TestOpeningChooserNamesWhatWasTyped(t *testing.T) {
	s := openShell(t, "")
	dir := t.TempDir()
	for _, n := range []string{"ssl äõ.csv", "both.txt", "both.csv", "one.csv"} {
		testdir.Write(t, filepath.Join(dir, n), "name\nAnna\n")
	}
	for _, c := range []struct {
		typed, want string
		said        []string // what the note below the name says, in order
	}{
		{"ssl", "", []string{"“ssl”", "ssl.txt, ssl.csv"}},
		{"ssl.csv", "", []string{"“ssl.csv”"}},
		{"both", "", []string{"“both”", "both.txt, both.csv"}},
		{"one", "one.csv", nil},
		{"ssl äõ.csv", "ssl äõ.csv", nil},
	} {
		got := ""
		s.chooseFile("Open", chooseOpen, dir, ".txt .csv", "", func(path string) { got = path })
		box := s.win.Canvas().Overlays().Top()
		typeFileName(s, c.typed)
		if c.want != "" {
			if want := filepath.Join(dir, c.want); got != want {
				t.Errorf("%q opened %q, want %q", c.typed, got, want)
			}
			continue
		}
		said := strings.Join(fieldProblems(box), " ")
		if got != "" || s.win.Canvas().Overlays().Top() != box {
			t.Errorf("%q opened %q", c.typed, got)
		}
		at := 0
		for _, part := range c.said {
			i := strings.Index(said[at:], part)
			if i < 0 {
				t.Errorf("%q: the chooser says %q, want %q in it in order", c.typed, said, c.said)
				break
			}
			at += i + len(part)
		}
		if s.win.Canvas().Overlays().Top() == box {
			pressKey(s, fyne.KeyEscape)
		}
	}
	got := ""
	s.chooseFile("Save", chooseSave, dir, ".txt .csv", "", func(path string) { got = path })
	typeFileName(s, "ssl")
	if want := filepath.Join(dir, "ssl.txt"); got != want {
		t.Errorf("the saving chooser chose %q, want %q", got, want)
	}
}

// Every label of the late-entry dialog is a translated text, not a
// catalogue key.
func TestLateEntryDialogIsTranslated(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	pairedNow(t, s)
	test.Tap(shownView[*roundsView](s, areaRounds).swiss.edit)
	test.Tap(findButton(t, s, s.t("pairedit.late")))
	for _, l := range overlayParts[*widget.Label](s) {
		if strings.HasPrefix(l.Text, "ui.") || strings.HasPrefix(l.Text, "pairedit.") {
			t.Errorf("untranslated label %q", l.Text)
		}
	}
}

// A pair forbidden to meet, once added, shows in full in the Swiss
// options: the list grows with its rows instead of scrolling one row.
func TestForbiddenPairListGrows(t *testing.T) {
	s := openShell(t, newSwissFile(t, 6, 5))
	test.Tap(shownView[*roundsView](s, areaRounds).swiss.options)
	sels := overlayParts[*picker](s)
	sels[0].SetSelectedIndex(0)
	sels[1].SetSelectedIndex(1)
	test.Tap(findButton(t, s, s.t("swissopt.forbidden.add")))
	list := overlayParts[*container.Scroll](s)[0]
	if got, need := list.MinSize().Height, list.Content.MinSize().Height; got < need {
		t.Errorf("the forbidden pairs show %v of the %v their row needs", got, need)
	}
}

// A right-click in a field opens the edit menu in the window's language,
// after a switch at runtime too: Fyne's own follows the system's locale.
func TestFieldMenuSpeaksTheWindowsLanguage(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	for _, l := range []i18n.Lang{i18n.Estonian, i18n.Finnish} {
		s.SetLanguage(l)
		s.areaView(areaPlayers).(*playersView).openDialog(tournament.Player{})
		f, ok := s.win.Canvas().Focused().(*field)
		if !ok {
			t.Fatalf("%s: the family name does not have the keyboard: %T", l, s.win.Canvas().Focused())
		}
		test.TapSecondary(f)
		var shown []string
		for _, o := range drawnObjects(s.win.Canvas().Overlays().Top()) {
			if tx, ok := o.(*canvas.Text); ok {
				shown = append(shown, tx.Text)
			}
		}
		if want := i18n.For(l).T("ui.edit.paste"); !slices.Contains(shown, want) {
			t.Errorf("%s: the field's menu shows %q, want %q among them", l, shown, want)
		}
		s.win.Canvas().Overlays().Top().Hide()
		s.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	}
}

// Every text field is a textfield.Entry, so that none opens Fyne's
// English edit menu.
func TestEveryTextFieldHasTheTranslatedMenu(t *testing.T) {
	noSourceUses(t, "widget.NewEntry", "widget.NewMultiLineEntry", "widget.NewPasswordEntry", "widget.Entry{")
}

// noSourceUses fails for each Go file of the window and its desk that
// names one of bad.
func noSourceUses(t *testing.T, bad ...string) {
	t.Helper()
	for _, f := range testsource.Read(t, "*.go", "desk/*.go") {
		for _, b := range bad {
			if strings.Contains(f.Text, b) {
				t.Errorf("%s uses %s", f.Name, b)
			}
		}
	}
}

// A report or a player list saved as .txt (FIDE's example report is
// example1.txt) is listed and opened as typed, not renamed to .trf.
func TestChooserOpensATxtReport(t *testing.T) {
	s := openShell(t, "")
	dir := t.TempDir()
	for _, n := range []string{"example1.txt", "event.trf", "notes.pdf"} {
		testdir.Write(t, filepath.Join(dir, n), "012 x\r")
	}
	var got string
	s.chooseFile("Open", chooseOpen, dir, ".trf .txt", "", func(path string) { got = path })
	var listed []string
	for _, l := range overlayParts[*widget.Label](s) {
		if strings.Contains(l.Text, ".") && !strings.Contains(l.Text, string(filepath.Separator)) {
			listed = append(listed, l.Text)
		}
	}
	if !slices.Contains(listed, "example1.txt") || !slices.Contains(listed, "event.trf") || slices.Contains(listed, "notes.pdf") {
		t.Errorf("listed %q", listed)
	}
	typeFileName(s, "example1.txt")
	if want := filepath.Join(dir, "example1.txt"); got != want {
		t.Errorf("typed name gave %q, want %q", got, want)
	}
}

// An arbiter who picks his file from the chooser's list by the keys
// (the arrows onto it, Enter) opens it, and Enter on a folder goes into
// it: Enter on the list took the empty name field and did nothing.
func TestEnterOnTheChoosersListOpensTheFileHighlighted(t *testing.T) {
	s := openShell(t, "")
	dir := t.TempDir()
	testdir.Write(t, filepath.Join(dir, "entries.csv"), "name\nAnna\n")
	if err := os.Mkdir(filepath.Join(dir, "older"), 0o755); err != nil {
		t.Fatal(err)
	}
	testdir.Write(t, filepath.Join(dir, "older", "last year.csv"), "name\nAnna\n")
	var got string
	s.chooseFile("Open", chooseOpen, dir, ".csv", "", func(path string) { got = path })
	list := overlayParts[*dialogList](s)[0]
	s.win.Canvas().Focus(list)
	pressKey(s, fyne.KeyReturn)
	if got != "" {
		t.Fatalf("Enter on the folder opened %q", got)
	}
	pressKey(s, fyne.KeyReturn)
	if want := filepath.Join(dir, "older", "last year.csv"); got != want {
		t.Errorf("Enter in the folder entered opened %q, want %q", got, want)
	}
	got = ""
	s.chooseFile("Open", chooseOpen, dir, ".csv", "", func(path string) { got = path })
	list = overlayParts[*dialogList](s)[0]
	s.win.Canvas().Focus(list)
	pressKey(s, fyne.KeyDown)
	pressKey(s, fyne.KeyReturn)
	if want := filepath.Join(dir, "entries.csv"); got != want {
		t.Errorf("Down and Enter opened %q, want %q", got, want)
	}
}

// Tab goes through a dialog as the eye reads: in the add-player dialog
// from the search to the family name, then the given names; it went from
// the search to Cancel, and a name typed after one Tab was lost.
func TestTabGoesAsTheEyeReads(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna Aho"))
	v, fields := newPlayerBox(s)
	c := s.win.Canvas()
	c.Focus(v.search.field)
	for i, want := range []string{"the family name", "the given names"} {
		c.FocusNext()
		if got, ok := c.Focused().(*field); !ok || i >= len(fields) || got != fields[i] {
			t.Fatalf("Tab %d from the search goes to %T, want %s", i+1, c.Focused(), want)
		}
	}
}

// Enter in the add-player dialog saves the player typed and leaves the
// dialog open, empty, for the next, as it does for a player picked from a
// rating list: it closed the dialog after one and not the other.
func TestEnterAfterTypingAPlayerStays(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna Aho"))
	_, fields := newPlayerBox(s)
	fields[0].SetText("Virtanen")
	fields[1].SetText("Eero")
	s.win.Canvas().Focus(fields[1])
	pressKey(s, fyne.KeyReturn)
	if n := len(s.doc.event.Players); n != 2 {
		t.Fatalf("%d players after Enter, want 2", n)
	}
	if s.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Enter closed the add-player dialog")
	}
	if again := boxFields(s); again[0].Text != "" || again[1].Text != "" {
		t.Errorf("the dialog for the next player holds %q %q", again[0].Text, again[1].Text)
	}
	if _, ok := s.win.Canvas().Focused().(*field); !ok {
		t.Errorf("the keyboard is with %T, not the next player's name", s.win.Canvas().Focused())
	}
}

// Every field of the new-event dialog works from the keyboard: Down in the
// time control opens its presets, where Down and Enter take one and the
// keyboard goes back to the field; the presets needed the mouse.
func TestTimeControlPresetsByKeyboard(t *testing.T) {
	s := openShell(t, "")
	s.newTournament()
	c := s.win.Canvas()
	var tc *field
	for _, f := range overlayParts[*field](s) {
		if f.down != nil {
			tc = f
		}
	}
	if tc == nil {
		t.Fatal("the new-event dialog has no time control with presets")
	}
	c.Focus(tc)
	pressKey(s, fyne.KeyDown)
	list, ok := c.Focused().(*widget.PopUpMenu)
	if !ok {
		t.Fatalf("Down in the time control opened nothing (the keyboard is with %T)", c.Focused())
	}
	list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if tc.Text == "" || c.Focused() != tc {
		t.Errorf("after Down and Enter in the presets the field reads %q, the keyboard is with %T", tc.Text, c.Focused())
	}
}

// Tab stays in an error box: its OK has the keyboard however often Tab
// is pressed, and a result key typed then saves nothing behind it.
func TestTabStaysInTheErrorBox(t *testing.T) {
	s, _ := roundOfTwelve(t)
	s.showError(uiError("printdialog.parts.none"))
	c := s.win.Canvas()
	ok := openModals[c][0].buttons[0].(fyne.Focusable)
	for i := range 4 {
		c.FocusNext()
		if c.Focused() != ok {
			t.Fatalf("Tab %d: the keyboard is with %T, not the box's OK", i+1, c.Focused())
		}
	}
	c.Focused().TypedRune('1')
	if got := s.doc.event.Rounds[0].Pairings[0].Result; got != tournament.NoResult {
		t.Errorf("1 typed in the error box saved board 1 = %v", got)
	}
}

// keystroke presses a key as the driver does: the key to the widget with
// the keyboard (else to the window), then the character it types, if
// any, to whatever has the keyboard by then (else to the window).
func keystroke(s *Shell, name fyne.KeyName, char rune) {
	pressKey(s, name)
	if char == 0 {
		return
	}
	c := s.win.Canvas()
	if f := c.Focused(); f != nil {
		f.TypedRune(char)
	} else if r := c.OnTypedRune(); r != nil {
		r(char)
	}
}

// Space on a dialog box's focused button closes the box on the key; the
// space it types comes after and must not reach the field below, here
// the result box, which said in red that a space is not a result key.
// The box's key ends with the box, in every dialog: the next keystroke
// goes to the field that had the keyboard, whole.
func TestTheKeyThatClosesADialogStaysInIt(t *testing.T) {
	s, v := roundOfTwelve(t)
	c := s.win.Canvas()
	c.Focus(v.keys)
	for _, open := range []struct {
		name string
		show func()
	}{
		{"error box", func() { s.showError(uiError("ui.error.title")) }},
		{"confirmation", func() { s.confirm("?", widget.NewLabel("?"), s.t("ui.ok"), func() {}) }},
	} {
		open.show()
		boxes := openModals[c]
		if len(boxes) != 1 {
			t.Fatalf("%s: %d boxes open", open.name, len(boxes))
		}
		c.Focus(boxes[0].buttons[len(boxes[0].buttons)-1].(fyne.Focusable))
		keystroke(s, fyne.KeySpace, ' ')
		if len(openModals[c]) != 0 {
			t.Fatalf("%s: Space on its button left it open", open.name)
		}
		if v.said.Text == s.t("live.entry.notkey", "key", " ") {
			t.Errorf("%s: the space reached the result box: %q", open.name, v.said.Text)
		}
		// The next key is the result box's again.
		keystroke(s, fyne.Key1, '1')
		if c.Focused() != v.keys {
			t.Errorf("%s: after the box the keyboard is in %T", open.name, c.Focused())
		}
	}
	wantBoards(t, s, "after the boxes", 1, tournament.WhiteWins, tournament.WhiteWins)
}

// Every dialog box opens with the keyboard in its first field, drop-down
// or list, so that what the arbiter types goes there: the requested bye
// opened with no focus, and "anni" typed went nowhere. A box with no
// field (an error, a message) keeps the keyboard on itself, where Enter
// takes its button and Escape closes it.
func TestDialogsOpenInTheirFirstField(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 5))
	c := s.win.Canvas()
	rounds := shownView[*roundsView](s, areaRounds)
	players := s.areaView(areaPlayers).(*playersView)
	for _, d := range []struct {
		name  string
		open  func()
		first func() fyne.Focusable // nil: nothing has the keyboard
	}{
		{"requested bye", rounds.swiss.requestBye, func() fyne.Focusable { return overlayParts[*picker](s)[0] }},
		{"new player", func() { players.openDialog(tournament.Player{}) }, func() fyne.Focusable { return boxFields(s)[0] }},
		{"new event", s.newTournament, func() fyne.Focusable { return overlayParts[*field](s)[0] }},
		{"error", func() { s.showError(uiError("ui.error.title")) }, nil},
		{"message", func() { s.showMessage("?", "?") }, nil},
	} {
		d.open()
		if len(openModals[c]) != 1 {
			t.Fatalf("%s: %d boxes open", d.name, len(openModals[c]))
		}
		var want fyne.Focusable
		if d.first != nil {
			want = d.first()
		}
		if got := c.Focused(); got != want {
			t.Errorf("%s opens with the keyboard on %T %p, want %T %p", d.name, got, got, want, want)
		}
		keystroke(s, fyne.KeyEscape, 0)
		if len(openModals[c]) != 0 {
			t.Fatalf("%s: Escape left it open", d.name)
		}
	}
	// Enter takes a message's button.
	s.showError(uiError("ui.error.title"))
	keystroke(s, fyne.KeyReturn, 0)
	if len(openModals[c]) != 0 {
		t.Error("Enter left the error box open")
	}
	// With the keyboard on a box's button, where Tab takes it, Enter
	// presses that button and Escape closes the box: an error box after
	// Tab ignored both, and Enter on Cancel once took the default action.
	for _, d := range []struct {
		name string
		open func()
	}{
		{"error", func() { s.showError(uiError("ui.error.title")) }},
		{"requested bye", rounds.swiss.requestBye},
		{"new player", func() { players.openDialog(tournament.Player{}) }},
	} {
		for _, key := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEscape} {
			d.open()
			box := openModals[c][0]
			c.Focus(box.buttons[0].(fyne.Focusable)) // the first button: Cancel where there is one
			keystroke(s, key, 0)
			if len(openModals[c]) != 0 {
				t.Errorf("%s: %s on its first button left it open", d.name, key)
				for len(openModals[c]) > 0 {
					openModals[c][0].hide()
				}
			}
		}
	}
	// Cancel pressed by Enter saved nothing.
	if ev := s.doc.event; len(ev.Requests) != 0 || len(ev.Players) != 8 {
		t.Errorf("Enter on Cancel saved something: %d byes asked, %d players", len(ev.Requests), len(ev.Players))
	}
}

// The requested bye's player drop-down of a 60-player Swiss, in a window
// of 1024×700, opens its list on the player chosen, highlighted, the
// keyboard on it; a name typed there highlights the player it finds, and
// Escape closes the list keeping the choice, the box open.
func TestLongPlayerDropDownOpensOnTheCurrentChoice(t *testing.T) {
	s := openShell(t, newSwissFile(t, 60, 5))
	s.win.Resize(fyne.NewSize(1024, 700))
	shownView[*roundsView](s, areaRounds).swiss.requestBye()
	box := s.win.Canvas().Overlays().Top()
	player := overlayParts[*picker](s)[0]
	player.SetSelectedIndex(49)
	c := s.win.Canvas()
	c.Focus(player)
	pressKey(s, fyne.KeyReturn)
	list, ok := c.Focused().(*dropdown.List)
	if !ok || list.Highlighted() != 49 {
		t.Fatalf("Enter on the 50th player: the keyboard is with %T", c.Focused())
	}
	for _, r := range "player 7" {
		list.TypedRune(r)
	}
	if got := list.Highlighted(); got != 6 || player.SelectedIndex() != 49 {
		t.Errorf("typed player 7: %d highlighted, %d chosen; want 6 highlighted, 49 kept", got, player.SelectedIndex())
	}
	pressKey(s, fyne.KeyEscape)
	if player.SelectedIndex() != 49 || c.Focused() != player || c.Overlays().Top() != box {
		t.Errorf("Escape: %d chosen, the keyboard with %T, the box open %v", player.SelectedIndex(), c.Focused(), c.Overlays().Top() == box)
	}
}

// A player found by typing his name on the requested-bye dialog's
// drop-down is a choice made there, and one Enter saves the bye, as after
// Left or Right: Enter opened the list on the name typed, and it took two
// more Enters to save.
func TestEnterAfterTypingAPlayersNameSavesTheBye(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 5))
	shownView[*roundsView](s, areaRounds).swiss.requestBye()
	player := overlayParts[*picker](s)[0]
	c := s.win.Canvas()
	c.Focus(player)
	for _, r := range "player 7" {
		player.TypedRune(r)
	}
	chosen := player.Selected
	pressKey(s, fyne.KeyReturn)
	if _, open := c.Focused().(*dropdown.List); open {
		t.Fatalf("Enter after typing opened the list on %q", chosen)
	}
	s.reload()
	if len(s.doc.event.Requests) != 1 || c.Overlays().Top() != nil {
		t.Errorf("Enter after typing %q: %d byes saved, the dialog open %v", chosen, len(s.doc.event.Requests), c.Overlays().Top() != nil)
	}
}

// Ctrl+C copies what a box says, its title first, as on a message box of
// Windows, so that a refusal can be pasted into a message: an error box,
// and a form box whose field has the keyboard with nothing selected (its
// problem, not the example below it); a selection in the field is the
// field's to copy. With no box open it copies the problems the form on
// screen says, every one, and where there are none the clipboard keeps
// what it had.
func TestCtrlCCopiesTheBoxOrTheFormsProblems(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	clip := fyne.CurrentApp().Clipboard()
	copyKey := &fyne.ShortcutCopy{Clipboard: clip}
	inEachLanguage(s, func(lang i18n.Lang) {
		clip.SetContent("")
		err := uiError("venue.listen.port", "addr", "8080")
		s.showError(err)
		pressShortcut(s, copyKey)
		if got, want := clip.Content(), s.t("ui.error.title")+"\n"+s.cat.Sentence(err); got != want {
			t.Errorf("%s: the error box copied %q, want %q", lang, got, want)
		}
		closeBoxes(s)

		v := shownView[*playersView](s, areaPlayers)
		v.grid.table.Select(widget.TableCellID{Row: 0, Col: 1})
		v.confirmWithdraw()
		after := overlayParts[*field](s)[0]
		after.SetText("kolme")
		test.Tap(defaultButton(t, s))
		s.win.Canvas().Focus(after)
		after.TypedShortcut(&fyne.ShortcutSelectAll{})
		pressShortcut(s, copyKey)
		if got := clip.Content(); got != "kolme" {
			t.Errorf("%s: Ctrl+C on the round selected copied %q", lang, got)
		}
		after.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
		pressShortcut(s, copyKey)
		got := clip.Content()
		problem := s.t("ui.settings.not-number", "field", s.t("ui.players.withdraw.after"), "text", "kolme")
		if !strings.HasPrefix(got, s.t("ui.players.withdraw.title")+"\n") || !strings.Contains(got, "\n"+problem) ||
			strings.Contains(got, s.t("ui.players.withdraw.after.hint")) {
			t.Errorf("%s: the withdrawal box copied %q, want its title, then %q, and no example", lang, got, problem)
		}
		closeBoxes(s)

		sv := shownView[*settingsView](s, areaSettings)
		sv.revert()
		clip.SetContent("before")
		pressShortcut(s, copyKey)
		if got := clip.Content(); got != "before" {
			t.Errorf("%s: the settings with no problem copied %q", lang, got)
		}
		sv.timeControl.SetText("90++30")
		sv.end.SetText("31.13.2026")
		sv.save()
		pressShortcut(s, copyKey)
		if got, want := strings.Split(clip.Content(), "\n"), strings.Split(settingsSaid(sv), "\n"); len(want) != 2 || !sameSet(got, want) {
			t.Errorf("%s: the settings copied %q, want their two problems %q", lang, got, want)
		}
		sv.revert()
	})
}

// sameSet tells whether a and b hold the same strings, in any order.
func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// A name typed on a closed drop-down of players chooses the name typed
// before one that begins with it, as the searches rank them ("salo" chose
// Salonen, the first of the list), never one that only holds it inside
// a word.
func TestDropDownTypedFindsTheNameTyped(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna"))
	p := s.newPicker([]string{"1. Aino Kivisalo", "2. Liisa Salonen", "3. Pekka Salo", "4. Timo Hämäläinen"}, nil)
	for _, r := range "salo" {
		p.TypedRune(r)
	}
	if p.Selected != "3. Pekka Salo" {
		t.Errorf("“salo” chose %q", p.Selected)
	}
	q := s.newPicker([]string{"1. Timo Hämäläinen", "2. Aino Kivisalo"}, nil)
	for _, r := range "laine" {
		q.TypedRune(r)
	}
	if q.Selected != "" {
		t.Errorf("“laine” chose %q, which holds it inside a word", q.Selected)
	}
}

// A window closed with a box open over it is let go: its canvas, kept by
// the boxes' maps, kept its event and views for the rest of the run (the
// in-process tests' heap grew with every window they closed). The test
// window closes as the test ends, before the check.
func TestAClosedWindowIsLetGo(t *testing.T) {
	var c fyne.Canvas
	t.Cleanup(func() {
		if _, kept := openModals[c]; kept || keyhold.Top(c) != nil {
			t.Errorf("the closed window's canvas is kept: its boxes %v, keyhold's top %v", kept, keyhold.Top(c) != nil)
		}
	})
	s := openShell(t, newEventFile(t, "Ann", "Bob"))
	c = s.win.Canvas()
	s.showMessage("?", "?")
	if len(openModals[c]) != 1 || keyhold.Top(c) == nil {
		t.Fatalf("%d boxes open, want the message", len(openModals[c]))
	}
}
