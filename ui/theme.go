package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// appTheme is the toolkit's own theme, light or dark as the system says,
// with one change: a dialog dims the window behind it but does not blur
// it. The blur is a Gaussian pass over the whole window on every frame
// while a dialog is open; on a laptop without a graphics driver (software
// OpenGL) it was the largest part of every frame of the pairing editor,
// so each key typed in a dialog waited for it.
type appTheme struct{ fyne.Theme }

func (t appTheme) Size(name fyne.ThemeSizeName) float32 {
	if name == theme.SizeNameModalBlurRadius {
		return 0
	}
	return t.Theme.Size(name)
}
