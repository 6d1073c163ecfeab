package dropdown

import (
	"fmt"
	"image/color"
	"runtime"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A fitted drop-down shows its longest choice whole, where Fyne's own is
// only as wide as its placeholder; with no longer choice it is Fyne's size.
func TestFittedShowsTheLongestChoice(t *testing.T) {
	test.NewTempApp(t)
	choices := []string{"1. voor", "12. voor"}
	plain := widget.NewSelect(choices, nil)
	plain.PlaceHolder = "(vali)"
	fitted := NewSelect(choices, "(vali)", nil)
	fitted.Fit = true
	text := fyne.MeasureText("12. voor", theme.TextSize(), fyne.TextStyle{}).Width
	if got := fitted.MinSize().Width; got < text+theme.IconInlineSize() || got <= plain.MinSize().Width {
		t.Errorf("fitted width %v, plain %v, longest choice's text %v", got, plain.MinSize().Width, text)
	}
	if fitted.MinSize().Height != plain.MinSize().Height {
		t.Errorf("fitted height %v, plain %v", fitted.MinSize().Height, plain.MinSize().Height)
	}
	short := NewSelect([]string{"1"}, "(vali)", nil)
	short.Fit = true
	if short.MinSize() != plain.MinSize() {
		t.Errorf("with short choices: %v, Fyne's %v", short.MinSize(), plain.MinSize())
	}
	// A window holding it is wide enough for it.
	w := test.NewTempWindow(t, fitted)
	fitted.SetSelected("12. voor")
	if got := w.Content().MinSize().Width; got < fitted.MinSize().Width {
		t.Errorf("window content %v narrower than the drop-down %v", got, fitted.MinSize().Width)
	}
}

// The list opens on the current choice, however it is opened (a click,
// Space, Down): Down in it goes to the next choice and Enter takes it.
// Fyne's list opened with nothing highlighted, and Down went to the first.
func TestListOpensOnTheCurrentChoice(t *testing.T) {
	test.NewTempApp(t)
	choices := []string{"1. voor", "2. voor", "3. voor", "4. voor"}
	sel := NewSelect(choices, "(vali)", nil)
	fitted := NewSelect(choices, "(vali)", nil)
	fitted.Fit = true
	w := test.NewTempWindow(t, container.NewVBox(sel, fitted))
	w.Resize(fyne.NewSize(400, 400))
	for name, open := range map[string]func(s fyne.Widget){
		"click": func(s fyne.Widget) { test.Tap(s.(fyne.Tappable)) },
		"Space": func(s fyne.Widget) { s.(fyne.Focusable).TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) },
		"Down":  func(s fyne.Widget) { s.(fyne.Focusable).TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown}) },
	} {
		for _, s := range []*Select{sel, fitted} {
			s.SetSelectedIndex(1)
			open(s.outer)
			list, ok := w.Canvas().Focused().(*List)
			if !ok {
				t.Fatalf("%s: no list open", name)
			}
			list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
			list.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if s.Selected != "3. voor" {
				t.Errorf("%s on %q, Down, Enter: %q chosen, want 3. voor", name, "2. voor", s.Selected)
			}
		}
	}
}

// A list longer than the window opens scrolled to the current choice, its
// row on screen and highlighted, the keyboard on the list, however it is
// opened: Down and Enter take the next choice, Up and Enter the one
// before, Escape keeps the choice, a click takes the row clicked, and what
// is typed highlights the choice it finds ("7", 7. Player 7). Fyne's menu opened at its top,
// the 50th of 60 choices off screen.
func TestLongListOpensOnTheCurrentChoice(t *testing.T) {
	test.NewTempApp(t)
	var choices []string
	for i := range 60 {
		choices = append(choices, fmt.Sprintf("%d. Player %d", i+1, i+1))
	}
	sel := NewSelect(choices, "(vali)", nil)
	w := test.NewTempWindow(t, container.NewVBox(widget.NewLabel("top"), sel))
	w.Resize(fyne.NewSize(400, 300))
	c := w.Canvas()
	open := map[string]func(){
		"click": func() { test.Tap(sel) },
		"Space": func() { sel.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) },
		"Down":  func() { sel.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown}) },
	}
	key := func(l *List, k fyne.KeyName) { l.TypedKey(&fyne.KeyEvent{Name: k}) }
	for name, o := range open {
		sel.SetSelectedIndex(49)
		o()
		l, ok := c.Focused().(*List)
		if !ok {
			t.Fatalf("%s: the keyboard is with %T, not the list", name, c.Focused())
		}
		if got := l.Highlighted(); got != 49 {
			t.Errorf("%s: %d highlighted, want 49", name, got)
		}
		r := shownRow(t, l, choices[49])
		if r == nil {
			t.Fatalf("%s: %q is not on screen in the list", name, choices[49])
		}
		if pos := l.pop.Position(); pos.Y < 0 || pos.Y+l.pop.Size().Height > c.Size().Height {
			t.Errorf("%s: the list lies from %v to %v, the window is %v high", name, pos.Y, pos.Y+l.pop.Size().Height, c.Size().Height)
		}
		key(l, fyne.KeyDown)
		key(l, fyne.KeyReturn)
		if sel.Selected != choices[50] || c.Focused() != sel || len(c.Overlays().List()) != 0 {
			t.Errorf("%s, Down, Enter: %q chosen, keyboard with %T, %d overlays", name, sel.Selected, c.Focused(), len(c.Overlays().List()))
		}
	}
	sel.Open()
	l := c.Focused().(*List)
	key(l, fyne.KeyUp)
	key(l, fyne.KeyEscape)
	if sel.Selected != choices[50] || c.Focused() != sel || len(c.Overlays().List()) != 0 {
		t.Errorf("Up, Escape: %q chosen, want %q kept", sel.Selected, choices[50])
	}
	sel.Open()
	l = c.Focused().(*List)
	l.TypedRune('7')
	if l.Highlighted() != 6 || shownRow(t, l, choices[6]) == nil {
		t.Errorf("typed 7: %d highlighted, want 6 on screen", l.Highlighted())
	}
	key(l, fyne.KeyReturn)
	if sel.Selected != choices[6] {
		t.Errorf("typed 7, Enter: %q chosen", sel.Selected)
	}
	sel.Open()
	l = c.Focused().(*List)
	test.Tap(shownRow(t, l, choices[6]))
	if sel.Selected != choices[6] || len(c.Overlays().List()) != 0 {
		t.Errorf("a click on the current choice: %q chosen, %d overlays", sel.Selected, len(c.Overlays().List()))
	}
	sel.Open()
	l = c.Focused().(*List)
	r := shownRow(t, l, choices[5])
	if r == nil {
		t.Fatalf("%q, next to the current choice, is not on screen", choices[5])
	}
	test.Tap(r)
	if sel.Selected != choices[5] {
		t.Errorf("a click on %q: %q chosen", choices[5], sel.Selected)
	}
}

// shownRow is the row of l that shows text wholly inside the list's
// visible part, nil when none does.
// focusedWindow shows p alone in a window closed with the test, the
// keyboard on it, as a tab onto the list in a form puts it.
func focusedWindow(t *testing.T, p *Select) fyne.Window {
	w := test.NewTempWindow(t, p)
	w.Canvas().Focus(p)
	return w
}

func shownRow(t *testing.T, l *List, text string) *row {
	t.Helper()
	d := fyne.CurrentApp().Driver()
	top := d.AbsolutePositionForObject(l)
	var walk func(o fyne.CanvasObject) *row
	walk = func(o fyne.CanvasObject) *row {
		if !o.Visible() {
			return nil
		}
		if r, ok := o.(*row); ok {
			at := d.AbsolutePositionForObject(r)
			if r.Text == text && at.Y >= top.Y && at.Y+r.Size().Height <= top.Y+l.Size().Height {
				return r
			}
			return nil
		}
		var kids []fyne.CanvasObject
		switch x := o.(type) {
		case *fyne.Container:
			kids = x.Objects
		case fyne.Widget:
			kids = test.WidgetRenderer(x).Objects()
		}
		for _, k := range kids {
			if r := walk(k); r != nil {
				return r
			}
		}
		return nil
	}
	return walk(l)
}

// The list opens below its drop-down, as high as its choices and no
// higher than the room there, or above it where the room below is
// shorter; it covers neither the drop-down nor, opened below, what lies
// above it (the window's toolbar), nor lies past the window, and a long list shows the current choice
// in the middle of its view, the first and the last at its edge. The
// list filled the window's height, the toolbar covered, the current
// choice at its foot.
func TestListOpensBesideItsFieldOnTheCurrentChoiceInTheMiddle(t *testing.T) {
	test.NewTempApp(t)
	var long []string
	for i := range 60 {
		long = append(long, fmt.Sprintf("%d. Player %d", i+1, i+1))
	}
	short := long[:4]
	d := fyne.CurrentApp().Driver()
	for _, tc := range []struct {
		name    string
		options []string
		at      func(toolbar, sel fyne.CanvasObject) fyne.CanvasObject
		current int
		below   bool
		place   string // where the current choice shows: top, middle, bottom
	}{
		{"long, under the toolbar", long, func(b, s fyne.CanvasObject) fyne.CanvasObject {
			return container.NewBorder(container.NewVBox(b, s), nil, nil, nil)
		}, 30, true, "middle"},
		{"long, at the window's foot", long, func(b, s fyne.CanvasObject) fyne.CanvasObject { return container.NewBorder(b, s, nil, nil) }, 30, false, "middle"},
		{"long, the first chosen", long, func(b, s fyne.CanvasObject) fyne.CanvasObject {
			return container.NewBorder(container.NewVBox(b, s), nil, nil, nil)
		}, 0, true, "top"},
		{"long, the last chosen", long, func(b, s fyne.CanvasObject) fyne.CanvasObject { return container.NewBorder(b, s, nil, nil) }, 59, false, "bottom"},
		{"short, under the toolbar", short, func(b, s fyne.CanvasObject) fyne.CanvasObject {
			return container.NewBorder(container.NewVBox(b, s), nil, nil, nil)
		}, 2, true, ""},
		{"short, at the window's foot", short, func(b, s fyne.CanvasObject) fyne.CanvasObject { return container.NewBorder(b, s, nil, nil) }, 2, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sel := NewSelect(tc.options, "(vali)", nil)
			toolbar := widget.NewLabel("toolbar")
			w := test.NewTempWindow(t, tc.at(toolbar, sel))
			w.Resize(fyne.NewSize(400, 600))
			c := w.Canvas()
			sel.SetSelectedIndex(tc.current)
			sel.Open()
			l := c.Focused().(*List)
			field := d.AbsolutePositionForObject(sel)
			top, bottom := l.pop.Position().Y, l.pop.Position().Y+l.pop.Size().Height
			border := theme.InputBorderSize()
			if tc.below && top < field.Y+sel.Size().Height-border || !tc.below && bottom > field.Y+border {
				t.Errorf("the list lies from %v to %v, the drop-down from %v to %v: want it %s", top, bottom,
					field.Y, field.Y+sel.Size().Height, map[bool]string{true: "below", false: "above"}[tc.below])
			}
			if bar := d.AbsolutePositionForObject(toolbar); tc.below && top < bar.Y+toolbar.Size().Height || top < 0 || bottom > c.Size().Height {
				t.Errorf("the list lies from %v to %v over the toolbar (%v to %v) or past the window (%v high)", top, bottom,
					bar.Y, bar.Y+toolbar.Size().Height, c.Size().Height)
			}
			step := newRow(l).MinSize().Height + theme.Padding()
			if n := float32(len(tc.options)); len(tc.options) < 10 && l.pop.Size().Height != n*step-theme.Padding() {
				t.Errorf("%v choices in a list %v high, want %v", n, l.pop.Size().Height, n*step-theme.Padding())
			}
			r := shownRow(t, l, tc.options[tc.current])
			if r == nil {
				t.Fatalf("the current choice %q is not on screen", tc.options[tc.current])
			}
			y := d.AbsolutePositionForObject(r).Y + r.Size().Height/2
			var want float32
			switch tc.place {
			case "top":
				want = top + r.Size().Height/2
			case "middle":
				want = (top + bottom) / 2
			case "bottom":
				want = bottom - r.Size().Height/2
			default:
				return
			}
			if y < want-step/2 || y > want+step/2 {
				t.Errorf("the current choice's middle at %v, want %v (%s of the list from %v to %v)", y, want, tc.place, top, bottom)
			}
		})
	}
}

// A long drop-down, the bye dialog's 24 players, finds a choice by typing,
// as a list does: a word's beginning, case and accents aside; what begins
// no word changes nothing, so a digit typed on a closed drop-down does not
// switch it to a choice that holds the digit within (FIDE 2014).
func TestSearchFindsByTyping(t *testing.T) {
	test.NewTempApp(t)
	var changed []string
	p := NewSelect([]string{"1. Väinö Höglund", "2. Sanna Nieminen", "5. Tõnu Õunapuu", "9. Kadri Tamm", "12. Jüri Saar"},
		"", func(o string) { changed = append(changed, o) })
	for _, tc := range []struct{ typed, want string }{
		{"ton", "5. Tõnu Õunapuu"}, {"saar", "12. Jüri Saar"}, {"12", "12. Jüri Saar"}, {"hog", "1. Väinö Höglund"},
		{"ami", "1. Väinö Höglund"},                       // no word begins so: nothing changes
		{"tamm", "9. Kadri Tamm"}, {"4", "9. Kadri Tamm"}, // "4" begins no word
	} {
		p.typedAt = time.Time{} // a pause: a new search
		for _, r := range tc.typed {
			p.TypedRune(r)
		}
		if p.Selected != tc.want {
			t.Errorf("typed %q: %q chosen, want %q", tc.typed, p.Selected, tc.want)
		}
	}
	if len(changed) == 0 || changed[len(changed)-1] != "9. Kadri Tamm" {
		t.Errorf("the choices reported: %v", changed)
	}
}

// A search of two words finds its choice: the space between them, typed
// as the keyboard sends it (the key, then the character), opened the
// list, which took the rest ("joukkueiden sv" chose the team round robin).
func TestSearchTakesASpace(t *testing.T) {
	test.NewTempApp(t)
	p := NewSelect([]string{"Kiertoturnaus", "Sveitsiläinen (hollantilainen)", "Joukkueiden kiertoturnaus", "Joukkueiden sveitsiläinen"}, "", nil)
	w := focusedWindow(t, p)
	for _, r := range "joukkueiden sv" {
		if r == ' ' {
			p.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
		}
		p.TypedRune(r)
	}
	if p.Selected != "Joukkueiden sveitsiläinen" {
		t.Errorf("typed %q: %q chosen", "joukkueiden sv", p.Selected)
	}
	if _, open := w.Canvas().Focused().(*List); open || len(w.Canvas().Overlays().List()) > 0 {
		t.Error("the space within the search opened the list")
	}
	// Space alone, no search typed, still opens the list.
	p.typedAt = time.Time{}
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Error("Space did not open the list")
	}
}

// At the desk an arbiter finds "Ulkoinen seikka häiritsi peliä" by
// Space and "ulko" in the open list, Enter; later Space and "koske" found
// nothing, the list highlighting none and Enter keeping the disturbance:
// the space the keyboard sends with the key that opens the list went on
// with the search before the pause ("ulko k…"), which a space alone does
// not begin. After a pause it begins nothing, and each search finds its
// choice, on the list as on the closed drop-down.
func TestSearchAfterAPauseBeginsAfresh(t *testing.T) {
	test.NewTempApp(t)
	p := NewSelect([]string{"Laiton siirto", "Käyttäytymissääntöjen rikkominen", "Kosketettu nappula (kosketussääntö)",
		"Ulkoinen seikka häiritsi peliä"}, "", nil)
	c := focusedWindow(t, p).Canvas()
	for _, tc := range []struct{ typed, want string }{
		{"ulko", "Ulkoinen seikka häiritsi peliä"}, {"koske", "Kosketettu nappula (kosketussääntö)"}, {"lait", "Laiton siirto"},
	} {
		p.typedAt = time.Time{} // a pause
		p.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
		l, open := c.Focused().(*List)
		if !open {
			t.Fatalf("Space before %q did not open the list", tc.typed)
		}
		l.TypedRune(' ') // the key's character, which the list now takes
		for _, r := range tc.typed {
			l.TypedRune(r)
		}
		l.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if p.Selected != tc.want {
			t.Errorf("Space, %q, Enter: %q chosen, want %q", tc.typed, p.Selected, tc.want)
		}
	}
	p.typedAt = time.Time{}
	p.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	p.TypedRune(' ')
	if _, open := c.Focused().(*List); !open {
		t.Error("Space after a search and a pause did not open the list")
	}
}

// A search typed at once stays one search on a machine too busy to run
// the window between two of its keys: "player 50" was handled as "player"
// and, seconds later, " 50", the space opening the list on Player 1, and
// the bye went to Player 2. The time the window waited for a processor is
// no pause of the typist's; a real pause still begins a new search, unless
// that finds nothing where the one before, gone on with, does.
func TestSearchOutlastsABusyMachine(t *testing.T) {
	// The window's keys come on one thread; so do the test's, whose
	// waits are read from the thread (waited).
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	test.NewTempApp(t)
	players := make([]string, 60)
	for i := range players {
		players[i] = fmt.Sprintf("Player %d", i+1)
	}
	p := NewSelect(players, "", nil)
	w := focusedWindow(t, p)
	typeIn := func(text string) {
		for _, r := range text {
			if r == ' ' {
				p.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
			}
			p.TypedRune(r)
		}
	}
	typeIn("player")
	// Two seconds between "r" and the space, all of them spent waiting
	// for a processor.
	p.typedAt, p.waitedAt = p.typedAt.Add(-2*time.Second), p.waitedAt-2*time.Second
	typeIn(" 50")
	if p.Selected != "Player 50" {
		t.Errorf("typed %q on a busy machine: %q chosen, want Player 50", "player 50", p.Selected)
	}
	if len(w.Canvas().Overlays().List()) > 0 {
		t.Error("the space of the search opened the list")
	}
	// A real pause: "player 5", then "0" seconds later goes on with it,
	// "0" beginning no choice; "1" begins a search of its own.
	p.typedAt = time.Time{}
	typeIn("player 5")
	p.typedAt = time.Time{}
	typeIn("0")
	if p.Selected != "Player 50" {
		t.Errorf("\"player 5\", a pause, \"0\": %q chosen, want Player 50", p.Selected)
	}
	p.typedAt = time.Time{}
	typeIn("1")
	if p.Selected != "Player 1" {
		t.Errorf("a pause, then \"1\": %q chosen, want Player 1", p.Selected)
	}
}

// A name typed that no choice bears chooses nothing, though its first
// letters did: "kask" (a player withdrawn, so not in the bye dialog's
// list) left Koskinen chosen by its "k", one Enter confirmed the box and
// Koskinen was given the bye. The drop-down goes back to the choice it
// had before the search, untouched, so that Enter opens the list; in the
// open list nothing is highlighted, and Enter takes nothing.
func TestSearchOfANameNotListedChoosesNobody(t *testing.T) {
	test.NewTempApp(t)
	players := []string{"1 Pekka Virtanen", "5 Ülle Tamm", "7 Heikki Koskinen", "9 Jüri Šmidt"}
	p := NewSelect(players, "", nil)
	w := focusedWindow(t, p)
	for _, before := range []string{"", "5 Ülle Tamm"} {
		if before != "" {
			p.SetSelected(before)
		}
		p.Chosen = false
		p.typedAt = time.Time{}
		for _, r := range "kask" {
			p.TypedRune(r)
		}
		if p.Selected != before || p.Chosen {
			t.Errorf("%q chosen before, \"kask\" typed: %q chosen (chosen here: %v), want %q untouched", before, p.Selected, p.Chosen, before)
		}
	}
	p.typedAt = time.Time{}
	p.Open()
	l := w.Canvas().Focused().(*List)
	for _, r := range "kask" {
		l.TypedRune(r)
	}
	if l.Highlighted() >= 0 {
		t.Errorf("\"kask\" typed in the open list: %q highlighted", players[l.Highlighted()])
	}
	l.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if p.Selected != "5 Ülle Tamm" {
		t.Errorf("\"kask\", Enter in the open list: %q chosen, want Ülle Tamm kept", p.Selected)
	}
}

// A search that finds no choice is answered in the open list, atop its
// rows, in the words its drop-down's Unfound gives, as long as the list
// is high: "kask" (withdrawn, left out) highlighted nothing and said
// nothing. Once a search finds a choice the words go, and Unfound is
// told so.
func TestSearchThatFindsNothingSaysSo(t *testing.T) {
	test.NewTempApp(t)
	players := []string{"1 Pekka Virtanen", "5 Ülle Tamm", "7 Heikki Koskinen", "9 Jüri Šmidt"}
	var told []string
	p := NewSelect(players, "", nil)
	p.Unfound = func(typed string) string {
		told = append(told, typed)
		if typed == "" {
			return ""
		}
		return "No choice has “" + typed + "” in it, a sentence long enough to wrap within the list's width."
	}
	w := test.NewWindow(p)
	defer w.Close()
	w.Resize(fyne.NewSize(600, 400))
	w.Canvas().Focus(p)
	p.Open()
	l := w.Canvas().Focused().(*List)
	rows := l.Size().Height
	for _, r := range "kask" {
		l.TypedRune(r)
	}
	want := p.Unfound("kask")
	told = told[:len(told)-1]
	if !l.note.Visible() || l.note.Text != want {
		t.Errorf("\"kask\" typed in the open list: it says %q (shown %v), want %q", l.note.Text, l.note.Visible(), want)
	}
	if l.Size().Height != rows || l.note.Size().Height < l.note.MinSize().Height || l.note.Size().Width > l.Size().Width {
		t.Errorf("the words %v over rows %v high, want the rows %v high as before and the words whole", l.note.Size(), l.Size(), rows)
	}
	p.typedAt = time.Time{}
	for _, r := range "ülle" {
		l.TypedRune(r)
	}
	if l.note.Visible() || l.Highlighted() != 1 || len(told) == 0 || told[len(told)-1] != "" {
		t.Errorf("\"ülle\" typed after a pause: the words shown %v, %d highlighted, Unfound told %q", l.note.Visible(), l.Highlighted(), told)
	}
}

// The open list draws only the choice highlighted as highlighted: Fyne's
// list shaded its first row too, as the row its own keys would move
// from, though Up and Down move the highlight; a search that found
// nothing, nothing highlighted, seemed to have found the first player.
func TestOpenListShadesOnlyTheHighlight(t *testing.T) {
	test.NewTempApp(t)
	choices := []string{"Anna", "Boris", "Carl", "Dana"}
	p := NewSelect(choices, "", nil)
	w := test.NewTempWindow(t, container.NewVBox(p))
	w.Resize(fyne.NewSize(600, 400))
	p.SetSelectedIndex(2)
	w.Canvas().Focus(p)
	p.Open()
	l := w.Canvas().Focused().(*List)
	d := fyne.CurrentApp().Driver()
	img := w.Canvas().Capture()
	// shade is the colour of the row showing text at its right end, clear
	// of its words.
	shade := func(text string) color.Color {
		r := shownRow(t, l, text)
		if r == nil {
			t.Fatalf("%q not shown in the open list", text)
		}
		at := d.AbsolutePositionForObject(r)
		return img.At(int(at.X+r.Size().Width)-3, int(at.Y+r.Size().Height/2))
	}
	if first, other, chosen := shade("Anna"), shade("Boris"), shade("Carl"); first != other || chosen == other {
		t.Errorf("Carl highlighted: Anna drawn %v, Boris %v, Carl %v; want Anna as Boris, Carl apart", first, other, chosen)
	}
}

// A search typed after a pause begins anew where the one before, gone on
// with, finds nothing either: "kask" typed a while after "salm" was
// answered as "salmkask", no choice bearing it, in words that named what
// the typist had not typed.
func TestSearchAfterAPauseBeginsAnewWhereNeitherFinds(t *testing.T) {
	test.NewTempApp(t)
	var told []string
	p := NewSelect([]string{"1 Pekka Virtanen", "5 Ülle Tamm"}, "", nil)
	p.Unfound = func(typed string) string {
		told = append(told, typed)
		return ""
	}
	focusedWindow(t, p)
	for _, r := range "salm" {
		p.TypedRune(r)
	}
	p.typedAt = time.Time{}
	for _, r := range "kask" {
		p.TypedRune(r)
	}
	if len(told) == 0 || told[len(told)-1] != "kask" {
		t.Errorf("\"salm\", a pause, \"kask\": Unfound told %q, want \"kask\" last", told)
	}
}

// A list of choices longer than its field opens as wide as its longest
// choice where the window holds it, moved left to stay in the window, and
// no wider than the window: the game desk's boards of a team event,
// "Match 3, board 4: Anna (Team A) – Boris (Team B)", showed only "Match
// 3, board 4: Anna (Team A) – Bo…", the black player never in sight.
func TestListShowsItsLongChoicesWhole(t *testing.T) {
	test.NewTempApp(t)
	long := []string{"Match 1, board 1: Anna Virtanen (Tampereen Shakki) – Boris Kask (Tallinna Kalev)", "Match 1, board 2: Carl"}
	huge := []string{long[0] + long[0] + long[0]}
	for _, tc := range []struct {
		name    string
		options []string
	}{{"longer than its field", long}, {"longer than the window", huge}} {
		t.Run(tc.name, func(t *testing.T) {
			sel := NewSelect(tc.options, "(vali)", nil)
			label := widget.NewLabel("Board")
			w := test.NewTempWindow(t, container.NewBorder(container.NewBorder(nil, nil, label, widget.NewButton("Open game", nil), sel), nil, nil, nil))
			w.Resize(fyne.NewSize(700, 500))
			sel.SetSelectedIndex(0)
			sel.Open()
			l := w.Canvas().Focused().(*List)
			left, right := l.pop.Position().X, l.pop.Position().X+l.pop.Size().Width
			if left < 0 || right > w.Canvas().Size().Width {
				t.Errorf("the list lies from %v to %v, past the window's %v", left, right, w.Canvas().Size().Width)
			}
			need := Width(&sel.Select)
			if want := min(need, w.Canvas().Size().Width-2*theme.Padding()); l.pop.Size().Width < want {
				t.Errorf("the list is %v wide, its field %v: want %v, its longest choice's %v where the window holds it",
					l.pop.Size().Width, sel.Size().Width, want, need)
			}
		})
	}
}

// A choice chosen by a short name is read whole in the open list, which
// is as wide as its whole text, and found by what is typed of either:
// the game desk's board "1.2: Kask – Tamm" is listed with its teams.
func TestListShowsTheChoicesListedWhole(t *testing.T) {
	test.NewTempApp(t)
	whole := []string{"Match 1, board 1: Anna Virtanen (Tampereen Shakki) – Boris Kask (Tallinna Kalev)",
		"Match 1, board 2: Carl Tamm (Tampereen Shakki) – Dana Saar (Tallinna Kalev)"}
	sel := NewSelect([]string{"1.1: Virtanen – Kask", "1.2: Tamm – Saar"}, "(vali)", nil)
	sel.Listed = whole
	w := test.NewTempWindow(t, container.NewBorder(container.NewBorder(nil, nil, nil, widget.NewButton("Open game", nil), sel), nil, nil, nil))
	w.Resize(fyne.NewSize(900, 500))
	sel.typedAt = time.Time{}
	for _, r := range "dana" {
		sel.TypedRune(r)
	}
	if sel.Selected != "1.2: Tamm – Saar" {
		t.Errorf("typed the listed name %q: %q chosen", "dana", sel.Selected)
	}
	sel.Open()
	l := w.Canvas().Focused().(*List)
	if got := test.WidgetRenderer(l).Objects(); len(got) == 0 {
		t.Fatal("the list draws nothing")
	}
	row := newRow(l)
	l.UpdateItem(1, row)
	if row.Text != whole[1] {
		t.Errorf("the list writes the second choice %q, want %q", row.Text, whole[1])
	}
	if need := widthOf(&sel.Select, whole); l.pop.Size().Width < min(need, w.Canvas().Size().Width-2*theme.Padding()) {
		t.Errorf("the list is %v wide, its whole choices need %v", l.pop.Size().Width, need)
	}
}
