package textfield

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
)

// open shows a field in Finnish in a window of its own.
func open(t *testing.T) (*Entry, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	e := New(i18n.For(i18n.Finnish))
	w := test.NewTempWindow(t, e)
	w.Resize(fyne.NewSize(400, 300))
	return e, w
}

// menuTexts are the texts of the menu open over the window, top to bottom.
func menuTexts(t *testing.T, w fyne.Window) []*canvas.Text {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no menu is open")
	}
	var texts []*canvas.Text
	for _, o := range test.LaidOutObjects(top) {
		if tx, ok := o.(*canvas.Text); ok && tx.Visible() && tx.Text != "" {
			texts = append(texts, tx)
		}
	}
	return texts
}

func labels(texts []*canvas.Text) []string {
	var s []string
	for _, tx := range texts {
		s = append(s, tx.Text)
	}
	return s
}

// tapText taps the menu's entry that shows the text, as the arbiter does.
func tapText(t *testing.T, w fyne.Window, label string) {
	t.Helper()
	var menu *widget.PopUpMenu
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if m, ok := o.(*widget.PopUpMenu); ok {
			menu = m
		}
	}
	if menu == nil {
		t.Fatal("no menu is open")
	}
	for _, item := range menu.Items {
		for _, o := range test.LaidOutObjects(item) {
			if tx, ok := o.(*canvas.Text); ok && tx.Text == label {
				test.Tap(item.(fyne.Tappable))
				return
			}
		}
	}
	t.Fatalf("the menu has no %q", label)
}

func TestMenuIsFinnishAndPastes(t *testing.T) {
	e, w := open(t)
	fi := i18n.For(i18n.Finnish)
	want := []string{fi.T("ui.edit.cut"), fi.T("ui.edit.copy"), fi.T("ui.edit.paste"), fi.T("ui.edit.select-all")}
	if want[2] != "Liitä" {
		t.Fatalf("Finnish Paste is %q", want[2])
	}
	fyne.CurrentApp().Clipboard().SetContent("Nf3")
	test.TapSecondary(e)
	if got := labels(menuTexts(t, w)); !slices.Equal(got, want) {
		t.Fatalf("menu %q, want %q", got, want)
	}
	tapText(t, w, "Liitä")
	if e.Text != "Nf3" {
		t.Errorf("after Liitä the field holds %q", e.Text)
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Error("the menu stays open after Liitä")
	}

	// Valitse kaikki, then Leikkaa: the text moves to the clipboard.
	test.TapSecondary(e)
	tapText(t, w, fi.T("ui.edit.select-all"))
	test.TapSecondary(e)
	tapText(t, w, fi.T("ui.edit.cut"))
	if e.Text != "" || fyne.CurrentApp().Clipboard().Content() != "Nf3" {
		t.Errorf("after cutting all: field %q, clipboard %q", e.Text, fyne.CurrentApp().Clipboard().Content())
	}
	// Kumoa brings the cut text back.
	test.TapSecondary(e)
	tapText(t, w, fi.T("ui.edit.undo"))
	if e.Text != "Nf3" {
		t.Errorf("after Kumoa the field holds %q", e.Text)
	}
}

// Undo and Redo are offered, as in Fyne's menu, only when they have
// something to do.
func TestUndoAndRedoWhenTheyCanAct(t *testing.T) {
	e, w := open(t)
	fi := i18n.For(i18n.Finnish)
	undo, redo := fi.T("ui.edit.undo"), fi.T("ui.edit.redo")
	edits := []string{fi.T("ui.edit.cut"), fi.T("ui.edit.copy"), fi.T("ui.edit.paste"), fi.T("ui.edit.select-all")}
	menu := func(step string, want ...string) {
		t.Helper()
		test.TapSecondary(e)
		if got := labels(menuTexts(t, w)); !slices.Equal(got, append(want, edits...)) {
			t.Errorf("%s: menu %q, want %q before the edits", step, got, want)
		}
		w.Canvas().Overlays().Top().Hide()
	}
	e.SetText("40/120")
	menu("set")
	// The keyboard comes back to the field (its text selected) and goes
	// to its end.
	w.Canvas().Focus(e)
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	test.Type(e, "+30")
	menu("typed", undo)
	test.TapSecondary(e)
	tapText(t, w, undo)
	if e.Text != "40/120" {
		t.Fatalf("after Kumoa the field holds %q", e.Text)
	}
	menu("undone", redo)
	test.TapSecondary(e)
	tapText(t, w, redo)
	if e.Text != "40/120+30" {
		t.Fatalf("after Tee uudelleen the field holds %q", e.Text)
	}
	menu("redone", undo)
	e.TypedShortcut(&fyne.ShortcutUndo{}) // Ctrl+Z
	test.Type(e, "'")
	menu("typed after an undo", undo)
	e.SetText("")
	menu("set again")
}

// A field that cannot be changed offers only Copy and Select all, and a
// password field neither Cut nor Copy, as Fyne's own menu.
func TestMenuFollowsTheField(t *testing.T) {
	e, w := open(t)
	fi := i18n.For(i18n.Finnish)
	e.SetText("e4")
	e.Disable()
	test.TapSecondary(e)
	if got, want := labels(menuTexts(t, w)), []string{fi.T("ui.edit.copy"), fi.T("ui.edit.select-all")}; !slices.Equal(got, want) {
		t.Errorf("disabled: menu %q, want %q", got, want)
	}
	w.Canvas().Overlays().Top().Hide()
	fyne.CurrentApp().Clipboard().SetContent("")
	tapText := func(label string) {
		test.TapSecondary(e)
		tapText(t, w, label)
	}
	tapText(fi.T("ui.edit.select-all"))
	tapText(fi.T("ui.edit.copy"))
	if got := fyne.CurrentApp().Clipboard().Content(); got != "e4" {
		t.Errorf("copied %q from the disabled field", got)
	}

	e.Enable()
	e.Password = true
	test.TapSecondary(e)
	if got, want := labels(menuTexts(t, w)), []string{fi.T("ui.edit.paste"), fi.T("ui.edit.select-all")}; !slices.Equal(got, want) {
		t.Errorf("password: menu %q, want %q", got, want)
	}
	w.Canvas().Overlays().Top().Hide()
	e.Disable()
	test.TapSecondary(e)
	if w.Canvas().Overlays().Top() != nil {
		t.Error("a disabled password field opened a menu")
	}
}

// Typing closes the menu, as it closes Fyne's.
func TestTypingClosesTheMenu(t *testing.T) {
	e, w := open(t)
	test.TapSecondary(e)
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("no menu")
	}
	test.Type(e, "a")
	if w.Canvas().Overlays().Top() != nil {
		t.Error("the menu stays open while typing")
	}
	if e.Text != "a" {
		t.Errorf("typed into %q", e.Text)
	}
}

func TestKeysInEveryLanguage(t *testing.T) {
	for _, l := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian, i18n.Russian} {
		c := i18n.For(l)
		for _, k := range []string{"ui.edit.cut", "ui.edit.copy", "ui.edit.paste", "ui.edit.select-all", "ui.edit.undo", "ui.edit.redo"} {
			if !c.Has(k) {
				t.Errorf("%s: %s missing", l, k)
			}
		}
	}
}

// A field made without a language offers the English menu rather than
// failing when the arbiter right-clicks it.
func TestMenuWithoutCatalogueIsEnglish(t *testing.T) {
	test.NewTempApp(t)
	e := New(nil)
	w := test.NewTempWindow(t, e)
	w.Resize(fyne.NewSize(400, 300))
	e.SetText("e4")
	test.TapSecondary(e)
	en := i18n.For(i18n.English)
	want := []string{en.T("ui.edit.cut"), en.T("ui.edit.copy"), en.T("ui.edit.paste"), en.T("ui.edit.select-all")}
	if got := labels(menuTexts(t, w)); !slices.Contains(got, want[0]) || !slices.Contains(got, want[3]) {
		t.Errorf("menu %q, want the English %q", got, want)
	}
}

// The window gets the keys the field has no use for: its own (a custom
// shortcut such as Ctrl+2), and Ctrl+Z and Ctrl+Y when there is no typing
// to undo or redo; a field emptied by its Enter (the desk's move box) has
// none; Ctrl+C when nothing is selected (it copies the box the field is
// in). Copy of a selection and Select all stay the field's.
func TestWindowKeysPassOn(t *testing.T) {
	ctrl2 := &desktop.CustomShortcut{KeyName: fyne.Key2, Modifier: fyne.KeyModifierShortcutDefault}
	for _, tt := range []struct {
		name   string
		typed  string // typed before the key
		submit bool   // Enter, which empties the field, after the typing
		choose bool   // Select all after the typing
		key    fyne.Shortcut
		window bool // whether the window gets the key
	}{
		{"Ctrl+2 in an empty field", "", false, false, ctrl2, true},
		{"Ctrl+2 after typing", "e4", false, false, ctrl2, true},
		{"Ctrl+Z with nothing typed", "", false, false, &fyne.ShortcutUndo{}, true},
		{"Ctrl+Z after typing", "e4", false, false, &fyne.ShortcutUndo{}, false},
		{"Ctrl+Z after Enter emptied the field", "e4", true, false, &fyne.ShortcutUndo{}, true},
		{"Ctrl+Y with nothing undone", "e4", false, false, &fyne.ShortcutRedo{}, true},
		{"Select all", "e4", false, false, &fyne.ShortcutSelectAll{}, false},
		{"Ctrl+C with nothing selected", "e4", false, false, &fyne.ShortcutCopy{Clipboard: test.NewClipboard()}, true},
		{"Ctrl+C on a selection", "e4", false, true, &fyne.ShortcutCopy{Clipboard: test.NewClipboard()}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e, w := open(t)
			var got []string
			e.SetWindowKeys(func(sc fyne.Shortcut) bool { got = append(got, sc.ShortcutName()); return true })
			e.OnSubmitted = func(string) { e.SetText("") }
			w.Canvas().Focus(e)
			test.Type(e, tt.typed)
			if tt.submit {
				e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			}
			if tt.choose {
				e.TypedShortcut(&fyne.ShortcutSelectAll{})
			}
			text := e.Text
			e.TypedShortcut(tt.key)
			if window := len(got) == 1; window != tt.window {
				t.Errorf("the window got %v, want it to get the key: %v", got, tt.window)
			}
			if tt.window && e.Text != text {
				t.Errorf("the field changed too: %q, was %q", e.Text, text)
			}
		})
	}
}

// Space on a button that opens a box acts on the key, and the driver then
// gives its space, as a character, to the box's first field, which has
// the keyboard by then: the K box opened on its K replaced by a space. A
// space before any key went down in the field is dropped; one typed by a
// key in it is typing, and so is any other first character.
func TestTheSpaceThatBroughtTheKeyboardIsNotTyped(t *testing.T) {
	e, w := open(t)
	e.SetText("20")
	w.Canvas().Focus(e) // "20" selected
	e.TypedRune(' ')
	if e.Text != "20" {
		t.Fatalf("the opening key's space was typed: %q", e.Text)
	}
	e.KeyDown(&fyne.KeyEvent{Name: fyne.KeySpace})
	e.TypedRune(' ')
	if e.Text != " " {
		t.Errorf("a space typed by a key in the field: %q, want the selected 20 replaced by it", e.Text)
	}
	w.Canvas().Unfocus()
	e.SetText("20")
	w.Canvas().Focus(e)
	e.TypedRune('4')
	if e.Text != "4" {
		t.Errorf("a digit as the first character: %q, want 4 over the selected 20", e.Text)
	}
}
