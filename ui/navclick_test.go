package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// clickNav presses and taps the navigation's name of view a, as the
// driver does a click: the press takes the keyboard off, the tap goes to
// what is drawn under the pointer.
func clickNav(t *testing.T, s *Shell, a area) {
	t.Helper()
	name := s.t(s.entry(a).key)
	for _, o := range drawnObjects(s.nav) {
		if l, ok := o.(*widget.Label); ok && l.Text == name && l.Visible() {
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(l)
			test.TapCanvas(s.win.Canvas(), at.AddXY(2, l.Size().Height/2))
			return
		}
	}
	t.Fatalf("the navigation draws no %q", name)
}

// A click on the name of the view shown gives that view the keyboard, as
// a click on another view's name does: it stayed on the navigation, whose
// item already chosen chose nothing again, and a result key typed next
// entered nothing, nothing said.
func TestAClickOnTheViewShownGivesItTheKeyboard(t *testing.T) {
	s, v := roundOfTwelve(t)
	clickNav(t, s, areaRounds)
	if got := s.win.Canvas().Focused(); got != v.keys {
		t.Errorf("after a click on the rounds' own name the keyboard is on %T, not the result box", got)
	}
	typeKeys(s, "1")
	if got := results(s, 1)[0]; got != tournament.WhiteWins {
		t.Errorf("after a click on the rounds' own name, 1 gave board 1 %v, want White's win", got)
	}
}

// The navigation is worked by the keys as well: Tab reaches it, Down
// moves in it from the view shown, the keyboard staying there, and Space
// shows the view moved to, which takes the keyboard. Its arrows began at
// the view last clicked, not the one a view's key had shown.
func TestTheNavigationIsWorkedByTheKeys(t *testing.T) {
	s, v := roundOfTwelve(t)
	c := s.win.Canvas()
	// Space on the view shown gives it the keyboard, as Space on another
	// view's name does; it stayed on the navigation. The space the key
	// types after it is the navigation's, not a key refused in the box.
	tabToNav(t, s)
	keystroke(s, fyne.KeySpace, ' ')
	if got := c.Focused(); got != v.keys || v.said.Text != "" {
		t.Fatalf("after Space on the rounds' own name the keyboard is on %T, the box says %q", got, v.said.Text)
	}
	tabToNav(t, s)
	pressKey(s, fyne.KeyDown)
	if c.Focused() != s.nav || s.area != areaRounds {
		t.Fatalf("after Down on the navigation the keyboard is on %T, the view shown %s", c.Focused(), s.t(s.entry(s.area).key))
	}
	pressKey(s, fyne.KeySpace)
	if s.area != areaStandings {
		t.Fatalf("Tab onto the navigation from the rounds, Down and Space showed %s, want the standings", s.t(s.entry(s.area).key))
	}
	if got, want := c.Focused(), listOf(s.areaView(areaStandings)); got != want {
		t.Errorf("after Space on the standings' name the keyboard is on %T, want the standings' list", got)
	}
	// Space on the rounds' name from another view's likewise: the result
	// box said in red that a space is no result key.
	tabToNav(t, s)
	pressKey(s, fyne.KeyUp)
	keystroke(s, fyne.KeySpace, ' ')
	if got := c.Focused(); s.area != areaRounds || got != v.keys || v.said.Text != "" {
		t.Fatalf("after Up and Space from the standings the view shown is %s, the keyboard on %T, the box says %q", s.t(s.entry(s.area).key), got, v.said.Text)
	}
	// A click on another view's name shows it and gives it the keyboard.
	clickNav(t, s, areaPlayers)
	if got, want := c.Focused(), listOf(s.areaView(areaPlayers)); s.area != areaPlayers || got != want {
		t.Errorf("after a click on the players' name the view shown is %s, the keyboard on %T", s.t(s.entry(s.area).key), got)
	}
}

// tabToNav presses Tab until the navigation has the keyboard.
func tabToNav(t *testing.T, s *Shell) {
	t.Helper()
	c := s.win.Canvas()
	for i := 0; c.Focused() != s.nav; i++ {
		if i == 200 {
			t.Fatal("Tab never reaches the navigation")
		}
		c.FocusNext()
	}
}
