// Package xwindow watches a real window on an X display, for the tests and
// benches that drive the app as a user does: it finds a window by its
// title, captures what the X server shows in it, and tells when a picture
// has settled or changed, keeps a picture as a PNG file, and closes a
// window as its close button does. Other input is sent with xdotool by
// the callers, the letters they type put on the keyboard first (Keymap). It can start an X server of its own (Xvfb), so that tests
// each with their window on one run side by side, and it starts the
// programs a test runs (Command) so that they end with the test's
// process, however that ends.
//
// A capture asks the X server for the window's pixels over the X protocol
// (github.com/jezek/xgb, a pure Go client, so the app's build gains no
// Xlib). It takes a few milliseconds; xwd and the decoding of its dump took
// about 30, which was most of what the window bench measured of an action.
package xwindow

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/bits"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/damage"
	"github.com/jezek/xgb/shm"
	"github.com/jezek/xgb/xproto"
)

// Display is an X display: xdotool is run on it and captures are taken
// from it, over a connection made at the first capture.
type Display struct {
	name   string    // as in $DISPLAY (":7"); "" is $DISPLAY itself
	server *exec.Cmd // the X server Start started, nil for one found
	mu     sync.Mutex
	conn   *xgb.Conn
	// last is each window's last capture, by id, and the X server's bytes
	// it was decoded from: a window that waits or settles shows the same
	// picture look after look, and decoding it again (a new picture of
	// megabytes, each pixel's bytes reordered) was most of the CPU a
	// window test's own process used.
	last map[string]capture
	// spare is the memory shared with the server that the next capture is
	// written into (sharedMemory); each window's last capture keeps its
	// own, so that the bytes it is compared with need no copy.
	spare    *segment
	shmTried bool // whether the server shares memory was asked
	noShm    bool // it does not: the captures are sent
	// atoms are the atoms asked for by name (atom), each once.
	atoms map[string]xproto.Atom
	// watched is each window captured, by id, that the X server tells
	// of each drawing into (its DAMAGE extension; watch): a window
	// nothing has drawn into since its last capture shows that capture,
	// and is not asked for again.
	watched     map[xproto.Window]*watch
	damageTried bool // whether the server was asked for DAMAGE
	noDamage    bool // it has none: every capture asks for the pixels
	// fetched counts the captures whose pixels were asked of the server.
	fetched int
}

// watch is a window's damage object and whether anything has been drawn
// into it since it was last captured.
type watch struct {
	damage damage.Damage
	drawn  bool
}

// capture is a window's picture and the X server's bytes it came from,
// in seg where the server wrote them there (nil where they were sent).
type capture struct {
	data []byte
	img  *image.RGBA
	seg  *segment
}

// Default is the display named by $DISPLAY.
var Default = on("")

// on is the display called name (":7"), "" for $DISPLAY. A test that runs
// its window on an X server of its own watches it there, beside others.
func on(name string) *Display { return &Display{name: name} }

// Start starts an X server of its own (Xvfb) with a screen as Xvfb takes
// it ("1280x900x24"), and returns its display once it takes connections;
// Close ends it.
func Start(screen string) (*Display, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	// Xvfb chooses a free display and writes its number to the pipe when
	// it is ready. -noreset: by default the server resets whenever its
	// last client leaves, and a test's xdotool polls for the window are
	// such clients, each gone before the app has connected; an app that
	// connected during a reset found no display (GLFW: "failed to detect
	// any supported platform") and exited before its window was drawn.
	// -r: no key repeats itself. xdotool presses and lets go of each key
	// it types; kept waiting for a CPU between the two, past the
	// server's repeat delay, it typed the key twice ("28.111.2026" for
	// "28.11.2026", at a load of 30).
	server := Command("Xvfb", "-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp", "-noreset", "-r")
	server.ExtraFiles = []*os.File{w}
	err = server.Start()
	w.Close()
	if err != nil {
		return nil, err
	}
	number, err := bufio.NewReader(r).ReadString('\n')
	if n := strings.TrimSpace(number); err != nil || n == "" {
		server.Process.Kill()
		server.Wait()
		return nil, fmt.Errorf("no display number from Xvfb (%v)", err)
	}
	return &Display{name: ":" + strings.TrimSpace(number), server: server}, nil
}

// Command is the command name with args, run on d (for xdotool), ended
// with this process (Command).
func (d *Display) Command(name string, args ...string) *exec.Cmd {
	cmd := Command(name, args...)
	if d.name != "" {
		cmd.Env = append(os.Environ(), "DISPLAY="+d.name)
	}
	return cmd
}

// Name is d as $DISPLAY names it, "" for $DISPLAY itself.
func (d *Display) Name() string { return d.name }

// Server is the process id of the X server Start started, 0 for a display
// found: a wait for what a window shows waits on that server too, which
// puts on the screen what the app draws.
func (d *Display) Server() int {
	if d.server == nil || d.server.Process == nil {
		return 0
	}
	return d.server.Process.Pid
}

// Close closes the connection of the captures, if one was made, and ends
// the X server Start started.
func (d *Display) Close() {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.conn != nil {
		d.conn.Close()
		d.conn = nil
	}
	if d.spare != nil {
		d.spare.detach()
		d.spare = nil
	}
	for id, last := range d.last {
		if last.seg != nil {
			last.seg.detach()
		}
		delete(d.last, id)
	}
	if d.server != nil {
		d.server.Process.Kill()
		d.server.Wait()
		d.server = nil
	}
}

// Find returns the id of the first visible window of d whose title
// contains title (in any case, as xdotool's search matches it), or ""
// when there is none (yet). It asks the X server over the captures'
// connection: a test waiting for its app's window looks every few dozen
// milliseconds, and started a process of xdotool's each time (2.7 ms of
// CPU a look, and the X server's work to take and drop its connection).
func (d *Display) Find(title string) string {
	title = strings.ToLower(title)
	return d.find("_NET_WM_NAME", func(c *xgb.Conn, w xproto.Window, netName xproto.Atom) bool {
		return strings.Contains(strings.ToLower(windowName(c, w, netName)), title)
	})
}

// FindProcess returns the id of the first visible window of d that the
// process pid made (by its _NET_WM_PID, which GLFW sets), or "" when
// there is none (yet): a program's window whatever its title says, such
// as the frame that says a file is being opened under the program's name.
func (d *Display) FindProcess(pid int) string {
	return d.find("_NET_WM_PID", func(c *xgb.Conn, w xproto.Window, netPID xproto.Atom) bool {
		p, err := xproto.GetProperty(c, false, w, netPID, xproto.AtomCardinal, 0, 1).Reply()
		return err == nil && p.Format == 32 && len(p.Value) == 4 && int(xgb.Get32(p.Value)) == pid
	})
}

// find is the id of the first window of d that is viewable and of which
// match holds, given the atom called property, or "".
func (d *Display) find(property string, match func(*xgb.Conn, xproto.Window, xproto.Atom) bool) string {
	c, err := d.connection()
	if err != nil {
		return ""
	}
	a, err := d.atom(c, property)
	if err != nil {
		return ""
	}
	if w, ok := find(c, xproto.Setup(c).DefaultScreen(c).Root, func(w xproto.Window) bool { return match(c, w, a) }); ok {
		return strconv.FormatUint(uint64(w), 10)
	}
	return ""
}

// find is the first window under parent (its children first, then theirs,
// in the X server's order, as xdotool searches) that is viewable and of
// which match holds.
func find(c *xgb.Conn, parent xproto.Window, match func(xproto.Window) bool) (xproto.Window, bool) {
	tree, err := xproto.QueryTree(c, parent).Reply()
	if err != nil {
		return 0, false
	}
	for _, w := range tree.Children {
		if attr, err := xproto.GetWindowAttributes(c, w).Reply(); err == nil && attr.MapState == xproto.MapStateViewable && match(w) {
			return w, true
		}
	}
	for _, w := range tree.Children {
		if found, ok := find(c, w, match); ok {
			return found, true
		}
	}
	return 0, false
}

// windowName is w's title as xdotool reads it: _NET_WM_NAME (UTF-8),
// else WM_NAME.
func windowName(c *xgb.Conn, w xproto.Window, netName xproto.Atom) string {
	for _, name := range []xproto.Atom{netName, xproto.AtomWmName} {
		if p, err := xproto.GetProperty(c, false, w, name, xproto.GetPropertyTypeAny, 0, 1024).Reply(); err == nil && len(p.Value) > 0 {
			return string(p.Value)
		}
	}
	return ""
}

// atom is the atom called name on d, asked for once.
func (d *Display) atom(c *xgb.Conn, name string) (xproto.Atom, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if a, ok := d.atoms[name]; ok {
		return a, nil
	}
	a, err := xproto.InternAtom(c, false, uint16(len(name)), name).Reply()
	if err != nil {
		return 0, err
	}
	if d.atoms == nil {
		d.atoms = map[string]xproto.Atom{}
	}
	d.atoms[name] = a.Atom
	return a.Atom, nil
}

// Titles lists the titles of d's visible windows, for a test to say what
// it saw when the window it waited for did not come.
func (d *Display) Titles() []string {
	out, _ := d.Command("xdotool", "search", "--onlyvisible", "--name", "").Output()
	var titles []string
	for _, id := range strings.Fields(string(out)) {
		name, err := d.Command("xdotool", "getwindowname", id).Output()
		if t := strings.TrimSpace(string(name)); err == nil && t != "" {
			titles = append(titles, t)
		}
	}
	return titles
}

// Root is the id of d's root window (as xdotool prints one): capturing it
// shows the whole screen.
func (d *Display) Root() (string, error) {
	c, err := d.connection()
	if err != nil {
		return "", fmt.Errorf("connecting to the X display: %w", err)
	}
	return strconv.FormatUint(uint64(xproto.Setup(c).DefaultScreen(c).Root), 10), nil
}

// Focus is the window that has d's keyboard, as xdotool prints ids: "0"
// where none has it, "1" where it follows the pointer (PointerRoot).
func (d *Display) Focus() (string, error) {
	c, err := d.connection()
	if err != nil {
		return "", fmt.Errorf("connecting to the X display: %w", err)
	}
	r, err := xproto.GetInputFocus(c).Reply()
	if err != nil {
		return "", err
	}
	return strconv.FormatUint(uint64(r.Focus), 10), nil
}

// Keymap puts each character of text that d's keyboard lacks ("ä" on
// the X server's US keys) on a key of its own that has none, for as long
// as d runs, as a user's layout holds the letters of his language. xdotool
// types a character the keyboard lacks by putting it on a spare key for
// that press alone and taking it back at once (xev read the release as no
// key): an app that read the press after it was taken back read no
// character, and "mäki" typed at 30 ms a key on the window's drop-down,
// whose "m" chose a player, arrived as "mki" in three tries of three,
// where "maki" did not lose its "a", and with "ä" on a key "mäki" arrived
// whole.
func (d *Display) Keymap(text string) error {
	c, err := d.connection()
	if err != nil {
		return fmt.Errorf("connecting to the X display: %w", err)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	setup := xproto.Setup(c)
	first, count := setup.MinKeycode, int(setup.MaxKeycode)-int(setup.MinKeycode)+1
	m, err := xproto.GetKeyboardMapping(c, first, byte(count)).Reply()
	if err != nil {
		return fmt.Errorf("reading the keyboard: %w", err)
	}
	per := int(m.KeysymsPerKeycode)
	on := map[xproto.Keysym]bool{}
	for _, k := range m.Keysyms {
		on[k] = true
	}
	// The spare keys are taken from the last down: xdotool takes its own
	// from the first up.
	next := count - 1
	for _, r := range text {
		sym := keysymOf(r)
		if on[sym] {
			continue
		}
		for next >= 0 && slices.ContainsFunc(m.Keysyms[next*per:(next+1)*per], func(k xproto.Keysym) bool { return k != 0 }) {
			next--
		}
		if next < 0 || per < 2 {
			return fmt.Errorf("no spare key for %q", r)
		}
		// The small letter and the capital, as a layout's key holds them.
		syms := make([]xproto.Keysym, per)
		syms[0], syms[1] = keysymOf(unicode.ToLower(r)), keysymOf(unicode.ToUpper(r))
		if err := xproto.ChangeKeyboardMappingChecked(c, 1, xproto.Keycode(int(first)+next), byte(per), syms).Check(); err != nil {
			return fmt.Errorf("putting %q on a key: %w", r, err)
		}
		copy(m.Keysyms[next*per:], syms)
		on[syms[0]], on[syms[1]] = true, true
	}
	return nil
}

// keysymOf is the X keysym of r: Latin-1's own code, any other
// character's code in Unicode's keysyms.
func keysymOf(r rune) xproto.Keysym {
	if r >= 0x20 && r <= 0x7e || r >= 0xa0 && r <= 0xff {
		return xproto.Keysym(r)
	}
	return xproto.Keysym(0x01000000 | r)
}

// WritePNG writes img to the file path as a PNG.
func WritePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// connection is d's connection, made at the first call.
func (d *Display) connection() (*xgb.Conn, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.conn != nil {
		return d.conn, nil
	}
	var err error
	if d.name == "" {
		d.conn, err = xgb.NewConn()
	} else {
		d.conn, err = xgb.NewConnDisplay(d.name)
	}
	return d.conn, err
}

// Capture returns what d shows in window id (as xdotool prints it). The
// window must lie on the screen. A picture the same as the last of the
// window is that picture again, to be read and not changed.
func (d *Display) Capture(id string) (*image.RGBA, error) {
	c, err := d.connection()
	if err != nil {
		return nil, fmt.Errorf("connecting to the X display: %w", err)
	}
	n, err := strconv.ParseUint(id, 0, 32)
	if err != nil {
		return nil, fmt.Errorf("window id %q: %w", id, err)
	}
	win := xproto.Window(n)
	geo, err := xproto.GetGeometry(c, xproto.Drawable(win)).Reply()
	if err != nil {
		return nil, fmt.Errorf("window %s: %w", id, err)
	}
	d.mu.Lock()
	last, ok := d.last[id]
	d.mu.Unlock()
	if ok && last.img.Rect.Dx() == int(geo.Width) && last.img.Rect.Dy() == int(geo.Height) && !d.drawnInto(c, win) {
		return last.img, nil
	}
	visual, data, seg, err := d.pixels(c, win, geo)
	if err != nil {
		return nil, fmt.Errorf("window %s: %w", id, err)
	}
	if ok && last.img.Rect.Dx() == int(geo.Width) && last.img.Rect.Dy() == int(geo.Height) && bytes.Equal(last.data, data) {
		d.putSpare(seg)
		return last.img, nil
	}
	img, err := decode(xproto.Setup(c), visual, geo.Depth, int(geo.Width), int(geo.Height), data)
	if err != nil {
		d.putSpare(seg)
		return nil, err
	}
	// The window's bytes stay where the server wrote them, kept for the
	// next look to compare with; the segment they replace takes the next
	// capture. A copy of them was megabytes of memory touched, allocated
	// and collected at each new picture.
	d.mu.Lock()
	if d.last == nil {
		d.last = map[string]capture{}
	}
	d.last[id] = capture{data, img, seg}
	d.mu.Unlock()
	d.putSpare(last.seg)
	return img, nil
}

// drawnInto reports whether anything may have been drawn into win since
// it was last captured, and has the server tell of what is drawn after
// this (watch). A window settling or waited for is looked at every few
// dozen milliseconds and mostly shows what it showed: each look had the
// server copy its megabytes and the test compare them, a tenth of the CPU
// of the window tests' run (Xvfb's and the test's own). The reply to
// GetGeometry, just read, came after every event of what the server drew
// before it (it answers in order), so none of those is still on its way.
func (d *Display) drawnInto(c *xgb.Conn, win xproto.Window) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.damageTried {
		d.damageTried = true
		d.noDamage = damage.Init(c) != nil || func() bool {
			_, err := damage.QueryVersion(c, 1, 1).Reply()
			return err != nil
		}()
	}
	if d.noDamage {
		return true
	}
	for {
		ev, xerr := c.PollForEvent()
		if ev == nil && xerr == nil {
			break
		}
		switch e := ev.(type) {
		case damage.NotifyEvent:
			if w := d.watched[xproto.Window(e.Drawable)]; w != nil {
				w.drawn = true
			}
		case xproto.UnmapNotifyEvent:
			// An unmapped window cannot be captured: the next look asks,
			// and is told so.
			if w := d.watched[e.Window]; w != nil {
				w.drawn = true
			}
		case xproto.DestroyNotifyEvent:
			// Its damage object went with it; a window made later may
			// have its id.
			delete(d.watched, e.Window)
		}
	}
	// The root is drawn into through its children, which its damage
	// object may not tell of.
	if win == xproto.Setup(c).DefaultScreen(c).Root {
		return true
	}
	w := d.watched[win]
	if w == nil {
		id, err := damage.NewDamageId(c)
		if err != nil || damage.CreateChecked(c, id, xproto.Drawable(win), damage.ReportLevelNonEmpty).Check() != nil ||
			xproto.ChangeWindowAttributesChecked(c, win, xproto.CwEventMask, []uint32{xproto.EventMaskStructureNotify}).Check() != nil {
			return true
		}
		if d.watched == nil {
			d.watched = map[xproto.Window]*watch{}
		}
		d.watched[win] = &watch{damage: id}
		return true
	}
	if !w.drawn {
		return false
	}
	// What is drawn from here on is told again; the capture that follows
	// (asked after this) shows at least what was drawn before.
	w.drawn = false
	damage.Subtract(c, w.damage, 0, 0)
	return true
}

// pixels are the window's visual and its pixels as the X server keeps
// them (a ZPixmap): in memory shared with the server where the server
// lets the window be read so (sharedMemory), returned as seg, which is
// the caller's until it gives it back (putSpare); else sent over the
// connection, and seg is nil.
func (d *Display) pixels(c *xgb.Conn, win xproto.Window, geo *xproto.GetGeometryReply) (visual xproto.Visualid, data []byte, seg *segment, err error) {
	d.mu.Lock()
	d.fetched++
	d.mu.Unlock()
	if seg = d.sharedMemory(c); seg != nil && int(geo.Width)*int(geo.Height)*4 <= len(seg.mem) {
		reply, err := shm.GetImage(c, xproto.Drawable(win), 0, 0, geo.Width, geo.Height, ^uint32(0), xproto.ImageFormatZPixmap, seg.id, 0).Reply()
		if err == nil && int(reply.Size) <= len(seg.mem) {
			return reply.Visual, seg.mem[:reply.Size], seg, nil
		}
	}
	d.putSpare(seg)
	attr, err := xproto.GetWindowAttributes(c, win).Reply()
	if err != nil {
		return 0, nil, nil, err
	}
	reply, err := xproto.GetImage(c, xproto.ImageFormatZPixmap, xproto.Drawable(win), 0, 0, geo.Width, geo.Height, ^uint32(0)).Reply()
	if err != nil {
		return 0, nil, nil, err
	}
	return attr.Visual, reply.Data, nil, nil
}

// putSpare gives seg (none where nil) back for the next capture: kept
// where no other is, let go of otherwise.
func (d *Display) putSpare(seg *segment) {
	if seg == nil {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.spare == nil && d.conn != nil {
		d.spare = seg
		return
	}
	if d.conn != nil {
		shm.Detach(d.conn, seg.id)
	}
	seg.detach()
}

// CloseWindow asks window id (as xdotool prints it) to close, as a window
// manager's close button does (WM_DELETE_WINDOW): the app closes as a user
// closes it, where xdotool's windowclose destroys the window under it.
func (d *Display) CloseWindow(id string) error {
	c, err := d.connection()
	if err != nil {
		return fmt.Errorf("connecting to the X display: %w", err)
	}
	n, err := strconv.ParseUint(id, 0, 32)
	if err != nil {
		return fmt.Errorf("window id %q: %w", id, err)
	}
	var atoms [2]xproto.Atom
	for i, name := range []string{"WM_PROTOCOLS", "WM_DELETE_WINDOW"} {
		a, err := xproto.InternAtom(c, false, uint16(len(name)), name).Reply()
		if err != nil {
			return fmt.Errorf("atom %s: %w", name, err)
		}
		atoms[i] = a.Atom
	}
	win := xproto.Window(n)
	ev := xproto.ClientMessageEvent{Format: 32, Window: win, Type: atoms[0],
		Data: xproto.ClientMessageDataUnionData32New([]uint32{uint32(atoms[1]), xproto.TimeCurrentTime, 0, 0, 0})}
	if err := xproto.SendEventChecked(c, false, win, xproto.EventMaskNoEvent, string(ev.Bytes())).Check(); err != nil {
		return fmt.Errorf("window %s: %w", id, err)
	}
	return nil
}

// decode turns a ZPixmap of a TrueColor visual, the only kind Xvfb and
// desktop X servers give an app's window, into RGBA.
func decode(setup *xproto.SetupInfo, visual xproto.Visualid, depth byte, width, height int, data []byte) (*image.RGBA, error) {
	var vis *xproto.VisualInfo
	for _, sc := range setup.Roots {
		for _, d := range sc.AllowedDepths {
			for i, v := range d.Visuals {
				if v.VisualId == visual {
					vis = &d.Visuals[i]
				}
			}
		}
	}
	bpp, pad := 0, 0
	for _, f := range setup.PixmapFormats {
		if f.Depth == depth {
			bpp, pad = int(f.BitsPerPixel), int(f.ScanlinePad)
		}
	}
	if vis == nil || vis.Class != xproto.VisualClassTrueColor || (bpp != 32 && bpp != 24) || pad == 0 {
		return nil, fmt.Errorf("not a TrueColor window of 24 or 32 bits a pixel")
	}
	stride := (width*bpp + pad - 1) / pad * pad / 8
	if len(data) < stride*height {
		return nil, fmt.Errorf("the X server sent %d bytes for a %d×%d picture", len(data), width, height)
	}
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	step, lsb := bpp/8, setup.ImageByteOrder == xproto.ImageOrderLSBFirst
	masks := [3]uint32{vis.RedMask, vis.GreenMask, vis.BlueMask}
	if step == 4 && lsb && masks == [3]uint32{0xff0000, 0xff00, 0xff} {
		// Blue, green, red, unused: how Xvfb and most servers keep it. Two
		// pixels a word: red and blue change places, the unused byte is
		// opaque. A word a pixel, each new picture's decoding was a
		// quarter of a window test's own CPU.
		for y := range height {
			row, out := data[y*stride:y*stride+4*width], img.Pix[y*img.Stride:y*img.Stride+4*width]
			x := 0
			for ; x+8 <= len(row); x += 8 {
				px := binary.LittleEndian.Uint64(row[x : x+8])
				binary.LittleEndian.PutUint64(out[x:x+8], px>>16&0x000000ff000000ff|px&0x0000ff000000ff00|(px&0x000000ff000000ff)<<16|0xff000000ff000000)
			}
			if x < len(row) { // an odd width's last pixel
				px := binary.LittleEndian.Uint32(row[x:])
				binary.LittleEndian.PutUint32(out[x:], px>>16&0xff|px&0xff00|(px&0xff)<<16|0xff000000)
			}
		}
		return img, nil
	}
	for y := range height {
		row := data[y*stride:]
		for x := range width {
			var px uint32
			for i := range step {
				b := uint32(row[x*step+i])
				if lsb {
					px |= b << (8 * i)
				} else {
					px = px<<8 | b
				}
			}
			var c [3]uint8
			for i, m := range masks {
				c[i] = uint8((px & m) >> bits.TrailingZeros32(m))
			}
			img.SetRGBA(x, y, color.RGBA{c[0], c[1], c[2], 255})
		}
	}
	return img, nil
}

// Same reports whether two captures show the same picture but for a
// blinking text cursor: fewer than 200 pixels differ.
func Same(a, b image.Image) bool {
	ra, okA := a.(*image.RGBA)
	rb, okB := b.(*image.RGBA)
	if !okA || !okB || ra == nil || rb == nil || ra.Bounds() != rb.Bounds() {
		return false
	}
	if ra == rb || bytes.Equal(ra.Pix, rb.Pix) {
		return true // most looks while a window settles; one comparison of memory
	}
	differ := 0
	for i := 0; i < len(ra.Pix); i += 4 {
		if !bytes.Equal(ra.Pix[i:i+4], rb.Pix[i:i+4]) {
			if differ++; differ >= 200 {
				return false
			}
		}
	}
	return true
}

// Colours counts the distinct colours of img, up to 1000: a window of one
// colour has nothing drawn yet.
func Colours(img image.Image) int {
	seen := map[color.RGBA]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			seen[color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)] = true
			if len(seen) >= 1000 {
				return len(seen)
			}
		}
	}
	return len(seen)
}
