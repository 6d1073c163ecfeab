package button

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
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
