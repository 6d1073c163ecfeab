package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/button"
)

// smallest is the window every view is made to fit, a small laptop's
// screen: the window never opens smaller.
var smallest = fyne.NewSize(1024, 700)

// narrowest is the window the toolbar is made to fit with an event open,
// Undo and Redo naming their steps in what it leaves: an 800×600 screen
// (a netbook, a venue's projector), where a view laid out for smallest
// scrolls in the frame.
var narrowest = fyne.NewSize(800, 600)

// contentSize is the room the window's content has in a window of the
// given size: Fyne's windows are padded, a padding each side, so content
// measured against the window itself opened a real window 1031 wide.
func (s *Shell) contentSize(window fyne.Size) fyne.Size {
	if s.win.Padded() {
		return window.SubtractWidthHeight(2*theme.Padding(), 2*theme.Padding())
	}
	return window
}

// hintButton is a toolbar button whose whole name goes to the status line
// while the pointer is on it (Fyne has no tooltips): Undo and Redo, whose
// text names the step they would take, shortened at a word to what the
// toolbar leaves them.
type hintButton struct {
	button.Button
	s     *Shell
	whole string // what the status line says under the pointer; "" for nothing
	// hinted is the status the pointer covered, put back when it leaves.
	hinted    bool
	before    string
	beforeImp widget.Importance
}

func (s *Shell) newHintButton(label string, icon fyne.Resource, tapped func()) *hintButton {
	b := &hintButton{s: s}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.Pass = func(ev *fyne.KeyEvent) { toModal(b, ev) }
	b.ExtendBaseWidget(b)
	return b
}

// MouseIn shows the whole text on the status line.
func (b *hintButton) MouseIn(ev *desktop.MouseEvent) {
	b.Button.MouseIn(ev)
	if b.whole == "" || b.s.status == nil {
		return
	}
	b.hinted, b.before, b.beforeImp = true, b.s.status.Text, b.s.status.Importance
	b.s.say(widget.MediumImportance, b.whole)
}

// MouseOut puts back what the status line said, unless an action has
// said something new meanwhile.
func (b *hintButton) MouseOut() {
	b.Button.MouseOut()
	b.unhint()
}

func (b *hintButton) unhint() {
	if b.hinted && b.s.status != nil && b.s.status.Text == b.whole {
		b.s.say(b.beforeImp, b.before)
	}
	b.hinted = false
}

// name shows "label: step" on the button, the step shortened at a word
// to width pixels when it is longer, or the label alone when not even its
// first word fits; "" for no step leaves the label.
func (b *hintButton) name(label, step string, width float32) {
	b.whole = ""
	if step == "" {
		b.SetText(label)
		return
	}
	b.whole = label + ": " + step
	if fitted := fitWords(step, width-textWidth(label+": ")+textWidth(label)); fitted != "" {
		b.SetText(label + ": " + fitted)
		return
	}
	b.SetText(label)
}

// textWidth is the width of a button's text (Fyne's buttons are bold).
func textWidth(text string) float32 {
	return fyne.MeasureText(text, theme.TextSize(), fyne.TextStyle{Bold: true}).Width
}

// fitWords is text whole when it is no wider than width, else as many of
// its words as fit followed by an ellipsis, or "" when not even the first
// word fits: a word is never cut.
func fitWords(text string, width float32) string {
	if textWidth(text) <= width {
		return text
	}
	const more = " …"
	words := strings.Fields(text)
	fitted := ""
	for i := range words {
		try := strings.Join(words[:i+1], " ")
		if textWidth(try+more) > width {
			break
		}
		fitted = try
	}
	if fitted == "" {
		return ""
	}
	if trimmed := strings.TrimRight(fitted, ",:;–-"); trimmed != "" {
		fitted = trimmed // "Round 3 …", not "Round 3: …"
	}
	return fitted + more
}
