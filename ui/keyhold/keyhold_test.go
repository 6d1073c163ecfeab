package keyhold

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Open follows the boxes shown and hidden, one hidden past Hide too, so
// the window's keys are never refused under a box no longer there.
func TestOpenFollowsTheBoxes(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel("under"))
	c := w.Canvas()
	a := widget.NewModalPopUp(widget.NewLabel("a"), c)
	b := widget.NewModalPopUp(widget.NewLabel("b"), c)
	steps := []struct {
		name string
		do   func()
		open bool
	}{
		{"none shown", func() {}, false},
		{"a shown", func() { Show(a) }, true},
		{"b over a", func() { Show(b) }, true},
		{"a shown twice", func() { Show(a) }, true},
		{"b hidden", func() { Hide(b) }, true},
		{"a hidden", func() { Hide(a) }, false},
		{"b shown again", func() { Show(b) }, true},
		{"b hidden past Hide", func() { b.Hide() }, false},
	}
	for _, st := range steps {
		st.do()
		if got := Open(c); got != st.open {
			t.Errorf("%s: Open %v, want %v", st.name, got, st.open)
		}
	}
}
