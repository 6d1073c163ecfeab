// Package xwindow watches a real window on an X display, for the tests and
// benches that drive the app as a user does: it finds a window by its
// title, captures what the X server shows in it (xwd), and tells when a
// picture has settled or changed. Input is sent with xdotool by the
// callers. Both tools are Debian packages that make test installs; no Go
// library reads a window's pixels without a cgo binding to Xlib, which
// the app's own build does not need.
package xwindow

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"math/bits"
	"os/exec"
	"strings"
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

// Capture returns what the X server shows in window id.
func Capture(id string) (*image.RGBA, error) {
	dump, err := exec.Command("xwd", "-silent", "-id", id).Output()
	if err != nil {
		return nil, fmt.Errorf("xwd: %w", err)
	}
	return DecodeXWD(dump)
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

// DecodeXWD reads the X window dump that xwd writes for a TrueColor
// window (ZPixmap, 24 or 32 bits per pixel), the only kind Xvfb and
// desktop X servers produce for an app window.
func DecodeXWD(data []byte) (*image.RGBA, error) {
	if len(data) < 100 {
		return nil, fmt.Errorf("xwd: %d bytes is too short for a header", len(data))
	}
	field := func(i int) uint32 { return binary.BigEndian.Uint32(data[4*i:]) }
	headerSize, version, format := field(0), field(1), field(2)
	width, height, byteOrder := int(field(4)), int(field(5)), field(7)
	bpp, bytesPerLine := int(field(11)), int(field(12))
	masks := [3]uint32{field(14), field(15), field(16)}
	ncolors := int(field(19))
	if version != 7 || format != 2 || (bpp != 32 && bpp != 24) {
		return nil, fmt.Errorf("xwd: version %d, format %d, %d bits per pixel: not a TrueColor ZPixmap", version, format, bpp)
	}
	start := int(headerSize) + 12*ncolors
	if len(data) < start+bytesPerLine*height {
		return nil, fmt.Errorf("xwd: image data cut short")
	}
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	step := bpp / 8
	for y := range height {
		row := data[start+y*bytesPerLine:]
		for x := range width {
			var px uint32
			for i := range step {
				b := uint32(row[x*step+i])
				if byteOrder == 0 { // LSBFirst
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
