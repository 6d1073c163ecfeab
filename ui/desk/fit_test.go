package desk

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/store"
	"arbiter/ui/dropdown"
)

// deskArea is the room the desk has in the window at 1024×700, a small
// laptop's screen: the window's content (a padding less each side) less
// the shell's navigation, whose width is its longest label's in the
// language, the toolbar, the status line and the padding round the view,
// as the shell lays them out (ui's TestViewsFitDefaultWindow measures the
// desk in it) and as the real window shows it. It was taken as 700-70
// high, 43 pixels more than the desk has: a desk that needed them
// scrolled in the window.
func deskArea(lang i18n.Lang) fyne.Size {
	width := map[i18n.Lang]float32{i18n.English: 820, i18n.Finnish: 772, i18n.Estonian: 810}[lang]
	if width == 0 {
		width = 772
	}
	return fyne.NewSize(width, 586)
}

// deskWindow is the size of a test window whose content has room, the
// window keeping a padding each side as a real one does.
func deskWindow(room fyne.Size) fyne.Size {
	return room.AddWidthHeight(2*theme.Padding(), 2*theme.Padding())
}

// buildAtSize builds the view in lang over the fixture's session in a
// window of the room the desk has in that language at 1024×700
// (deskArea), the smallest screen it is laid out for.
func (f *fixture) buildAtSize(lang i18n.Lang) {
	f.build(lang, f.v.Session())
	f.win.Resize(deskWindow(deskArea(lang)))
}

// The rulings form fits that room with every incident's fields and the
// statements it shows, in every complete language: under the 1953 code,
// which shows the most (§21's two, §18d), in standard play under the FIDE
// Laws (a draw offer's four), and in unsupervised blitz (the flag claim).
func TestRulingsFormFits1024x700(t *testing.T) {
	for _, set := range []func(*tournament.Settings){
		func(s *tournament.Settings) { s.Ruleset, s.GameType = "USSR1953", "standard" },
		func(s *tournament.Settings) { s.Ruleset, s.GameType = "FIDE2023", "standard" },
		func(s *tournament.Settings) { s.Ruleset, s.GameType, s.Supervised = "FI-BLITZ2018", "blitz", false },
	} {
		f := newFixtureWith(t, "40/150*", set)
		for _, lang := range i18n.Complete {
			f.build(lang, f.v.Session())
			f.v.showRulings()
			for i, k := range panelKinds {
				f.v.rulings.kind.SetSelectedIndex(i)
				if got, room := f.v.Object().MinSize(), deskArea(lang); got.Width > room.Width || got.Height > room.Height {
					t.Errorf("%s, %s: the desk needs %v, more than %v", lang, k, got, room)
				}
			}
		}
	}
}

// The desk's controls keep their places, and the desk its size within the
// window, while a ruling is stated, proposed and accepted: the touch-move
// form's line of pieces and the ruling's texts grew the desk past 700
// pixels (the window to 1025×730) and moved the board and the move box by
// 8 to 20 pixels, so that a click meant for one landed on another.
func TestDeskControlsKeepTheirPlaces(t *testing.T) {
	f := newFixture(t, "40/150*")
	for _, lang := range i18n.Complete {
		f.buildAtSize(lang)
		f.v.showRulings()
		type place struct {
			board, entry fyne.Position
			size         fyne.Size
		}
		where := func() place {
			f.win.Content().Refresh()
			d := fyne.CurrentApp().Driver()
			return place{d.AbsolutePositionForObject(f.v.board), d.AbsolutePositionForObject(f.v.entry), f.v.board.Size()}
		}
		before := where()
		check := func(step string) {
			t.Helper()
			if got, room := f.v.Object().MinSize(), deskArea(lang); got.Width > room.Width || got.Height > room.Height {
				t.Errorf("%s, %s: the desk needs %v, more than %v", lang, step, got, room)
			}
			if got := where(); got != before {
				t.Errorf("%s, %s: the board and move box at %+v, were at %+v", lang, step, got, before)
			}
		}
		f.touch("g1", "b1", "e2", "d2", "f2", "c2")
		check("touch-move proposed")
		f.accept()
		check("accepted")
	}
}

// The scoresheet shows the game's recent moves, the latest whole, at
// 1024×700 and at 1366×768 in every complete language, the desk within
// the window: the clock's rows and a label's padding round each move
// left 1366×768 five and a half moves, 1024×700 under four. In Finnish
// at 1024×700 the rows above and below the moves take two lines each
// (the notation beside the move buttons, the result beside the printing
// need some 80 px more than the desk leaves them), and almost four and a half
// moves showed. The clock's setting, the notation and the printing, done
// once a game, are in a tab of their own, and ten moves show.
func TestScoresheetShowsTheRecentGame(t *testing.T) {
	f := newFixture(t, "40/150*")
	f.playSAN("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O",
		"h3", "Nb8", "d4", "Nbd7", "c4", "c6", "cxb5", "axb5", "Nc3", "Bb7", "Bg5", "b4", "Nb1", "h6", "Bh4", "c5",
		"dxe5", "Nxe4", "Bxe7", "Qxe7", "exd6", "Qf6", "Nbd2", "Nxd6")
	for _, c := range []struct {
		screen   fyne.Size
		rows, fi float32 // moves in sight, at the least, and in Finnish
	}{
		{fyne.NewSize(1024, 700), 10, 10},
		{fyne.NewSize(1366, 768), 12, 12},
	} {
		for _, lang := range i18n.Complete {
			f.build(lang, f.v.Session())
			room := deskArea(lang).AddWidthHeight(c.screen.Width-1024, c.screen.Height-700)
			f.win.Resize(deskWindow(room))
			f.settle()
			if got := f.v.Object().MinSize(); got.Width > room.Width || got.Height > room.Height {
				t.Errorf("%v, %s: the desk needs %v, more than %v", c.screen, lang, got, room)
			}
			table := f.v.sheet.table
			row := table.CreateCell().MinSize().Height
			want := c.rows
			if lang == i18n.Finnish {
				want = c.fi
			}
			if got := table.Size().Height / row; got < want {
				t.Errorf("%v, %s: %.1f moves in sight, want %.1f", c.screen, lang, got, want)
			}
			d := fyne.CurrentApp().Driver()
			top := d.AbsolutePositionForObject(table).Y
			latest := false
			for _, o := range test.WidgetRenderer(table).Objects() {
				for _, x := range drawnTexts(o) {
					if strings.HasPrefix(x.Text, "Nxd6") && x.Visible() {
						y := d.AbsolutePositionForObject(x).Y
						latest = y >= top && y+x.MinSize().Height <= top+table.Size().Height+0.5
					}
				}
			}
			if !latest {
				t.Errorf("%v, %s: the latest move is out of sight", c.screen, lang)
			}
		}
	}
}

// settle lays the window's content out again, as the window does at its
// next frame for a row whose height its width decides (pairLayout): the
// test's window lays out once, with the height the row had at the width
// before.
func (f *fixture) settle() { f.win.Content().Refresh() }

// layOutWhole lays o out anew all the way down, the insides of its
// widgets too, as the window's next frame does after a choice: the
// choice itself refreshed what it changed. Refreshing the whole desk for
// each choice of its drop-downs had every widget of every tab shape its
// text and colour its icons again, a ninth of the desk's tests' CPU.
func layOutWhole(o fyne.CanvasObject) {
	switch x := o.(type) {
	case *fyne.Container:
		if x.Layout != nil {
			x.Layout.Layout(x.Objects, x.Size())
		}
		for _, c := range x.Objects {
			layOutWhole(c)
		}
	case fyne.Widget:
		r := test.WidgetRenderer(x)
		r.Layout(x.Size())
		for _, c := range r.Objects() {
			layOutWhole(c)
		}
	}
}

// drawnTexts are the texts drawn in o.
func drawnTexts(o fyne.CanvasObject) []*canvas.Text {
	switch x := o.(type) {
	case *canvas.Text:
		return []*canvas.Text{x}
	case *fyne.Container:
		var out []*canvas.Text
		for _, c := range x.Objects {
			out = append(out, drawnTexts(c)...)
		}
		return out
	case fyne.Widget:
		var out []*canvas.Text
		for _, c := range test.WidgetRenderer(x).Objects() {
			out = append(out, drawnTexts(c)...)
		}
		return out
	}
	return nil
}

// Every choice of the desk's own drop-downs shows whole, and the desk
// fits its room, at 1024×700 and 1366×768 in every complete language:
// the Estonian "tulemuseta" showed as "tule…" in the result's list, the
// Finnish "Täydellinen (1953)" was cut in the notation's, and the longest
// Finnish incidents in the rulings'. The scoresheet shows with the
// blank envelope's button, the widest its rows get.
func TestDeskDropDownsShowEveryChoiceWhole(t *testing.T) {
	f := newFixture(t, "40/150*")
	for _, screen := range []fyne.Size{fyne.NewSize(1024, 700), fyne.NewSize(1366, 768)} {
		for _, lang := range i18n.Complete {
			f.build(lang, f.v.Session())
			room := deskArea(lang).AddWidthHeight(screen.Width-1024, screen.Height-700)
			f.win.Resize(deskWindow(room))
			f.settle()
			if !f.v.sheet.envelope.Visible() {
				t.Fatalf("%v, %s: no envelope's button before the first move", screen, lang)
			}
			for _, c := range []struct {
				name string
				list *dropdown.Select
				show func()
			}{
				{"result", f.v.sheet.result, func() { f.v.tabs.SelectIndex(0) }},
				{"notation", f.v.sheet.pick, func() { f.v.tabs.SelectIndex(3) }},
				{"incident", f.v.rulings.kind, f.v.showRulings},
			} {
				c.show()
				sel := &c.list.Select
				for i, choice := range sel.Options {
					sel.SetSelectedIndex(i)
					layOutWhole(f.win.Content())
					if got := f.v.Object().MinSize(); got.Width > room.Width || got.Height > room.Height {
						t.Errorf("%v, %s, %s %q: the desk needs %v, more than %v", screen, lang, c.name, choice, got, room)
					}
					text := fyne.MeasureText(choice, theme.TextSize(), fyne.TextStyle{}).Width
					if r := textRoom(sel); text > r {
						t.Errorf("%v, %s: the %s's %q is %.1f px wide, its list has %.1f", screen, lang, c.name, choice, text, r)
					}
					var shown strings.Builder
					for _, x := range drawnTexts(c.list) {
						shown.WriteString(x.Text)
					}
					if shown.String() != choice {
						t.Errorf("%v, %s: the %s's list shows %q for %q", screen, lang, c.name, shown.String(), choice)
					}
				}
			}
			f.v.tabs.SelectIndex(0)
		}
	}
}

// textRoom is the width a drop-down has for its text as Fyne lays it out:
// its own less the arrow's icon and the paddings around the text and the
// icon; a longer text ends in "…".
func textRoom(sel *widget.Select) float32 {
	return sel.Size().Width - theme.IconInlineSize() - 3*theme.InnerPadding() + theme.Padding()
}

// The desk's first layout is the one it keeps: the game's title wraps to
// the desk's width, and the board has the height the title leaves it;
// laid out with the title's height at the width before, the desk moved
// the board and the move box by 10 to 19 pixels at its next layout, the
// first look at the rulings.
func TestDeskFirstLayoutHolds(t *testing.T) {
	f := newFixture(t, "40/150*")
	f.nameBoardOne("Jüri-Aleksander Saar-Kõrvemaa", "Kadri-Liisa Tamm-Virtanen")
	d := fyne.CurrentApp().Driver()
	for _, screen := range []fyne.Size{fyne.NewSize(1024, 700), fyne.NewSize(1366, 768)} {
		for _, lang := range i18n.Complete {
			f.win.Resize(fyne.NewSize(1280, 860))
			f.build(lang, f.v.Session())
			f.win.Resize(deskWindow(deskArea(lang).AddWidthHeight(screen.Width-1024, screen.Height-700)))
			type place struct {
				board, entry fyne.Position
				size         fyne.Size
			}
			where := func() place {
				return place{d.AbsolutePositionForObject(f.v.board), d.AbsolutePositionForObject(f.v.entry), f.v.board.Size()}
			}
			first := where()
			f.v.showRulings()
			f.settle()
			if got := where(); got != first {
				t.Errorf("%v, %s: the board and move box at %+v, first at %+v", screen, lang, got, first)
			}
		}
	}
}

// TestSetupFENFieldWholeInSightWhenTabReachesItAt1024x700: at 1024×700,
// in every complete language, the arbiter opens the set-up tab and
// presses Tab until the keyboard is in the FEN field: the field lies whole
// inside the tab's scroller's visible part, above the button row, and so
// does every other field Tab reaches on the way: the panel needs no
// scrolling there. The field stood at the
// foot of the scroller with its lowest pixels under the button row, and
// Tab reaching it did not scroll it into sight.
func TestSetupFENFieldWholeInSightWhenTabReachesItAt1024x700(t *testing.T) {
	f := newFixture(t, "")
	for _, lang := range i18n.Complete {
		f.build(lang, f.v.Session())
		room := deskArea(lang)
		f.win.Resize(deskWindow(room))
		f.v.tabs.Select(f.v.tabs.Items[2])
		f.settle()
		p, c, d := f.v.setup, f.win.Canvas(), fyne.CurrentApp().Driver()
		// Fyne gives no hook where the keyboard lands to scroll by, so the
		// panel needs no scrolling at this size.
		if need, view := p.scroll.Content.MinSize().Height, p.scroll.Size().Height; need > view+0.5 {
			t.Errorf("%s: the set-up panel needs %v pixels, its view has %v", lang, need, view)
		}
		c.Unfocus()
		for range 60 {
			c.FocusNext()
			o, ok := c.Focused().(fyne.CanvasObject)
			if !ok || !holds(p.scroll.Content, o) {
				continue
			}
			top, at := d.AbsolutePositionForObject(p.scroll).Y, d.AbsolutePositionForObject(o).Y
			if bottom := top + p.scroll.Size().Height; at < top-0.5 || at+o.Size().Height > bottom+0.5 {
				t.Errorf("%s: Tab reached %T at %v to %v, outside the scroller's view %v to %v", lang, o, at, at+o.Size().Height, top, bottom)
			}
			if o == fyne.CanvasObject(p.fen) {
				break
			}
		}
		if c.Focused() != fyne.Focusable(p.fen) {
			t.Fatalf("%s: Tab never reached the FEN field", lang)
		}
	}
}

// holds reports whether o is root or within its containers.
func holds(root, o fyne.CanvasObject) bool {
	if root == o {
		return true
	}
	if c, ok := root.(*fyne.Container); ok {
		for _, x := range c.Objects {
			if holds(x, o) {
				return true
			}
		}
	}
	return false
}

// nameBoardOne gives the players of round 1's board 1 the names white and
// black.
func (f *fixture) nameBoardOne(white, black string) {
	f.t.Helper()
	p := f.ev.Rounds[0].Pairings[0]
	for _, c := range []struct {
		id   int64
		name string
	}{{p.White, white}, {p.Black, black}} {
		pl, ok := f.ev.Player(c.id)
		if !ok {
			f.t.Fatal("no player on board 1")
		}
		renamed := *pl
		renamed.Name = c.name
		if err := f.st.UpdatePlayer(renamed); err != nil {
			f.t.Fatal(err)
		}
		f.reload()
	}
}

// A game of long names open at the desk at 1024×700, in every complete
// language, in an individual event and a team one (its teams' names 15
// letters long), leaves every control of the desk within the window, and
// its title names both players whole, in a team event each with his
// team. The title above the board, in the board's column, took three
// lines, the board kept its least size, and the result's row (Tulemus,
// Sisesta tulemus, Impordi PGN) went below the window's edge; a team
// event's title left the teams out for the same reason.
func TestGameOfLongNamesFits1024x700(t *testing.T) {
	const white, black = "Kristiina Vähämäki-Lindqvist", "Aleksanteri Hämäläinen-Korhonen"
	for _, c := range []struct {
		name string
		open func(t *testing.T) *fixture
	}{
		{"individual", func(t *testing.T) *fixture {
			f := newFixture(t, "40/150*")
			f.nameBoardOne(white, black)
			return f
		}},
		{"team", func(t *testing.T) *fixture { return teamFixture(t, white, black) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := c.open(t)
			p := f.ev.Rounds[0].Pairings[0]
			var want []string
			for _, id := range []int64{p.White, p.Black} {
				pl, _ := f.ev.Player(id)
				want = append(want, pl.Name)
				if tm, ok := f.ev.TeamOf(id); ok {
					want = append(want, tm.Name)
				}
			}
			for _, lang := range i18n.Complete {
				f.win.Resize(fyne.NewSize(1280, 860))
				f.build(lang, f.v.Session())
				room := deskArea(lang)
				f.win.Resize(deskWindow(room))
				f.settle()
				if got := f.v.Object().MinSize(); got.Width > room.Width || got.Height > room.Height {
					t.Errorf("%s: the desk needs %v, more than %v", lang, got, room)
				}
				title := f.v.title
				if title.Wrapping == fyne.TextWrapOff && title.Truncation != fyne.TextTruncateOff {
					t.Errorf("%s: the title %q is cut to its width", lang, title.Text)
				}
				// Two lines at the most, as beside the board Swiss-Manager
				// and Vega name a game: a third took the result's row.
				if lines := len(drawnTexts(title)); lines > 2 {
					t.Errorf("%s: the title %q takes %d lines", lang, title.Text, lines)
				}
				testtext.SaysEach(t, string(lang)+": the title", title.Text, want...)
			}
		})
	}
}

// teamFixture is a fixture on testevent.LongNamedTeamsFile, round 1
// paired: its first match's board 1 is white's and black's.
func teamFixture(t *testing.T, white, black string) *fixture {
	t.Helper()
	path := testevent.LongNamedTeamsFile(t)
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	_, err = conduct.Pair(st, testevent.Event(t, st), 1, false)
	st.Close() // before the desk's fixture opens the file
	if err != nil {
		t.Fatal(err)
	}
	f := fixtureOn(t, path)
	f.nameBoardOne(white, black)
	return f
}
