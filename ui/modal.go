package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// modal is a dialog box over the window: a title, the content and a row
// of buttons, the last of which is the default action.
type modal struct {
	pop *widget.PopUp
}

// newModal builds a dialog box of the given width. Buttons are created by
// the caller and usually end with m.hide.
func (s *Shell) newModal(title string, content fyne.CanvasObject, width float32, buttons ...fyne.CanvasObject) *modal {
	heading := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	heading.SizeName = theme.SizeNameSubHeadingText
	row := container.NewHBox(append([]fyne.CanvasObject{layout.NewSpacer()}, buttons...)...)
	box := container.NewBorder(heading, container.NewVBox(widget.NewSeparator(), row), nil, nil, content)
	m := &modal{pop: widget.NewModalPopUp(container.NewPadded(box), s.win.Canvas())}
	m.pop.Resize(fyne.NewSize(width, m.pop.MinSize().Height))
	return m
}

func (m *modal) show() { m.pop.Show() }
func (m *modal) hide() { m.pop.Hide() }

// resize lets content that changes height (an error line appearing) keep
// the box snug.
func (m *modal) resize() {
	m.pop.Resize(fyne.NewSize(m.pop.Size().Width, m.pop.MinSize().Height))
}

// showMessage shows a text with an OK button.
func (s *Shell) showMessage(title, text string) {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	var m *modal
	ok := widget.NewButton(s.t("ui.ok"), func() { m.hide() })
	ok.Importance = widget.HighImportance
	m = s.newModal(title, l, 460, ok)
	m.resize()
	m.show()
}

// confirm asks before an action; action runs after the confirm button.
func (s *Shell) confirm(title string, content fyne.CanvasObject, confirmText string, action func()) {
	var m *modal
	cancel := widget.NewButton(s.t("ui.cancel"), func() { m.hide() })
	ok := widget.NewButton(confirmText, func() {
		m.hide()
		s.guard("confirm", action)()
	})
	ok.Importance = widget.HighImportance
	m = s.newModal(title, content, 460, cancel, ok)
	m.show()
}

// errorLine is the red line in a form dialog that says why the last try
// was refused.
func errorLine() *widget.Label {
	l := widget.NewLabel("")
	l.Importance = widget.DangerImportance
	l.Wrapping = fyne.TextWrapWord
	l.Hide()
	return l
}
