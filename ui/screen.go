package ui

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.4/glfw"
)

// windowFrame is what a desktop's title bar and borders add around the
// window's canvas, kept free when the window is fitted to the screen.
const windowFrame = 48

// fitToScreen shrinks the window, once the app runs, to the screen's work
// area (the primary monitor less its panels) when the size it opens at,
// the default or the one remembered, is larger: a 1200×800 window on a
// 1024×768 or 1366×768 laptop had its foot, the status line, off screen.
// It never goes below the 1024×700 every view is made to fit. Fyne gives
// no screen size, so the GLFW it draws with is asked, on the app's main
// thread as GLFW requires.
func (s *Shell) fitToScreen() {
	s.app.Lifecycle().SetOnStarted(func() {
		mon := glfw.GetPrimaryMonitor()
		if mon == nil {
			return
		}
		_, _, width, height := mon.GetWorkarea()
		scale := s.win.Canvas().Scale()
		if width <= 0 || height <= 0 || scale <= 0 {
			return
		}
		size := s.win.Canvas().Size()
		fit := fitSize(size, fyne.NewSize(float32(width)/scale, float32(height)/scale))
		if fit != size {
			s.win.Resize(fit)
		}
	})
}

// fitSize is size within a work area of the given size, less the window's
// frame, but never smaller than 1024×700.
func fitSize(size, area fyne.Size) fyne.Size {
	return fyne.NewSize(max(min(size.Width, area.Width-windowFrame/2), 1024), max(min(size.Height, area.Height-windowFrame), 700))
}
