package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

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
	inEachLanguage(s, func(lang i18n.Lang) {
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
	})
}

// sixMatchPointTieBreaks ranks the team event open in s by six
// tie-breaks that name match points, four of them with modifiers.
func sixMatchPointTieBreaks(t *testing.T, s *Shell) {
	t.Helper()
	settings := s.doc.event.Settings
	settings.TieBreaks = []string{"sb:mp", "bh:mp-c1-p", "aob:mp-m2-p", "esb:mp", "fb:mp-p", "edet-p"}
	if !s.act(func() error { return s.doc.st.UpdateSettings(settings) }) {
		t.Fatal("the six tie-breaks were not taken")
	}
}

// A team Swiss ranked by six tie-breaks that name match points shows its
// standings at 1024×700 with every column within the table, in every
// language the window offers, the teams' names still readable, no head a
// catalogue key: in Finnish and Estonian the heads SB:OP, BH:OP-C1/P,
// VKB:OP-M2/P, ESB:OP, FB:OP/P and LKO+YPT/P put the last column beyond
// the window's edge, the table scrolled sideways with the team column
// already at its least; in Russian three heads were catalogue keys
// ("event.tb.short.bh:mp-c1-p"), the columns 1,150 px wide.
func TestTeamStandingsWithSixMatchPointTieBreaksFitAt1024(t *testing.T) {
	s := openShell(t, newPlayedTeamSwiss(t, 3))
	sixMatchPointTieBreaks(t, s)
	room := smallestRoom(s)
	var wrappedIn []bool
	for _, l := range i18n.All {
		s.SetLanguage(l)
		g := shownView[*teamStandingsView](s, areaStandings).grid
		if got := len(g.cols); got != 5+6 {
			t.Fatalf("%s: %d columns: %v", l, got, headings(g))
		}
		if keys := catalogueKeys(s); len(keys) > 0 {
			t.Errorf("%s: the standings show %s", l, strings.Join(keys, "; "))
		}
		checkFits(t, s, room, string(l)+", the team standings")
		if need, has := laidOut(g), g.table.Size().Width; need > has {
			t.Errorf("%s: the columns take %.0f px, the table is %.0f wide: %v", l, need, has, headings(g))
		}
		for i := range g.cols {
			if need := g.headWidth(g.headText(i)); need > g.widths[i] {
				t.Errorf("%s: the head %q needs %.0f px, its column is %.0f", l, g.headText(i), need, g.widths[i])
			}
		}
		if got := g.widths[2]; got < nameMin {
			t.Errorf("%s: the team column is %.0f px, less than a name's least %d", l, got, nameMin)
		}
		// The heads break where on one line they would not fit: in
		// Finnish, its compact cells beside, at least.
		wrappedIn = append(wrappedIn, g.wrapped)
		// Where the window has room the heads are on one line again.
		s.win.Resize(fyne.NewSize(1600, 900))
		if g.wrapped || g.headExtra != 0 {
			t.Errorf("%s: the heads stay on two lines at 1600×900: %v", l, headings(g))
		}
		if need, has := laidOut(g), g.table.Size().Width; need > has {
			t.Errorf("%s at 1600×900: the columns take %.0f px, the table is %.0f wide", l, need, has)
		}
		room = smallestRoom(s)
	}
	if !slices.Contains(wrappedIn, true) {
		t.Errorf("the heads on one line at 1024×700 in every language")
	}
}
