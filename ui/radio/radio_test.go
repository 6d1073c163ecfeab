package radio

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// open shows a group of three beside a field, the keyboard in the group.
func open(t *testing.T, horizontal bool) (*Group, fyne.Window, *[]string, *[]fyne.KeyName) {
	t.Helper()
	test.NewTempApp(t)
	var changes []string
	var passed []fyne.KeyName
	g := New([]string{"Valkea", "Musta", "Arvonta"}, func(s string) { changes = append(changes, s) })
	g.Horizontal = horizontal
	g.Pass = func(ev *fyne.KeyEvent) { passed = append(passed, ev.Name) }
	w := test.NewTempWindow(t, container.NewVBox(widget.NewEntry(), g))
	w.Resize(fyne.NewSize(500, 300))
	g.SetSelected("Valkea")
	w.Canvas().Focus(g)
	return g, w, &changes, &passed
}

// press sends a key as the driver does: the key, then for Space its
// character.
func press(w fyne.Window, name fyne.KeyName) {
	f := w.Canvas().Focused()
	f.TypedKey(&fyne.KeyEvent{Name: name})
	if name == fyne.KeySpace {
		f.TypedRune(' ')
	}
}

// The arrows move, Space picks the option moved to, Enter picks it and
// goes on to the box, Escape goes on without a pick; a second Space on
// the pick keeps it.
func TestKeys(t *testing.T) {
	for _, c := range []struct {
		name       string
		horizontal bool
		keys       []fyne.KeyName
		want       string
		passed     []fyne.KeyName
	}{
		{"down and space", false, []fyne.KeyName{fyne.KeyDown, fyne.KeySpace}, "Musta", nil},
		{"right and space", true, []fyne.KeyName{fyne.KeyRight, fyne.KeySpace}, "Musta", nil},
		{"down twice", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyDown, fyne.KeySpace}, "Arvonta", nil},
		{"past the last", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyDown, fyne.KeyDown, fyne.KeySpace}, "Arvonta", nil},
		{"down and up", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyUp, fyne.KeySpace}, "Valkea", nil},
		{"before the first", true, []fyne.KeyName{fyne.KeyLeft, fyne.KeySpace}, "Valkea", nil},
		{"arrows without space", false, []fyne.KeyName{fyne.KeyDown}, "Valkea", nil},
		{"space twice", false, []fyne.KeyName{fyne.KeySpace, fyne.KeySpace}, "Valkea", nil},
		{"enter after a pick", false, []fyne.KeyName{fyne.KeyDown, fyne.KeySpace, fyne.KeyReturn}, "Musta", []fyne.KeyName{fyne.KeyReturn}},
		{"enter on the option moved to", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyReturn}, "Musta", []fyne.KeyName{fyne.KeyReturn}},
		{"escape after a move", false, []fyne.KeyName{fyne.KeyDown, fyne.KeyEscape}, "Valkea", []fyne.KeyName{fyne.KeyEscape}},
		{"keypad enter", false, []fyne.KeyName{fyne.KeyEnter}, "Valkea", []fyne.KeyName{fyne.KeyEnter}},
		{"escape", false, []fyne.KeyName{fyne.KeyEscape}, "Valkea", []fyne.KeyName{fyne.KeyEscape}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, w, _, passed := open(t, c.horizontal)
			for _, k := range c.keys {
				press(w, k)
			}
			if g.Selected != c.want {
				t.Errorf("picked %q, want %q", g.Selected, c.want)
			}
			if !slices.Equal(*passed, c.passed) {
				t.Errorf("passed on %v, want %v", *passed, c.passed)
			}
			if w.Canvas().Focused() != g {
				t.Errorf("the keyboard went to %T", w.Canvas().Focused())
			}
		})
	}
}

// A group is one stop of Tab, whatever its options.
func TestOneTabStop(t *testing.T) {
	g, w, _, _ := open(t, false)
	w.Canvas().FocusPrevious()
	w.Canvas().FocusNext()
	if w.Canvas().Focused() != g {
		t.Fatalf("Tab from the field went to %T", w.Canvas().Focused())
	}
	w.Canvas().FocusNext()
	if w.Canvas().Focused() == g {
		t.Error("Tab stayed in the group")
	}
}

// A tap picks the option under it and gives the group the keyboard; a
// tap on the pick keeps it, where Fyne's group unpicked it.
func TestTap(t *testing.T) {
	g, w, changes, _ := open(t, false)
	w.Canvas().Unfocus()
	item := g.itemSize()
	for _, c := range []struct {
		at   int
		want string
	}{{2, "Arvonta"}, {2, "Arvonta"}, {0, "Valkea"}} {
		test.TapAt(g, fyne.NewPos(10, (float32(c.at)+0.5)*item.Height))
		if g.Selected != c.want {
			t.Errorf("tap on option %d picked %q, want %q", c.at, g.Selected, c.want)
		}
	}
	if w.Canvas().Focused() != g {
		t.Errorf("after a tap the keyboard is in %T", w.Canvas().Focused())
	}
	if want := []string{"Valkea", "Arvonta", "Valkea"}; !slices.Equal(*changes, want) {
		t.Errorf("changes %q, want %q", *changes, want)
	}
	// The arrows go on from the option tapped.
	press(w, fyne.KeyDown)
	press(w, fyne.KeySpace)
	if g.Selected != "Musta" {
		t.Errorf("down and space after a tap on the first picked %q", g.Selected)
	}
}

// A disabled group keeps its pick against taps and keys, and is no stop
// of Tab.
func TestDisabled(t *testing.T) {
	g, w, _, _ := open(t, false)
	g.Disable()
	w.Canvas().Unfocus()
	test.TapAt(g, fyne.NewPos(10, 2.5*g.itemSize().Height))
	g.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	g.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if g.Selected != "Valkea" {
		t.Errorf("a disabled group picked %q", g.Selected)
	}
	w.Canvas().FocusNext()
	w.Canvas().FocusNext()
	if w.Canvas().Focused() == g {
		t.Error("a disabled group took the keyboard")
	}
}

// Every option is drawn whole within the group's least size, side by
// side or one under another.
func TestOptionsShowWhole(t *testing.T) {
	for _, horizontal := range []bool{false, true} {
		g, _, _, _ := open(t, horizontal)
		min := g.MinSize()
		var labels []string
		for _, o := range test.WidgetRenderer(g).Objects() {
			tx, ok := o.(*canvas.Text)
			if !ok {
				continue
			}
			labels = append(labels, tx.Text)
			end := tx.Position().Add(tx.MinSize())
			if end.X > min.Width+0.5 || end.Y > min.Height+0.5 {
				t.Errorf("horizontal %v: %q ends at %v, the group at %v", horizontal, tx.Text, end, min)
			}
		}
		if !slices.Equal(labels, g.Options) {
			t.Errorf("horizontal %v: drawn %q", horizontal, labels)
		}
	}
}

// Enter without a move of the arrows picks nothing: a choice left to the
// arbiter (none picked) is not made for him by the cursor's first place.
func TestEnterWithoutAMovePicksNothing(t *testing.T) {
	test.NewTempApp(t)
	g := New([]string{"Valkea", "Musta"}, nil)
	var passed []fyne.KeyName
	g.Pass = func(ev *fyne.KeyEvent) { passed = append(passed, ev.Name) }
	w := test.NewTempWindow(t, g)
	w.Canvas().Focus(g)
	press(w, fyne.KeyReturn)
	if g.Selected != "" || !slices.Equal(passed, []fyne.KeyName{fyne.KeyReturn}) {
		t.Errorf("Enter alone picked %q and passed on %v", g.Selected, passed)
	}
	press(w, fyne.KeyDown)
	press(w, fyne.KeyUp)
	press(w, fyne.KeyReturn)
	if g.Selected != "Valkea" {
		t.Errorf("Down, Up and Enter picked %q, want Valkea", g.Selected)
	}
}
