// Package look is the window's look that the views share, the window's
// own and the game desk's: the window's theme and the hint, wrapped text
// in a colour of its own beside the work. It stands apart from ui so that
// ui/desk, which ui imports, draws its hints as the window draws its own.
package look

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// Theme is the toolkit's own theme, light or dark as the system says,
// with two changes. A dialog dims the window behind it but does not blur
// it: the blur is a Gaussian pass over the whole window on every frame
// while a dialog is open; on a laptop without a graphics driver (software
// OpenGL) it was the largest part of every frame of the pairing editor,
// so each key typed in a dialog waited for it. And it knows the hint
// colour (ColorNameHint).
type Theme struct{ fyne.Theme }

// Use puts the window's theme over the app's own, once: over the
// system's in the window, and over fyne's test theme in the tests
// (looktest.NewTempApp), so that every theme the views are drawn in
// knows the hint colour.
func Use(a fyne.App) {
	if _, ok := a.Settings().Theme().(Theme); !ok {
		a.Settings().SetTheme(Theme{Theme: a.Settings().Theme()})
	}
}

func (t Theme) Size(name fyne.ThemeSizeName) float32 {
	if name == theme.SizeNameModalBlurRadius {
		return 0
	}
	return t.Theme.Size(name)
}

// ColorNameHint is the colour of a hint beside the work (Hint): set
// apart from the text, and read as easily as WCAG asks of text, at least
// 4.5:1 against the window. The toolkit's faint label is drawn in the
// colour of a disabled button, 1.6:1 on the dark window and 1.3:1 on the
// light.
const ColorNameHint fyne.ThemeColorName = "arbiter-hint"

func (t Theme) Color(name fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if name != ColorNameHint {
		return t.Theme.Color(name, v)
	}
	if v == theme.VariantDark {
		return t.Theme.Color(theme.ColorNamePlaceHolder, v) // #b2b2b2, 8.4:1
	}
	return color.NRGBA{R: 0x6e, G: 0x6e, B: 0x6e, A: 0xff} // 5.1:1 on white
}

// Compact is the window's theme with half the room around a widget's
// text, for what must show more in the same height (a team round's
// matches and a match's boards at 1024×700, the desk's title above the
// board and the clocks); the window's theme is asked each time, so a
// change of the light or dark variant reaches it.
type Compact struct{}

func (Compact) app() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (t Compact) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.app().Color(n, v)
}
func (t Compact) Font(s fyne.TextStyle) fyne.Resource     { return t.app().Font(s) }
func (t Compact) Icon(n fyne.ThemeIconName) fyne.Resource { return t.app().Icon(n) }
func (t Compact) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameInnerPadding {
		return t.app().Size(n) / 2
	}
	return t.app().Size(n)
}

// Tight is the window's theme with a quarter of the room around a
// widget's text: a Swiss crosstable's rounds, points and tie-breaks side
// by side at 1024×700, as the paper and other programs give them.
type Tight struct{ Compact }

func (t Tight) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameInnerPadding:
		return t.app().Size(n) / 4
	case theme.SizeNamePadding:
		return t.app().Size(n) / 2
	}
	return t.app().Size(n)
}

// Compacted is o drawn in the Compact theme.
func Compacted(o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewThemeOverride(o, Compact{})
}
