package look

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
)

// LayOut lays o and every container in it out anew and has it drawn
// again: what o.Refresh does for a container for where things stand, without refreshing
// each widget in it, which shapes its text and parses and colours its
// icons anew (a tick box's two, each time): the desk's rulings panel,
// refreshed whole at each change of incident and each ruling, spent a
// fifth of the desk's tests' CPU there. A widget lays itself out when its
// size changes; a scroll sizes its content as it is refreshed, so it is.
func LayOut(o fyne.CanvasObject) {
	layOut(o)
	canvas.Refresh(o)
}

func layOut(o fyne.CanvasObject) {
	switch o := o.(type) {
	case *fyne.Container:
		if o.Layout != nil {
			o.Layout.Layout(o.Objects, o.Size())
		}
		for _, in := range o.Objects {
			layOut(in)
		}
	case *container.Scroll:
		o.Refresh()
	}
}
