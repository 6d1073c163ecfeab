package look

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Hint is wrapped text in the colour of a hint beside the work
// (ColorNameHint): the keys to use, what a list or a box leaves out, a
// table's legend, why a ruleset has no ruling. Set Text (or TextStyle)
// and Refresh, or SetText, as on a label.
type Hint struct {
	widget.BaseWidget
	Text      string
	TextStyle fyne.TextStyle
	text      *widget.RichText
}

// NewHint is a hint saying text.
func NewHint(text string) *Hint {
	h := &Hint{Text: text, text: widget.NewRichText()}
	h.text.Wrapping = fyne.TextWrapWord
	h.ExtendBaseWidget(h)
	h.say()
	return h
}

// say sets the words shown to Text.
func (h *Hint) say() {
	h.text.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: h.Text,
		Style: widget.RichTextStyle{ColorName: ColorNameHint, Inline: true, SizeName: theme.SizeNameText, TextStyle: h.TextStyle}}}
}

// Cut keeps the hint to one line, cut short with an ellipsis where it is
// longer (a path).
func (h *Hint) Cut() {
	h.text.Wrapping = fyne.TextWrapOff
	h.text.Truncation = fyne.TextTruncateEllipsis
}

func (h *Hint) SetText(text string) {
	h.Text = text
	h.Refresh()
}

func (h *Hint) Refresh() {
	h.say()
	h.text.Refresh()
	h.BaseWidget.Refresh()
}

func (h *Hint) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(h.text) }
