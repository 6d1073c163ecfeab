// Package dropdown is the drop-down list of the window and of the desk:
// its list (List) opens below its field (above where there is more room
// there), no higher than the room, on its current choice, which a long
// list shows in the middle of its view, and Fit sizes it to its
// choices; a choice may be named short in the field and whole in the
// list (Listed); what is typed on it finds a choice by the beginnings of
// its words (Search), and a search that finds none is answered atop the
// open list in words its box gives (Unfound), the list opened to say them
// where it was typed on the closed drop-down. Fyne's Select is as wide, at the least, as its
// placeholder, whatever its choices: where the placeholder is short, as
// the Estonian "(vali)", a chosen "6. voor" showed as "6. v…". Fit is
// for short choices such as rounds; a list of long ones (players) would
// widen the window past the screen.
package dropdown

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/keyhold"
	"arbiter/ui/look"
)

// Select is Fyne's drop-down whose list (List) opens on its current
// choice, scrolled to it and highlighted, with the keyboard on it, so
// that Enter keeps it and Up and Down step from it: Fyne's menu opened
// with nothing highlighted at its top, and with more choices than the
// window is high (60 players) the current one was off screen, in a
// scroller of Fyne's own that cannot be scrolled to it.
type Select struct {
	widget.Select
	outer fyne.Widget // the widget the canvas knows, which may extend this one
	// Search is what is typed to find a choice: on the drop-down it
	// chooses it, in the open list it highlights it.
	Search
	list *List // the open list, nil when closed
	// Chosen tells that the choice was made here since the keyboard came:
	// stepped with Left or Right, found by typing, or taken in the open
	// list. A drop-down
	// in a dialog box then passes Enter to the box, which one Enter
	// confirms; an untouched one opens its list on Enter instead.
	Chosen bool
	// Fit makes it as wide as its longest choice (Width): Fyne's is only
	// as wide as its placeholder.
	Fit bool
	// Listed, where set, are the choices as the open list writes them,
	// one for each of Options, which the field shows: a choice too long
	// for its field is chosen by a short name and read whole in the list.
	// What is typed finds a choice by either.
	Listed []string
	// FamilyFirst, where set, are the choices that name people written
	// family name first ("3 Virtanen, Aino"), one for each of Options:
	// what is typed finds a choice by its name in either order
	// (input.Orders), as the alphabetical lists print it and as it is
	// written.
	FamilyFirst []string
	// Unfound, where set, gives the words that answer a search finding no
	// choice, typed being what was typed: that no choice bears it, or why
	// the one it names is left out of the list (a player withdrawn). The
	// open list shows them atop its rows, a search typed on the closed
	// drop-down opening it to show them, and Unfound is told "" once a
	// search finds a choice again: a search of a name left out chose
	// nobody, highlighted nothing, and said nothing.
	Unfound func(typed string) string
	unsaid  bool // Unfound has said words not yet taken back
	// LeftOut, where set, are the choices the list leaves out (players
	// withdrawn), written as Options and FamilyFirst are: a search that
	// finds one of them better than any choice listed finds none, and
	// Unfound says why. "mäki" for Pekka Mäki, withdrawn, chose Päivi
	// Mäkinen, whose name it begins, and the bye went to her unsaid.
	LeftOut, LeftOutFamilyFirst []string
}

// listed is the i-th choice as the open list writes it.
func (s *Select) listed(i int) string {
	if i < len(s.Listed) {
		return s.Listed[i]
	}
	return s.Options[i]
}

// FocusLost forgets the choice made: a drop-down reached again by Tab is
// untouched.
func (s *Select) FocusLost() {
	s.Chosen = false
	s.Select.FocusLost()
}

// NewSelect makes a Select with the choices and the placeholder.
func NewSelect(options []string, placeholder string, changed func(string)) *Select {
	s := &Select{}
	s.Options, s.PlaceHolder, s.OnChanged = options, placeholder, changed
	s.ExtendBaseWidget(s)
	return s
}

// ExtendBaseWidget is Fyne's, keeping the widget that extends the Select
// for finding its canvas.
func (s *Select) ExtendBaseWidget(w fyne.Widget) {
	s.outer = w
	s.Select.ExtendBaseWidget(w)
}

// self is the widget the canvas knows.
func (s *Select) self() fyne.Widget {
	if s.outer != nil {
		return s.outer
	}
	return s
}

// Tapped opens the list on the current choice.
func (s *Select) Tapped(*fyne.PointEvent) {
	if s.Disabled() {
		return
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(s.self())
	if f, ok := s.self().(fyne.Focusable); ok && c != nil && c.Focused() != f {
		c.Focus(f)
	}
	s.Open()
}

// TypedKey opens the list on the current choice where Fyne's opens it
// (Space, Up, Down); Left and Right step the choice as Fyne's do. A
// space within a search is part of it ("joukkueiden sv"): it opened the
// list, which took the rest of the search. F1 is the window's
// (keyhold.Help).
func (s *Select) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(s, ev) {
		return
	}
	switch ev.Name {
	case fyne.KeySpace:
		if !s.Searching() {
			s.Open()
		}
	case fyne.KeyUp, fyne.KeyDown:
		s.Open()
	case fyne.KeyLeft, fyne.KeyRight:
		s.Select.TypedKey(ev)
		s.Chosen = true
	default:
		s.Select.TypedKey(ev)
	}
}

// Hide closes the list with the drop-down.
func (s *Select) Hide() {
	s.close()
	s.Select.Hide()
}

// Open shows the list below the drop-down, as high as its choices, or
// above it where they do not fit below and there is more room above;
// where they fit on neither side, that with more room shows as many
// whole rows as it holds, and the list scrolls beyond. A long list opens
// with the current choice in the middle of its view, as desktop
// drop-downs open. The current choice is highlighted and has the
// keyboard. The list leaves the drop-down and the window's edges in
// sight: it filled the window's height, over the toolbar and the
// drop-down, with the current choice at its bottom edge. It is as wide
// as its longest choice, or the window.
func (s *Select) Open() { s.open("") }

// open opens the list saying words atop its rows, none for "", and then
// with nothing highlighted: the search they answer found nothing.
func (s *Select) open(words string) {
	d := fyne.CurrentApp().Driver()
	c := d.CanvasForObject(s.self())
	if c == nil || s.Disabled() || len(s.Options) == 0 {
		return
	}
	s.close()
	l := &List{sel: s, note: look.NewHint("")}
	l.note.Hide()
	l.Length = func() int { return len(s.Options) }
	l.CreateItem = func() fyne.CanvasObject { return newRow(l) }
	l.UpdateItem = func(i widget.ListItemID, o fyne.CanvasObject) { o.(*row).show(i, s.listed(i)) }
	l.ExtendBaseWidget(l)
	l.pop = widget.NewPopUp(look.Border(l.note, nil, nil, nil, l), c)
	s.list = l
	h, full, step := l.place()
	i := max(s.SelectedIndex(), 0)
	l.highlight(i)
	row := step - l.Theme().Size(theme.SizeNamePadding)
	l.ScrollToOffset(min(max(0, float32(i)*step-(h-row)/2), full-h))
	c.Focus(l)
	if words != "" {
		l.say(words)
		l.unhighlight()
	}
}

// place lays the open list out beside its drop-down, its words atop
// where it says any (Select.Unfound), and returns the height of its
// rows' view, the height of all its rows and the step from one row to the
// next.
func (l *List) place() (h, full, step float32) {
	s := l.sel
	d := fyne.CurrentApp().Driver()
	c := d.CanvasForObject(s.self())
	row := newRow(l).MinSize().Height
	gap := l.Theme().Size(theme.SizeNamePadding)
	step = row + gap
	full = float32(len(s.Options))*step - gap
	// rows is the height of the whole rows that room holds, one at the
	// least.
	rows := func(room float32) float32 { return max(1, float32(int((room+gap)/step)))*step - gap }
	// As wide as its longest choice where the window holds it, moved left
	// to stay in it: a choice wider than the field (a team event's board,
	// "Match 3, board 4: Anna (Team A) – Boris (Team B)") was cut before
	// its black player.
	at := d.AbsolutePositionForObject(s.self())
	areaAt, area := c.InteractiveArea()
	w, x := s.Size().Width, at.X
	listed := make([]string, len(s.Options))
	for i := range listed {
		listed[i] = s.listed(i)
	}
	if need := min(widthOf(&s.Select, listed), area.Width-2*gap); need > w {
		w, x = need, max(areaAt.X+gap, min(at.X, areaAt.X+area.Width-gap-need))
	}
	// The words atop the rows wrap within the list's width: widened to
	// hold them on one line, the list moved, and ran across the window.
	var said float32
	if l.note.Visible() {
		l.note.Resize(fyne.NewSize(w, 0))
		said = l.note.MinSize().Height + gap
	}
	// The list's edge lies on the drop-down's border, as Fyne's menu's.
	border := s.Theme().Size(theme.SizeNameInputBorder)
	top, bottom := at.Y+border, at.Y+s.Size().Height-border
	below := areaAt.Y + area.Height - gap - bottom - said
	above := top - areaAt.Y - gap - said
	h, y := min(full, rows(below)), bottom
	if full > below && above > below {
		h = min(full, rows(above))
		y = top - h - said
	}
	l.pop.ShowAtPosition(fyne.NewPos(x, y))
	l.pop.Resize(fyne.NewSize(w, h+said))
	return h, full, step
}

// say shows words atop the open list's rows, none for "".
func (l *List) say(words string) {
	if words == l.note.Text && l.note.Visible() == (words != "") {
		return
	}
	l.note.SetText(words)
	look.SetVisible(l.note, words != "")
	l.place()
}

// close hides the open list; the keyboard goes back to the drop-down.
func (s *Select) close() {
	if s.list == nil {
		return
	}
	l := s.list
	s.list = nil
	l.pop.Hide()
	if c := fyne.CurrentApp().Driver().CanvasForObject(s.self()); c != nil {
		if f, ok := s.self().(fyne.Focusable); ok {
			c.Focus(f)
		}
	}
}

// pick chooses the i-th choice and closes the list.
func (s *Select) pick(i int) {
	s.close()
	if i >= 0 && i < len(s.Options) {
		s.SetSelectedIndex(i)
		s.Chosen = true
	}
}

// List is a Select's open list. Up and Down (Page Up and Down, Home and
// End) move the highlight, Enter takes the choice highlighted, a click
// the choice clicked; Escape and Tab close it, keeping the choice as it
// was. What is typed highlights the choice it finds (Select.TypedRune),
// a space included ("joukkueiden sv"), so Space takes nothing; a search
// that goes on to find nothing highlights none, and Enter takes none;
// what is typed that finds nothing is answered atop the rows (Unfound).
type List struct {
	widget.List
	sel  *Select
	pop  *widget.PopUp
	note *look.Hint // what the list says of a search that finds nothing
	at   int        // the choice highlighted
}

// Highlighted is the choice the highlight is on.
func (l *List) Highlighted() int { return l.at }

// highlight moves the highlight to the i-th choice and scrolls to it:
// the list's selection, which is drawn as the tables' chosen row is.
func (l *List) highlight(i int) {
	if i < 0 || i >= len(l.sel.Options) {
		return
	}
	l.at = i
	l.Select(i)
}

// FocusGained and FocusLost leave the rows as they are drawn: Fyne's list
// shades, while it has the keyboard, the row its own keys move from, the
// first, where these keys move the highlight, and the first row of a
// list that highlights none looked chosen.
func (l *List) FocusGained() {}
func (l *List) FocusLost()   {}

// unhighlight leaves no choice highlighted, so that Enter takes none.
func (l *List) unhighlight() {
	l.at = -1
	l.UnselectAll()
}

func (l *List) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyDown:
		l.highlight(l.at + 1)
	case fyne.KeyUp:
		l.highlight(l.at - 1)
	case fyne.KeyPageDown:
		l.highlight(min(l.at+l.page(), len(l.sel.Options)-1))
	case fyne.KeyPageUp:
		l.highlight(max(l.at-l.page(), 0))
	case fyne.KeyHome:
		l.highlight(0)
	case fyne.KeyEnd:
		l.highlight(len(l.sel.Options) - 1)
	case fyne.KeyReturn, fyne.KeyEnter:
		l.sel.pick(l.at)
	case fyne.KeyEscape, fyne.KeyTab:
		l.sel.close()
	}
}

// page is how many choices the list shows at once.
func (l *List) page() int {
	row := newRow(l).MinSize().Height + l.Theme().Size(theme.SizeNamePadding)
	return max(1, int(l.Size().Height/row))
}

// AcceptsTab keeps Tab in the list, which closes it: the window's Tab
// moved the keyboard to the next field under the open list.
func (l *List) AcceptsTab() bool { return true }

func (l *List) TypedRune(r rune) {
	found, lost := l.sel.search(r)
	l.say(l.sel.unfound(found))
	if lost {
		l.unhighlight()
		return
	}
	l.highlight(found)
}

// row is a choice in the list: a click on it chooses it, the list's
// highlight aside (a click on the choice highlighted, which the list has
// selected already, did nothing).
type row struct {
	widget.Label
	list *List
	i    int
}

func newRow(l *List) *row {
	r := &row{list: l}
	r.Truncation = fyne.TextTruncateEllipsis
	r.ExtendBaseWidget(r)
	return r
}

func (r *row) show(i int, text string) {
	r.i = i
	r.SetText(text)
}

func (r *row) Tapped(*fyne.PointEvent) { r.list.sel.pick(r.i) }

// MinSize is Fyne's, or with Fit set, widened to the longest choice.
func (s *Select) MinSize() fyne.Size {
	m := s.Select.MinSize()
	if s.Fit {
		m.Width = Width(&s.Select)
	}
	return m
}

// Width is the least width that shows sel's placeholder and every choice
// whole: Fyne's least width with the placeholder's text swapped for the
// longest of them.
func Width(sel *widget.Select) float32 { return widthOf(sel, sel.Options) }

// widthOf is the least width of sel that shows its placeholder and each
// of texts whole.
func widthOf(sel *widget.Select, texts []string) float32 {
	size := sel.Theme().Size(theme.SizeNameText)
	placeholder := fyne.MeasureText(sel.PlaceHolder, size, fyne.TextStyle{}).Width
	widest := placeholder
	for _, o := range texts {
		widest = max(widest, fyne.MeasureText(o, size, fyne.TextStyle{}).Width)
	}
	return sel.MinSize().Width - placeholder + widest
}
