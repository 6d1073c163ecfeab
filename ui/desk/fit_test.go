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
