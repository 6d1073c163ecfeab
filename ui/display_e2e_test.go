package ui

import (
	"flag"
	"fmt"
	"image"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"arbiter/internal/xwindow"
)

// The tests of the real window each run the app on an X server of their
// own, so that they run side by side (t.Parallel) instead of one after
// the other: the keyboard's focus and the pointer belong to a display,
// and two windows on one would take each other's input. Most of such a
// test's time is the app drawing and the test waiting for the picture to
// settle, which a second test fills.
var (
	displays sync.Map // test name -> *xwindow.Display
	parallel sync.Map // names of the tests that called t.Parallel here
)

// windowSideBySide is how many of the tests that run side by side (the
// window tests, sideBySide) run at once where -parallel is not given.
// Go's default is a test a CPU, two here, for tests that compute; a
// window test mostly waits: for its app to draw each key's effect, then
// for the picture to stay the same a quarter of a second, in which the
// app and the test are idle. Two at a time left the cores idle as often.
const windowSideBySide = 4

// windowsSideBySide sets -parallel to windowSideBySide, unless it is
// given (or CPUs are more). The waits of a window test are measured in
// its app's work, not in time, so an app that more tests beside it keep
// waiting for a CPU is waited for as long.
func windowsSideBySide() {
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	p := flag.Lookup("test.parallel")
	if n, err := strconv.Atoi(p.Value.String()); !given && err == nil && n < windowSideBySide {
		p.Value.Set(strconv.Itoa(windowSideBySide))
	}
}

// sideBySide lets t run beside the other window tests, where each can
// have an X server of its own (Xvfb is there).
func sideBySide(t *testing.T) {
	if _, err := exec.LookPath("Xvfb"); err != nil {
		return
	}
	if _, done := parallel.LoadOrStore(t.Name(), true); !done {
		t.Cleanup(func() { parallel.Delete(t.Name()) })
		t.Parallel()
	}
}

// ownDisplay gives t (and its subtests) an X server of its own, where its
// app is started, and lets it run beside the other window tests. A test
// under one that has its display keeps it; without Xvfb, t runs alone on
// $DISPLAY.
func ownDisplay(t *testing.T) { ownScreen(t, "1280x900x24") }

// ownScreen is ownDisplay with a screen as Xvfb takes it ("1366x768x24"):
// a window is captured only where it lies on the screen, so a laptop's
// 1366 pixels need a screen as wide.
func ownScreen(t *testing.T, screen string) {
	t.Helper()
	if displayOf(t) != xwindow.Default {
		return
	}
	if _, err := exec.LookPath("Xvfb"); err != nil {
		return
	}
	sideBySide(t)
	d, err := xwindow.Start(screen)
	if err != nil {
		t.Fatalf("an X server for the test: %v", err)
	}
	displays.Store(t.Name(), d)
	t.Cleanup(func() {
		displays.Delete(t.Name())
		server := d.Server()
		d.Close()
		forgetTasks(server)
	})
}

// ownScreenFor is ownScreen for a window of size, on a screen at least
// as large (and as Xvfb's default, 1280×768).
func ownScreenFor(t *testing.T, size image.Point) {
	t.Helper()
	ownScreen(t, fmt.Sprintf("%dx%dx24", max(size.X, 1280), max(size.Y, 768)))
}

// windowSizes are the sizes of the window the real-window tests of the
// boxes try: the least every view fits, and a laptop's screen.
var windowSizes = []image.Point{{1024, 700}, {1366, 768}}

// widestLang is the language whose words are the longest: Finnish's are
// the longest of the three in 2,193 of the catalogue's messages, English's
// in 980, Estonian's in 567, and a tenth longer than English's in all.
const widestLang = "fi"

// eachLangAndSize runs test side by side in each of langs at the least
// size every view fits (windowSizes[0]), and at the laptop's (the
// others) in widestLang alone, as subtests named as sized names them
// ("fi-1366x768"). The laptop's window is larger in both dimensions, so
// what fits the least one in a language fits it too, and its own defects
// (a width the larger window leaves empty or cuts) show first in the
// longest words; each language's letters, keys and counts of Tab are the
// same at both sizes, and are walked at the least. The walks of the
// other languages at the laptop's size, twice the CPU of a walk in one,
// checked nothing those keep. Where langs lack widestLang, each is
// walked at every size.
func eachLangAndSize(t *testing.T, langs []string, test func(t *testing.T, lang string, size image.Point)) {
	t.Helper()
	sideBySide(t)
	every := !slices.Contains(langs, widestLang)
	for _, lang := range langs {
		for i, size := range windowSizes {
			if i == 0 || every || lang == widestLang {
				t.Run(sized(lang, size), func(t *testing.T) { test(t, lang, size) })
			}
		}
	}
}

// eachLang runs test side by side in each of langs, as subtests named
// by the language.
func eachLang(t *testing.T, langs []string, test func(t *testing.T, lang string)) {
	t.Helper()
	sideBySide(t)
	for _, lang := range langs {
		t.Run(lang, func(t *testing.T) { test(t, lang) })
	}
}

// sized names lang at size: "fi-1366x768".
func sized(lang string, size image.Point) string {
	return fmt.Sprintf("%s-%dx%d", lang, size.X, size.Y)
}

// displayOf is the display of t: its own, its parent's, or $DISPLAY.
func displayOf(t *testing.T) *xwindow.Display {
	for name := t.Name(); ; {
		if d, ok := displays.Load(name); ok {
			return d.(*xwindow.Display)
		}
		i := strings.LastIndex(name, "/")
		if i < 0 {
			return xwindow.Default
		}
		name = name[:i]
	}
}

// displayEnv is what the environment of the app of t adds for its display.
func displayEnv(t *testing.T) []string {
	if name := displayOf(t).Name(); name != "" {
		return []string{"DISPLAY=" + name}
	}
	return nil
}

// appOnScreen builds the app (buildApp), gives t a display of its own at
// least as large as size (ownScreenFor) and the app a home there
// (appHome): the test's folder, the app, its home, and its command line
// in lang on that display, in that home.
func appOnScreen(t *testing.T, lang string, size image.Point) (dir, bin, home string, cli func(args ...string)) {
	t.Helper()
	dir, bin = buildApp(t)
	ownScreenFor(t, size)
	home = appHome(t, dir, "home")
	return dir, bin, home, commandOf(t, bin, append(appEnv(home, lang), displayEnv(t)...)...)
}

// bigScreen is the size of ownDisplay's screen, for appOnScreen.
var bigScreen = image.Pt(1280, 900)
