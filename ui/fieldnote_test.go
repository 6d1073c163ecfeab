package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// fits says whether the note's text wraps within its width to no more
// lines than it keeps room for.
func (n *fieldNote) fits() bool {
	return len(wrapWords(n.text(), n.Size().Width, noteTextSize())) <= n.lines
}

// noteLinesDrawn are the lines a note's renderer draws, and their colour.
func noteLinesDrawn(n *fieldNote) ([]string, []*canvas.Text) {
	var lines []string
	var texts []*canvas.Text
	for _, o := range test.WidgetRenderer(n).Objects() {
		t := o.(*canvas.Text)
		texts = append(texts, t)
		if t.Text != "" {
			lines = append(lines, t.Text)
		}
	}
	return lines, texts
}

// A field's note shows its example in the placeholder's colour, and a
// problem in red wrapped within its width on the lines it kept from the
// start: its height does not change, so nothing below it moves (Fyne's
// hint line ran a long Finnish message past the box's edge).
func TestFieldNoteWrapsWithinItsRoom(t *testing.T) {
	test.NewTempApp(t)
	n := newFieldNote("esim. 1850")
	n.Resize(fyne.NewSize(200, n.MinSize().Height))
	empty := n.MinSize()
	lines, texts := noteLinesDrawn(n)
	v := fyne.CurrentApp().Settings().ThemeVariant()
	if len(lines) != 1 || lines[0] != "esim. 1850" || texts[0].Color != theme.Current().Color(theme.ColorNamePlaceHolder, v) {
		t.Errorf("the example: %q", lines)
	}
	problem := `Vahvuusluku "kaksitoista" ei ole kokonaisluku (esimerkiksi 1850)`
	n.say(problem)
	lines, texts = noteLinesDrawn(n)
	if len(lines) != 2 || strings.Join(lines, " ") != problem {
		t.Errorf("the problem wrapped: %q", lines)
	}
	for i, l := range lines {
		if w := fyne.MeasureText(l, noteTextSize(), fyne.TextStyle{}).Width; w > 200 {
			t.Errorf("line %d %q is %v wide in 200", i, l, w)
		}
		if texts[i].Color != theme.Current().Color(theme.ColorNameError, v) {
			t.Errorf("line %d is not red", i)
		}
	}
	if n.MinSize() != empty || !n.fits() {
		t.Errorf("the note asks %v with its problem, %v with its example (fits %v)", n.MinSize(), empty, n.fits())
	}
	// A text longer than its room is cut at its last line, and says so.
	n.say(strings.Repeat("sana ", 40))
	lines, _ = noteLinesDrawn(n)
	if n.fits() || len(lines) != noteLines || !strings.HasSuffix(lines[len(lines)-1], "…") {
		t.Errorf("too long a text: %q (fits %v)", lines, n.fits())
	}
	n.say("")
	if lines, _ = noteLinesDrawn(n); len(lines) != 1 || lines[0] != "esim. 1850" {
		t.Errorf("the example again: %q", lines)
	}
}
