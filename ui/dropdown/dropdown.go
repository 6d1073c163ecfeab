// Package dropdown is the drop-down list of the window and of the desk:
// it opens on its current choice, and Fitted sizes it to its choices. Fyne's Select is as wide, at the least, as its
// placeholder, whatever its choices: where the placeholder is short, as
// the Estonian "(vali)", a chosen "6. voor" showed as "6. v…". Fitted is
// for short choices such as rounds; a list of long ones (players) would
// widen the window past the screen.
package dropdown

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Select is Fyne's drop-down whose list opens on its current choice,
// highlighted, so that Enter keeps it and Up and Down step from it:
// Fyne's opens with nothing highlighted and Down went to the first
// choice, whatever was chosen.
type Select struct {
	widget.Select
	outer fyne.Widget // the widget the canvas knows, which may extend this one
}

// NewSelect makes a Select with the choices and the placeholder.
func NewSelect(options []string, placeholder string, changed func(string)) *Select {
	s := &Select{}
	s.Options, s.PlaceHolder, s.OnChanged = options, placeholder, changed
	s.ExtendBaseWidget(s)
	return s
}

// ExtendBaseWidget is Fyne's, keeping the widget that extends the Select
// for finding its canvas.
func (s *Select) ExtendBaseWidget(w fyne.Widget) {
	s.outer = w
	s.Select.ExtendBaseWidget(w)
}

// Tapped opens the list on the current choice.
func (s *Select) Tapped(ev *fyne.PointEvent) { s.open(func() { s.Select.Tapped(ev) }) }

// TypedKey opens the list on the current choice where Fyne's opens it
// (Space, Up, Down).
func (s *Select) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace, fyne.KeyUp, fyne.KeyDown:
		s.open(func() { s.Select.TypedKey(ev) })
	default:
		s.Select.TypedKey(ev)
	}
}

// open runs Fyne's opening of the list, which gives the list the
// keyboard, and highlights the current choice in it.
func (s *Select) open(fyneOpen func()) {
	fyneOpen()
	var outer fyne.CanvasObject = s.outer
	if outer == nil {
		outer = s
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(outer)
	if c == nil {
		return
	}
	if list, ok := c.Focused().(*widget.PopUpMenu); ok {
		for range s.SelectedIndex() + 1 {
			list.ActivateNext()
		}
	}
}

// Fitted is a Select at least as wide as its longest choice.
type Fitted struct{ Select }

// NewFitted makes a Fitted with the choices and the placeholder.
func NewFitted(options []string, placeholder string, changed func(string)) *Fitted {
	f := &Fitted{}
	f.Options, f.PlaceHolder, f.OnChanged = options, placeholder, changed
	f.ExtendBaseWidget(f)
	return f
}

// MinSize is Fyne's, widened to the longest choice.
func (f *Fitted) MinSize() fyne.Size {
	m := f.Select.Select.MinSize()
	m.Width = Width(&f.Select.Select)
	return m
}

// Width is the least width that shows sel's placeholder and every choice
// whole: Fyne's least width with the placeholder's text swapped for the
// longest of them.
func Width(sel *widget.Select) float32 {
	size := sel.Theme().Size(theme.SizeNameText)
	placeholder := fyne.MeasureText(sel.PlaceHolder, size, fyne.TextStyle{}).Width
	widest := placeholder
	for _, o := range sel.Options {
		widest = max(widest, fyne.MeasureText(o, size, fyne.TextStyle{}).Width)
	}
	return sel.MinSize().Width - placeholder + widest
}
