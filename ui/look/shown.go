package look

import "fyne.io/fyne/v2"

// SetVisible shows o when on, else hides it: a field or a line that a
// choice of the window or the desk brings in and takes out.
func SetVisible(o fyne.CanvasObject, on bool) {
	if on {
		o.Show()
	} else {
		o.Hide()
	}
}

// SetEnabled enables w when on, else disables it.
func SetEnabled(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}
