// Package dropdown sizes the drop-down lists of the window and of the
// desk to their choices. Fyne's Select is as wide, at the least, as its
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

// Fitted is a Select at least as wide as its longest choice.
type Fitted struct{ widget.Select }

// NewFitted makes a Fitted with the choices and the placeholder.
func NewFitted(options []string, placeholder string, changed func(string)) *Fitted {
	f := &Fitted{}
	f.Options, f.PlaceHolder, f.OnChanged = options, placeholder, changed
	f.ExtendBaseWidget(f)
	return f
}

// MinSize is Fyne's, widened to the longest choice.
func (f *Fitted) MinSize() fyne.Size {
	m := f.Select.MinSize()
	m.Width = Width(&f.Select)
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
