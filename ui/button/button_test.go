package button

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/keyhold"
)

// Space and Enter press the button and leave the keyboard on it; Escape
// goes to Pass; a disabled button does nothing. Fyne's button took the
// keyboard off as Space pressed it, and ignored Enter.
func TestTheKeysPressAndTheKeyboardStays(t *testing.T) {
	test.NewTempApp(t)
	pressed := 0
	var passed []fyne.KeyName
	b := New("OK", func() { pressed++ })
	b.Pass = func(ev *fyne.KeyEvent) { passed = append(passed, ev.Name) }
	w := test.NewTempWindow(t, container.NewVBox(widget.NewEntry(), b))
	c := w.Canvas()
	for i, k := range []fyne.KeyName{fyne.KeySpace, fyne.KeyReturn, fyne.KeyEnter} {
		c.Focus(b)
		c.Focused().TypedKey(&fyne.KeyEvent{Name: k})
		if pressed != i+1 {
			t.Errorf("%s: pressed %d times, want %d", k, pressed, i+1)
		}
		if c.Focused() != b {
			t.Errorf("%s: the keyboard is on %T", k, c.Focused())
		}
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(passed) != 1 || passed[0] != fyne.KeyEscape {
		t.Errorf("passed on %v, want Escape", passed)
	}
	b.Disable()
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if pressed != 3 {
		t.Errorf("a disabled button pressed: %d times", pressed)
	}
}

// A click in a box leaves the keyboard on the button, so that a box it
// opens gives it back to it as it closes: Fyne's click took it off, and
// the box beneath was left with nothing to give it back to. A click in
// the window beneath no box takes it off as Fyne's does, for the view's
// list (keyhold.SetHome) to have it back.
func TestAClickInABoxLeavesTheKeyboardOnTheButton(t *testing.T) {
	test.NewTempApp(t)
	field := widget.NewEntry()
	var inner *widget.PopUp
	var c fyne.Canvas
	open := New("More…", func() { keyhold.Show(inner) })
	w := test.NewTempWindow(t, field)
	c = w.Canvas()
	outer := widget.NewModalPopUp(container.NewVBox(widget.NewEntry(), open), c)
	inner = widget.NewModalPopUp(widget.NewLabel("inner"), c)

	keyhold.Show(outer)
	test.Tap(open)
	if !inner.Visible() {
		t.Fatal("the click opened no box")
	}
	keyhold.Hide(inner)
	if k := c.OnTypedKey(); k != nil { // the next key gives the keyboard back
		k(&fyne.KeyEvent{Name: fyne.KeyEnd})
	}
	if c.Focused() != open {
		t.Errorf("the inner box closed: the keyboard is on %T, want the button that opened it", c.Focused())
	}
	keyhold.Hide(outer)

	tapped := false
	under := New("Under", func() { tapped = true })
	w.SetContent(container.NewVBox(field, under))
	c.Focus(field)
	test.Tap(under)
	if !tapped || c.Focused() != nil {
		t.Errorf("clicked beneath no box: tapped %v, the keyboard on %T", tapped, c.Focused())
	}
}

// A widget around the button (the window's Undo, which names its step)
// gets the keyboard back, not the button inside it, which the canvas
// does not hold.
type around struct{ Button }

func TestTheWidgetAroundGetsTheKeyboard(t *testing.T) {
	test.NewTempApp(t)
	a := &around{}
	a.Text = "Undo"
	a.ExtendBaseWidget(a)
	w := test.NewTempWindow(t, container.NewVBox(widget.NewEntry(), a))
	c := w.Canvas()
	c.Focus(a)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if c.Focused() != a {
		t.Errorf("the keyboard is on %T, want the widget around the button", c.Focused())
	}
}

// The button with the keyboard is marked so that it is seen, in the dark
// and the light theme, whatever its importance: its picture with the
// keyboard differs from that without it in a ring of pixels of a visible
// contrast. Fyne's tint alone, on the desk's green Accept and red Overrule
// in the dark theme, could not be told from the button without it.
func TestTheKeyboardIsSeenOnTheButton(t *testing.T) {
	a := test.NewTempApp(t)
	importances := map[string]widget.Importance{"success (the desk's Accept)": widget.SuccessImportance,
		"danger (Overrule)": widget.DangerImportance, "high": widget.HighImportance, "medium": widget.MediumImportance}
	for variant, name := range map[fyne.ThemeVariant]string{theme.VariantDark: "dark", theme.VariantLight: "light"} {
		a.Settings().SetTheme(variantTheme{variant})
		for impName, imp := range importances {
			b := New("Accept", nil)
			b.Importance = imp
			w := test.NewTempWindow(t, container.NewCenter(b))
			w.Resize(fyne.NewSize(200, 80))
			c := w.Canvas()
			c.Focus(nil)
			without := c.Capture()
			c.Focus(b)
			with := c.Capture()
			size := b.Size()
			// The ring's length, at the least, in pixels clearly unlike.
			want := int(2 * (size.Width + size.Height - 4*ringInset) * 0.8)
			if got := visiblyUnlike(with, without); got < want {
				t.Errorf("%s theme, %s: %d pixels tell the keyboard on the button, want %d at the least", name, impName, got, want)
			}
		}
	}
}

// visibleContrast is the least difference of two pixels' colours, summed
// over red, green and blue (of 765), that an eye tells at a glance.
const visibleContrast = 180

// visiblyUnlike counts the pixels that differ by visibleContrast.
func visiblyUnlike(a, b image.Image) int {
	n := 0
	r := a.Bounds().Intersect(b.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			ar, ag, ab, _ := a.At(x, y).RGBA()
			br, bg, bb, _ := b.At(x, y).RGBA()
			d := func(u, v uint32) int { return max(int(u>>8), int(v>>8)) - min(int(u>>8), int(v>>8)) }
			if d(ar, br)+d(ag, bg)+d(ab, bb) >= visibleContrast {
				n++
			}
		}
	}
	return n
}

// variantTheme is Fyne's theme in one variant, whatever the system's.
type variantTheme struct{ v fyne.ThemeVariant }

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return theme.DefaultTheme().Color(n, t.v)
}
func (variantTheme) Font(s fyne.TextStyle) fyne.Resource     { return theme.DefaultTheme().Font(s) }
func (variantTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }
func (variantTheme) Size(n fyne.ThemeSizeName) float32       { return theme.DefaultTheme().Size(n) }

// marks is a view's list, the keyboard's home, that tells whether it is
// drawn with the keyboard's mark.
type marks struct {
	widget.Entry
	marked bool
}

func (m *marks) FocusGained() { m.Entry.FocusGained(); m.marked = true }
func (m *marks) FocusLost()   { m.Entry.FocusLost(); m.marked = false }

// A button that the box it opened disables or hides by what it did as it
// closed (the rounds view's check-in button as the check-in is closed, the
// players' Reinstate as Withdraw takes its place) gives the keyboard to
// the view's home at once, drawn there before the next key: no widget was
// marked until a key was pressed, and the arbiter could not see where it
// would go.
func TestAButtonGoneAsItsBoxClosesGivesTheKeyboardHome(t *testing.T) {
	for _, gone := range []string{"disabled", "hidden"} {
		test.NewTempApp(t)
		home := &marks{}
		home.ExtendBaseWidget(home)
		var box *widget.PopUp
		b := New("Close the check-in", func() { keyhold.Show(box) })
		w := test.NewTempWindow(t, container.NewVBox(home, b))
		c := w.Canvas()
		keyhold.SetHome(c, func() fyne.Focusable { return home })
		box = widget.NewModalPopUp(widget.NewLabel("Close it?"), c)

		c.Focus(b)
		b.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if !box.Visible() {
			t.Fatal("Enter opened no box")
		}
		keyhold.Hide(box) // the box closes, then its action is done
		if gone == "disabled" {
			b.Disable()
		} else {
			b.Hide()
		}
		if !home.marked || b.focused {
			t.Errorf("the button %s as its box closed: the home marked %v, the button %v", gone, home.marked, b.focused)
		}
		c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyDown})
		if c.Focused() != home {
			t.Errorf("the button %s: after a key the keyboard is on %T, want the home", gone, c.Focused())
		}
	}
}

// countedIcon is a themed SVG icon that counts the reads of its content.
type countedIcon struct {
	name  string
	reads int
}

func (c *countedIcon) Name() string { return c.name }

// Content is a square filling most of the icon in the theme's colour of
// its name, as the toolkit's themed icons colour themselves.
func (c *countedIcon) Content() []byte {
	c.reads++
	fill := color.NRGBAModel.Convert(theme.Color(c.ThemeColorName())).(color.NRGBA)
	return fmt.Appendf(nil, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">`+
		`<path fill="#%02x%02x%02x" d="M2 2h20v20H2z"/></svg>`, fill.R, fill.G, fill.B)
}

func (c *countedIcon) ThemeColorName() fyne.ThemeColorName { return theme.ColorNameForeground }

// A button's icon is drawn once for each colour: refreshed, disabled and
// enabled, and laid out ten times, its SVG is read once in the text's
// colour and once in the disabled one, and drawn in the colour of each,
// in the colours of a theme switched to, at the canvas's pixels (crisp
// on a screen of scale 2 as of 1). The
// toolkit's button parsed the SVG again at each refresh and layout, and
// coloured it anew each time it was disabled.
func TestAButtonsIconIsDrawnOnceInEachColour(t *testing.T) {
	a := test.NewTempApp(t)
	icon := &countedIcon{name: "counted-square.svg"}
	b := NewWithIcon("", icon, nil)
	w := test.NewTempWindow(t, container.NewCenter(b))
	w.Resize(fyne.NewSize(120, 80))
	for i := range 10 {
		b.Refresh()
		b.Disable()
		b.Resize(fyne.NewSize(float32(60+i), 40))
		b.Enable()
		b.Resize(b.MinSize())
	}
	if icon.reads > 2 {
		t.Errorf("the icon's SVG was read %d times, want once in each of its two colours", icon.reads)
	}

	fg := theme.Color(theme.ColorNameForeground)
	if n := pixelsIn(w.Canvas().Capture(), fg); n < 150 {
		t.Errorf("enabled: %d pixels in the text's colour, want the icon's square of 150 at the least", n)
	}
	b.Disable()
	pic := w.Canvas().Capture()
	if n, f := pixelsIn(pic, theme.Color(theme.ColorNameDisabled)), pixelsIn(pic, fg); n < 150 || f > 0 {
		t.Errorf("disabled: %d pixels in the disabled colour (want 150 at the least), %d in the text's (want none)", n, f)
	}

	b.Enable()
	for variant, name := range map[fyne.ThemeVariant]string{theme.VariantDark: "dark", theme.VariantLight: "light"} {
		a.Settings().SetTheme(variantTheme{variant})
		if n := pixelsIn(w.Canvas().Capture(), theme.Color(theme.ColorNameForeground)); n < 150 {
			t.Errorf("the %s theme: %d pixels in its text's colour, want the icon's square of 150 at the least", name, n)
		}
	}

	size := b.Theme().Size(theme.SizeNameInlineIcon)
	for _, scale := range []float32{1, 2} {
		w.Canvas().(interface{ SetScale(float32) }).SetScale(scale)
		b.Refresh()
		if got, want := iconPicture(t, b).Bounds().Dx(), int(size*scale); got != want {
			t.Errorf("scale %v: the icon is drawn %d pixels wide, want %d", scale, got, want)
		}
	}
}

// iconPicture is the picture the button's renderer draws its icon from.
func iconPicture(t *testing.T, b *Button) image.Image {
	t.Helper()
	for _, o := range test.TempWidgetRenderer(t, b).Objects() {
		if img, ok := o.(*canvas.Image); ok && img.Visible() && img.Image != nil {
			return img.Image
		}
	}
	t.Fatal("the button draws no icon from a picture")
	return nil
}

// pixelsIn counts the pixels of pic within a few steps of the colour c.
func pixelsIn(pic image.Image, c color.Color) int {
	cr, cg, cb, _ := c.RGBA()
	n := 0
	r := pic.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			pr, pg, pb, _ := pic.At(x, y).RGBA()
			d := func(u, v uint32) int { return max(int(u>>8), int(v>>8)) - min(int(u>>8), int(v>>8)) }
			if d(pr, cr)+d(pg, cg)+d(pb, cb) < 12 {
				n++
			}
		}
	}
	return n
}
