package ui

import (
	"fmt"
	"image"

	"arbiter/tournament"
)

// Where the keyboard goes in the real window (issue 91), in English,
// Finnish and Estonian, at 1024×700, and in Finnish at 1366×768 too
// (eachLangAndSize): a box opened by a
// click gives it back as it closes; each view's key gives it to the
// view's list. A button pressed by Space keeps it: see
// swissOptionsByKeys. ARBITER_E2E_SHOTS=folder keeps the pictures.

// awaitChosen waits for a row of a list shown chosen, as Space on the
// list with the keyboard chooses its first: for a cell drawn chosen
// where before showed none, or another (chosenBox leaves out the
// navigation's chosen view, in the same colour).
func (w *window) awaitChosen(what string, before image.Image) {
	w.t.Helper()
	was := chosenBox(before)
	w.awaitPicture(what, "chosen", func(img image.Image) error {
		if now := chosenBox(img); now.Empty() || now == was {
			return fmt.Errorf("no row chosen: the cells drawn chosen are %v, %v before", now, was)
		}
		return nil
	})
}

// aBoxClickedGivesTheKeyboardBack clicks Add player over the
// players' list, which has the keyboard, and closes the box by Escape:
// Space chooses the list's first player, and Ctrl+2 shows the rounds,
// where 1 is board 1's result. The click took the keyboard off the list
// before the box opened, which gave it back to nothing: Space chose no
// one, and the window's keys went nowhere.
func aBoxClickedGivesTheKeyboardBack(w *window, lang string, size image.Point) {
	w.keys("ctrl+1")
	w.clickedPrimary("players", "Add player")
	w.shot("box-opened")
	closed := w.changed("Escape")
	w.keys("space")
	w.awaitChosen("the first player chosen by Space after the box closed", closed)
	w.changed("ctrl+2")
	w.keys("1")
	w.await("board 1 won by White, typed after Ctrl+2", func(ev *tournament.Event) error {
		if got := ev.Rounds[0].Pairings[0].Result; got != tournament.WhiteWins {
			return fmt.Errorf("round 1 board 1: %v", got)
		}
		return nil
	})
	w.shot("result")
}

// everyViewsKeyGivesItsListTheKeyboard shows the standings by
// Ctrl+3 and the ratings by Ctrl+6 from the rounds, whose result field
// has the keyboard: Space chooses each list's first row, as on the
// players' list by Ctrl+1. The keyboard stayed on the result field, out
// of sight.
func everyViewsKeyGivesItsListTheKeyboard(w *window, lang string, size image.Point) {
	for _, key := range []string{"ctrl+3", "ctrl+6"} {
		w.changed("ctrl+2")
		shown := w.changed(key)
		w.keys("space")
		w.awaitChosen("the first row chosen by Space after "+key, shown)
	}
}

// aBoxFromABoxGivesTheKeyboardBack opens the pairing editor
// by the keys (Shift+Tab from the result field to Edit pairings…, Enter),
// finds its Late entry… by the keyboard's ring (Tab to it, then on to
// Un-pair beside it), clicks it, and closes the late entry's box by
// Escape: Space presses Late entry… again. The click took the keyboard
// off, the box beneath had nothing to give it back to, and Space did
// nothing. Escape then closes the editor, nothing changed.
func aBoxFromABoxGivesTheKeyboardBack(w *window, lang string, size image.Point) {
	w.keys("ctrl+2")
	w.tab(-6) // past the board's field, the list, the check-in, the pairing options and the check to Edit pairings…
	w.changed("Return")
	w.tab(9) // the players' and the board's drop-downs, then their buttons, to Late entry…
	// Late entry… is the one button of the editor that begins its
	// row: every other row begins with its label. Until the app has
	// taken the ninth Tab the ring is on a drop-down, which has none,
	// or on a button with text to its left.
	var late image.Rectangle
	w.awaitPicture("the keyboard's ring on Late entry…, first in its row", "", func(img image.Image) error {
		if late = keyboardRing(img); late.Empty() {
			return fmt.Errorf("no button ringed")
		}
		if left := inkLines(img, 0, late.Min.X-8, late.Min.Y, late.Max.Y); len(left) > 0 {
			return fmt.Errorf("the ringed button at %v has text to its left at rows %v", late, left)
		}
		return nil
	})
	w.keys("Tab")
	w.awaitPicture("the keyboard's ring on Un-pair, beside Late entry…", "editor", func(img image.Image) error {
		if at := keyboardRing(img); at.Min.Y != late.Min.Y || at.Min.X <= late.Max.X {
			return fmt.Errorf("the ringed button at %v, Late entry… at %v", at, late)
		}
		return nil
	})
	w.click((late.Min.X+late.Max.X)/2, (late.Min.Y+late.Max.Y)/2)
	w.awaitLateEntry("the late entry's box, clicked", true)
	w.keys("Escape")
	w.awaitLateEntry("the late entry's box closed by Escape", false)
	w.keys("space")
	w.awaitLateEntry("the late entry's box opened again by Space", true)
	w.keys("Escape")
	w.awaitLateEntry("the late entry's box closed again", false)
	w.changed("Escape")
}

// awaitLateEntry waits for the late entry's box to be shown, by its
// Add the player, the one primary button on screen (the editor's Save is
// off until the round is changed), or gone.
func (w *window) awaitLateEntry(what string, shown bool) {
	w.t.Helper()
	w.awaitPicture(what, "", func(img image.Image) error {
		if got := !primaryButton(img).Empty(); got != shown {
			return fmt.Errorf("a primary button shown: %v", got)
		}
		return nil
	})
}
