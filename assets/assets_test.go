package assets

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"golang.org/x/image/draw"
)

// The window's icon is the application icon scaled to 128×128: a redrawn
// icon.png without a new icon-128.png would leave the old picture on
// every window.
func TestWindowIconIsTheIconScaled(t *testing.T) {
	decode := func(name string, data []byte) image.Image {
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return img
	}
	full, small := decode("icon.png", IconPNG), decode("icon-128.png", WindowIconPNG)
	if small.Bounds() != image.Rect(0, 0, 128, 128) {
		t.Fatalf("icon-128.png is %v, want 128×128", small.Bounds())
	}
	want := image.NewNRGBA(small.Bounds())
	draw.CatmullRom.Scale(want, want.Bounds(), full, full.Bounds(), draw.Src, nil)
	worst := 0
	for y := range 128 {
		for x := range 128 {
			a := want.NRGBAAt(x, y)
			b := color.NRGBAModel.Convert(small.At(x, y)).(color.NRGBA)
			for _, d := range []int{int(a.R) - int(b.R), int(a.G) - int(b.G), int(a.B) - int(b.B), int(a.A) - int(b.A)} {
				worst = max(worst, d, -d)
			}
		}
	}
	if worst > 2 {
		t.Errorf("icon-128.png differs from icon.png scaled by up to %d of 255 in a channel: scale it again (README.md)", worst)
	}
}
