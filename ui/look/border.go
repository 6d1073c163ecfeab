package look

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
)

// Border is container.NewBorder with its objects held in the order they
// are read: top, left, the middle, right, bottom. The layout places each
// by its place, whatever the order; the keyboard's Tab goes through them
// in it, and the toolkit's own holds the middle first, so that Tab went
// from a view's list up to the buttons above it, and from the board's
// drop-down at the desk back to the round's.
func Border(top, bottom, left, right fyne.CanvasObject, middle ...fyne.CanvasObject) *fyne.Container {
	var all []fyne.CanvasObject
	for _, o := range append(append([]fyne.CanvasObject{top, left}, middle...), right, bottom) {
		if o != nil {
			all = append(all, o)
		}
	}
	return container.New(layout.NewBorderLayout(top, bottom, left, right), all...)
}
