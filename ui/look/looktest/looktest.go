// Package looktest measures what the window draws, for the tests of the
// views: how well a text stands against the window (WCAG's contrast), in
// the dark theme and in the light one.
package looktest

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"arbiter/ui/look"
)

// NewTempApp is fyne's test app (test.NewTempApp) with the window's theme
// over fyne's test theme, as the window puts it over the system's
// (look.Use): fyne's test theme alone does not know the hint colour, and
// each test that drew a hint logged that it was not defined.
func NewTempApp(t testing.TB) fyne.App {
	a := test.NewTempApp(t)
	look.Use(a)
	return a
}

// InVariant is a theme shown in one variant, dark or light, whatever the
// system says.
type InVariant struct {
	fyne.Theme
	V fyne.ThemeVariant
}

func (t InVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.V)
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

// Contrast is the contrast of two colours as WCAG reckons it, from 1:1
// (the same) to 21:1 (black on white).
func Contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// ContrastIn is the contrast, as WCAG reckons it, between the background
// of o's first line, its most frequent colour (letters are thin), and the
// pixel of that line that stands out from it most, as window w draws o
// (the lines below may run under the status line). The corner of o is
// not taken for the background: the set-up help at the desk begins on
// the line under the tabs. What the window shows is laid out first: the
// desk's comparison, just opened, held a shape not yet laid out that the
// capture could not draw.
func ContrastIn(w fyne.Window, o fyne.CanvasObject) float64 {
	for _, shown := range append([]fyne.CanvasObject{w.Content()}, w.Canvas().Overlays().List()...) {
		test.LaidOutObjects(shown)
	}
	img := w.Canvas().Capture()
	scale := float32(img.Bounds().Dx()) / w.Canvas().Size().Width
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.InnerPadding()
	x0, y0 := int(pos.X*scale), int(pos.Y*scale)
	x1, y1 := int((pos.X+o.Size().Width)*scale), int((pos.Y+min(o.Size().Height, line))*scale)
	seen := map[color.RGBA]int{}
	var ground color.RGBA
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			if seen[c]++; seen[c] > seen[ground] {
				ground = c
			}
		}
	}
	most := 1.0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			most = max(most, Contrast(img.At(x, y), ground))
		}
	}
	return most
}
