// Package button is the button of the window and of the desk. With the
// keyboard on it (Tab takes it there) Enter and Space press it and leave
// the keyboard on it, and a click on it in a dialog box leaves the
// keyboard on it too; Escape goes on to the box it is in. Fyne's button
// takes the keyboard off as it is pressed, by the keys as by a click, and
// ignores Enter: an error box whose OK had the keyboard ignored Enter and
// Escape, and only the mouse closed it; Space on the pairing options' Add
// took the keyboard off, and the next Tab began again at the box's first
// field; a box opened from a box by a click gave the keyboard back, as it
// closed, to nothing. The button with the keyboard is ringed in the colour
// of its text.
package button

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/keyhold"
)

// Button is a widget.Button that keeps the keyboard as it is pressed. A
// type that embeds it calls ExtendBaseWidget with itself, as with any
// Fyne widget, so that the keyboard is put back on the widget the window
// holds.
type Button struct {
	widget.Button
	// Pass has the keys the button has no use for, Escape (the dialog
	// box it is in closes), Insert (a view's list adds a row) and Page
	// Down and Page Up (a view's list chooses its next or last row).
	// Without it they are dropped.
	Pass func(*fyne.KeyEvent) `json:"-"`
	// Icon is drawn beside the text by the button's own renderer, from a
	// picture made once for each colour and size (iconRenderer): the
	// toolkit's button, whose Icon it hides, is given none.
	Icon fyne.Resource

	outer   fyne.Focusable // the widget the window holds: the button, or one around it
	focused bool
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

// SetIcon sets the icon, nil for none.
func (b *Button) SetIcon(icon fyne.Resource) {
	b.Icon = icon
	b.Refresh()
}

// AccessibilityLabel is the text, or the icon's name where there is none.
func (b *Button) AccessibilityLabel() string {
	if b.Text == "" && b.Icon != nil {
		return b.Icon.Name()
	}
	return b.Text
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

// TypedKey presses the button on Space and Enter and passes Escape,
// Insert, Page Down and Page Up on, and F1 to the window (keyhold.Help).
func (b *Button) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(b.self().(fyne.CanvasObject), ev) {
		return
	}
	switch ev.Name {
	case fyne.KeySpace:
		if c := b.canvas(); c != nil {
			keyhold.SpacePress(c, b.press)
		} else {
			b.press()
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		b.press()
	case fyne.KeyEscape, fyne.KeyInsert, fyne.KeyPageDown, fyne.KeyPageUp:
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

// Disable disables the button; a keyboard held back for it, as a box it
// opened closes, goes to the view's home at once (keyhold.Unable).
func (b *Button) Disable() {
	b.Button.Disable()
	b.unable()
}

// Hide hides the button; a keyboard held back for it goes to the view's
// home at once, as Disable.
func (b *Button) Hide() {
	b.Button.Hide()
	b.unable()
}

func (b *Button) unable() {
	if c := b.canvas(); c != nil {
		keyhold.Unable(c, b.self())
	}
}

// FocusGained rings the button (CreateRenderer).
func (b *Button) FocusGained() {
	b.focused = true
	b.Button.FocusGained()
}

// FocusLost takes the ring off.
func (b *Button) FocusLost() {
	b.focused = false
	b.Button.FocusLost()
}

// ringInset is how far inside the button's edge the ring of the keyboard
// lies, RingWidth how wide every ring of the keyboard is drawn (Ringed).
// Fyne marks the keyboard by a tint of the
// button's fill alone, which on the desk's green Accept and red Overrule
// in the dark theme cannot be told from the button without it: an
// arbiter working by keys pressed Enter not seeing where it went.
const (
	ringInset = 3
	RingWidth = 2
)

// CreateRenderer is Fyne's, with the icon drawn beside the text
// (iconRenderer) and the ring over it while the button has
// the keyboard: in the colour of its text, which its fill is chosen to
// be read under, light or dark.
func (b *Button) CreateRenderer() fyne.WidgetRenderer {
	return Ringed(withIcon(b, b.Button.CreateRenderer()), ringInset, func(ring *canvas.Rectangle) {
		th := b.Theme()
		ring.Hidden = !b.focused || b.Disabled()
		ring.StrokeColor = th.Color(textColor(b.Importance), fyne.CurrentApp().Settings().ThemeVariant())
		ring.CornerRadius = max(0, th.Size(theme.SizeNameButtonRadius)-ringInset)
	})
}

// Ringed is a widget's renderer r with the keyboard's ring over it,
// inset from the widget's edge, RingWidth wide: paint shows or hides it
// and gives its colour and corners, at each refresh. The window's
// buttons and the cursor's cell of a list with the keyboard are ringed.
func Ringed(r fyne.WidgetRenderer, inset float32, paint func(ring *canvas.Rectangle)) fyne.WidgetRenderer {
	ring := canvas.NewRectangle(color.Transparent)
	ring.StrokeWidth = RingWidth
	rr := &ringRenderer{WidgetRenderer: r, ring: ring, inset: inset, paint: paint}
	rr.repaint()
	return rr
}

// ringRenderer draws the ring over a widget's own renderer.
type ringRenderer struct {
	fyne.WidgetRenderer
	ring    *canvas.Rectangle
	inset   float32
	paint   func(*canvas.Rectangle)
	objects []fyne.CanvasObject // the widget's and the ring, as of the last refresh
}

func (r *ringRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *ringRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	r.ring.Move(fyne.NewPos(r.inset, r.inset))
	r.ring.Resize(size.SubtractWidthHeight(2*r.inset, 2*r.inset))
}

func (r *ringRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	r.repaint()
}

func (r *ringRenderer) repaint() {
	r.paint(r.ring)
	r.ring.Refresh()
	// The widget's objects change on a refresh (a button's icon set).
	r.objects = append(slices.Clip(r.WidgetRenderer.Objects()), r.ring)
}

// textColor is the colour Fyne writes a button's text in by its
// importance.
func textColor(imp widget.Importance) fyne.ThemeColorName {
	switch imp {
	case widget.DangerImportance:
		return theme.ColorNameForegroundOnError
	case widget.HighImportance:
		return theme.ColorNameForegroundOnPrimary
	case widget.SuccessImportance:
		return theme.ColorNameForegroundOnSuccess
	case widget.WarningImportance:
		return theme.ColorNameForegroundOnWarning
	}
	return theme.ColorNameForeground
}
