package ui

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"golang.org/x/image/draw"

	"arbiter/assets"
)

// The start page shows the application icon, 128 units square, as sharp
// as the screen has pixels for: the 128-pixel copy on a screen at scale
// 1, which is not scaled as it is drawn, and the 512-pixel icon scaled at
// any other scale, never the small copy scaled again (stretched at 256
// pixels, it is off by far more than the copy's 2 of 255; shrunk to 96, by
// up to half the range at the edges).
func TestStartPageIconIsTheIconAtEveryScale(t *testing.T) {
	s := openShell(t, "")
	var icon *canvas.Raster
	for _, o := range drawnObjects(s.win.Content()) {
		if r, ok := o.(*canvas.Raster); ok && r.MinSize() == fyne.NewSize(128, 128) {
			icon = r
		}
	}
	if icon == nil {
		t.Fatal("the start page shows no icon of 128×128")
	}
	full, err := png.Decode(bytes.NewReader(assets.IconPNG))
	if err != nil {
		t.Fatal(err)
	}
	for _, side := range []int{96, 128, 192, 256} {
		got := icon.Generator(side, side)
		if got.Bounds() != image.Rect(0, 0, side, side) {
			t.Errorf("drawn at %d pixels: a picture of %v", side, got.Bounds())
			continue
		}
		want := image.NewNRGBA(got.Bounds())
		draw.CatmullRom.Scale(want, want.Bounds(), full, full.Bounds(), draw.Src, nil)
		worst := 0
		for y := range side {
			for x := range side {
				a, b := want.NRGBAAt(x, y), color.NRGBAModel.Convert(got.At(x, y)).(color.NRGBA)
				for _, d := range []int{int(a.R) - int(b.R), int(a.G) - int(b.G), int(a.B) - int(b.B), int(a.A) - int(b.A)} {
					worst = max(worst, d, -d)
				}
			}
		}
		// The 128-pixel copy is the icon scaled within 2 of 255 (the
		// assets' test).
		if worst > 2 {
			t.Errorf("drawn at %d pixels, the icon differs from icon.png scaled by up to %d of 255 in a channel", side, worst)
		}
	}
}
