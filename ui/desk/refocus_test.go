package desk

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// typeMoves types moves into the widget with the keyboard, each sent by
// Enter, as the arbiter does.
func typeMoves(c fyne.Canvas, moves ...string) {
	for _, m := range moves {
		test.Type(c.Focused(), m)
		pressKey(c, fyne.KeyReturn)
	}
}

// The keys that open a game from the board picker the first time (the
// desk's key, Ctrl+7, gives the keyboard its home; Tab; Enter) bring the
// arbiter back to the game he has open with the keyboard in the move
// field, where the next move typed is recorded. With a game open the
// home is the move field itself, and Tab took the keyboard on to the
// clock's face, where Enter and the move's letters did nothing.
func TestTheDeskKeysComeBackToTheMoveField(t *testing.T) {
	f := newFixture(t, "90+30")
	c := f.win.Canvas()
	c.Focus(f.v.KeyHome())
	typeMoves(c, "e4", "e5")
	f.wantMoves("e4 e5")

	// From the desk's home (Ctrl+7), and from the board picker, whose
	// Open game opens the game open again.
	for _, from := range []struct {
		name string
		home fyne.Focusable
		move string
		want string
	}{
		{"Ctrl+7", f.v.KeyHome(), "Nf3", "e4 e5 Nf3"},
		{"the board picker", f.v.boardPick, "Nc6", "e4 e5 Nf3 Nc6"},
	} {
		c.Focus(from.home)
		c.FocusNext()
		pressKey(c, fyne.KeyReturn)
		f.noErrors()
		if c.Focused() != fyne.Focusable(f.v.entry) {
			t.Fatalf("from %s, Tab and Enter left the keyboard on %T, not the move field", from.name, c.Focused())
		}
		typeMoves(c, from.move)
		f.noErrors()
		f.wantMoves(from.want)
	}
}

// A move typed with the keyboard on the clock's face goes into the move
// field, which takes the keyboard: the face took the letters and dropped
// them, nothing said.
func TestAMoveTypedOnTheClockGoesToTheMoveField(t *testing.T) {
	f := newFixture(t, "90+30")
	c := f.win.Canvas()
	c.Focus(f.v.clocks.face)
	typeMoves(c, "e4")
	f.noErrors()
	if c.Focused() != fyne.Focusable(f.v.entry) {
		t.Fatalf("a move typed on the clock left the keyboard on %T, not the move field", c.Focused())
	}
	f.wantMoves("e4")
}
