package ui

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"arbiter/ui/look"
	"arbiter/ui/look/looktest"
)

// The rounds view's list shows when it has the keyboard: its chosen cell
// is drawn otherwise with the keyboard on the list than on the result
// box, as a focused button or field is, by 3:1 at least (WCAG's least
// contrast of a focus mark against the unfocused look). Fyne only tints
// the cell a shade lighter, 1.2:1, and Tab onto the list seemed to show
// nothing: the arbiter lost the keyboard for that press.
func TestChosenCellShowsTheKeyboard(t *testing.T) {
	s, rounds := roundOfTwelve(t)
	fyne.CurrentApp().Settings().SetTheme(looktest.InVariant{Theme: look.Theme{Theme: theme.DefaultTheme()}, V: theme.VariantDark})
	s.win.Resize(fyne.NewSize(1024, 700))
	rounds.grid.selectRow(2)
	table := rounds.grid.table
	if table.scroll == nil || table.scroll.Offset.Y != 0 {
		t.Fatal("the list is scrolled, or not drawn")
	}
	cell := func() image.Image {
		img := s.win.Canvas().Capture()
		scale := float32(img.Bounds().Dx()) / s.win.Canvas().Size().Width
		// the chosen row, the third under the headings, unscrolled
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(table.scroll)
		pitch := rounds.grid.rowPitch()
		top := pos.Y + 2*pitch
		r := image.Rect(int(pos.X*scale), int(top*scale), int((pos.X+table.scroll.Size().Width)*scale), int((top+pitch)*scale))
		return img.(interface {
			SubImage(image.Rectangle) image.Image
		}).SubImage(r)
	}
	s.win.Canvas().Focus(rounds.keys)
	away := cell()
	s.win.Canvas().Focus(table)
	if s.win.Canvas().Focused() != table {
		t.Fatal("the list did not take the keyboard")
	}
	on := cell()
	b, most := away.Bounds(), 1.0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			most = max(most, looktest.Contrast(away.At(x, y), on.At(x, y)))
		}
	}
	if most < 3 {
		t.Errorf("the chosen row with the keyboard on the list stands at most %.2f:1 against itself with the keyboard elsewhere, want 3:1", most)
	}
}
