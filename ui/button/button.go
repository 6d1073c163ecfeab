// Package button is the button of the window and of the desk. With the
// keyboard on it (Tab takes it there) Enter and Space press it and leave
// the keyboard on it, and a click on it in a dialog box leaves the
// keyboard on it too; Escape goes on to the box it is in. Fyne's button
// takes the keyboard off as it is pressed, by the keys as by a click, and
// ignores Enter: an error box whose OK had the keyboard ignored Enter and
// Escape, and only the mouse closed it; Space on the pairing options' Add
// took the keyboard off, and the next Tab began again at the box's first
// field; a box opened from a box by a click gave the keyboard back, as it
// closed, to nothing.
package button

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/keyhold"
)

// Button is a widget.Button that keeps the keyboard as it is pressed. A
// type that embeds it calls ExtendBaseWidget with itself, as with any
// Fyne widget, so that the keyboard is put back on the widget the window
// holds.
type Button struct {
	widget.Button
	// Pass has the keys the button has no use for, Escape: the dialog
	// box it is in closes. Without it they are dropped.
	Pass func(*fyne.KeyEvent) `json:"-"`

	outer fyne.Focusable // the widget the window holds: the button, or one around it
}

// New makes a button with text that runs tapped when pressed.
func New(text string, tapped func()) *Button { return NewWithIcon(text, nil, tapped) }

// NewWithIcon makes a button with text and icon that runs tapped when
// pressed.
func NewWithIcon(text string, icon fyne.Resource, tapped func()) *Button {
	b := &Button{}
	b.Text, b.Icon, b.OnTapped = text, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// ExtendBaseWidget records the outermost widget, which the keyboard is
// put back on.
func (b *Button) ExtendBaseWidget(w fyne.Widget) {
	if f, ok := w.(fyne.Focusable); ok {
		b.outer = f
	}
	b.Button.ExtendBaseWidget(w)
}

func (b *Button) self() fyne.Focusable {
	if b.outer == nil {
		return b
	}
	return b.outer
}

// TypedKey presses the button on Space and Enter and passes Escape on.
func (b *Button) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace:
		if c := b.canvas(); c != nil {
			keyhold.SpacePress(c, b.press)
		} else {
			b.press()
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		b.press()
	case fyne.KeyEscape:
		if b.Pass != nil {
			b.Pass(ev)
		}
	default:
		b.Button.TypedKey(ev)
	}
}

// Tapped presses the button for a click. In a dialog box the keyboard
// stays on it, so that a box it opens gives it back to it as it closes:
// a box has no list of its own to take it, as a view has (keyhold.SetHome).
func (b *Button) Tapped(ev *fyne.PointEvent) {
	if c := b.canvas(); c != nil && keyhold.Open(c) {
		b.press()
		return
	}
	b.Button.Tapped(ev)
}

func (b *Button) canvas() fyne.Canvas {
	return fyne.CurrentApp().Driver().CanvasForObject(b.self().(fyne.CanvasObject))
}

// press presses the button, which keeps the keyboard. Fyne's press takes
// the keyboard off the button, as a click does, before the button acts:
// the press is Fyne's, for its look, and the action comes after the
// keyboard is back, so that a box the button opens gives it back to the
// button as it closes (keyhold.Show).
func (b *Button) press() {
	if b.Disabled() {
		return
	}
	tapped := b.OnTapped
	b.OnTapped = nil
	b.Button.Tapped(nil)
	b.OnTapped = tapped
	if c := b.canvas(); c != nil {
		c.Focus(b.self())
	}
	if tapped != nil {
		tapped()
	}
}
