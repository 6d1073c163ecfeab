package ui

import (
	"testing"

	"arbiter/i18n"
)

// The team standings' title bar with the results by board chosen fits a
// 1024×700 window in every language: its PDF button ("Results by board",
// "Tulemused laudade kaupa") ran past the window's right edge in
// Estonian, its words cut, beside the drop-down that already says what
// is shown.
func TestTeamBoardsTitleBarFitsAt1024(t *testing.T) {
	s, _ := pairedTeamRound(t, 4, 4)
	room := smallestRoom(s)
	for _, lang := range i18n.Complete {
		s.SetLanguage(lang)
		v := shownView[*teamStandingsView](s, areaStandings)
		v.show.set(showBoards)
		if v.printBoards.Hidden {
			t.Fatalf("%s: the boards shown without their PDF button", lang)
		}
		if got, want := v.printBoards.Text, v.printTeams.Text; got != want {
			t.Errorf("%s: the boards' PDF button says %q, the teams' %q", lang, got, want)
		}
		checkFits(t, s, room, string(lang)+", the results by board")
		checkViewFits(t, s, string(lang)+", the results by board")
	}
}
