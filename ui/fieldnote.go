package ui

import (
	"errors"
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/ui/keyhold"
	"arbiter/words"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// noteLines are the lines a field's note keeps room for: the longest
// problem of a field, in every language, wraps to two within the narrowest
// field that has one (TestFormsShowEveryProblemAtOnceInPlace measures it).
const noteLines = 2

// fieldNote is the line below a form's field: the field's example while
// it is right, its problem in red once refused. It wraps within the
// field's width, which Fyne's hint line under a form item cannot (a long
// Finnish message ran past the box's edge), and keeps the room of its
// lines from the start, so that a problem shown moves nothing.
type fieldNote struct {
	widget.BaseWidget
	example, problem string
	label            string // the field's label, which its problem names (showNamed)
	lines            int    // the lines it keeps room for, noteLines unless more
	// grown, where set, is told that the note took more room for a
	// problem that its room did not hold (a box's refusal from the file
	// naming a long path): wider by the points given, as far as spare
	// allows, before it takes more lines, so that the box grows around
	// it along the window's width before it grows down past the foot of
	// a 1024×700 screen. A note without it cuts the problem where its
	// room ends.
	grown func(wider float32)
	spare func() float32 // the width the note may still take, where it may grow
	grew  bool
	wider float32
}

func newFieldNote(example string) *fieldNote {
	n := &fieldNote{example: example, lines: noteLines}
	n.ExtendBaseWidget(n)
	return n
}

// say shows problem in place of the example; "" shows the example again.
func (n *fieldNote) say(problem string) {
	n.problem = problem
	n.Refresh()
	if n.grew {
		n.grew = false
		n.grown(n.wider)
	}
}

// tell shows text as the note's example, in place of any problem: a
// line that says how things stand (the print dialog's page count).
func (n *fieldNote) tell(text string) {
	n.example, n.problem = text, ""
	n.Refresh()
}

// refuse shows problem alone, the example gone, growing as say does.
func (n *fieldNote) refuse(problem string) {
	n.example = ""
	n.say(problem)
}

// text is what the note says: its problem, or else its example.
func (n *fieldNote) text() string {
	if n.problem != "" {
		return n.problem
	}
	return n.example
}

func (n *fieldNote) CreateRenderer() fyne.WidgetRenderer {
	r := &fieldNoteRenderer{n: n}
	for range n.lines {
		r.lines = append(r.lines, canvas.NewText("", nil))
	}
	r.Refresh()
	return r
}

type fieldNoteRenderer struct {
	n     *fieldNote
	lines []*canvas.Text
}

func noteTextSize() float32 { return theme.Size(theme.SizeNameCaptionText) }

// noteLineHeight is the step from one line of a note to the next: set
// closer than Fyne's text height (which leaves room for a line's spacing
// above and below), so that the player's form, with seven notes, fits a
// 1024×700 window, its descenders still clear of the next line's capitals.
func noteLineHeight() float32 {
	return noteTextSize() * 1.25
}

func (r *fieldNoteRenderer) Layout(size fyne.Size) {
	wrapped := wrapWords(shortenWords(r.n.text(), size.Width, noteTextSize()), size.Width, noteTextSize())
	if len(wrapped) > len(r.lines) {
		// Cut where the room ends, and say so: never the case for the
		// window's own problems, measured to fit.
		wrapped = append(wrapped[:len(r.lines)-1], strings.Join(wrapped[len(r.lines)-1:], " "))
		last := &wrapped[len(wrapped)-1]
		for *last != "" && fyne.MeasureText(*last+"…", noteTextSize(), fyne.TextStyle{}).Width > size.Width {
			rs := []rune(*last)
			*last = string(rs[:len(rs)-1])
		}
		*last += "…"
	}
	h := noteLineHeight()
	for i, l := range r.lines {
		l.Text = ""
		if i < len(wrapped) {
			l.Text = wrapped[i]
		}
		l.Move(fyne.NewPos(0, float32(i)*h))
		l.Resize(fyne.NewSize(size.Width, h))
	}
}

// MinSize keeps the room of every line and asks for no width: the note
// wraps within the width its field is given.
func (r *fieldNoteRenderer) MinSize() fyne.Size {
	return fyne.NewSize(0, float32(len(r.lines))*noteLineHeight())
}

func (r *fieldNoteRenderer) Refresh() {
	r.grow()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	c := theme.Current().Color(theme.ColorNamePlaceHolder, v)
	if r.n.problem != "" {
		c = theme.Current().Color(theme.ColorNameError, v)
	}
	for _, l := range r.lines {
		l.Color, l.TextSize = c, noteTextSize()
	}
	r.Layout(r.n.Size())
	for _, l := range r.lines {
		l.Refresh()
	}
}

// grow gives a note that may grow (grown) the room its problem takes,
// where its room holds less: first the width its lines need, as far as
// the spare width goes, then the lines it still needs at that width.
func (r *fieldNoteRenderer) grow() {
	n := r.n
	width := n.Size().Width
	if n.grown == nil || n.problem == "" || width <= 0 {
		return
	}
	need := func(w float32) int {
		return len(wrapWords(shortenWords(n.problem, w, noteTextSize()), w, noteTextSize()))
	}
	n.wider = 0
	if need(width) > len(r.lines) && n.spare != nil {
		// The narrowest width that holds the problem in the lines the
		// note has, else all the spare width.
		most := max(0, n.spare())
		n.wider = most
		for lo, hi := float32(0), most; hi-lo > 1; {
			if mid := (lo + hi) / 2; need(width+mid) <= len(r.lines) {
				hi, n.wider = mid, mid
			} else {
				lo = mid
			}
		}
		width += n.wider
		n.grew = n.wider > 0
	}
	for len(r.lines) < need(width) {
		r.lines = append(r.lines, canvas.NewText("", nil))
		n.lines, n.grew = len(r.lines), true
	}
}

func (r *fieldNoteRenderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, len(r.lines))
	for i, l := range r.lines {
		objs[i] = l
	}
	return objs
}

func (r *fieldNoteRenderer) Destroy() {}

// shortenWords is s with each word wider than width at size (a file's
// path) shortened in its middle, "…" in place of what is left out, so
// that it fits a line and its start and end stay: the folder it is in
// and the file's name.
func shortenWords(s string, width, size float32) string {
	fits := func(w string) bool { return fyne.MeasureText(w, size, fyne.TextStyle{}).Width <= width }
	words := strings.Fields(s)
	short := false
	for i, w := range words {
		rs := []rune(w)
		for len(rs) > 2 && !fits(w) {
			mid := len(rs) / 2
			rs = slices.Delete(rs, mid, mid+1)
			w = string(rs[:mid]) + "…" + string(rs[mid:])
			words[i], short = w, true
		}
	}
	if !short {
		return s
	}
	return strings.Join(words, " ")
}

// wrapWords breaks s at spaces into lines no wider than width at size; a
// word wider than the width has a line of its own.
func wrapWords(s string, width, size float32) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		next := w
		if line != "" {
			next = line + " " + w
		}
		if line != "" && fyne.MeasureText(next, size, fyne.TextStyle{}).Width > width {
			lines = append(lines, line)
			next = w
		}
		line = next
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// noted is a form's field with its note below it, close as Fyne sets a
// hint line.
func noted(w fyne.CanvasObject, n *fieldNote) fyne.CanvasObject {
	return container.New(layout.NewCustomPaddedVBoxLayout(0), w, n)
}

// formNotes are the notes below a form's fields, by field.
type formNotes map[fyne.CanvasObject]*fieldNote

// item is a form's row: the field named by label, with its note below
// holding example.
func (ns formNotes) item(label string, w fyne.CanvasObject, example string) *widget.FormItem {
	return widget.NewFormItem(label, noted(w, ns.note(w, label, example)))
}

// note is the note below field w, holding example; a problem said on it
// names the field by label where it does not name it itself (showNamed).
func (ns formNotes) note(w fyne.CanvasObject, label, example string) *fieldNote {
	n := newFieldNote(example)
	n.label = label
	ns[w] = n
	return n
}

// show says each field's problem below it and clears the others', all at
// once, and brings the first into sight (reveal); it says whether there
// was any.
func (ns formNotes) show(bad map[fyne.CanvasObject]string) bool {
	for w, n := range ns {
		n.say(bad[w])
	}
	ns.reveal(bad)
	return len(bad) > 0
}

// reveal brings the first field said to be wrong, the topmost as the
// form reads, into sight with its label and its note, and gives it the
// keyboard, as a browser does when a form is refused: each scroll around
// it moves the least that shows the field's row whole, its text left
// unselected, to be mended. The settings' time control was refused below
// the view's edge at 1024×700, and nothing seemed to happen. A form whose
// first problem is in sight does not move, and its keyboard stays where
// the arbiter left it (Add, or the field he pressed Enter in), which the
// boxes' keys are laid out on.
func (ns formNotes) reveal(bad map[fyne.CanvasObject]string) {
	var c fyne.Canvas
	for w, problem := range bad {
		if problem != "" && ns[w] != nil {
			if c = fyne.CurrentApp().Driver().CanvasForObject(w); c != nil {
				break
			}
		}
	}
	if c == nil || c.Content() == nil {
		return
	}
	var first []fyne.CanvasObject // the path to the first field, from its canvas's root
	var firstAt fyne.Position
	for _, root := range shownRoots(c) {
		walkShown(root, func(o fyne.CanvasObject, at fyne.Position, path []fyne.CanvasObject) bool {
			if bad[o] != "" && ns[o] != nil && (first == nil || at.Y < firstAt.Y || at.Y == firstAt.Y && at.X < firstAt.X) {
				first, firstAt = slices.Clone(path), at
			}
			return false
		})
	}
	if first == nil {
		return
	}
	w := first[len(first)-1]
	// The field's row: the field with its note below it (noted); the
	// form's label stands beside its top.
	row := len(first) - 1
	if row > 0 {
		if p, ok := first[row-1].(*fyne.Container); ok && slices.Contains(p.Objects, fyne.CanvasObject(ns[w])) {
			row--
		}
	}
	if !intoSight(first, row) {
		return
	}
	switch f := w.(type) {
	case *field:
		if c.Focused() != f {
			f.FocusUnselected(c)
		}
	case fyne.Focusable:
		if c.Focused() != f {
			c.Focus(f)
		}
	}
}

// intoSight scrolls each vertical scroll on path, the objects from a
// canvas's root to one shown in it, the least that shows path[row] (the
// object or a row holding it) whole, and reports whether any moved.
func intoSight(path []fyne.CanvasObject, row int) bool {
	h, moved := path[row].Size().Height, false
	for i := row - 1; i >= 0; i-- {
		s, ok := path[i].(*container.Scroll)
		if !ok || s.Direction == container.ScrollHorizontalOnly {
			continue
		}
		// Where the row's top stands in the scroll's view, each scroll
		// inside it at the offset it has now.
		y := float32(0)
		for j := i + 1; j <= row; j++ {
			if inner, ok := path[j-1].(*container.Scroll); ok {
				y -= inner.Offset.Y
			} else {
				y += path[j].Position().Y
			}
		}
		view, off := s.Size().Height, s.Offset.Y
		switch {
		case y < 0:
			off += y
		case y+h > view:
			// A padding below the note, so that its last line does
			// not touch the view's edge.
			off += min(y, y+h+theme.Padding()-view)
		default:
			continue
		}
		s.ScrollToOffset(fyne.NewPos(s.Offset.X, max(0, min(off, s.Content.Size().Height-view))))
		moved = true
	}
	return moved
}

// keepInSight brings o, which has just got the keyboard, into sight in
// the scrolls around it, as a browser does: Tab went on through the
// settings' fields, drop-downs and tick boxes below the window's foot at
// 1024×700 while the view stood still, and the time control and the game
// type were typed blind. An object in sight does not move the view.
func keepInSight(o fyne.CanvasObject) {
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	if c == nil || c.Content() == nil {
		return
	}
	for _, root := range shownRoots(c) {
		var path []fyne.CanvasObject
		walkShown(root, func(x fyne.CanvasObject, _ fyne.Position, p []fyne.CanvasObject) bool {
			if x == o {
				path = slices.Clone(p)
			}
			return path != nil
		})
		if path == nil {
			continue
		}
		// With its note below it, where it has one (noted).
		row := len(path) - 1
		if row > 0 && holdsNote(path[row-1]) {
			row--
		}
		intoSight(path, row)
		return
	}
}

// shownRoots are what c shows: its content and each dialog box open on
// it (keyhold.Boxes). Its overlays are no such roots: Fyne 2.8 wraps each
// box in a container of its own, which walkShown does not enter, so that a
// field of a box was never brought into sight (the national list's 24th
// player was typed blind).
func shownRoots(c fyne.Canvas) []fyne.CanvasObject {
	roots := []fyne.CanvasObject{c.Content()}
	for _, pop := range keyhold.Boxes(c) {
		roots = append(roots, pop)
	}
	return roots
}

// shownIn reports whether o is root or shown within it (walkShown).
func shownIn(root, o fyne.CanvasObject) bool {
	return walkShown(root, func(x fyne.CanvasObject, _ fyne.Position, _ []fyne.CanvasObject) bool { return x == o })
}

// holdsNote reports whether o is a container with a field's note in it:
// the field's row (noted).
func holdsNote(o fyne.CanvasObject) bool {
	c, ok := o.(*fyne.Container)
	return ok && slices.ContainsFunc(c.Objects, func(x fyne.CanvasObject) bool {
		_, note := x.(*fieldNote)
		return note
	})
}

// walkShown visits o and the parts it is built of, as far as the kinds
// that hold a window's forms reach (a box, a form's items, a card's
// content, a scroll's, a container's objects), each with where it
// stands, o's place added, and the path to it from o, o first; hidden
// parts, and what they hold, are left out. A visit that returns true
// ends the walk. Ctrl+C reads a form's words by it (said), a refused
// form finds its first field (reveal), and a widget given the keyboard
// its place (keepInSight).
func walkShown(o fyne.CanvasObject, visit func(o fyne.CanvasObject, at fyne.Position, path []fyne.CanvasObject) bool) bool {
	var walk func(o fyne.CanvasObject, at fyne.Position, path []fyne.CanvasObject) bool
	walk = func(o fyne.CanvasObject, at fyne.Position, path []fyne.CanvasObject) bool {
		if o == nil || !o.Visible() {
			return false
		}
		at, path = at.Add(o.Position()), append(path, o)
		if visit(o, at, path) {
			return true
		}
		var parts []fyne.CanvasObject
		switch x := o.(type) {
		case *widget.PopUp:
			parts = []fyne.CanvasObject{x.Content}
		case *widget.Form:
			for _, it := range x.Items {
				parts = append(parts, it.Widget)
			}
		case *widget.Card:
			parts = []fyne.CanvasObject{x.Content}
		case *container.Scroll:
			parts = []fyne.CanvasObject{x.Content}
		case *fyne.Container:
			parts = x.Objects
		}
		for _, p := range parts {
			if walk(p, at, path) {
				return true
			}
		}
		return false
	}
	return walk(o, fyne.Position{}, nil)
}

// showErrors says each field's problem below it, as text words it, and
// clears the others'.
func (ns formNotes) showErrors(bad map[fyne.CanvasObject]error, text func(error) string) bool {
	said := map[fyne.CanvasObject]string{}
	for w, err := range bad {
		said[w] = text(err)
	}
	return ns.show(said)
}

// showNamed says each field's problem below it, in the user's language,
// naming the field as its label does: a problem that does not ("The
// number of rounds…" below "Rounds") is said after the label.
func (ns formNotes) showNamed(s *Shell, bad map[fyne.CanvasObject]error) bool {
	said := map[fyne.CanvasObject]string{}
	for w, err := range bad {
		text := s.cat.Error(err)
		if n := ns[w]; n != nil && n.label != "" && !strings.Contains(strings.ToLower(text), strings.ToLower(labelName(n.label))) {
			text = s.t("ui.form.field-problem", "field", n.label, "problem", text)
		}
		said[w] = i18n.UpperFirst(text)
	}
	return ns.show(said)
}

// labelName is a field's label without what it says in parentheses (a
// unit, the order of its parts): "Match points (won/drawn/lost)" is named
// by "match points".
func labelName(label string) string {
	if i := strings.Index(label, " ("); i > 0 {
		return label[:i]
	}
	return label
}

// owner is the field of the form that a refusal of the event's is about,
// and how to set its value aside, so that the event's check goes on to
// what else it would refuse.
type owner struct {
	w     fyne.CanvasObject
	aside func()
}

// everyProblem adds to bad the problem of each field that validate
// refuses: it asks again with each field refused set aside (ownerOf the
// refusal) until validate takes the rest, and returns the refusal that no
// field of the form owns (a control character), if any. The event's
// rules judge, once: the form only asks them again.
func (ns formNotes) everyProblem(bad map[fyne.CanvasObject]error, validate func() error, ownerOf func(*engine.Message) (owner, bool)) error {
	for range len(ns) + 1 {
		err := validate()
		m, ok := err.(*engine.Message)
		if err == nil || !ok {
			return err
		}
		o, mine := ownerOf(m)
		if !mine || ns[o.w] == nil {
			return err
		}
		if bad[o.w] == nil {
			bad[o.w] = err
		}
		o.aside()
	}
	return nil
}

// refused is the field of the form that err is about, where one of them
// owns it: a refusal of the store's, which judges the file as it is when
// the form is saved, after the form's own check passed.
func (ns formNotes) refused(err error, ownerOf func(*engine.Message) (owner, bool)) (fyne.CanvasObject, bool) {
	var m *engine.Message
	if !errors.As(err, &m) {
		return nil, false
	}
	o, mine := ownerOf(m)
	return o.w, mine && ns[o.w] != nil
}

// sayAll says every problem of a form's own check at once: each below
// its field (bad), and the one no field owns (rest, as everyProblem
// returns it) on the problem line beside them, where it waited until the
// fields were mended. It reports whether anything was said.
func (ns formNotes) sayAll(s *Shell, problem *fieldNote, bad map[fyne.CanvasObject]error, rest error) bool {
	problem.say("")
	shown := ns.showNamed(s, bad)
	if rest != nil {
		problem.say(s.cat.Sentence(rest))
	}
	return shown || rest != nil
}

// saidInPlace is how a form says a refusal once its own check passed
// (Shell.actSaying's said): below the field it is about (ownerOf), else
// on the form's problem line, the box open with what was typed. The store
// is asked before the box closes, for it judges the file as it is now,
// which another program may have changed. An error that is no message
// (a disk failing, a crash's report) is said on the problem line too: it
// opened a second box over the form.
func (ns formNotes) saidInPlace(s *Shell, problem *fieldNote, ownerOf func(*engine.Message) (owner, bool)) func(error) bool {
	return func(err error) bool {
		bad := map[fyne.CanvasObject]error{}
		if w, mine := ns.refused(err, ownerOf); mine {
			bad[w] = err
		}
		ns.showNamed(s, bad)
		problem.say("")
		if len(bad) == 0 {
			problem.say(s.cat.Sentence(err))
		}
		return true
	}
}

// byKey is the owner of a refusal by its message's key.
func byKey(owners map[string]owner) func(*engine.Message) (owner, bool) {
	return func(m *engine.Message) (owner, bool) {
		o, ok := owners[m.Key]
		return o, ok
	}
}

// dateExample is the example below a date's field: a real day, written
// as the language writes a date (words.Date), which is how it is typed.
func (s *Shell) dateExample() string {
	return s.t("ui.form.date.example", "date", words.Date(s.cat, "2026-11-28"))
}
