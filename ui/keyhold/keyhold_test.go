package keyhold

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Open and Top follow the boxes shown and hidden, one hidden past Hide
// too, so the window's keys are never refused under a box no longer there
// and Ctrl+C copies the box on top.
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
		top  *widget.PopUp
	}{
		{"none shown", func() {}, false, nil},
		{"a shown", func() { Show(a) }, true, a},
		{"b over a", func() { Show(b) }, true, b},
		{"a shown twice", func() { Show(a) }, true, b},
		{"b hidden", func() { Hide(b) }, true, a},
		{"a hidden", func() { Hide(a) }, false, nil},
		{"b shown again", func() { Show(b) }, true, b},
		{"a over b, hidden past Hide", func() { Show(a); a.Hide() }, true, b},
		{"b hidden past Hide", func() { b.Hide() }, false, nil},
	}
	for _, st := range steps {
		st.do()
		if got := Open(c); got != st.open {
			t.Errorf("%s: Open %v, want %v", st.name, got, st.open)
		}
		if got := Top(c); got != st.top {
			t.Errorf("%s: Top is %p, want %p (a %p, b %p)", st.name, got, st.top, a, b)
		}
	}
}

// A box gives the keyboard back as it closes, at the next key: to the
// widget that had it as the box opened, or, where nothing had it (a
// click takes it off before the button it clicks opens the box), to the
// canvas's home; a box opened over another gives the one beneath nothing
// of the home's.
func TestABoxGivesTheKeyboardBack(t *testing.T) {
	test.NewTempApp(t)
	field, home := widget.NewEntry(), widget.NewEntry()
	w := test.NewTempWindow(t, container.NewVBox(field, home))
	c := w.Canvas()
	SetHome(c, func() fyne.Focusable { return home })
	a := widget.NewModalPopUp(widget.NewEntry(), c)
	b := widget.NewModalPopUp(widget.NewLabel("b"), c)
	key := func() { c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnd}) }

	c.Focus(field)
	Show(a)
	Hide(a)
	key()
	if got := c.Focused(); got != field {
		t.Errorf("opened from the field: the keyboard is on %v, want the field", got)
	}

	c.Unfocus()
	Show(a)
	Show(b)
	Hide(b)
	if got := c.Focused(); got != nil {
		t.Errorf("the box over a box opened with nothing focused gave the keyboard to %v", got)
	}
	Hide(a)
	key()
	if got := c.Focused(); got != home {
		t.Errorf("opened with nothing focused: the keyboard is on %v, want the home", got)
	}
}
