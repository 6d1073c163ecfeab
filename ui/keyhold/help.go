package keyhold

import "fyne.io/fyne/v2"

// HelpKey is the key of the window's help, as in Swiss-Manager and Vega.
const HelpKey = fyne.KeyF1

// help is, for each canvas, what its help key opens (SetHelp).
var help = map[fyne.Canvas]func(){}

// SetHelp has Help open f for the help key typed on c. The driver gives a
// key without Ctrl or Alt to the widget with the keyboard alone, and to
// the canvas only where none has it: F1 did nothing in a field, a list or
// a table. No widget of the window has a use of its own for it, so each
// passes it here (Help) before its own keys.
func SetHelp(c fyne.Canvas, f func()) { help[c] = f }

// Help opens the help of the canvas o is drawn on where ev is its help
// key, and reports whether it was.
func Help(o fyne.CanvasObject, ev *fyne.KeyEvent) bool {
	if ev.Name != HelpKey {
		return false
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	if help[c] == nil {
		// A widget inside another (a drop-down in the window's own) is
		// not drawn itself: the canvas is the one whose keyboard it has.
		for hc := range help {
			if hc.Focused() != nil {
				c = hc
			}
		}
	}
	if f := help[c]; f != nil {
		f()
	}
	return true
}
