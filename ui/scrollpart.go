package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/button"
	"arbiter/ui/keyhold"
)

// scrollPart is a part of a view that scrolls its text on its own (the
// Ratings view's detail under its table, the history's change chosen).
// Where the text is longer than the part shows, Tab stops at it, in the
// view's reading order, and the arrows, Page Up and Down, Home and End
// move it as they move a box's long text (scrollKey), the part ringed as
// a button is while it has the keyboard; where the text fits, Tab goes
// past it. The mouse's wheel or a split's handle alone reached the end of
// such a text, the keyboard staying on the list above it.
type scrollPart struct {
	// DisableableWidget makes it a fyne.Disableable, whose Disabled
	// Fyne's focus asks before it stops at a widget (Disabled).
	widget.DisableableWidget
	scroll  *container.Scroll
	focused bool
}

func newScrollPart(text fyne.CanvasObject) *scrollPart {
	p := &scrollPart{scroll: container.NewVScroll(text)}
	p.ExtendBaseWidget(p)
	return p
}

// Disabled reports whether the part has nothing for the keys to move, so
// that Tab goes past it (Fyne's focus skips what is disabled): its text
// whole in sight, to a fraction of a pixel (a split shares its room in
// fractions). While it has the keyboard it keeps it.
func (p *scrollPart) Disabled() bool {
	if p.focused {
		return false
	}
	return p.scroll.Content.MinSize().Height < p.scroll.Size().Height+0.5
}

func (p *scrollPart) CreateRenderer() fyne.WidgetRenderer {
	return button.Ringed(widget.NewSimpleRenderer(p.scroll), 0, func(ring *canvas.Rectangle) {
		th := p.Theme()
		ring.Hidden = !p.focused
		ring.StrokeColor = th.Color(theme.ColorNameForeground, fyne.CurrentApp().Settings().ThemeVariant())
		ring.CornerRadius = th.Size(theme.SizeNameSelectionRadius)
	})
}

func (p *scrollPart) FocusGained() { p.focused = true; p.Refresh() }

func (p *scrollPart) FocusLost() { p.focused = false; p.Refresh() }

func (p *scrollPart) TypedRune(rune) {}

func (p *scrollPart) TypedKey(ev *fyne.KeyEvent) {
	if !keyhold.Help(p, ev) {
		scrollKey(p.scroll, ev.Name)
	}
}
