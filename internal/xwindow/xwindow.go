// Package xwindow watches a real window on an X display, for the tests and
// benches that drive the app as a user does: it finds a window by its
// title, captures what the X server shows in it, and tells when a picture
// has settled or changed, and keeps a picture as a PNG file. Input is
// sent with xdotool by the callers.
//
// A capture asks the X server for the window's pixels over the X protocol
// (github.com/jezek/xgb, a pure Go client, so the app's build gains no
// Xlib). It takes a few milliseconds; xwd and the decoding of its dump took
// about 30, which was most of what the window bench measured of an action.
package xwindow

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/bits"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
)

// Find returns the id of the first visible window whose title contains
// title, or "" when there is none (yet).
func Find(title string) string {
	out, err := exec.Command("xdotool", "search", "--onlyvisible", "--name", title).Output()
	ids := strings.Fields(string(out))
	if err != nil || len(ids) == 0 {
		return ""
	}
	return ids[0]
}

// WritePNG writes img to the file path as a PNG.
func WritePNG(path string, img image.Image) error {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// display is the connection to $DISPLAY, made at the first capture.
var display = sync.OnceValues(func() (*xgb.Conn, error) { return xgb.NewConn() })

// Capture returns what the X server shows in window id (as xdotool prints
// it). The window must lie on the screen.
func Capture(id string) (*image.RGBA, error) {
	c, err := display()
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
	attr, err := xproto.GetWindowAttributes(c, win).Reply()
	if err != nil {
		return nil, fmt.Errorf("window %s: %w", id, err)
	}
	reply, err := xproto.GetImage(c, xproto.ImageFormatZPixmap, xproto.Drawable(win), 0, 0, geo.Width, geo.Height, ^uint32(0)).Reply()
	if err != nil {
		return nil, fmt.Errorf("window %s: %w", id, err)
	}
	return decode(xproto.Setup(c), attr.Visual, geo.Depth, int(geo.Width), int(geo.Height), reply.Data)
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
		// Blue, green, red, unused: how Xvfb and most servers keep it.
		for y := range height {
			row, out := data[y*stride:], img.Pix[y*img.Stride:]
			for x := range width {
				out[4*x], out[4*x+1], out[4*x+2], out[4*x+3] = row[4*x+2], row[4*x+1], row[4*x], 255
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
