package dropdown

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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

// The list opens on the current choice, however it is opened (a click,
// Space, Down): Down in it goes to the next choice and Enter takes it.
// Fyne's list opened with nothing highlighted, and Down went to the first.
func TestListOpensOnTheCurrentChoice(t *testing.T) {
	test.NewTempApp(t)
	choices := []string{"1. voor", "2. voor", "3. voor", "4. voor"}
	sel := NewSelect(choices, "(vali)", nil)
	fitted := NewFitted(choices, "(vali)", nil)
	w := test.NewTempWindow(t, container.NewVBox(sel, fitted))
	w.Resize(fyne.NewSize(400, 400))
	for name, open := range map[string]func(s fyne.Widget){
		"click": func(s fyne.Widget) { test.Tap(s.(fyne.Tappable)) },
		"Space": func(s fyne.Widget) { s.(fyne.Focusable).TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) },
		"Down":  func(s fyne.Widget) { s.(fyne.Focusable).TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown}) },
	} {
		for _, s := range []*Select{sel, &fitted.Select} {
			s.SetSelectedIndex(1)
			open(s.outer)
			list, ok := w.Canvas().Focused().(*widget.PopUpMenu)
			if !ok {
				t.Fatalf("%s: no list open", name)
			}
			list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
			list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if s.Selected != "3. voor" {
				t.Errorf("%s on %q, Down, Enter: %q chosen, want 3. voor", name, "2. voor", s.Selected)
			}
		}
	}
}
