package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/tournament"
)

// Fyne gives every key to the widget with the keyboard; Escape in a text
// field must still close the dialog box, and leave the view as it was.
func TestEscapeInAFieldClosesTheDialog(t *testing.T) {
	s := openShell(t, newEventFile(t, "Anna", "Boris"))
	s.views[areaPlayers].(*playersView).openDialog(tournament.Player{})
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

// Enter on a drop-down with the keyboard takes the dialog's default
// action, as Enter does everywhere else in it.
func TestEnterOnADropDownConfirms(t *testing.T) {
	s := openShell(t, "")
	s.newTournament()
	overlayParts[*field](s)[0].SetText("Enter Open")
	for _, f := range overlayParts[*field](s) {
		if f.Text == s.startFolder() {
			f.SetText(t.TempDir())
		}
	}
	system := overlayParts[*picker](s)[0]
	s.win.Canvas().Focus(system)
	system.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if s.doc == nil || s.doc.event.Settings.Name != "Enter Open" {
		t.Fatal("Enter on the system drop-down did not create the event")
	}
	if s.win.Canvas().Overlays().Top() != nil {
		t.Error("the new-event dialog is still open")
	}
}
