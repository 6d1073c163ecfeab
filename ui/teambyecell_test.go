package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"arbiter/i18n"
)

// TestRequestedTeamByeShowsWhole: at 1024×700 a team's requested bye in
// the matches view shows whole, its game points too, in every language:
// the bye's column was cut at its width, "soovitud vaba voor: 1 matšipunkt,
// 2 partiip…", where the window had room beside it.
func TestRequestedTeamByeShowsWhole(t *testing.T) {
	s, v := pairRoundOne(t, teamSwissWithRequestedBye(t, 5), 5)
	s.win.Resize(fyne.NewSize(1024, 700))
	requested := -1
	for i, m := range v.list {
		if m.Requested() {
			requested = i
		}
	}
	if requested < 0 {
		t.Fatalf("round 1 has no requested bye: %+v", v.list)
	}
	for _, lang := range i18n.Complete {
		s.SetLanguage(lang)
		v = s.areaView(areaRounds).(*matchesView)
		s.win.Resize(fyne.NewSize(1024, 700))
		text := v.matches.rows[requested][3]
		if need, got := cellWidth(text, fyne.TextStyle{}), v.matches.widths[3]; got < need {
			t.Errorf("%s: %q needs %.0f points, its column is %.0f", lang, text, need, got)
		}
	}
}
