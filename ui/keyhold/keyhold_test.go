package keyhold

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// twoBoxes is a window's canvas and two boxes over it, a and b, not yet
// shown.
func twoBoxes(t *testing.T) (fyne.Canvas, *widget.PopUp, *widget.PopUp) {
	test.NewTempApp(t)
	c := test.NewTempWindow(t, widget.NewLabel("under")).Canvas()
	return c, widget.NewModalPopUp(widget.NewLabel("a"), c), widget.NewModalPopUp(widget.NewLabel("b"), c)
}

// Open and Top follow the boxes shown and hidden, one hidden past Hide
// too, so the window's keys are never refused under a box no longer there
// and Ctrl+C copies the box on top.
func TestOpenFollowsTheBoxes(t *testing.T) {
	c, a, b := twoBoxes(t)
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

// A box that moves the arbiter on as it closes (an editor saved, the
// round's results next) gives the keyboard by Give, at once: the space of
// the Space that pressed its button, still to come, is the closing one
// (ClosingSpace), once; a key typed first makes a later space the
// arbiter's own; with no box closing, no space is the closing one.
func TestGiveKeepsTheClosingSpaceOut(t *testing.T) {
	test.NewTempApp(t)
	field, next := widget.NewEntry(), widget.NewEntry()
	w := test.NewTempWindow(t, container.NewVBox(field, next))
	c := w.Canvas()
	box := widget.NewModalPopUp(widget.NewEntry(), c)
	closing := func() {
		c.Focus(field)
		Show(box)
		Hide(box)
		c.Focus(field) // the view redrawn as the box closed takes the keyboard
		Give(c, next)
		if c.Focused() != next {
			t.Fatalf("Give left the keyboard on %v", c.Focused())
		}
	}
	closing()
	if !ClosingSpace(c, ' ') || ClosingSpace(c, ' ') {
		t.Error("the space after the box closed is not the closing one, once")
	}
	closing()
	KeyTyped(c)
	if ClosingSpace(c, ' ') {
		t.Error("a space after a key typed was taken for the closing one")
	}
	c.Unfocus()
	Give(c, field)
	if c.Focused() != field || ClosingSpace(c, ' ') {
		t.Errorf("with no box closing: the keyboard on %v, a space dropped", c.Focused())
	}
}

// What is to be done as the boxes close is done once, as the last box
// open closes, not as one over another does.
func TestWhenClosedWaitsForTheLastBox(t *testing.T) {
	c, a, b := twoBoxes(t)
	Show(a)
	Show(b)
	runs := 0
	WhenClosed(c, func() { runs++ })
	Hide(b)
	if runs != 0 {
		t.Errorf("run %d times with a box still open", runs)
	}
	Hide(a)
	Show(a)
	Hide(a)
	if runs != 1 {
		t.Errorf("run %d times as the boxes closed, want once", runs)
	}
}

// shows is a focusable widget that draws the keyboard's mark as it is
// told it has the keyboard or has lost it, as every widget of the window
// draws its own.
type shows struct {
	widget.Entry
	marked bool
}

func newShows() *shows {
	s := &shows{}
	s.ExtendBaseWidget(s)
	return s
}

func (s *shows) FocusGained() { s.Entry.FocusGained(); s.marked = true }
func (s *shows) FocusLost()   { s.Entry.FocusLost(); s.marked = false }

// The widget a closing box gives the keyboard back to shows it has it at
// once, before the next key: the result box, after a box opened over it
// was closed by Escape, was drawn without its focus border until a key
// was pressed, and the arbiter could not see where his keys would go.
// Another widget that takes the keyboard meanwhile leaves it unmarked.
func TestTheKeyboardGivenBackIsSeenAtOnce(t *testing.T) {
	test.NewTempApp(t)
	field, other := newShows(), newShows()
	w := test.NewTempWindow(t, container.NewVBox(field, other))
	c := w.Canvas()
	box := widget.NewModalPopUp(widget.NewEntry(), c)
	key := func() { c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnd}) }

	c.Focus(field)
	Show(box)
	Hide(box)
	if !field.marked {
		t.Error("the box closed: the field that gets the keyboard back is drawn without its mark")
	}
	key()
	if c.Focused() != field || !field.marked {
		t.Errorf("after a key: the keyboard on %v, the field marked %v", c.Focused(), field.marked)
	}

	Show(box)
	Hide(box)
	c.Focus(other)
	key()
	if c.Focused() != other || field.marked || !other.marked {
		t.Errorf("another took the keyboard: it is on %v, the field marked %v, the other %v", c.Focused(), field.marked, other.marked)
	}
}

// ringed is a button that draws the keyboard's ring as it is told it
// has the keyboard or has lost it, as the window's buttons do.
type ringed struct {
	widget.Button
	marked bool
}

func newRinged() *ringed {
	b := &ringed{}
	b.ExtendBaseWidget(b)
	return b
}

func (b *ringed) FocusGained() { b.Button.FocusGained(); b.marked = true }
func (b *ringed) FocusLost()   { b.Button.FocusLost(); b.marked = false }

// A widget that cannot take the keyboard back as the box closes (the
// rounds view's check-in button, disabled as the check-in was closed in
// the box it opened) loses its mark at the next key: it kept it, hidden
// while it was disabled, and shown again as the next round enabled it,
// ringed beside the result box that had the keyboard.
func TestTheKeyboardNotTakenBackLeavesNoMark(t *testing.T) {
	test.NewTempApp(t)
	btn := newRinged()
	w := test.NewTempWindow(t, container.NewVBox(btn))
	c := w.Canvas()
	box := widget.NewModalPopUp(widget.NewEntry(), c)
	key := func() { c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnd}) }

	c.Focus(btn)
	Show(box)
	btn.Disable()
	Hide(box)
	key()
	if c.Focused() != nil || btn.marked {
		t.Errorf("the button, disabled: the keyboard on %v, the button marked %v", c.Focused(), btn.marked)
	}
}

// took is a widget that keeps the keys it is given, as a view's list
// moves its cursor on them.
type took struct {
	widget.Entry
	keys   []fyne.KeyName
	marked bool
}

func newTook() *took {
	w := &took{}
	w.ExtendBaseWidget(w)
	return w
}

func (w *took) TypedKey(ev *fyne.KeyEvent) { w.keys = append(w.keys, ev.Name) }
func (w *took) FocusGained()               { w.Entry.FocusGained(); w.marked = true }
func (w *took) FocusLost()                 { w.Entry.FocusLost(); w.marked = false }

// A widget that cannot take the keyboard back as the box closes, disabled
// or hidden by what the box did (the check-in's button as the check-in
// closed, the players' Reinstate as Withdraw took its place), leaves it
// to the canvas's home, which takes the key that found it so: no widget
// had the keyboard, and the arbiter's Down after reinstating a player
// moved nothing. The home is drawn with the keyboard's mark at once,
// before that key, whether the widget went before the box closed or
// after (the confirming box closes, then its action runs; Unable): the
// arbiter saw no mark anywhere and could not tell where his key would go.
func TestTheKeyboardNotTakenBackGoesHome(t *testing.T) {
	type gone struct {
		name string
		do   func(*ringed)
	}
	for _, g := range []gone{{"disabled", (*ringed).Disable}, {"hidden", (*ringed).Hide}} {
		for _, after := range []bool{false, true} {
			test.NewTempApp(t)
			btn, home := newRinged(), newTook()
			w := test.NewTempWindow(t, container.NewVBox(home, btn))
			c := w.Canvas()
			SetHome(c, func() fyne.Focusable { return home })
			box := widget.NewModalPopUp(widget.NewEntry(), c)
			name := g.name + " before the box closed"
			if after {
				name = g.name + " after the box closed"
			}

			c.Focus(btn)
			Show(box)
			if !after {
				g.do(btn)
			}
			Hide(box)
			if after {
				g.do(btn)
				Unable(c, btn)
			}
			if !home.marked || btn.marked {
				t.Errorf("the button %s: before a key the home is marked %v, the button %v", name, home.marked, btn.marked)
			}
			c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyDown})
			if c.Focused() != home || btn.marked {
				t.Errorf("the button %s: the keyboard on %v, the button marked %v", name, c.Focused(), btn.marked)
			}
			if len(home.keys) != 1 || home.keys[0] != fyne.KeyDown {
				t.Errorf("the button %s: the home took the keys %v, want Down", name, home.keys)
			}
		}
	}
}

// A canvas whose boxes have all closed, and one forgotten as its window
// closes (Forget), is kept in none of the package's maps: each canvas
// kept held its window's whole content, every closed test window's
// event and views among it, for the rest of the run.
func TestAClosedWindowsCanvasIsLetGo(t *testing.T) {
	c, a, b := twoBoxes(t)
	kept := func() []string {
		var in []string
		for name, ok := range map[string]bool{
			"shown": has(shown, c), "homes": has(homes, c), "help": has(help, c), "held": has(held, c),
			"whenClosed": has(whenClosed, c), "spacePress": has(spacePress, c), "spaceDue": has(spaceDue, c),
		} {
			if ok {
				in = append(in, name)
			}
		}
		return in
	}
	Show(a)
	Hide(a)
	if Open(c) || slices.Contains(kept(), "shown") {
		t.Errorf("with its last box closed the canvas is kept in %v", kept())
	}
	SetHome(c, func() fyne.Focusable { return nil })
	SetHelp(c, func() {})
	Show(b)
	WhenClosed(c, func() {})
	Give(c, widget.NewEntry())
	for _, m := range []string{"shown", "homes", "help", "whenClosed"} {
		if !slices.Contains(kept(), m) {
			t.Fatalf("before Forget the canvas is kept in %v, not in %s", kept(), m)
		}
	}
	Forget(c)
	if in := kept(); len(in) > 0 {
		t.Errorf("forgotten, the canvas is kept in %v", in)
	}
}

// has reports whether m holds c.
func has[V any](m map[fyne.Canvas]V, c fyne.Canvas) bool {
	_, ok := m[c]
	return ok
}
