package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// The window opens within the screen's work area, less its frame, and
// never below the 1024×700 every view fits: 1200×800 on a 1366×768 laptop
// becomes 1200×720 (measured under a 1366×768 X server), and stays as it
// is on a larger screen.
func TestFitSize(t *testing.T) {
	for _, c := range []struct{ size, area, want fyne.Size }{
		{fyne.NewSize(1200, 800), fyne.NewSize(1366, 768), fyne.NewSize(1200, 720)},
		{fyne.NewSize(1200, 800), fyne.NewSize(1920, 1080), fyne.NewSize(1200, 800)},
		{fyne.NewSize(1200, 800), fyne.NewSize(1024, 768), fyne.NewSize(1024, 720)},
		{fyne.NewSize(1200, 800), fyne.NewSize(800, 600), fyne.NewSize(1024, 700)},
	} {
		if got := fitSize(c.size, c.area); got != c.want {
			t.Errorf("%v in %v: %v, want %v", c.size, c.area, got, c.want)
		}
	}
}
