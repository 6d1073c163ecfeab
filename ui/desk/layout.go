package desk

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// atLeast holds o at width or wider whatever o shows for the moment: a
// panel narrower while a button or a form is hidden let the board's side
// of the desk grow, and everything moved under the arbiter's hands.
func atLeast(width float32, o fyne.CanvasObject) *fyne.Container {
	keep := canvas.NewRectangle(color.Transparent)
	keep.SetMinSize(fyne.NewSize(width, 0))
	return container.NewStack(keep, o)
}

// pairLayout sets two rows side by side where the width has room for
// both, one under the other where not. The clock's rows and the result's
// took two lines each at 1366×768 that the scoresheet's moves could have.
// Its least width is the wider row's, so that the window can narrow it
// back to one row under the other; its least height is that of the way
// it was laid out last.
type pairLayout struct {
	width float32    // the width laid out last
	text  [2]float32 // what each row needs beyond its least width to show its text whole
}

// newPair holds the rows a and b, side by side only where a has aText
// more than its least width and b bText more: a field's least width
// shows a few letters of its text, the rest scrolled out of sight.
func newPair(a, b fyne.CanvasObject, aText, bText float32) *fyne.Container {
	return container.New(&pairLayout{text: [2]float32{aText, bText}}, a, b)
}

func (p *pairLayout) beside(objects []fyne.CanvasObject, width float32) bool {
	return width >= objects[0].MinSize().Width+p.text[0]+theme.Padding()+objects[1].MinSize().Width+p.text[1]
}

func (p *pairLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	a, b := objects[0].MinSize(), objects[1].MinSize()
	if p.beside(objects, p.width) {
		return fyne.NewSize(max(a.Width, b.Width), max(a.Height, b.Height))
	}
	return fyne.NewSize(max(a.Width, b.Width), a.Height+theme.Padding()+b.Height)
}

// Layout shares the width the rows leave between them, or gives each the
// whole width.
func (p *pairLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	p.width = size.Width
	a, b := objects[0].MinSize(), objects[1].MinSize()
	pad := theme.Padding()
	if p.beside(objects, size.Width) {
		extra := (size.Width - a.Width - pad - b.Width) / 2
		objects[0].Move(fyne.NewPos(0, 0))
		objects[0].Resize(fyne.NewSize(a.Width+extra, size.Height))
		objects[1].Move(fyne.NewPos(a.Width+extra+pad, 0))
		objects[1].Resize(fyne.NewSize(b.Width+extra, size.Height))
		return
	}
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(size.Width, a.Height))
	objects[1].Move(fyne.NewPos(0, a.Height+pad))
	objects[1].Resize(fyne.NewSize(size.Width, b.Height))
}

// boardSplit gives the board's column the width the square board takes
// at the height it has, up to half the desk, and the clock and scoresheet
// the rest: on a wide screen half the desk left the board empty room on
// both sides, which the scoresheet's rows beside it could use. The
// arbiter may still drag the divider; the next resize sets it again.
type boardSplit struct {
	split *container.Split
	left  fyne.CanvasObject // the board's column
	board fyne.CanvasObject
}

func (l *boardSplit) MinSize([]fyne.CanvasObject) fyne.Size { return l.split.MinSize() }

func (l *boardSplit) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	l.split.Move(fyne.NewPos(0, 0))
	l.split.Resize(size)
	if size.Width <= 0 {
		return
	}
	// The board is as wide as the height its column leaves it, and the
	// column as wide as the board and its padding.
	offset := func() float64 {
		room := size.Height - (l.left.MinSize().Height - l.board.MinSize().Height)
		want := max(l.left.MinSize().Width, room+2*theme.Padding())
		return float64(min(0.5, want/size.Width))
	}
	// The game's title wraps to the column's width, and the board has
	// the height the title leaves it: the column is laid out again, and
	// the split set anew, until the two agree. Laid out once, with the
	// title's height at the width before, the desk moved the board at its
	// next layout (the first look at the rulings). SetOffset lays the
	// split out at once; an offset assigned before a resize to the same
	// size was never applied.
	for range 4 {
		if c, ok := l.left.(*fyne.Container); ok && c.Layout != nil {
			c.Layout.Layout(c.Objects, c.Size())
		}
		next := offset()
		if next == l.split.Offset {
			break
		}
		l.split.SetOffset(next)
	}
}
