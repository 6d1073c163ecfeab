package ui

import (
	"fmt"
	"maps"
	"slices"
	"strings"

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
		s.screen = fmt.Sprintf("%dx%d", width, height)
		fit := fitSize(s.sizeOn(s.screen, size), fyne.NewSize(float32(width)/scale, float32(height)/scale))
		if fit != size {
			s.win.Resize(fit)
		}
	})
}

// prefSizes keeps the window's size as it was last closed ("1300x720")
// and on each screen by its work area ("1366x768=1300x720"), in one
// preference: Fyne writes the first change at once and the next ones a
// tenth of a second later, which a closing app never waits for, so that
// of a width and a height only the width was kept.
const prefSizes = "window-sizes"

// windowSizes reads prefSizes: the last size under "", each screen's
// under its work area.
func (s *Shell) windowSizes() map[string]fyne.Size {
	out := map[string]fyne.Size{}
	for _, part := range strings.Split(s.app.Preferences().String(prefSizes), ";") {
		screen, size, found := strings.Cut(part, "=")
		if !found {
			screen, size = "", part
		}
		var w, h float32
		if _, err := fmt.Sscanf(size, "%gx%g", &w, &h); err == nil && w > 0 && h > 0 {
			out[screen] = fyne.NewSize(w, h)
		}
	}
	return out
}

// rememberOnScreen keeps size as the last one and as the one on this
// screen, in one write.
func (s *Shell) rememberOnScreen(size fyne.Size) {
	sizes := s.windowSizes()
	sizes[""] = size
	if s.screen != "" {
		sizes[s.screen] = size
	}
	parts := []string{fmt.Sprintf("%gx%g", size.Width, size.Height)}
	for _, screen := range slices.Sorted(maps.Keys(sizes)) {
		if screen != "" {
			parts = append(parts, fmt.Sprintf("%s=%gx%g", screen, sizes[screen].Width, sizes[screen].Height))
		}
	}
	s.app.Preferences().SetString(prefSizes, strings.Join(parts, ";"))
}

// sizeOn is the size the window had when it was last closed on a screen
// of this work area ("1366x768"), else size: a laptop's window and the
// one on a large monitor each come back as they were left.
func (s *Shell) sizeOn(screen string, size fyne.Size) fyne.Size {
	if kept, ok := s.windowSizes()[screen]; ok && screen != "" {
		return kept
	}
	return size
}

// fitSize is size within a work area of the given size, less the window's
// frame, but never smaller than 1024×700.
func fitSize(size, area fyne.Size) fyne.Size {
	return fyne.NewSize(max(min(size.Width, area.Width-windowFrame/2), smallest.Width), max(min(size.Height, area.Height-windowFrame), smallest.Height))
}
