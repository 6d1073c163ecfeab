package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

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
	if got := results(s, 1); got[0] != tournament.WhiteWins || got[1] != tournament.WhiteWins {
		t.Errorf("results after the boxes: %v, want 1-0 on boards 1 and 2", got[:2])
	}
}

// Every dialog box opens with the keyboard in its first field, drop-down
// or list, so that what the arbiter types goes there: the requested bye
// opened with no focus, and "anni" typed went nowhere. A box with no
// field (an error, a message) keeps the keyboard on itself, where Enter
// takes its button and Escape closes it.
func TestDialogsOpenInTheirFirstField(t *testing.T) {
	s := openShell(t, newSwissFile(t, 8, 5))
	c := s.win.Canvas()
	s.show(areaRounds)
	rounds := s.views[areaRounds].(*roundsView)
	players := s.views[areaPlayers].(*playersView)
	for _, d := range []struct {
		name  string
		open  func()
		first func() fyne.Focusable // nil: nothing has the keyboard
	}{
		{"requested bye", rounds.swiss.requestBye, func() fyne.Focusable { return overlayParts[*picker](s)[0] }},
		{"new player", func() { players.openDialog(tournament.Player{}) }, func() fyne.Focusable { return overlayParts[*field](s)[0] }},
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
	// takes the default action and Escape closes the box all the same:
	// an error box after Tab ignored both.
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
			if key == fyne.KeyReturn && d.name == "requested bye" {
				// No player chosen: the box stays open and says so.
				if len(openModals[c]) != 1 || box.defaultButton() == nil {
					t.Fatalf("%s: Enter on Cancel closed it unsaid", d.name)
				}
				keystroke(s, fyne.KeyEscape, 0)
			}
			if key == fyne.KeyReturn && d.name == "new player" {
				// An empty name: refused in the box.
				keystroke(s, fyne.KeyEscape, 0)
			}
			if len(openModals[c]) != 0 {
				t.Errorf("%s: %s on its button left it open", d.name, key)
				for len(openModals[c]) > 0 {
					openModals[c][0].hide()
				}
			}
		}
	}
}
