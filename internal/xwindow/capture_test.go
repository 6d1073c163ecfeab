package xwindow

import (
	"image"
	"image/color"
	"maps"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// trueColour is an X server's setup as Xvfb's: a TrueColor visual of 24
// bits kept in 32 a pixel, blue first, in the byte order given.
func trueColour(order byte) *xproto.SetupInfo {
	vis := xproto.VisualInfo{VisualId: 33, Class: xproto.VisualClassTrueColor, RedMask: 0xff0000, GreenMask: 0xff00, BlueMask: 0xff}
	return &xproto.SetupInfo{ImageByteOrder: order,
		PixmapFormats: []xproto.Format{{Depth: 24, BitsPerPixel: 32, ScanlinePad: 32}},
		Roots:         []xproto.ScreenInfo{{AllowedDepths: []xproto.DepthInfo{{Depth: 24, Visuals: []xproto.VisualInfo{vis}}}}}}
}

// A window's pixels read as the X server keeps them: blue, green, red and
// an unused byte each (least significant first), or the other way round.
func TestDecodeReadsEachPixelsColour(t *testing.T) {
	want := []color.RGBA{{0x10, 0x20, 0x30, 255}, {0xff, 0, 0x80, 255}, {1, 2, 3, 255}, {0xfe, 0xdc, 0xba, 255}}
	for _, order := range []byte{xproto.ImageOrderLSBFirst, xproto.ImageOrderMSBFirst} {
		var data []byte
		for _, c := range want {
			if order == xproto.ImageOrderLSBFirst {
				data = append(data, c.B, c.G, c.R, 0x77)
			} else {
				data = append(data, 0x77, c.R, c.G, c.B)
			}
		}
		// Two rows of two, and one row of three (an odd width's last
		// pixel read alone).
		for _, size := range []image.Point{{2, 2}, {3, 1}} {
			img, err := decode(trueColour(order), 33, 24, size.X, size.Y, data[:4*size.X*size.Y])
			if err != nil {
				t.Fatal(err)
			}
			for i, c := range want[:size.X*size.Y] {
				if got := img.RGBAAt(i%size.X, i/size.X); got != c {
					t.Errorf("byte order %d, %v, pixel %d: %v, want %v", order, size, i, got, c)
				}
			}
		}
	}
}

// A window captured again unchanged is the picture decoded before, not
// a new one: a test settling a window looks at the same picture every few
// milliseconds, and each decoding was megabytes of work.
func TestCaptureUnchangedIsThePictureBefore(t *testing.T) {
	d := smallDisplay(t)
	root, err := d.Root()
	if err != nil {
		t.Fatal(err)
	}
	a, err := d.Capture(root)
	if err != nil {
		t.Fatal(err)
	}
	b, err := d.Capture(root)
	if err != nil {
		t.Fatal(err)
	}
	if a != b || a.Bounds().Size() != image.Pt(64, 48) {
		t.Errorf("the unchanged screen captured twice: %p %v, then %p", a, a.Bounds(), b)
	}
	// A square drawn red is in the next capture, and the one before is
	// as it was.
	c, err := d.connection()
	if err != nil {
		t.Fatal(err)
	}
	n, _ := strconv.ParseUint(root, 0, 32)
	drawRedSquare(t, c, xproto.Drawable(n))
	drawn, err := d.Capture(root)
	if err != nil {
		t.Fatal(err)
	}
	red := color.RGBA{255, 0, 0, 255}
	if drawn == a || drawn.RGBAAt(8, 8) != red || drawn.RGBAAt(20, 20) != a.RGBAAt(20, 20) || a.RGBAAt(8, 8) == red {
		t.Errorf("a red square drawn: the capture shows %v inside and %v outside, the one before %v inside",
			drawn.RGBAAt(8, 8), drawn.RGBAAt(20, 20), a.RGBAAt(8, 8))
	}
	// The bytes the red square was decoded from stay to be compared with,
	// while the next capture is written elsewhere: the screen unchanged
	// since is that picture again.
	again, err := d.Capture(root)
	if err != nil {
		t.Fatal(err)
	}
	if again != drawn {
		t.Errorf("the screen unchanged since the red square: %p, want the picture before, %p", again, drawn)
	}
}

// A window is asked of the X server again only once something has drawn
// into it: another program's drawing (as the app's) is in the next
// capture, and a window nothing drew into since is its last capture,
// without its megabytes copied and compared. A window unmapped is no
// longer captured.
func TestCaptureAsksOnlyAfterADrawing(t *testing.T) {
	d := smallDisplay(t)
	app, err := xgb.NewConnDisplay(d.Name())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Close()
	screen := xproto.Setup(app).DefaultScreen(app)
	win, err := xproto.NewWindowId(app)
	if err != nil {
		t.Fatal(err)
	}
	if err := xproto.CreateWindowChecked(app, screen.RootDepth, win, screen.Root, 0, 0, 32, 24, 0, xproto.WindowClassInputOutput,
		screen.RootVisual, xproto.CwBackPixel, []uint32{0x0000ff}).Check(); err != nil {
		t.Fatal(err)
	}
	if err := xproto.MapWindowChecked(app, win).Check(); err != nil {
		t.Fatal(err)
	}
	id := strconv.FormatUint(uint64(win), 10)
	capture := func(what string, fetches int) *image.RGBA {
		t.Helper()
		before := d.fetched
		img, err := d.Capture(id)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if got := d.fetched - before; got != fetches {
			t.Errorf("%s: the pixels asked of the server %d times, want %d", what, got, fetches)
		}
		return img
	}
	// The first two captures ask (the second has the server tell of
	// what is drawn from then on, and it tells at once of the whole
	// window, so the third asks too); nothing drawn since, the fourth
	// does not.
	first := capture("the first capture", 1)
	second := capture("the second capture", 1)
	third := capture("the third capture", 1)
	if fourth := capture("the window unchanged", 0); fourth != third || first != third {
		t.Errorf("the window unchanged captured four times: %p %p %p %p", first, second, third, fourth)
	}
	drawRedSquare(t, app, xproto.Drawable(win))
	red := color.RGBA{255, 0, 0, 255}
	drawn := capture("the window drawn into", 1)
	if drawn.RGBAAt(8, 8) != red || drawn.RGBAAt(20, 20) != second.RGBAAt(20, 20) {
		t.Errorf("a red square drawn by another program: the capture shows %v inside, %v outside", drawn.RGBAAt(8, 8), drawn.RGBAAt(20, 20))
	}
	if again := capture("the window unchanged since", 0); again != drawn {
		t.Errorf("the window unchanged since the red square: %p, want %p", again, drawn)
	}
	if err := xproto.UnmapWindowChecked(app, win).Check(); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Capture(id); err == nil {
		t.Error("a window unmapped was captured")
	}
}

// drawRedSquare draws a red square of 8 pixels from (4, 4) into drawable
// over the connection c, and returns once the server has drawn it.
func drawRedSquare(t *testing.T, c *xgb.Conn, drawable xproto.Drawable) {
	t.Helper()
	gc, err := xproto.NewGcontextId(c)
	if err != nil {
		t.Fatal(err)
	}
	if err := xproto.CreateGCChecked(c, gc, drawable, xproto.GcForeground, []uint32{0xff0000}).Check(); err != nil {
		t.Fatal(err)
	}
	if err := xproto.PolyFillRectangleChecked(c, drawable, gc, []xproto.Rectangle{{X: 4, Y: 4, Width: 8, Height: 8}}).Check(); err != nil {
		t.Fatal(err)
	}
}

// A window is found by a part of its title, in any case, once it is
// shown: its UTF-8 title (_NET_WM_NAME), else its WM_NAME, whose window
// xdotool's search finds by the same id.
func TestFindTheWindowShownByItsTitle(t *testing.T) {
	d, c, netName := displayAtom(t, "_NET_WM_NAME")
	utf8, err := xproto.InternAtom(c, false, 11, "UTF8_STRING").Reply()
	if err != nil {
		t.Fatal(err)
	}
	screen := xproto.Setup(c).DefaultScreen(c)
	window := func(name, typ xproto.Atom, title string) xproto.Window {
		win := unmappedWindow(t, c, screen)
		if err := xproto.ChangePropertyChecked(c, xproto.PropModeReplace, win, name, typ, 8, uint32(len(title)), []byte(title)).Check(); err != nil {
			t.Fatal(err)
		}
		return win
	}
	long := window(netName, utf8.Atom, "pitkä.arbiter — Arbiter")
	demo := window(xproto.AtomWmName, xproto.AtomString, "demo.arbiter - Arbiter")
	if got := d.Find("pitkä"); got != "" {
		t.Errorf("a window not shown was found: %s", got)
	}
	for _, win := range []xproto.Window{long, demo} {
		if err := xproto.MapWindowChecked(c, win).Check(); err != nil {
			t.Fatal(err)
		}
	}
	for part, win := range map[string]xproto.Window{"pitkä.arbiter": long, "ARBITER —": long, "Demo.arbiter": demo} {
		if got, want := d.Find(part), strconv.FormatUint(uint64(win), 10); got != want {
			t.Errorf("Find(%q) = %q, want %s", part, got, want)
		}
	}
	if got := d.Find("swiss.arbiter"); got != "" {
		t.Errorf("Find of a title no window has: %s", got)
	}
	if _, err := exec.LookPath("xdotool"); err == nil {
		out, err := d.Command("xdotool", "search", "--onlyvisible", "--name", "demo.arbiter").Output()
		if got := strings.TrimSpace(string(out)); err != nil || got != d.Find("demo.arbiter") {
			t.Errorf("xdotool's search found %q (%v), Find %s", got, err, d.Find("demo.arbiter"))
		}
	}
}

// A window is found by the process that made it (its _NET_WM_PID, as GLFW
// sets it) once it is shown, whatever its title.
func TestFindTheWindowShownOfAProcess(t *testing.T) {
	d, c, pidAtom := displayAtom(t, "_NET_WM_PID")
	screen := xproto.Setup(c).DefaultScreen(c)
	window := func(pid uint32) xproto.Window {
		win := unmappedWindow(t, c, screen)
		value := make([]byte, 4)
		xgb.Put32(value, pid)
		if err := xproto.ChangePropertyChecked(c, xproto.PropModeReplace, win, pidAtom, xproto.AtomCardinal, 32, 1, value).Check(); err != nil {
			t.Fatal(err)
		}
		return win
	}
	first, second := window(4242), window(70000)
	if got := d.FindProcess(4242); got != "" {
		t.Errorf("a window not shown was found: %s", got)
	}
	for _, win := range []xproto.Window{first, second} {
		if err := xproto.MapWindowChecked(c, win).Check(); err != nil {
			t.Fatal(err)
		}
	}
	for pid, win := range map[int]xproto.Window{4242: first, 70000: second} {
		if got, want := d.FindProcess(pid), strconv.FormatUint(uint64(win), 10); got != want {
			t.Errorf("FindProcess(%d) = %q, want %s", pid, got, want)
		}
	}
	if got := d.FindProcess(4243); got != "" {
		t.Errorf("FindProcess of a process with no window: %s", got)
	}
}

// smallDisplay starts an X server of 64×48 for the test, closed when it
// ends.
func smallDisplay(t *testing.T) *Display {
	t.Helper()
	if _, err := exec.LookPath("Xvfb"); err != nil {
		t.Fatal("Xvfb is not installed (make deps-test installs it)")
	}
	d, err := Start("64x48x24")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(d.Close)
	return d
}

// displayAtom is smallDisplay, a connection to it and the atom of the
// property name there, for a test that finds windows by that property.
func displayAtom(t *testing.T, name string) (*Display, *xgb.Conn, xproto.Atom) {
	t.Helper()
	d := smallDisplay(t)
	c, err := d.connection()
	if err != nil {
		t.Fatal(err)
	}
	atom, err := d.atom(c, name)
	if err != nil {
		t.Fatal(err)
	}
	return d, c, atom
}

// unmappedWindow makes a small window on the screen, not yet shown.
func unmappedWindow(t *testing.T, c *xgb.Conn, screen *xproto.ScreenInfo) xproto.Window {
	t.Helper()
	win, err := xproto.NewWindowId(c)
	if err != nil {
		t.Fatal(err)
	}
	if err := xproto.CreateWindowChecked(c, screen.RootDepth, win, screen.Root, 0, 0, 32, 24, 0,
		xproto.WindowClassInputOutput, screen.RootVisual, 0, nil).Check(); err != nil {
		t.Fatal(err)
	}
	return win
}

// TestNoKeyRepeatsItself: a display started here repeats no key held
// down, so that a key typed by a test program kept waiting for a CPU
// between its press and its release is typed once.
func TestNoKeyRepeatsItself(t *testing.T) {
	d := smallDisplay(t)
	c, err := d.connection()
	if err != nil {
		t.Fatal(err)
	}
	kb, err := xproto.GetKeyboardControl(c).Reply()
	if err != nil {
		t.Fatal(err)
	}
	if kb.GlobalAutoRepeat != xproto.AutoRepeatModeOff {
		t.Errorf("the display's keys repeat (mode %d)", kb.GlobalAutoRepeat)
	}
}

// TestKeymapPutsTheLettersTypedOnKeys: the letters a test types that the
// display's US keys lack are put each on a key that had none, the keys
// that had letters left as they were, a letter put once however often it
// is asked for: xdotool then types them with no key changed for the
// press (Display.Keymap).
func TestKeymapPutsTheLettersTypedOnKeys(t *testing.T) {
	d := smallDisplay(t)
	c, err := d.connection()
	if err != nil {
		t.Fatal(err)
	}
	keymap := func() (per int, syms []xproto.Keysym) {
		setup := xproto.Setup(c)
		m, err := xproto.GetKeyboardMapping(c, setup.MinKeycode, byte(int(setup.MaxKeycode)-int(setup.MinKeycode)+1)).Reply()
		if err != nil {
			t.Fatal(err)
		}
		return int(m.KeysymsPerKeycode), m.Keysyms
	}
	per, before := keymap()
	for range 2 {
		if err := d.Keymap("Mäki, Õun, Šapošnikov"); err != nil {
			t.Fatal(err)
		}
	}
	_, after := keymap()
	put := map[xproto.Keysym]xproto.Keysym{}
	for k := 0; k < len(before)/per; k++ {
		was, is := before[k*per:(k+1)*per], after[k*per:(k+1)*per]
		if slices.Equal(was, is) {
			continue
		}
		if slices.ContainsFunc(was, func(s xproto.Keysym) bool { return s != 0 }) {
			t.Errorf("key %d held %x, now %x", k, was, is)
			continue
		}
		if _, twice := put[is[0]]; twice {
			t.Errorf("%x put on two keys", is[0])
		}
		put[is[0]] = is[1]
	}
	// ä, õ (for Õ) and š (for Š), each with its capital.
	want := map[xproto.Keysym]xproto.Keysym{0xe4: 0xc4, 0xf5: 0xd5, 0x1000161: 0x1000160}
	if !maps.Equal(put, want) {
		t.Errorf("keys put: %x, want %x", put, want)
	}
}
