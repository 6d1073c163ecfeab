package desk

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/engine/rules"
)

// Arbiter mode belongs to the game it was ticked for: another game opens
// without it, its box unticked and its board entering legal moves only.
func TestArbiterModeEndsWithItsGame(t *testing.T) {
	f := newFixture(t, "90+30")
	f.v.arbiter.SetChecked(true)
	f.open(1, 2)
	if f.v.arbiter.Checked || f.v.board.arbiter {
		t.Errorf("another game opened in arbiter mode: box %v, board %v", f.v.arbiter.Checked, f.v.board.arbiter)
	}
}

// pressKey sends a key as the window's driver does: to the widget with the
// keyboard, else to the canvas's key handler.
func pressKey(c fyne.Canvas, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if w := c.Focused(); w != nil {
		w.TypedKey(ev)
	} else if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// Escape closes "Compare rulesets" every time, also when it is opened by
// a click just after a box closed by a key: the keyboard held back for the
// widget beneath (keyhold) was given back over the comparison's own key
// handler, and Escape went nowhere.
func TestEscapeClosesTheComparisonEveryTime(t *testing.T) {
	f := newFixtureUnder(t, "90+30", "FIDE2023", "standard")
	f.playSAN("e4", "e5")
	f.proposeIllegal(rules.IllegalTwoHands, engine.White)
	c := f.win.Canvas()
	c.Focus(f.v.entry)
	for i := range 3 {
		f.v.rulings.compare() // a click: no key comes before it
		if c.Overlays().Top() == nil {
			t.Fatalf("try %d: the comparison did not open", i+1)
		}
		pressKey(c, fyne.KeyEscape)
		if c.Overlays().Top() != nil {
			t.Fatalf("try %d: Escape left the comparison open", i+1)
		}
	}
}

// Enter in the reason field takes the moves back, as the box's Take back.
func TestEnterConfirmsTheTakingBack(t *testing.T) {
	f := newFixture(t, "")
	c := f.askTakingBack()
	if c.Focused() == nil {
		t.Fatal("the taking back did not open with the keyboard in its reason")
	}
	test.Type(c.Focused(), "touched")
	pressKey(c, fyne.KeyReturn)
	f.noErrors()
	if c.Overlays().Top() != nil {
		t.Error("Enter left the box open")
	}
	if got := sans(f.stored()); got != "e4 e5" {
		t.Errorf("after Enter: moves %q, want e4 e5", got)
	}
}
