package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
)

// resultKey is the result each key of the rounds view's result box saves:
// one key per result, so that no key can also be read as a board number.
// ½ is the key left of 1 on a Finnish or Estonian keyboard (with Shift).
var resultKey = map[rune]tournament.Result{
	'1': tournament.WhiteWins, '0': tournament.BlackWins,
	'5': tournament.Draw, '=': tournament.Draw, '½': tournament.Draw,
	'+': tournament.WhiteForfeitWin, '-': tournament.BlackForfeitWin, '−': tournament.BlackForfeitWin,
	'x': tournament.DoubleForfeit, 'X': tournament.DoubleForfeit,
	'*': tournament.NoResult,
}

// resultKeys is the box that takes results from the keyboard: it shows
// the chosen board and hands each typed character and key to the rounds
// view. It is not a text field: nothing typed stays in it to be read
// later as another board's number, and since it takes no shortcuts the
// window's (Ctrl+Z, Ctrl+P, …) work while it has the keyboard.
type resultKeys struct {
	widget.BaseWidget
	text   *widget.Label
	border *canvas.Rectangle
	onRune func(rune)
	onKey  func(*fyne.KeyEvent)
}

func newResultKeys(onRune func(rune), onKey func(*fyne.KeyEvent)) *resultKeys {
	k := &resultKeys{onRune: onRune, onKey: onKey}
	k.text = widget.NewLabel("")
	k.text.Wrapping = fyne.TextWrapWord
	k.text.TextStyle = fyne.TextStyle{Bold: true}
	k.border = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	k.border.StrokeWidth = theme.InputBorderSize()
	k.border.CornerRadius = theme.InputRadiusSize()
	k.paint(false)
	k.ExtendBaseWidget(k)
	return k
}

func (k *resultKeys) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(k.border, k.text))
}

// paint draws the border in the focus colour while the box has the
// keyboard, as a text field's.
func (k *resultKeys) paint(focused bool) {
	k.border.StrokeColor = theme.Color(theme.ColorNameInputBorder)
	if focused {
		k.border.StrokeColor = theme.Color(theme.ColorNameFocus)
	}
	k.border.Refresh()
}

// SetText shows what the box is about (the chosen board and its game).
func (k *resultKeys) SetText(s string) { k.text.SetText(s) }

// Text is what the box shows.
func (k *resultKeys) Text() string { return k.text.Text }

func (k *resultKeys) FocusGained() { k.paint(true) }
func (k *resultKeys) FocusLost()   { k.paint(false) }

func (k *resultKeys) TypedRune(r rune) {
	if k.onRune != nil {
		k.onRune(r)
	}
}

func (k *resultKeys) TypedKey(ev *fyne.KeyEvent) {
	if k.onKey != nil {
		k.onKey(ev)
	}
}

// Tapped gives the box the keyboard.
func (k *resultKeys) Tapped(*fyne.PointEvent) {
	if c := fyne.CurrentApp().Driver().CanvasForObject(k); c != nil {
		c.Focus(k)
	}
}
