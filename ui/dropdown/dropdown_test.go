package dropdown

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A fitted drop-down shows its longest choice whole, where Fyne's own is
// only as wide as its placeholder; with no longer choice it is Fyne's size.
func TestFittedShowsTheLongestChoice(t *testing.T) {
	test.NewTempApp(t)
	choices := []string{"1. voor", "12. voor"}
	plain := widget.NewSelect(choices, nil)
	plain.PlaceHolder = "(vali)"
	fitted := NewFitted(choices, "(vali)", nil)
	text := fyne.MeasureText("12. voor", theme.TextSize(), fyne.TextStyle{}).Width
	if got := fitted.MinSize().Width; got < text+theme.IconInlineSize() || got <= plain.MinSize().Width {
		t.Errorf("fitted width %v, plain %v, longest choice's text %v", got, plain.MinSize().Width, text)
	}
	if fitted.MinSize().Height != plain.MinSize().Height {
		t.Errorf("fitted height %v, plain %v", fitted.MinSize().Height, plain.MinSize().Height)
	}
	short := NewFitted([]string{"1"}, "(vali)", nil)
	if short.MinSize() != plain.MinSize() {
		t.Errorf("with short choices: %v, Fyne's %v", short.MinSize(), plain.MinSize())
	}
	// A window holding it is wide enough for it.
	w := test.NewTempWindow(t, fitted)
	fitted.SetSelected("12. voor")
	if got := w.Content().MinSize().Width; got < fitted.MinSize().Width {
		t.Errorf("window content %v narrower than the drop-down %v", got, fitted.MinSize().Width)
	}
}
