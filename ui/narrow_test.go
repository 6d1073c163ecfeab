package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/tournament"
)

// An arbiter whose screen is 800×600 (a small laptop, a venue's
// projector) has the whole toolbar on it with an event open, in each
// language, Undo naming a long step as far as there is room: the
// window's content needed 921 pixels in English and 1,011 in Finnish,
// and a window made narrower still drew the language drop-down over
// Back up and Print and cut the rest at its edge.
func TestToolbarFitsAnEightHundredPixelWindow(t *testing.T) {
	s := openShell(t, newEventFile(t, "Väinö Höglund", "Sanna Nieminen", "Ülle Müür", "Tõnu Õunapuu"))
	ps := s.doc.event.Players
	for i := range ps {
		ps[i].Rating += 7
	}
	src := tournament.RatingLists{{List: "Suomen Shakkiliiton vahvuuslukulista", Date: "2026-11-01"}}
	if !s.act(func() error { return s.doc.st.UpdateRatings(src, ps) }) {
		t.Fatal("the ratings were not saved")
	}
	small := narrowest
	for _, lang := range i18n.Complete {
		s.SetLanguage(lang)
		s.win.Resize(small)
		room := s.contentSize(small)
		if w := s.win.Content().MinSize().Width; w > room.Width {
			t.Errorf("%s: the window's content needs %.0f pixels, wider than the %.0f it has at 800", lang, w, room.Width)
		}
		type placed struct {
			o        fyne.CanvasObject
			pos, end fyne.Position
		}
		var controls []placed
		for _, o := range drawnObjects(s.bar) {
			if _, ok := o.(fyne.Tappable); !ok || !o.Visible() {
				continue
			}
			pos := s.app.Driver().AbsolutePositionForObject(o)
			controls = append(controls, placed{o, pos, pos.Add(o.Size())})
		}
		if len(controls) < 4 {
			t.Fatalf("%s: %d controls on the toolbar", lang, len(controls))
		}
		for i, a := range controls {
			// The content's right edge: the window's less its padding.
			if edge := small.Width - (small.Width-room.Width)/2; a.end.X > edge {
				t.Errorf("%s: %T ends at %.0f, past the content's edge at %.0f", lang, a.o, a.end.X, edge)
			}
			for _, b := range controls[i+1:] {
				if a.pos.X < b.end.X && b.pos.X < a.end.X && a.pos.Y < b.end.Y && b.pos.Y < a.end.Y {
					t.Errorf("%s: %T (%.0f–%.0f) and %T (%.0f–%.0f) lie one under the other", lang, a.o, a.pos.X, a.end.X, b.o, b.pos.X, b.end.X)
				}
			}
		}
	}
}

// With an event open the file's actions are the toolbar's File menu,
// named by its button and opened by the mouse or by Alt+F, its items
// named in the window's language and chosen by the keys: New, Open, the
// recent files and Back up, which the narrow toolbar has no room for.
func TestFileMenuNamesAndRunsTheFileActions(t *testing.T) {
	path := newEventFile(t, "Anna", "Bertta")
	s := openShell(t, path)
	c := s.win.Canvas()
	// The texts of a menu's items, not of its submenus' (hidden until
	// opened).
	texts := func(m *widget.Menu) []string {
		var out []string
		for _, item := range m.Items {
			for _, o := range drawnObjects(item) {
				if sub, ok := o.(*widget.Menu); ok && sub != m {
					break
				}
				if x, ok := o.(*canvas.Text); ok && x.Text != "" {
					out = append(out, x.Text)
				}
			}
		}
		return out
	}
	menuTexts := func() (*widget.PopUpMenu, []string) {
		menu, ok := c.Focused().(*widget.PopUpMenu)
		if !ok {
			return nil, nil
		}
		return menu, texts(menu.Menu)
	}
	for _, lang := range i18n.Complete {
		s.SetLanguage(lang)
		if s.fileBtn.Text != s.t("ui.file.menu") {
			t.Errorf("%s: the toolbar's first button reads %q, want %q", lang, s.fileBtn.Text, s.t("ui.file.menu"))
		}
		test.Tap(s.fileBtn)
		menu, texts := menuTexts()
		want := []string{s.t("ui.file.new"), s.t("ui.file.open"), s.t("ui.file.recent"), s.t("ui.file.backup")}
		if !slices.Equal(texts, want) {
			t.Errorf("%s: the File button opened a menu of %q, want %q", lang, texts, want)
		}
		if menu != nil {
			menu.Dismiss()
		}
		c.Unfocus()
		pressShortcut(s, altKey(fyne.KeyF))
		menu, texts = menuTexts()
		if menu == nil || !slices.Equal(texts, want) {
			t.Fatalf("%s: Alt+F opened a menu of %q (the keyboard is with %T), want %q", lang, texts, c.Focused(), want)
		}
		// Up from none is the last item, Back up.
		menu.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp})
		menu.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		// The file's name ends the message in each language.
		if !strings.HasPrefix(s.status.Text, s.t("ui.backup.done", "file", "")) {
			t.Errorf("%s: Back up chosen by the keys says %q, want %q", lang, s.status.Text, s.t("ui.backup.done", "file", "…"))
		}
	}
	// Recent holds the file open, by its path.
	test.Tap(s.fileBtn)
	menu, _ := menuTexts()
	if menu == nil {
		t.Fatal("the File button opened no menu")
	}
	menu.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	menu.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	menu.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	menu.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	var opened []string
	for _, o := range drawnObjects(menu) {
		if sub, ok := o.(*widget.Menu); ok && sub != menu.Menu && sub.Visible() {
			opened = append(opened, texts(sub)...)
		}
	}
	if !slices.Contains(opened, recentName(path, s.contentSize(smallest).Width-8*theme.Padding())) {
		t.Errorf("Recent in the File menu opened %q, not the file open, %s", opened, path)
	}
}
