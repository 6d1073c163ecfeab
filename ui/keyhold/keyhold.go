// Package keyhold keeps the rest of the keystroke that closes a dialog
// box out of the widget beneath it. Space on a box's focused button
// closes the box on the key, and the driver gives the space it types
// afterwards, as a character of its own, to whatever has the keyboard
// then: the field beneath, which took it as typed there (the rounds
// view's result box said a space is no result). Every dialog box of the
// window opens through Show and closes through Hide, so the package also
// knows whether one is open (Open): the window's own keys wait under one;
// and which is on top (Top), whose words Ctrl+C copies; and gives the keyboard back, as a box closes, to the widget that had it
// as the box opened, or to the canvas's home (SetHome) where nothing had
// it or it can no longer take it (disabled or hidden by what the box did).
package keyhold

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// Hide closes pop and gives the keyboard back to the widget that had it
// as pop opened, at the next key.
func Hide(pop *widget.PopUp) {
	c := pop.Canvas
	Release(c)
	visible := pop.Visible()
	var back fyne.Focusable
	if i := slices.IndexFunc(shown[c], func(b box) bool { return b.pop == pop }); i >= 0 {
		back = shown[c][i].back
		shown[c] = slices.Delete(shown[c], i, i+1)
	}
	pop.Hide()
	if visible {
		hold(c, back)
	}
	if !Open(c) {
		done := whenClosed[c]
		delete(whenClosed, c)
		for _, f := range done {
			f()
		}
	}
}

// whenClosed are, for each canvas, what is to be done as its last box
// closes (WhenClosed).
var whenClosed = map[fyne.Canvas][]func(){}

// WhenClosed has f run once, as the last box open on c closes through
// Hide: what was said of the boxes (the window's keys refused under one)
// is gone with them.
func WhenClosed(c fyne.Canvas, f func()) { whenClosed[c] = append(whenClosed[c], f) }

// Show opens pop, first giving back any keyboard held on its canvas, and
// remembers what has the keyboard, to give it back when pop closes. A
// click takes the keyboard off before the button it clicks opens a box:
// with nothing focused and no box beneath, the canvas's home is what the
// arbiter was working in.
func Show(pop *widget.PopUp) {
	c := pop.Canvas
	Release(c)
	if !slices.ContainsFunc(shown[c], func(b box) bool { return b.pop == pop }) {
		back := c.Focused()
		if back == nil {
			back = home(c)
		}
		shown[c] = append(shown[c], box{pop, back})
	}
	pop.Show()
}

// box is a box opened through Show, and the widget that had the keyboard
// as it opened.
type box struct {
	pop  *widget.PopUp
	back fyne.Focusable
}

// shown are the boxes opened through Show on each canvas.
var shown = map[fyne.Canvas][]box{}

// homes are, for each canvas, the widget that takes the keyboard under a
// box that opened with nothing focused (SetHome).
var homes = map[fyne.Canvas]func() fyne.Focusable{}

// SetHome names the widget of c that gets the keyboard when a box opened
// with nothing focused closes, or one whose widget that had the keyboard
// can no longer take it: the list of the view on screen (home may give
// nil, for none).
func SetHome(c fyne.Canvas, home func() fyne.Focusable) { homes[c] = home }

// home is the widget that takes the keyboard on c where the one that had
// it cannot: the canvas's home (SetHome) while no box is open, nil where
// there is none.
func home(c fyne.Canvas) fyne.Focusable {
	if h := homes[c]; h != nil && !Open(c) {
		return h()
	}
	return nil
}

// takes tells whether f can have the keyboard now: not disabled, nor
// hidden.
func takes(f fyne.Focusable) bool {
	if d, ok := f.(fyne.Disableable); ok && d.Disabled() {
		return false
	}
	o, ok := f.(fyne.CanvasObject)
	return !ok || o.Visible()
}

// Open tells whether a box opened through Show is still shown on c; one
// hidden some other way no longer counts.
func Open(c fyne.Canvas) bool {
	shown[c] = slices.DeleteFunc(shown[c], func(b box) bool { return !b.pop.Visible() })
	if len(shown[c]) == 0 {
		delete(shown, c) // a canvas kept as a key keeps its window's content
		return false
	}
	return true
}

// Forget lets go of what the package keeps for c, whose window has
// closed: each canvas its maps were given held its window's content, the
// event's views and file among it, for the rest of the program's run.
func Forget(c fyne.Canvas) {
	delete(shown, c)
	delete(homes, c)
	delete(help, c)
	delete(held, c)
	delete(whenClosed, c)
	delete(spacePress, c)
	delete(spaceDue, c)
}

// Top is the topmost box opened through Show still shown on c, nil when
// none is: the box a key for the open box (Ctrl+C, which copies its
// words) is about.
func Top(c fyne.Canvas) *widget.PopUp {
	if !Open(c) {
		return nil
	}
	return shown[c][len(shown[c])-1].pop
}

// Boxes are the boxes opened through Show still shown on c, the topmost
// last: the roots of what they show, which the canvas's overlays hide
// inside Fyne's own container of each.
func Boxes(c fyne.Canvas) []*widget.PopUp {
	if !Open(c) {
		return nil
	}
	var pops []*widget.PopUp
	for _, b := range shown[c] {
		pops = append(pops, b.pop)
	}
	return pops
}

// heldFocus is the widget that had the keyboard under a dialog box just
// closed, and the window's key handlers while it waits for it back.
type heldFocus struct {
	prev  fyne.Focusable
	keys  func(*fyne.KeyEvent)
	runes func(rune)
	down  func(*fyne.KeyEvent)
}

// Hold keeps the rest of the keystroke that opened a box on c out of
// the box, as hold does the one that closed a box: the widget with the
// keyboard gets it at the next key, and a space that comes before any
// key, Space's own character after the button it pressed opened the
// box, is dropped. A box whose first widget would take that space as the
// arbiter's choice (a radio with nothing picked) holds it so.
func Hold(c fyne.Canvas) { hold(c, nil) }

// held is the keyboard each canvas holds back after a box closed.
var held = map[fyne.Canvas]*heldFocus{}

// hold keeps the rest of the keystroke that closed a box out of the
// widget beneath: that widget, or back where none has the keyboard, gets
// it at the next key, and a space that comes before any key is the
// closing keystroke's own, and dropped.
func hold(c fyne.Canvas, back fyne.Focusable) {
	prev := c.Focused()
	if prev == nil {
		prev = back
	}
	if prev != nil && !takes(prev) { // disabled or hidden by what the box did
		if h := home(c); h != nil {
			prev = h
		}
	}
	if prev == nil {
		return
	}
	h := &heldFocus{prev: prev, keys: c.OnTypedKey(), runes: c.OnTypedRune()}
	c.Unfocus()
	// The keys go to it at the next one, and it shows so meanwhile: told
	// it lost the keyboard, it was drawn without its mark until a key
	// came, and the arbiter could not see where his keys would go.
	if takes(prev) {
		prev.FocusGained()
	}
	held[c] = h
	c.SetOnTypedRune(func(r rune) {
		Release(c)
		if r == ' ' {
			return
		}
		if f := c.Focused(); f != nil {
			f.TypedRune(r)
		} else if h.runes != nil {
			h.runes(r)
		}
	})
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		Release(c)
		if f := c.Focused(); f != nil {
			f.TypedKey(ev)
		} else if h.keys != nil {
			h.keys(ev)
		}
	})
	// A desktop window says a key is down before its shortcut or its
	// key: the widget has the keyboard back for both.
	if dc, ok := c.(desktop.Canvas); ok {
		h.down = dc.OnKeyDown()
		dc.SetOnKeyDown(func(ev *fyne.KeyEvent) {
			Release(c)
			if f, ok := c.Focused().(desktop.Keyable); ok {
				f.KeyDown(ev)
			} else if h.down != nil {
				h.down(ev)
			}
		})
	}
}

// Unable tells that f, which the keyboard held on c is to go back to,
// can no longer take it: what a box did after it closed disabled or hid
// it (a confirming box closes, then its action runs). The canvas's home
// takes the keyboard instead, and is drawn with its mark at once, not at
// the next key.
func Unable(c fyne.Canvas, f fyne.Focusable) {
	h := held[c]
	if h == nil || h.prev != f {
		return
	}
	f.FocusLost()
	if g := home(c); g != nil {
		h.prev = g
		g.FocusGained()
	}
}

// Give hands the keyboard on c to f at once, as a box closing moves the
// arbiter on to it (an editor saved, the round's results next). Where the
// box's closing keystroke is still held, its space is still to come, and
// to f, not the canvas: f is told it by ClosingSpace and drops it, where
// it took the space as typed there. Give comes last, after the view
// redrawn as the box closed has focused what it would.
func Give(c fyne.Canvas, f fyne.Focusable) {
	_, due := held[c]
	due = due || spacePress[c]
	c.Focus(f)
	Release(c)
	if due {
		spaceDue[c] = true
	}
}

// SpacePress runs press, a widget's action on the Space key: a widget
// Give hands the keyboard to meanwhile has the space the key types
// after it still to come, and drops it (ClosingSpace), as after a box
// closed by Space. A team round paired by Space on its button said in
// the result box given the keyboard that a space is no result key.
func SpacePress(c fyne.Canvas, press func()) {
	spacePress[c] = true
	defer delete(spacePress, c)
	press()
}

// spacePress are the canvases on which a widget acts on Space now.
var spacePress = map[fyne.Canvas]bool{}

// spaceDue are the canvases whose widget given the keyboard by Give has a
// closing keystroke's space still to come.
var spaceDue = map[fyne.Canvas]bool{}

// ClosingSpace reports whether r, typed in a widget on c that Give handed
// the keyboard to, is the space of the keystroke that closed the box
// before it, to be dropped; a key typed first (KeyTyped) ends the wait.
func ClosingSpace(c fyne.Canvas, r rune) bool {
	due := spaceDue[c]
	delete(spaceDue, c)
	return due && r == ' '
}

// KeyTyped tells that a key was typed in the widget Give handed c's
// keyboard to: a space after it is the arbiter's own.
func KeyTyped(c fyne.Canvas) { delete(spaceDue, c) }

// Release gives the keyboard held back on c to the widget that had it,
// unless another has taken it since, and the window its key handlers.
func Release(c fyne.Canvas) {
	h := held[c]
	if h == nil {
		return
	}
	delete(held, c)
	c.SetOnTypedKey(h.keys)
	c.SetOnTypedRune(h.runes)
	if dc, ok := c.(desktop.Canvas); ok {
		dc.SetOnKeyDown(h.down)
	}
	switch c.Focused() {
	case nil:
		c.Focus(h.prev)
		// One that cannot take it (disabled or hidden meanwhile: the
		// check-in's button as the check-in closed, the players'
		// Reinstate as Withdraw took its place) shows no mark: it kept
		// it, and was ringed again beside the result box as it was
		// enabled. The canvas's home takes it instead, where no box is
		// open: with nothing focused the arbiter's next keys did nothing.
		if c.Focused() != h.prev {
			h.prev.FocusLost()
			if f := home(c); f != nil {
				c.Focus(f)
			}
		}
	case h.prev:
	default: // another took the keyboard meanwhile: the mark is its alone
		h.prev.FocusLost()
	}
}
