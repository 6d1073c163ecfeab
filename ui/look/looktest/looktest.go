// Package looktest measures what the window draws, for the tests of the
// views: how well a text stands against the window (WCAG's contrast), in
// the dark theme and in the light one.
package looktest

import (
	"image/color"
	"math"
	"sync"
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

// App is one fyne test app with the window's theme (as NewTempApp makes
// it) that the tests of a package share, current for t with nothing kept
// from the test before: its preferences emptied, its clipboard cleared,
// the window's theme put back where a test left another. A fresh test app
// per test drops fyne's font and text-size caches, and each window's test
// then read its fonts again (the emoji font alone is 4 MB): about a tenth
// of the window's tests' time. A test that makes an app of its own makes it
// current until App is asked again, which then loads the fonts anew.
func App(t testing.TB) fyne.App {
	t.Helper()
	shared.Do(func() { sharedApp = NewTempApp(nopCleanup{t}) })
	a := sharedApp
	if fyne.CurrentApp() != a {
		fyne.SetCurrentApp(a)
		// Another app's fonts and sizes may be in fyne's caches, which
		// setting the theme empties.
		a.Settings().SetTheme(a.Settings().Theme())
	}
	if !windowTheme(a.Settings().Theme()) {
		a.Settings().SetTheme(look.Theme{Theme: test.Theme()})
	}
	prefs, ok := a.Preferences().(interface{ WriteValues(func(map[string]any)) })
	if !ok {
		t.Fatalf("the test app's preferences (%T) cannot be emptied", a.Preferences())
	}
	empty := func() {
		prefs.WriteValues(func(m map[string]any) { clear(m) })
		a.Clipboard().SetContent("")
	}
	empty()
	t.Cleanup(func() {
		// The next test, even one that asks for no app, finds it as a
		// fresh app is: nothing kept, the window's theme.
		empty()
		forgetDrawn()
		if !windowTheme(a.Settings().Theme()) && fyne.CurrentApp() == a {
			a.Settings().SetTheme(look.Theme{Theme: test.Theme()})
		}
	})
	return a
}

// windowTheme is whether th is the window's theme over fyne's test theme,
// as NewTempApp sets it.
func windowTheme(th fyne.Theme) bool {
	w, ok := th.(look.Theme)
	return ok && w.Theme == test.Theme()
}

var (
	shared    sync.Once
	sharedApp fyne.App
)

// nopCleanup is the first test that asks for the shared app, less its
// cleanup: the app outlives it.
type nopCleanup struct{ testing.TB }

func (nopCleanup) Cleanup(func()) {}

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
