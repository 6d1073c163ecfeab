package ui

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine"
	"arbiter/internal/crash"
	"arbiter/tournament/store"
	"arbiter/ui/button"
	"arbiter/ui/dropdown"
	"arbiter/ui/keyhold"
	"arbiter/ui/look"
	"arbiter/ui/radio"
	"arbiter/ui/textfield"
)

// modal is a dialog box over the window: a title, the content and a row
// of buttons. The highlighted button is the default action, which Enter
// takes; Escape closes the box. Fyne gives every key to the widget with
// the keyboard, so the window's fields and drop-downs (field, picker)
// pass Escape, and a field Enter when it has no use of its own for it, on
// to the box.
type modal struct {
	pop     *widget.PopUp
	canvas  fyne.Canvas
	buttons []fyne.CanvasObject
	keys    func(*fyne.KeyEvent) // the window's key handler while the box is open
	runes   func(rune)           // the window's handler of characters typed with no field focused
	// typed are the characters typed while the box held the keyboard
	// with no field of its own for them: a question asked while the
	// arbiter types from the slips (resultKeys.confirmChange) says they
	// saved nothing.
	typed []rune
	// dismissed, where set, runs when the box is closed without its
	// action (Escape, Cancel), after it is hidden.
	dismissed func()
	// text, where set, is the box's text that scrolls (scrolledText),
	// which the arrow keys, Page Up and Down, Home and End move: an
	// import's hundred notes were read by the mouse's wheel alone.
	text *container.Scroll
}

// newModal builds a dialog box of the given width. Buttons are created by
// the caller and usually end with m.hide.
func (s *Shell) newModal(title string, content fyne.CanvasObject, width float32, buttons ...fyne.CanvasObject) *modal {
	return s.boxWithRow(title, content, width, container.NewHBox(append([]fyne.CanvasObject{layout.NewSpacer()}, buttons...)...), buttons)
}

// newFormModal is a box whose form says each field's problem below it
// (formNotes); the note for a problem of no one field (a control
// character, the store's refusal), where the form has one, stands left of
// the buttons, in room the box has anyway, so that nothing moves when it
// speaks, unless what it says takes more lines than that room.
func (s *Shell) newFormModal(title string, content fyne.CanvasObject, problem *fieldNote, width float32, buttons ...fyne.CanvasObject) *modal {
	row := look.Border(nil, nil, nil, container.NewHBox(buttons...))
	if problem != nil {
		row.Add(problem)
	}
	m := s.boxWithRow(title, content, width, row, buttons)
	if problem != nil {
		// A refusal longer than the note's room (a long path named) is
		// said whole, the box growing around it: wider, as far as the
		// window leaves room, then taller.
		problem.spare = func() float32 {
			room := s.contentSize(s.win.Canvas().Size()).Width - 2*theme.Padding()
			return room - m.pop.Size().Width
		}
		problem.grown = m.widen
	}
	return m
}

// boxWithRow is a box of content under title, with row, holding the
// buttons, at its foot.
func (s *Shell) boxWithRow(title string, content fyne.CanvasObject, width float32, row fyne.CanvasObject, buttons []fyne.CanvasObject) *modal {
	heading := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	heading.SizeName = theme.SizeNameSubHeadingText
	box := look.Border(heading, container.NewVBox(widget.NewSeparator(), row), nil, nil, content)
	m := &modal{pop: widget.NewModalPopUp(container.NewPadded(box), s.win.Canvas()), canvas: s.win.Canvas(), buttons: buttons}
	m.pop.Resize(fyne.NewSize(width, m.pop.MinSize().Height))
	return m
}

// openModals are the dialog boxes shown on each canvas, the topmost last.
var openModals = map[fyne.Canvas][]*modal{}

func (m *modal) show() {
	keyhold.Release(m.canvas)
	m.keys = m.canvas.OnTypedKey()
	m.canvas.SetOnTypedKey(m.typedKey)
	m.runes = m.canvas.OnTypedRune()
	m.canvas.SetOnTypedRune(func(r rune) { m.typed = append(m.typed, r) })
	openModals[m.canvas] = append(openModals[m.canvas], m)
	keyhold.Show(m.pop)
	m.focusFirst()
}

// focusFirst puts the keyboard in the box's first field, drop-down or
// list, as every box opens: one that opened with no focus took the
// arbiter's typing nowhere (the requested bye's "anni"). A box with no
// field keeps the keyboard on itself, where Enter takes its default
// button and Escape closes it; a caller that wants another field first
// focuses it after show. A first tick box is handed the keyboard by
// keyhold.Give, which has it drop the space of Space on the button that
// opened the box: that space ticked the national list's box and unticked
// the line-up's first player.
func (m *modal) focusFirst() {
	if m.canvas.Focused() != nil {
		return
	}
	m.canvas.FocusNext()
	switch f := m.canvas.Focused().(type) {
	case *button.Button:
		m.canvas.Unfocus()
	case *tickBox:
		f.canvas = m.canvas
		keyhold.Give(m.canvas, f)
	}
}

// dismiss closes the box without its action: Escape, Cancel.
func (m *modal) dismiss() {
	m.hide()
	if m.dismissed != nil {
		m.dismissed()
	}
}

func (m *modal) hide() {
	keyhold.Release(m.canvas)
	if m.pop.Visible() {
		m.canvas.SetOnTypedKey(m.keys)
		m.canvas.SetOnTypedRune(m.runes)
	}
	open := openModals[m.canvas]
	if i := slices.Index(open, m); i >= 0 {
		openModals[m.canvas] = append(open[:i:i], open[i+1:]...)
	}
	if len(openModals[m.canvas]) == 0 {
		delete(openModals, m.canvas) // a canvas kept as a key keeps its window's content
	}
	keyhold.Hide(m.pop)
}

// toModal hands a key that a focused widget does not use to the topmost
// dialog box on its canvas; false when no box is open there.
func toModal(o fyne.CanvasObject, ev *fyne.KeyEvent) bool {
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	open := openModals[c]
	if c == nil || len(open) == 0 {
		return false
	}
	open[len(open)-1].typedKey(ev)
	return true
}

// field is a one-line text field whose Escape closes the dialog box it
// is in, and whose Enter takes the box's default action unless the field
// has its own (OnSubmitted), or outside a box the view's (submitView).
// Its right-click menu is in the window's language.
type field struct {
	textfield.Entry
	submit func(fyne.CanvasObject) bool // the view's default action for Enter in the field, reporting whether it had one
	down   func()                       // Down, where the field has suggestions to open or a list to step through
	up     func()                       // Up, where it has a list to step through
	insert func() bool                  // Insert, where it searches a list that adds a row: reports whether it had one
	// reached runs when the keyboard comes to the field, where a view
	// must show more than the field (the venue's log to its end); else
	// the field is brought into sight (keepInSight).
	reached func()
	// left runs when the keyboard leaves the field, where what is typed
	// in it stands for a choice (the rounds view's board number).
	left func()
}

func (s *Shell) newField() *field {
	f := &field{}
	f.SetCatalog(s.cat)
	f.SetWindowKeys(s.windowShortcut)
	f.submit = s.submitView
	f.ExtendBaseWidget(f)
	return f
}

// item is a form's row: the field w, named by its label's key.
func (s *Shell) item(key string, w fyne.CanvasObject) *widget.FormItem {
	return widget.NewFormItem(s.t(key), w)
}

// hintField is a field that shows hint while it is empty.
func (s *Shell) hintField(hint string) *field {
	f := s.newField()
	f.SetPlaceHolder(hint)
	return f
}

// setNumber shows n, or leaves the field empty when n is empty or less:
// the value an empty field stands for (no lateness set, no rounds given).
func (f *field) setNumber(n, empty int) {
	f.SetText("")
	if n > empty {
		f.SetText(strconv.Itoa(n))
	}
}

// number reads the whole number typed in the field, or empty when nothing
// is. A text that is not a whole number is refused with the message key,
// given the text as {text} beside args.
func (f *field) number(empty int, key string, args ...any) (int, error) {
	t := strings.TrimSpace(f.Text)
	if t == "" {
		return empty, nil
	}
	x, err := strconv.Atoi(t)
	if err != nil {
		return 0, uiError(key, append(args, "text", t)...)
	}
	return x, nil
}

// readNumber is the whole number typed in the field, or empty when nothing
// is; a text that is none is added to bad, refused by label, the field's.
func (f *field) readNumber(empty int, label string, bad map[fyne.CanvasObject]error) int {
	n, err := f.number(empty, "ui.settings.not-number", "field", label)
	if err != nil {
		bad[f] = err
	}
	return n
}

func (f *field) FocusGained() {
	f.Entry.FocusGained()
	if f.reached != nil {
		f.reached()
	} else {
		keepInSight(f)
	}
}

func (f *field) FocusLost() {
	f.Entry.FocusLost()
	if f.left != nil {
		f.left()
	}
}

func (f *field) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(f, ev) {
		return
	}
	switch ev.Name {
	case fyne.KeyEscape:
		if toModal(f, ev) {
			return
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		if f.OnSubmitted == nil && !f.MultiLine && (toModal(f, ev) || f.submit != nil && f.submit(f)) {
			return
		}
	case fyne.KeyDown:
		if f.down != nil {
			f.down()
			return
		}
	case fyne.KeyUp:
		if f.up != nil {
			f.up()
			return
		}
	case fyne.KeyInsert:
		if f.insert != nil && f.insert() {
			return
		}
	}
	f.Entry.TypedKey(ev)
}

// TypedShortcut takes Ctrl+Enter in a field of several lines, where Enter
// starts a new line, as Enter elsewhere in the dialog box: its default
// action (the prize editor's Save was reached only past three stops).
func (f *field) TypedShortcut(sc fyne.Shortcut) {
	if k, ok := sc.(*desktop.CustomShortcut); ok && f.MultiLine && k.Modifier == fyne.KeyModifierShortcutDefault &&
		(k.KeyName == fyne.KeyReturn || k.KeyName == fyne.KeyEnter) && toModal(f, &fyne.KeyEvent{Name: k.KeyName}) {
		return
	}
	f.Entry.TypedShortcut(sc)
}

// picker is a drop-down whose Escape closes the dialog box it is in and
// whose Enter, as Space (but within a search), Up and Down, opens its
// list (once a choice is made here, Enter confirms the box) (dropdown.List) on the current choice, where Enter takes the
// choice highlighted (Left and Right step through the choices): Enter
// on the new-event dialog's system once created a double round robin by
// accident. Every drop-down of the window is one.
type picker struct {
	dropdown.Select
	// kept are its options as the history keeps them, by the catalogue
	// key each is made from, where a keyedChoice made them.
	kept []store.ShownText
}

// FocusGained brings the drop-down into sight (keepInSight), as a field.
func (p *picker) FocusGained() {
	p.Select.FocusGained()
	keepInSight(p)
}

// roundsFrom is a picker of the event's rounds from next to its last, a
// bye's, the first chosen.
func (s *Shell) roundsFrom(next int) *picker {
	var rounds []string
	for r := next; r <= s.doc.event.TotalRounds(); r++ {
		rounds = append(rounds, strconv.Itoa(r))
	}
	p := s.newPicker(rounds, nil)
	if len(rounds) > 0 {
		p.SetSelectedIndex(0)
	}
	return p
}

// newPicker makes a drop-down that, with nothing chosen, says so in the
// window's language: Fyne's own "(Select one)" is English whatever the
// language.
func (s *Shell) newPicker(options []string, changed func(string)) *picker {
	p := &picker{}
	p.Options, p.OnChanged = options, changed
	p.PlaceHolder = s.t("ui.choose")
	p.ExtendBaseWidget(p)
	return p
}

func (p *picker) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(p, ev) {
		return
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		// A choice made here is confirmed with the dialog box by one
		// Enter; else the list opens on the present choice, which a
		// second Enter keeps.
		if p.Chosen && toModal(p, ev) {
			return
		}
		p.Open()
	case fyne.KeyEscape:
		if !toModal(p, ev) {
			p.Select.TypedKey(ev)
		}
	default:
		p.Select.TypedKey(ev)
	}
}

// toDialog passes Escape and Enter to the dialog box o is in, and reports
// whether it did.
func toDialog(o fyne.CanvasObject, ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeyEscape, fyne.KeyReturn, fyne.KeyEnter:
		return toModal(o, ev)
	}
	return false
}

// newRadio makes a radio choice whose Enter takes the default action of
// the dialog box it is in and whose Escape closes the box, as the box's
// fields and drop-downs do.
func newRadio(options []string, changed func(string)) *radio.Group {
	g := radio.New(options, changed)
	g.Pass = func(ev *fyne.KeyEvent) { toModal(g, ev) }
	return g
}

// dialogList is a list of lines in a dialog box whose Escape closes the
// box and whose Enter takes its default action, as the box's fields and
// drop-downs do: a list takes the keyboard on the way through the box. A
// list lays out only the rows on screen, where a label of a thousand lines
// measures every one of them on each refresh; a line too long for the
// list is cut with an ellipsis.
type dialogList struct {
	widget.List
	min   fyne.Size       // a list has no height of its own
	runes func(rune)      // the characters typed in it, when it has a use for them
	lines func() []string // its lines, where it lists lines (newDialogList): what Ctrl+C copies of it
	// enter, where set, is what Enter does with the keyboard on the
	// list in place of the box's default action: the chooser's takes
	// the entry highlighted.
	enter func()
}

// newDialogList lists lines(), at least min in size.
func newDialogList(lines func() []string, min fyne.Size) *dialogList {
	l := &dialogList{min: min, lines: lines}
	l.Length = func() int { return len(lines()) }
	l.CreateItem = func() fyne.CanvasObject {
		t := widget.NewLabel("")
		t.Truncation = fyne.TextTruncateEllipsis
		return t
	}
	l.UpdateItem = func(i widget.ListItemID, o fyne.CanvasObject) {
		// Cut only a line that does not fit: Fyne shapes an ellipsis
		// label's text anew at every redraw, fitting or not (see
		// grid.truncation). The margin covers the item's padding and
		// the scroll bar.
		t, text := o.(*widget.Label), lines()[i]
		t.Truncation = fyne.TextTruncateEllipsis
		if w := l.Size().Width; w > 0 && cellWidth(text, fyne.TextStyle{})+2*theme.Padding()+theme.ScrollBarSize() <= w {
			t.Truncation = fyne.TextTruncateOff
		}
		t.SetText(text)
	}
	l.ExtendBaseWidget(l)
	return l
}

// newBoxList is a dialog box's list of rows of any kind (a file chooser's,
// a rating list's hits), whose Escape and Enter go to the box as a
// dialogList's do: with the keyboard on the file list, Escape did not
// close the chooser.
func newBoxList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *dialogList {
	l := &dialogList{}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

func (l *dialogList) MinSize() fyne.Size { return l.List.MinSize().Max(l.min) }

// TypedRune hands r to the list's use for it, an action of the user's as
// a button's press is: a failure in it is reported with a crash log and
// the window stays (crash.Catch).
func (l *dialogList) TypedRune(r rune) {
	if l.runes != nil {
		crash.Catch("key "+string(r), func() { l.runes(r) })
	}
}

func (l *dialogList) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(l, ev) {
		return
	}
	if l.enter != nil && (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) {
		crash.Catch("key "+string(ev.Name), l.enter)
		return
	}
	if !toDialog(l, ev) {
		l.List.TypedKey(ev)
	}
}

// typedKey closes the box on Escape and takes the default action on Enter.
func (m *modal) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		m.dismiss()
	case fyne.KeyReturn, fyne.KeyEnter:
		if b := m.defaultButton(); b != nil && !b.Disabled() && b.OnTapped != nil {
			b.OnTapped()
		}
	default:
		if m.text != nil {
			scrollKey(m.text, ev.Name)
		}
	}
}

// scrollKey moves text by a line (the arrow keys), by what it shows less
// a line (Page Up and Down), or to its top or foot (Home, End).
func scrollKey(text *container.Scroll, key fyne.KeyName) {
	line := theme.TextSize() + theme.LineSpacing()
	page := max(line, text.Size().Height-line)
	by := map[fyne.KeyName]float32{fyne.KeyUp: line, fyne.KeyDown: -line, fyne.KeyPageUp: page, fyne.KeyPageDown: -page}
	switch {
	case key == fyne.KeyHome:
		text.ScrollToTop()
	case key == fyne.KeyEnd:
		text.ScrollToBottom()
	case by[key] != 0:
		text.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: by[key]}})
	}
}

// defaultButton is the highlighted button, nil when there is none.
func (m *modal) defaultButton() *button.Button {
	var found *button.Button
	for _, o := range m.buttons {
		if b, ok := o.(*button.Button); ok && b.Importance == widget.HighImportance {
			found = b
		}
	}
	return found
}

// newButton makes a button of the window (package button), whose Escape
// closes the dialog box it is in, as from the box's fields. A failure
// inside the program while it answers a press is reported in the window,
// with a crash log, and the window stays (crash.Catch).
func newButton(text string, tapped func()) *button.Button {
	return newButtonWithIcon(text, nil, tapped)
}

func newButtonWithIcon(text string, icon fyne.Resource, tapped func()) *button.Button {
	if f := tapped; f != nil {
		tapped = func() { crash.Catch("button "+text, f) }
	}
	b := button.NewWithIcon(text, icon, tapped)
	b.Pass = func(ev *fyne.KeyEvent) { toModal(b, ev) }
	return b
}

// primary marks b as the default action of its box or view, which Enter
// takes in a box (modal.defaultButton).
func primary(b *button.Button) *button.Button {
	b.Importance = widget.HighImportance
	return b
}

// tickBox is a tick box of the window. Space ticks it; in a dialog box
// Escape closes the box and Enter takes its default action, as from the
// box's fields: with the keyboard on a tick box (the line-up's players,
// the prizes' Hort) both did nothing. Given the keyboard it is brought
// into sight (keepInSight), as a field is.
type tickBox struct {
	widget.Check
	// canvas is the window's, set where a box opened by Space hands the
	// tick box the keyboard (keyhold.Give): the driver knows a box's
	// widgets' canvas only once they are drawn, after that key's space.
	canvas fyne.Canvas
}

func newTickBox(text string) *tickBox {
	c := &tickBox{}
	c.Text = text
	c.ExtendBaseWidget(c)
	return c
}

func (c *tickBox) FocusGained() {
	c.Check.FocusGained()
	keepInSight(c)
}

// on is the canvas the tick box is on.
func (c *tickBox) on() fyne.Canvas {
	if c.canvas != nil {
		return c.canvas
	}
	return fyne.CurrentApp().Driver().CanvasForObject(c)
}

func (c *tickBox) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(c, ev) {
		return
	}
	if cv := c.on(); cv != nil {
		keyhold.KeyTyped(cv)
	}
	if !toDialog(c, ev) {
		c.Check.TypedKey(ev)
	}
}

// TypedRune drops the space of the Space key that opened the box, the
// keyboard given to the tick box (keyhold.Give): it would untick it.
func (c *tickBox) TypedRune(r rune) {
	if cv := c.on(); cv != nil && keyhold.ClosingSpace(cv, r) {
		return
	}
	c.Check.TypedRune(r)
}

// resize lets content that changes height (an error line appearing) keep
// the box snug. A box whose content is filled before it is made (nil) has
// nothing to fit yet.
func (m *modal) resize() {
	if m == nil {
		return
	}
	m.pop.Resize(fyne.NewSize(m.pop.Size().Width, m.pop.MinSize().Height))
}

// widen makes the box wider by the points given, and as tall as it
// needs, kept in the middle of the window: a box grown wider from where
// it stood ran past the window's right edge.
func (m *modal) widen(by float32) {
	size := fyne.NewSize(m.pop.Size().Width+by, m.pop.MinSize().Height)
	m.pop.Resize(size)
	if by > 0 {
		c := m.canvas.Size()
		m.pop.Move(fyne.NewPos((c.Width-size.Width)/2, (c.Height-size.Height)/2))
	}
}

// fail shows text on the box's error line and keeps the box snug around
// it.
func (m *modal) fail(problem *widget.Label, text string) {
	problem.SetText(text)
	problem.Show()
	m.resize()
}

// showMessage shows a text with an OK button.
func (s *Shell) showMessage(title, text string) { s.showText(title, text, 460) }

// showText shows a text in a box width wide, whole (scrolledText), with
// an OK button.
func (s *Shell) showText(title, text string, width float32) {
	body, fit := scrolledText(text)
	var m *modal
	ok := primary(newButton(s.t("ui.ok"), func() { m.hide() }))
	m = s.newModal(title, body, width, ok)
	m.text = body
	fit()
	m.resize()
	m.show()
}

// notesHeight is the most a box's text (an import's notes, a long
// message) takes of the window's height before it scrolls: the box, its
// heading and its button fit a window of 700 points.
const notesHeight = 380

// scrolledText is text wrapped in a box, whole, scrolling past
// notesHeight: a message of many lines (the 30 pairing numbers a late
// entry moved) grew its box past the window's foot. fit sizes it once the
// box is laid out, as a wrapped label's height is known only at its width
// (a long line takes several). The text is drawn as the window's fonts
// can draw it (drawable): a TRF's places note, "3 → 4", showed a broken
// glyph after each arrow.
func scrolledText(text string) (body *container.Scroll, fit func()) {
	l := wrapped(drawable(text))
	scroll := container.NewVScroll(l)
	return scroll, func() {
		l.Resize(fyne.NewSize(scroll.Size().Width, l.MinSize().Height))
		scroll.SetMinSize(fyne.NewSize(0, min(notesHeight, l.MinSize().Height)))
	}
}

// showNotes shows what an import did not keep, did not read as written or
// changed (engine.Message), one note a paragraph, whole (wrapped, never
// cut), scrolling when there are many; nothing when there are none. The
// status line says what was imported.
func (s *Shell) showNotes(notes []engine.Message) {
	if len(notes) == 0 {
		return
	}
	lines := make([]string, len(notes))
	for i, n := range notes {
		lines[i] = "• " + s.cat.Message(n)
	}
	s.showText(s.t("ui.import.notes", "n", len(notes)), strings.Join(lines, "\n"), 640)
}

// confirm asks before an action; action runs after the confirm button.
func (s *Shell) confirm(title string, content fyne.CanvasObject, confirmText string, action func()) {
	s.confirmOr(title, content, confirmText, action, nil)
}

// confirmOr is confirm that runs declined, where set, when the box is
// closed without the action (Cancel, Escape), to say what was not done.
// It returns the box, shown.
func (s *Shell) confirmOr(title string, content fyne.CanvasObject, confirmText string, action, declined func()) *modal {
	var m *modal
	cancel := newButton(s.t("ui.cancel"), func() { m.dismiss() })
	ok := primary(newButton(confirmText, func() {
		m.hide()
		s.guard("confirm", action)()
	}))
	m = s.newModal(title, content, 460, cancel, ok)
	m.dismissed = declined
	m.show()
	return m
}

// confirmRisky asks before an action the arbiter should think twice
// about (pairing with games still open, removing a player): Cancel is the
// default button, which Enter takes, and the action is marked as a danger.
// It returns the box, shown, whose dismissed Cancel runs as Escape does.
func (s *Shell) confirmRisky(title string, content fyne.CanvasObject, confirmText string, action func()) *modal {
	var m *modal
	cancel := primary(newButton(s.t("ui.cancel"), func() { m.dismiss() }))
	ok := newButton(confirmText, func() {
		m.hide()
		action()
	})
	ok.Importance = widget.DangerImportance
	m = s.newModal(title, content, 460, ok, cancel)
	m.show()
	return m
}

// errorLine is the red line in a form dialog that says why the last try
// was refused.
func errorLine() *widget.Label {
	l := dangerLabel("")
	l.Hide()
	return l
}

// wrapped is a label of text that wraps at the view's width.
func wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// dangerLabel is wrapped text in the colour of an error.
func dangerLabel(text string) *widget.Label {
	l := wrapped(text)
	l.Importance = widget.DangerImportance
	return l
}

// copyShown is Ctrl+C where no text is selected, as on a message box of
// Windows: it copies the words of the topmost dialog box (the window's or
// the desk's), its title first, or, with no box open, the problems the
// form on screen says below its fields or in its error colour (a refusal
// under the result box), so that the arbiter can paste a
// refusal into a message to the organiser. With nothing to copy the
// clipboard keeps what it had.
func (s *Shell) copyShown() {
	var text []string
	if pop := keyhold.Top(s.win.Canvas()); pop != nil {
		text = said(pop.Content, true)
	} else if s.doc != nil && s.views[s.area] != nil {
		text = said(s.views[s.area].object(), false)
	}
	if len(text) > 0 {
		fyne.CurrentApp().Clipboard().SetContent(strings.Join(text, "\n"))
	}
}

// said is what o shows in words, a paragraph a line, from the top down:
// the problems its fields' notes and its labels in the error colour say
// (not a note's example) and, where all, its labels' text and its lists'
// lines too. Hidden parts say nothing.
func said(o fyne.CanvasObject, all bool) []string {
	type part struct {
		y, x float32
		text []string
	}
	var parts []part
	walkShown(o, func(o fyne.CanvasObject, at fyne.Position, _ []fyne.CanvasObject) bool {
		add := func(text ...string) {
			if len(text) > 0 && text[0] != "" {
				parts = append(parts, part{at.Y, at.X, text})
			}
		}
		switch x := o.(type) {
		case *fieldNote:
			add(x.problem)
		case *widget.Label:
			// A refusal in the error colour is a problem the view says
			// (the result box's line), as a field's note is.
			if all || x.Importance == widget.DangerImportance {
				add(x.Text)
			}
		case *dialogList:
			if all && x.lines != nil {
				add(x.lines()...)
			}
		case *widget.Card:
			if all {
				add(x.Title)
			}
		}
		return false
	})
	// A border's centre comes before its top among its objects: the
	// box's title first, as it stands.
	slices.SortStableFunc(parts, func(a, b part) int { return cmp.Or(cmp.Compare(a.y, b.y), cmp.Compare(a.x, b.x)) })
	var out []string
	for _, p := range parts {
		out = append(out, p.text...)
	}
	return out
}
