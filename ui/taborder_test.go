package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// Tab goes through each view as the eye reads it, from its top row down,
// each row from the left, then through the toolbar and the navigation. The toolkit's border holds its middle first, so that Tab went from
// the navigation to the round's list of boards, up to the buttons above
// it, and down past the result box to the board's field left of it.
func TestTabGoesThroughEachViewInReadingOrder(t *testing.T) {
	s, _ := roundOfTwelve(t)
	s.win.Resize(fyne.NewSize(1024, 700))
	d := fyne.CurrentApp().Driver()
	c := s.win.Canvas()
	for a := area(0); a < areaCount; a++ {
		s.show(a)
		name := s.t(areaInfo[a].key)
		// Where each stop stands before the walk scrolls anything into
		// view: a form in a scroller is read by its own places.
		at := map[fyne.Focusable]fyne.Position{}
		for _, o := range drawnObjects(c.Content()) {
			if f, ok := o.(fyne.Focusable); ok && o.Visible() {
				at[f] = d.AbsolutePositionForObject(o)
			}
		}
		inView := map[fyne.Focusable]bool{}
		for _, o := range drawnObjects(s.areaView(a).object()) {
			if f, ok := o.(fyne.Focusable); ok {
				inView[f] = true
			}
		}
		c.Unfocus()
		var first fyne.Focusable
		var prev fyne.Position
		stops, frame := 0, false
		for i := 0; i < 200; i++ {
			c.FocusNext()
			f := c.Focused()
			if f == nil || f == first {
				break
			}
			p, ok := at[f]
			if !ok {
				t.Fatalf("%s: stop %d, a %T, is not drawn in the window", name, i+1, f)
			}
			if !inView[f] && !frame {
				// On from the view's last stop to the window's own.
				frame, prev = true, fyne.Position{}
			} else if inView[f] && frame {
				t.Errorf("%s: stop %d, a %T at %v, is in the view after the toolbar or the navigation", name, i+1, f, p)
			}
			sameRow := p.Y > prev.Y-rowSlack && p.Y < prev.Y+rowSlack
			if first != nil && (p.Y < prev.Y-rowSlack || sameRow && p.X < prev.X) {
				t.Errorf("%s: stop %d, a %T at %v, comes after one at %v", name, i+1, f, p, prev)
			}
			if first == nil {
				first = f
			}
			prev = p
			if p.Y >= c.Size().Height {
				// Below the window in a scroller: what comes after it
				// (the form's buttons under the scroller) stands above.
				prev = fyne.Position{}
			}
			if inView[f] {
				stops++
			}
		}
		if stops == 0 {
			t.Errorf("%s: Tab never stops in the view", name)
		}
	}
}

// rowSlack is how far apart two stops on one row may stand: a button
// beside a field is a few pixels taller.
const rowSlack = 8
