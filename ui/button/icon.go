package button

import (
	"bytes"
	"image"
	"slices"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// iconRenderer is the toolkit's renderer of the button, which is given
// no icon, with the button's icon drawn beside its text from a picture
// made once for each icon, colour and size in pixels (drawnIcon). The
// toolkit's button parsed its icon's SVG at every refresh and layout (a
// canvas.Image given a resource reads it at each Refresh, and its MinSize
// refreshes it), and wrapped a disabled button's icon anew each time,
// colouring it again: about a tenth of the window tests' CPU, and of each
// view the window shows.
type iconRenderer struct {
	fyne.WidgetRenderer
	b       *Button
	icon    *canvas.Image
	objects []fyne.CanvasObject // the toolkit's and the icon, as of the last refresh
}

func withIcon(b *Button, r fyne.WidgetRenderer) *iconRenderer {
	ir := &iconRenderer{WidgetRenderer: r, b: b, icon: &canvas.Image{FillMode: canvas.ImageFillContain}}
	ir.Refresh()
	return ir
}

func (r *iconRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *iconRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	r.icon.Hidden = r.b.Icon == nil
	// The toolkit's objects change on a refresh.
	r.objects = append(slices.Clip(r.WidgetRenderer.Objects()), r.icon)
	r.Layout(r.b.Size())
}

// MinSize is the toolkit's, with room for the icon as the toolkit
// leaves it: beside the text, a padding apart.
func (r *iconRenderer) MinSize() fyne.Size {
	size := r.WidgetRenderer.MinSize()
	if r.b.Icon == nil {
		return size
	}
	th := r.b.Theme()
	side := th.Size(theme.SizeNameInlineIcon)
	size.Width += side
	if r.b.Text != "" {
		size.Width += th.Size(theme.SizeNamePadding)
	}
	size.Height = max(size.Height, side+2*th.Size(theme.SizeNameInnerPadding))
	return size
}

// Layout places the text and the icon as the toolkit does: together,
// aligned as the button says, the icon before or after the text.
func (r *iconRenderer) Layout(size fyne.Size) {
	r.WidgetRenderer.Layout(size)
	if r.b.Icon == nil {
		return
	}
	th := r.b.Theme()
	side := th.Size(theme.SizeNameInlineIcon)
	iconSize := fyne.NewSquareSize(side)
	padding := fyne.NewSquareSize(2 * th.Size(theme.SizeNameInnerPadding))
	label := r.label()
	if r.b.Text == "" || label == nil {
		r.icon.Move(aligned(r.b.Alignment, padding, iconSize, size))
	} else {
		text := label.MinSize()
		gap := th.Size(theme.SizeNamePadding)
		both := fyne.NewSize(side+gap+text.Width, max(side, text.Height))
		pos := aligned(r.b.Alignment, padding, both, size)
		iconX, textX := float32(0), side+gap
		if r.b.IconPlacement == widget.ButtonIconTrailingText {
			iconX, textX = text.Width+gap, 0
		}
		label.Move(pos.AddXY(textX, (both.Height-text.Height)/2))
		r.icon.Move(pos.AddXY(iconX, (both.Height-side)/2))
	}
	r.icon.Resize(iconSize)
	r.paint()
}

// label is the toolkit's text of the button.
func (r *iconRenderer) label() fyne.CanvasObject {
	for _, o := range r.WidgetRenderer.Objects() {
		if t, ok := o.(*widget.RichText); ok {
			return t
		}
	}
	return nil
}

// paint gives the icon its picture in the colour and pixels it is drawn
// in now, made once (drawnIcon).
func (r *iconRenderer) paint() {
	size := r.icon.Size()
	if r.icon.Hidden || size.IsZero() {
		return
	}
	w, h := int(2*size.Width), int(2*size.Height) // no canvas yet: a screen of scale 2, as the toolkit takes
	if c := r.b.canvas(); c != nil {
		w, h = c.PixelCoordinateForPosition(fyne.NewPos(size.Width, size.Height))
	}
	if img := drawnIcon(r.b.Icon, r.colour(), w, h); img != r.icon.Image {
		r.icon.Image = img
		r.icon.Refresh()
	}
}

// colour is the theme's colour the icon is drawn in, as the toolkit
// chooses it: a disabled button's greyed, a themed icon on a button of
// importance in the button's text colour, else the icon's own ("" for an
// icon that is not themed, drawn as it is).
func (r *iconRenderer) colour() fyne.ThemeColorName {
	if r.b.Disabled() {
		return theme.ColorNameDisabled
	}
	th, ok := r.b.Icon.(fyne.ThemedResource)
	switch {
	case !ok:
		return ""
	case r.b.Importance != widget.MediumImportance && r.b.Importance != widget.LowImportance:
		return textColor(r.b.Importance)
	}
	return th.ThemeColorName()
}

// aligned is where the toolkit puts an object of size in a button of
// layout's size, aligned as the button says.
func aligned(align widget.ButtonAlign, padding, size, layout fyne.Size) fyne.Position {
	pos := fyne.NewPos(0, (layout.Height-size.Height)/2)
	switch align {
	case widget.ButtonAlignCenter:
		pos.X = (layout.Width - size.Width) / 2
	case widget.ButtonAlignLeading:
		pos.X = padding.Width / 2
	case widget.ButtonAlignTrailing:
		pos.X = layout.Width - size.Width - padding.Width/2
	}
	return pos
}

// drawnKey names a picture of an icon: the icon's name (the toolkit's
// caches take a resource's name for its identity too), the colour it is
// in, its pixels.
type drawnKey struct {
	name       string
	r, g, b, a uint32
	w, h       int
}

// drawnHeld is how many pictures each of the cache's two generations
// holds: the window's icons in the colours and sizes in use, many times
// over, and a few megabytes at the most.
const drawnHeld = 256

// drawn holds the icons' pictures: those drawn or asked for since now
// was begun, and the generation before, which what is still asked for
// is taken back from, so that a picture no longer asked for is let go
// as now fills again.
var drawn struct {
	sync.Mutex
	now, before map[drawnKey]image.Image
}

// drawnIcon is the picture of res in the current theme's colour name,
// w by h pixels, made once: an SVG coloured and drawn, or another
// picture decoded. A picture that cannot be made is logged and nil.
func drawnIcon(res fyne.Resource, name fyne.ThemeColorName, w, h int) image.Image {
	key := drawnKey{name: res.Name(), w: w, h: h}
	if name != "" {
		key.r, key.g, key.b, key.a = theme.Color(name).RGBA()
	}
	drawn.Lock()
	defer drawn.Unlock()
	if img, ok := drawn.now[key]; ok {
		return img
	}
	img, ok := drawn.before[key]
	if !ok {
		var err error
		if img, err = draw(res, name, w, h); err != nil {
			fyne.LogError("the icon "+res.Name()+" cannot be drawn", err)
			return nil
		}
	}
	if len(drawn.now) >= drawnHeld || drawn.now == nil {
		drawn.before, drawn.now = drawn.now, make(map[drawnKey]image.Image, drawnHeld)
	}
	drawn.now[key] = img
	return img
}

// draw makes the picture of res in the colour name, w by h pixels at
// the most, its shape kept.
func draw(res fyne.Resource, name fyne.ThemeColorName, w, h int) (image.Image, error) {
	data := res.Content()
	head := strings.ToLower(string(data[:min(5, len(data))]))
	if !strings.HasSuffix(strings.ToLower(res.Name()), ".svg") && head != "<svg " && head != "<?xml" && head != "<!doc" {
		img, _, err := image.Decode(bytes.NewReader(data)) // the toolkit colours SVG alone
		return img, err
	}
	if th, ok := res.(fyne.ThemedResource); name != "" && (!ok || th.ThemeColorName() != name) {
		data = theme.NewColoredResource(fyne.NewStaticResource(res.Name(), data), name).Content()
	}
	icon, err := oksvg.ReadReplacingCurrentColor(bytes.NewReader(data), "#000000")
	if err != nil {
		return nil, err
	}
	if aspect := icon.ViewBox.W / icon.ViewBox.H; float64(w) > float64(h)*aspect {
		w = int(float64(h) * aspect)
	} else {
		h = int(float64(w) / aspect)
	}
	icon.SetTarget(0, 0, float64(w), float64(h))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	icon.Draw(rasterx.NewDasher(w, h, rasterx.NewScannerGV(w, h, img, img.Bounds())), 1)
	return img, nil
}
