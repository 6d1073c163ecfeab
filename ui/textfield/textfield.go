// Package textfield is the text field of the window and of the desk: a
// Fyne entry whose right-click menu speaks the app's language. Fyne's own
// menu takes its texts from the system's locale and knows no Finnish or
// Estonian, whatever language the app has been switched to.
package textfield

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/ui/keyhold"
)

// Entry is a widget.Entry whose secondary tap shows the edit menu from
// the catalogue. A type that embeds it calls ExtendBaseWidget with itself,
// as with any Fyne widget, so that the menu's actions reach its overrides.
type Entry struct {
	widget.Entry
	// Pass has the keys the field has no use for, Escape: the box it is
	// in closes, as from the box's buttons (button.Button's Pass). Without
	// it Escape is Fyne's, which does nothing.
	Pass func(*fyne.KeyEvent) `json:"-"`
	// Pasting, where set, is given the text of a paste (Ctrl+V or the
	// menu's Paste) before the field takes it, and the field takes none
	// of it where it says so: a one-line field puts a pasted list's lines
	// on one line, which in a name is a player named by the whole list.
	Pasting func(text string) (refused bool) `json:"-"`
	cat     *i18n.Catalog
	outer   fyne.Widget
	menu    *widget.PopUpMenu
	// window runs the window's own keys (Ctrl+1, Ctrl+N…), which Fyne
	// gives the focused field first; nil in a field on its own.
	window func(fyne.Shortcut) bool

	// What the menu knows of Fyne's undo history, which is private: the
	// text as last set (an undo that reaches it has nothing left to undo),
	// the text before the latest undo (a redo that reaches it has nothing
	// left to redo), and whether Undo and Redo have anything to do.
	base, top        string
	canUndo, canRedo bool
	// sets counts SetText: Enter's OnSubmitted may clear the field (the
	// desk's move box), which is no typing of the arbiter's to undo.
	sets int
	// pointing is set while a press of the pointer focuses the field,
	// which places the caret rather than selecting the text; focused from
	// FocusGained to FocusLost, so that a focus given again to the field
	// that has it (as Fyne's test.Type does) selects nothing.
	pointing, focused bool
	// fresh is set when the field gains the keyboard and cleared by the
	// next key pressed in it: a space that comes while it is set is the
	// character of the keystroke that brought the keyboard here (Space
	// on the button that opened the field's box), which the driver gives
	// to whatever has the keyboard once the key has acted.
	fresh bool
}

// New makes a one-line field whose menu is in cat's language.
func New(cat *i18n.Catalog) *Entry {
	e := &Entry{}
	e.SetCatalog(cat)
	e.ExtendBaseWidget(e)
	return e
}

// SetCatalog sets the language of the menu, for a type that embeds Entry.
func (e *Entry) SetCatalog(cat *i18n.Catalog) { e.cat = cat }

// SetWindowKeys hands the field's window the keys the field has no use
// for: the window's own (Ctrl+1, Ctrl+N…, for which window reports true),
// Ctrl+Z or Ctrl+Y when the field has no typing to undo or redo, and
// Ctrl+C when it has no text selected.
// Fyne gives every shortcut to the focused field, and a field that kept
// them left the window's keys dead wherever the arbiter was typing.
func (e *Entry) SetWindowKeys(window func(fyne.Shortcut) bool) { e.window = window }

// ExtendBaseWidget records the outermost widget, whose shortcuts the menu
// types and whose place on the canvas it opens at.
func (e *Entry) ExtendBaseWidget(w fyne.Widget) {
	e.outer = w
	e.Entry.ExtendBaseWidget(w)
}

func (e *Entry) self() fyne.Widget {
	if e.outer == nil {
		return e
	}
	return e.outer
}

// TappedSecondary offers what Fyne's entry offers: Copy and Select all
// in a field that cannot be changed, Paste and Select all in a password
// field, otherwise Undo and Redo when there is something to undo or redo,
// then Cut, Copy, Paste and Select all.
func (e *Entry) TappedSecondary(pe *fyne.PointEvent) {
	if e.Disabled() && e.Password {
		return
	}
	w := e.self()
	d := fyne.CurrentApp().Driver()
	c := d.CanvasForObject(w)
	if c == nil {
		return // taken off the window between the tap and now
	}
	if !e.Disabled() {
		if f, ok := w.(fyne.Focusable); ok {
			e.pointing = true
			c.Focus(f)
			e.pointing = false
		}
	}
	e.menu = widget.NewPopUpMenu(fyne.NewMenu("", e.items()...), c)
	e.menu.ShowAtPosition(d.AbsolutePositionForObject(w).Add(pe.Position))
}

// items are the menu's entries for the field as it is now.
func (e *Entry) items() []*fyne.MenuItem {
	clip := fyne.CurrentApp().Clipboard()
	typed := func(s fyne.Shortcut) func() {
		return func() {
			if sc, ok := e.self().(fyne.Shortcutable); ok {
				sc.TypedShortcut(s)
			}
		}
	}
	cat := e.cat
	if cat == nil { // a field made without a language speaks English
		cat = i18n.For(i18n.English)
	}
	item := func(key string, s fyne.Shortcut) *fyne.MenuItem {
		return fyne.NewMenuItem(cat.T(key), typed(s))
	}
	cut := item("ui.edit.cut", &fyne.ShortcutCut{Clipboard: clip})
	cp := item("ui.edit.copy", &fyne.ShortcutCopy{Clipboard: clip})
	paste := item("ui.edit.paste", &fyne.ShortcutPaste{Clipboard: clip})
	all := item("ui.edit.select-all", &fyne.ShortcutSelectAll{})
	switch {
	case e.Disabled():
		return []*fyne.MenuItem{cp, all}
	case e.Password:
		return []*fyne.MenuItem{paste, all}
	}
	var items []*fyne.MenuItem
	if e.canUndo {
		items = append(items, item("ui.edit.undo", &fyne.ShortcutUndo{}))
	}
	if e.canRedo {
		items = append(items, item("ui.edit.redo", &fyne.ShortcutRedo{}))
	}
	if len(items) > 0 {
		items = append(items, fyne.NewMenuItemSeparator())
	}
	return append(items, cut, cp, paste, all)
}

// SetText replaces the text; as in Fyne, there is then nothing to undo.
func (e *Entry) SetText(text string) {
	e.Entry.SetText(text)
	e.base, e.canUndo, e.canRedo = e.Text, false, false
	e.sets++
}

// TypedKey notes a change by a key (Backspace, Delete, Return), unless
// the key had the text set anew. F1 is the window's (keyhold.Help).
func (e *Entry) TypedKey(ev *fyne.KeyEvent) {
	if keyhold.Help(e.self(), ev) {
		return
	}
	if ev.Name == fyne.KeyEscape && e.Pass != nil {
		e.Pass(ev)
		return
	}
	before, sets := e.Text, e.sets
	e.Entry.TypedKey(ev)
	if e.sets == sets {
		e.edited(before)
	}
}

// TypedShortcut passes the window's keys on (SetWindowKeys) and notes a
// change by Cut, Paste, Undo or Redo, whether from the keyboard or the
// menu.
func (e *Entry) TypedShortcut(s fyne.Shortcut) {
	if e.toWindow(s) {
		return
	}
	if p, ok := s.(*fyne.ShortcutPaste); ok && e.Pasting != nil && p.Clipboard != nil && e.Pasting(p.Clipboard.Content()) {
		return
	}
	before := e.Text
	e.Entry.TypedShortcut(s)
	if e.Text == before {
		return
	}
	switch s.(type) {
	case *fyne.ShortcutUndo:
		if !e.canRedo {
			e.top = before
		}
		e.canUndo, e.canRedo = e.Text != e.base, true
	case *fyne.ShortcutRedo:
		e.canUndo, e.canRedo = true, e.Text != e.top
	default:
		e.edited(before)
	}
}

// toWindow runs s as the window's key when the field has no use for it.
func (e *Entry) toWindow(s fyne.Shortcut) bool {
	if e.window == nil {
		return false
	}
	switch s.(type) {
	case *fyne.ShortcutUndo:
		if e.canUndo {
			return false
		}
	case *fyne.ShortcutRedo:
		if e.canRedo {
			return false
		}
	case *fyne.ShortcutCopy:
		// With nothing selected, Ctrl+C copies what the box or form the
		// field is in says (its problems among it).
		if e.SelectedText() != "" {
			return false
		}
	case *desktop.CustomShortcut:
	default:
		return false // cut, paste, select all are the field's
	}
	return e.window(s)
}

// edited notes a change made by typing: it can be undone, and what was
// undone before it can no longer be redone.
func (e *Entry) edited(before string) {
	if e.Text != before {
		e.canUndo, e.canRedo = true, false
	}
}

// TypedRune closes the menu, as Fyne's own closes when typing goes on,
// and notes the change. A space before any key went down in the field is
// dropped (fresh): the K box opened by Space on its button showed its K
// replaced by that space.
func (e *Entry) TypedRune(r rune) {
	if e.fresh {
		e.fresh = false
		if r == ' ' {
			return
		}
	}
	e.closeMenu()
	before := e.Text
	e.Entry.TypedRune(r)
	e.edited(before)
}

// FocusGained selects the field's text when the keyboard (Tab) or the
// window brings the focus, so that what is typed next replaces it: a
// field reached by Tab kept its text with the caret at one end, and the
// team system's proposed 4 boards became 44 when 4 was typed. A press of
// the pointer places the caret where it falls, as anywhere else.
func (e *Entry) FocusGained() {
	again := e.focused
	e.focused = true
	e.fresh = e.fresh || !again
	e.Entry.FocusGained()
	if !again && !e.pointing && e.Text != "" && !e.Disabled() {
		e.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	}
}

// AcceptsTab leaves Tab to move the keyboard on, in a field of several
// lines too: Fyne's multi-line entry typed a tab character instead, so
// that a form's multi-line field (the prize editor's groups and prizes)
// was a trap for the keyboard, everything typed after it landing in it.
func (e *Entry) AcceptsTab() bool { return false }

// KeyDown notes that a key went down in the field: what it types from
// now on is the arbiter's typing.
func (e *Entry) KeyDown(k *fyne.KeyEvent) {
	e.fresh = false
	e.Entry.KeyDown(k)
}

// FocusUnselected gives the field the keyboard on c as a press of the
// pointer would, its text not selected: a refused form gives it to the
// field to mend, whose text the next key must not replace, and where
// Ctrl+C copies the form's problems.
func (e *Entry) FocusUnselected(c fyne.Canvas) {
	self, ok := e.outer.(fyne.Focusable)
	if !ok {
		self = e
	}
	e.pointing = true
	c.Focus(self)
	e.pointing = false
}

// FocusLost ends the focus FocusGained noted.
func (e *Entry) FocusLost() {
	e.focused, e.fresh = false, false
	e.Entry.FocusLost()
}

// MouseDown notes that the pointer, not the keyboard, focuses the field.
func (e *Entry) MouseDown(m *desktop.MouseEvent) {
	e.pointing = true
	e.Entry.MouseDown(m)
	e.pointing = false
}

// Hide closes the menu with the field.
func (e *Entry) Hide() {
	e.closeMenu()
	e.Entry.Hide()
}

func (e *Entry) closeMenu() {
	if e.menu != nil {
		e.menu.Hide()
		e.menu = nil
	}
}
