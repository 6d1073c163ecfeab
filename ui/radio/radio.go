// Package radio is the radio choice of the window and of the desk: one
// choice of a few options, shown at once. Fyne's RadioGroup takes the
// keyboard one option at a time and keeps every key but Space: Enter on
// a chosen option did not take the dialog box's default action, nor
// Escape close the box, and the arrows did nothing. A Group is one stop
// on the way through a box: the arrows move among its options, Space
// picks the option moved to, Enter picks the option moved to and goes on
// to the box, and Escape goes on to the box.
package radio

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/keyhold"
)

// Group is a radio choice: one of Options is Selected. Once an option is
// picked, one always is: picking it again keeps it, where Fyne's group
// unpicked it and its callers read nothing chosen as the first option.
type Group struct {
	widget.DisableableWidget
	Options    []string
	Selected   string
	Horizontal bool
	OnChanged  func(string) `json:"-"`
	// Pass has the keys the group has no use for, Enter and Escape: the
	// dialog box it is in takes them. Without it they are dropped.
	Pass func(*fyne.KeyEvent) `json:"-"`

	cursor  int  // the option the arrows moved to
	moved   bool // the arrows moved the cursor since the last pick
	hovered int  // the option under the mouse; -1 for none
	focused bool
}

var (
	_ fyne.Focusable    = (*Group)(nil)
	_ fyne.Tappable     = (*Group)(nil)
	_ desktop.Hoverable = (*Group)(nil)
)

// New makes a group of the options, none picked; changed hears each pick.
func New(options []string, changed func(string)) *Group {
	g := &Group{Options: options, OnChanged: changed, hovered: -1}
	g.ExtendBaseWidget(g)
	return g
}

// SetSelected picks option, as a tap on it does.
func (g *Group) SetSelected(option string) {
	if g.Selected == option {
		return
	}
	g.Selected = option
	if g.OnChanged != nil {
		g.OnChanged(option)
	}
	g.Refresh()
}

// SelectedIndex is the place of the option picked in Options; -1 when
// none is.
func (g *Group) SelectedIndex() int {
	return slices.Index(g.Options, g.Selected)
}

func (g *Group) pick(i int) {
	if g.Disabled() || i < 0 || i >= len(g.Options) {
		return
	}
	g.cursor, g.moved = i, false
	g.SetSelected(g.Options[i])
	g.Refresh()
}

// FocusGained puts the arrows' place on the option picked.
func (g *Group) FocusGained() {
	g.focused, g.moved = true, false
	g.cursor = max(g.SelectedIndex(), 0)
	g.Refresh()
}

// FocusLost hides the arrows' place.
func (g *Group) FocusLost() {
	g.focused = false
	g.Refresh()
}

// TypedKey moves with the arrows, picks with Space, picks the option
// moved to with Enter and passes it on, and passes Escape on, and F1 to
// the window (keyhold.Help).
func (g *Group) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(g, ev) {
		return
	}
	switch ev.Name {
	case fyne.KeyUp, fyne.KeyLeft:
		g.move(-1)
	case fyne.KeyDown, fyne.KeyRight:
		g.move(1)
	case fyne.KeySpace:
		g.pick(g.cursor)
	case fyne.KeyReturn, fyne.KeyEnter:
		// The box acts on the option the arrows moved to, not on one
		// picked before: Down and Enter on "half-point bye" gave the full
		// point. Without a move nothing is picked: a choice left to the
		// arbiter stays his.
		if g.moved {
			g.pick(g.cursor)
		}
		if g.Pass != nil {
			g.Pass(ev)
		}
	case fyne.KeyEscape:
		if g.Pass != nil {
			g.Pass(ev)
		}
	}
}

// TypedRune picks on a space: a driver may send the space as a character
// only. Picking twice keeps the pick.
func (g *Group) TypedRune(r rune) {
	if r == ' ' {
		g.pick(g.cursor)
	}
}

func (g *Group) move(by int) {
	if to := g.cursor + by; to >= 0 && to < len(g.Options) {
		g.cursor, g.moved = to, true
		g.Refresh()
	}
}

// Tapped picks the option tapped and takes the keyboard.
func (g *Group) Tapped(ev *fyne.PointEvent) {
	if g.Disabled() {
		return
	}
	i := g.optionAt(ev.Position)
	if i < 0 {
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(g); c != nil && !g.focused {
		c.Focus(g)
	}
	g.pick(i)
}

// MouseIn marks the option under the mouse.
func (g *Group) MouseIn(ev *desktop.MouseEvent) { g.MouseMoved(ev) }

// MouseMoved marks the option under the mouse.
func (g *Group) MouseMoved(ev *desktop.MouseEvent) {
	i := g.optionAt(ev.Position)
	if g.Disabled() {
		i = -1
	}
	if i != g.hovered {
		g.hovered = i
		g.Refresh()
	}
}

// MouseOut unmarks it.
func (g *Group) MouseOut() {
	if g.hovered >= 0 {
		g.hovered = -1
		g.Refresh()
	}
}

// optionAt is the option at pos in the group; -1 for none.
func (g *Group) optionAt(pos fyne.Position) int {
	item := g.itemSize()
	if item.Width <= 0 || item.Height <= 0 || pos.X < 0 || pos.Y < 0 {
		return -1
	}
	i := int(pos.Y / item.Height)
	if g.Horizontal {
		i = int(pos.X / item.Width)
	}
	if i >= len(g.Options) {
		return -1
	}
	return i
}

// itemSize is the room of each option: the widest and the tallest of
// them.
func (g *Group) itemSize() fyne.Size {
	th := g.Theme()
	inner := th.Size(theme.SizeNameInnerPadding)
	size := th.Size(theme.SizeNameText)
	var s fyne.Size
	for _, o := range g.Options {
		s = s.Max(fyne.MeasureText(o, size, fyne.TextStyle{}))
	}
	if len(g.Options) == 0 {
		s = fyne.MeasureText("", size, fyne.TextStyle{})
	}
	return s.AddWidthHeight(2*inner+th.Size(theme.SizeNameInlineIcon)+th.Size(theme.SizeNamePadding), 2*inner)
}

// MinSize is the options side by side, or one under another.
func (g *Group) MinSize() fyne.Size {
	g.ExtendBaseWidget(g)
	return g.BaseWidget.MinSize()
}

// CreateRenderer draws the options.
func (g *Group) CreateRenderer() fyne.WidgetRenderer {
	g.ExtendBaseWidget(g)
	r := &renderer{g: g}
	r.Refresh()
	return r
}

// option is one option as drawn: Fyne's radio icon, its inner dot, the
// mark of the keyboard or the mouse round it, and the label.
type option struct {
	mark       *canvas.Circle
	ring, fill *canvas.Image
	label      *canvas.Text
}

type renderer struct {
	g       *Group
	options []option
	objects []fyne.CanvasObject
}

func (r *renderer) Destroy() {}

func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *renderer) MinSize() fyne.Size {
	item, n := r.g.itemSize(), float32(max(len(r.g.Options), 1))
	if r.g.Horizontal {
		return fyne.NewSize(item.Width*n, item.Height)
	}
	return fyne.NewSize(item.Width, item.Height*n)
}

func (r *renderer) Layout(fyne.Size) {
	th := r.g.Theme()
	inner := th.Size(theme.SizeNameInnerPadding)
	border := th.Size(theme.SizeNameInputBorder)
	icon := th.Size(theme.SizeNameInlineIcon)
	item := r.g.itemSize()
	mark := fyne.NewSquareSize(icon + inner)
	for i, o := range r.options {
		at := fyne.NewPos(0, float32(i)*item.Height)
		if r.g.Horizontal {
			at = fyne.NewPos(float32(i)*item.Width, 0)
		}
		o.mark.Resize(mark)
		o.mark.Move(at.AddXY(border, (item.Height-mark.Height)/2))
		iconAt := at.AddXY(inner/2+border, (item.Height-icon)/2)
		for _, img := range []*canvas.Image{o.ring, o.fill} {
			img.Resize(fyne.NewSquareSize(icon))
			img.Move(iconAt)
		}
		o.label.Resize(fyne.NewSize(item.Width-mark.Width-th.Size(theme.SizeNamePadding), item.Height))
		o.label.Move(at.AddXY(mark.Width+th.Size(theme.SizeNamePadding), 0))
	}
}

// Refresh draws each option as picked, marked, and enabled or not.
func (r *renderer) Refresh() {
	g := r.g
	for len(r.options) < len(g.Options) {
		o := option{mark: &canvas.Circle{}, ring: &canvas.Image{}, fill: &canvas.Image{}, label: &canvas.Text{}}
		r.options = append(r.options, o)
	}
	r.options = r.options[:len(g.Options)]
	r.objects = r.objects[:0]
	th := g.Theme()
	variant := fyne.CurrentApp().Settings().ThemeVariant()
	picked := g.SelectedIndex()
	for i, o := range r.options {
		o.label.Text = g.Options[i]
		o.label.TextSize = th.Size(theme.SizeNameText)
		o.label.Color = th.Color(theme.ColorNameForeground, variant)
		ring := theme.NewThemedResource(th.Icon(theme.IconNameRadioButton))
		ring.ColorName = theme.ColorNameInputBorder
		fill := theme.NewThemedResource(th.Icon(theme.IconNameRadioButtonFill))
		fill.ColorName = theme.ColorNameInputBackground
		if i == picked {
			fill.ColorName, ring.ColorName = theme.ColorNamePrimary, theme.ColorNameForeground
		}
		o.mark.FillColor = color.Transparent
		switch {
		case g.Disabled():
			o.label.Color = th.Color(theme.ColorNameDisabled, variant)
			ring.ColorName, fill.ColorName = theme.ColorNameDisabled, theme.ColorNameBackground
			if i == picked {
				fill.ColorName = theme.ColorNameDisabled
			}
		case g.focused && i == g.cursor:
			o.mark.FillColor = th.Color(theme.ColorNameFocus, variant)
		case i == g.hovered:
			o.mark.FillColor = th.Color(theme.ColorNameHover, variant)
		}
		o.ring.Resource, o.fill.Resource = ring, fill
		o.ring.Refresh()
		o.fill.Refresh()
		o.mark.Refresh()
		o.label.Refresh()
		r.objects = append(r.objects, o.mark, o.fill, o.ring, o.label)
	}
	r.Layout(g.Size())
	canvas.Refresh(g)
}
