package ui

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// inVariant is the window's theme shown in one variant, dark or light,
// whatever the system says.
type inVariant struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t inVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

// luminance is a colour's relative luminance as WCAG defines it.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrastIn is the contrast, as WCAG reckons it, between the background
// at o's top left corner (its padding, where no letter is) and the pixel
// of o's first line that stands out from it most, as the window draws o
// (the lines below may run under the status line).
func contrastIn(s *Shell, o fyne.CanvasObject) float64 {
	img := s.win.Canvas().Capture()
	scale := float32(img.Bounds().Dx()) / s.win.Canvas().Size().Width
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.InnerPadding()
	x0, y0 := int(pos.X*scale), int(pos.Y*scale)
	x1, y1 := int((pos.X+o.Size().Width)*scale), int((pos.Y+min(o.Size().Height, line))*scale)
	ground := luminance(img.At(x0, y0))
	most := 1.0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			l := luminance(img.At(x, y))
			most = max(most, (max(l, ground)+0.05)/(min(l, ground)+0.05))
		}
	}
	return most
}

// The hints beside the work, the standings' legend under the table, the
// rounds view's keys and the backups' folder, can be read: their letters
// stand at least 4.5:1 against the window (WCAG's AA for text), in the
// dark theme and in the light. They were drawn in the colour of a disabled button, 1.6:1 on the
// dark window and 1.3:1 on the light, and could hardly be made out.
func TestHintsCanBeRead(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		s, rounds := roundOfTwelve(t)
		fyne.CurrentApp().Settings().SetTheme(inVariant{appTheme{theme.DefaultTheme()}, variant})
		s.win.Resize(fyne.NewSize(1024, 900)) // the keys whole above the status line
		runKey(t, s, viewKeys[areaRounds].shortcut())
		rounds.showKeys()
		if !rounds.help.Visible() {
			t.Fatal("Keys did not show the rounds view's keys")
		}
		if got := contrastIn(s, rounds.help); got < 4.5 {
			t.Errorf("variant %d: the rounds view's keys stand %.2f:1 against the window, want 4.5:1", variant, got)
		}
		runKey(t, s, viewKeys[areaStandings].shortcut())
		note := s.areaView(areaStandings).(*standingsView).note
		if !note.Visible() || note.Text == "" {
			t.Fatal("the standings show no notes")
		}
		if got := contrastIn(s, note); got < 4.5 {
			t.Errorf("variant %d: the standings' notes stand %.2f:1 against the window, want 4.5:1", variant, got)
		}
		runKey(t, s, viewKeys[areaFile].shortcut())
		if got := contrastIn(s, s.areaView(areaFile).(*fileView).folder); got < 4.5 {
			t.Errorf("variant %d: the backups' folder stands %.2f:1 against the window, want 4.5:1", variant, got)
		}
	}
}
