package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
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

// tallView is a view higher and wider than any window, as the desk was
// with a ruling's form and texts.
type tallView struct{ box *canvas.Rectangle }

func (v tallView) object() fyne.CanvasObject { return v.box }
func (tallView) refresh()                    {}

// No view makes the window larger than 1024×700, in any language: what a
// view needs beyond it scrolls inside the window. The desk's touch-move
// form grew the window to 1025×730, the status line and every bottom
// button off the screen.
func TestViewsNeverGrowTheWindow(t *testing.T) {
	s := openShell(t, newSwissFile(t, 60, 7))
	room := smallestRoom(s)
	test.Tap(shownView[*roundsView](s, areaRounds).pairBtn)
	fits := func(what string) {
		t.Helper()
		checkFits(t, s, room, what)
	}
	eachViewInEachLanguage(s, fits)
	tall := tallView{canvas.NewRectangle(color.Black)}
	tall.box.SetMinSize(fyne.NewSize(1500, 2000))
	s.views[areaVenue] = tall
	s.show(areaVenue)
	fits("a view of 1500×2000")
	if got := tall.box.Size(); got.Width < 1500 || got.Height < 2000 {
		t.Errorf("the tall view is squeezed to %v: it must scroll, whole", got)
	}
	s.show(areaPlayers)
	if got := s.areaView(areaPlayers).object().Size(); got.Height > room.Height {
		t.Errorf("after the tall view the players view is %v high, beyond the window", got.Height)
	}
}

// The window comes back at the size it was closed at on the same screen:
// a laptop's window and the one on a large monitor each as they were left;
// on a screen it was never closed on, at the size it was closed at last.
func TestWindowSizeRememberedPerScreen(t *testing.T) {
	a := test.NewTempApp(t)
	s := shellIn(a, test.NewTempWindow(t, nil))
	s.screen = "1366x720"
	s.win.Resize(fyne.NewSize(1300, 700))
	s.rememberSize()
	s.screen = "1920x1050"
	s.win.Resize(fyne.NewSize(1800, 1000))
	s.rememberSize()
	again := shellIn(a, test.NewTempWindow(t, nil))
	for _, c := range []struct {
		screen string
		want   fyne.Size
	}{
		{"1366x720", fyne.NewSize(1300, 700)},
		{"1920x1050", fyne.NewSize(1800, 1000)},
		{"2560x1400", fyne.NewSize(1800, 1000)}, // never closed there: the last size
	} {
		if got := again.sizeOn(c.screen, again.win.Canvas().Size()); got != c.want {
			t.Errorf("on %s: %v, want %v", c.screen, got, c.want)
		}
	}
}
