package desk

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// escapeOn gives w the keyboard and presses Escape there.
func (f *fixture) escapeOn(w fyne.Focusable) {
	c := f.win.Canvas()
	c.Focus(w)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
}

// Escape closes the promotion chooser from a piece's button and from
// Cancel, and no move is played: the chooser is the desk's own pop-up,
// which the window's boxes' Escape does not reach, and its buttons
// dropped the key.
func TestEscapeClosesThePromotionChooser(t *testing.T) {
	for _, stop := range []string{"Knight (N)", "Cancel"} {
		f := atPromotion(t)
		b := findButton(f.v.promotion.Content, stop)
		if b == nil {
			t.Fatalf("no button %q in the chooser", stop)
		}
		f.escapeOn(b)
		if f.v.promotion.Visible() {
			t.Errorf("Escape on %q left the chooser open", stop)
		}
		if ply := f.v.Session().Game().Ply(); ply != 0 {
			t.Errorf("Escape on %q played a move (ply %d)", stop, ply)
		}
	}
}

// The promotion chooser opens with the keyboard on its first piece, so
// that Enter takes a queen and Escape closes it: the keyboard stayed where
// the move was made, the move box, and a key pressed there was refused as
// one pressed while a box is open, until Tab reached the chooser.
func TestThePromotionChooserHasTheKeyboard(t *testing.T) {
	f := atPromotion(t)
	queen := findButton(f.v.promotion.Content, "Queen (Q)")
	if queen == nil {
		t.Fatal("no queen in the chooser")
	}
	if got := f.win.Canvas().Focused(); got != fyne.Focusable(queen) {
		t.Errorf("the chooser opened with the keyboard on %T, want its queen", got)
	}
}

// askTakingBack plays 1.e4 e5 2.Nf3 and asks, from the scoresheet, to
// take the moves back to 1...e5; the box it opens must show.
func (f *fixture) askTakingBack() fyne.Canvas {
	f.t.Helper()
	f.playSAN("e4", "e5", "Nf3")
	f.v.sheet.table.Select(widget.TableCellID{Row: 0, Col: 2}) // 1...e5
	f.v.sheet.askRestore()
	c := f.win.Canvas()
	if c.Overlays().Top() == nil {
		f.t.Fatal("the taking back did not open")
	}
	return c
}

// Escape closes the taking back of moves from its reason field, where it
// opens with the keyboard, and from its buttons, and nothing is taken
// back.
func TestEscapeClosesTheTakingBack(t *testing.T) {
	for _, stop := range []string{"reason", "Take back", "Cancel"} {
		f := newFixture(t, "")
		c := f.askTakingBack()
		w := c.Focused()
		if stop != "reason" {
			b := overlayFind(f.win, stop)
			if b == nil {
				t.Fatalf("no button %q in the box", stop)
			}
			w = b
		} else if w == nil {
			t.Fatal("the reason field has no keyboard as the box opens")
		}
		f.escapeOn(w)
		if c.Overlays().Top() != nil {
			t.Errorf("Escape on %s left the box open", stop)
		}
		f.noErrors()
		if got := sans(f.stored()); got != "e4 e5 Nf3" {
			t.Errorf("Escape on %s: moves %q, want e4 e5 Nf3", stop, got)
		}
	}
}

// Open game pressed by the keys hands the keyboard to the move field, so
// that the game opened is played by typing: the button kept it, and the
// move typed went to the button.
func TestOpenGameGivesTheMoveFieldTheKeyboard(t *testing.T) {
	f := newFixture(t, "")
	open := findButton(f.v.content, "Open game")
	if open == nil {
		t.Fatal("no Open game button")
	}
	c := f.win.Canvas()
	c.Focus(open)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	f.noErrors()
	if got := c.Focused(); got != f.v.entry {
		t.Errorf("after Open game the keyboard is on %T, not the move field", got)
	}
}
