package desk

import (
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/i18n"
	"arbiter/tournament"
)

// deskArea is the room the desk has in the window at 1024×700, a small
// laptop's screen: the window less the shell's navigation (widest in
// Estonian) and its toolbar with the padding around them, 70 pixels in
// all, as measured on the real window (a desk 6 pixels taller stretched
// it to 706).
var deskArea = fyne.NewSize(1024-200, 700-70)

// The rulings form fits that room with every incident's fields and the
// statements it shows, in every complete language: under the 1953 code,
// which shows the most (§21's two, §18d), and in unsupervised blitz (the
// flag claim).
func TestRulingsFormFits1024x700(t *testing.T) {
	for _, set := range []func(*tournament.Settings){
		func(s *tournament.Settings) { s.Ruleset, s.GameType = "USSR1953", "standard" },
		func(s *tournament.Settings) { s.Ruleset, s.GameType, s.Supervised = "FI-BLITZ2018", "blitz", false },
	} {
		f := newFixtureWith(t, "40/150*", set)
		for _, lang := range i18n.Complete {
			f.build(lang, f.v.Session())
			f.v.showRulings()
			for i, k := range panelKinds {
				f.v.rulings.kind.SetSelectedIndex(i)
				if got := f.v.Object().MinSize(); got.Width > deskArea.Width || got.Height > deskArea.Height {
					t.Errorf("%s, %s: the desk needs %v, more than %v", lang, k, got, deskArea)
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
	f.win.Resize(deskArea)
	for _, lang := range i18n.Complete {
		f.build(lang, f.v.Session())
		f.win.Resize(deskArea)
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
			if got := f.v.Object().MinSize(); got.Width > deskArea.Width || got.Height > deskArea.Height {
				t.Errorf("%s, %s: the desk needs %v, more than %v", lang, step, got, deskArea)
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
