package desk

import (
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/i18n"
	"arbiter/tournament"
)

// deskArea is the room the desk has in the window at 1024×700, a small
// laptop's screen: the window less the shell's navigation, whose width is
// its longest label's in the language, and its toolbar with the padding
// around them, 70 pixels in all, as measured on the real window (a desk 6
// pixels taller stretched it to 706; one a pixel wider than the Finnish
// room scrolled sideways).
func deskArea(lang i18n.Lang) fyne.Size {
	width := map[i18n.Lang]float32{i18n.English: 813, i18n.Finnish: 764, i18n.Estonian: 802}[lang]
	if width == 0 {
		width = 764
	}
	return fyne.NewSize(width, 700-70)
}

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
		f.build(lang, f.v.Session())
		f.win.Resize(deskArea(lang))
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
