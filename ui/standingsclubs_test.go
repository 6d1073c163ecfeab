package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/tournament"
)

// At 1024×700 the standings of twelve players of clubs up to 13 letters
// show every club whole, in every language: each column is as wide as its
// heading and its values need, no wider, and the rest of the row is the
// names' and the clubs'. Every heading and cell kept the few pixels Fyne's
// ellipsis needs, though an uncut text needs none, and the Estonian
// standings read "Tallinna M…", "Espoon Sh…".
func TestStandingsShowShortClubsWholeAt1024(t *testing.T) {
	clubs := []string{"Kerava Shakki", "Tallinna Male", "Espoon Shakki", "Tartu Vanker"}
	path := testdir.Made(t, t.TempDir(), "clubs.arbiter", "twelve of clubs", func(path string) {
		settings := tournament.DefaultSettings()
		settings.Name, settings.System, settings.Rounds = "Clubs Open", tournament.SwissDutch, 5
		var players []tournament.Player
		for i := 0; i < 12; i++ {
			players = append(players, tournament.Player{Name: fmt.Sprintf("Player Number %d", i+1), Club: clubs[i%len(clubs)], Rating: 2200 - 10*i})
		}
		createEvent(t, path, settings, players...)
	})
	s := openShell(t, path)
	r := shownView[*roundsView](s, areaRounds)
	test.Tap(r.pairBtn)
	typeKeys(s, "105=½1")
	s.win.Resize(fyne.NewSize(1024, 700))
	for _, l := range i18n.Complete {
		s.SetLanguage(l)
		g := shownView[*standingsView](s, areaStandings).grid
		club := -1
		for i, c := range g.cols {
			if c.title == s.t("ui.players.col.club") {
				club = i
			}
		}
		if club < 0 || len(g.cols) < 8 {
			t.Fatalf("%s: the standings' columns %v: no club or no tie-break", l, g.cols)
		}
		cells := drawnCells(g, club)
		if len(cells) < 12 {
			t.Fatalf("%s: %d clubs drawn, want 12", l, len(cells))
		}
		for _, c := range cells {
			if c.shown != c.text {
				t.Errorf("%s: %q shows %q in %.0f px (the columns: %.0f)", l, c.text, c.shown, g.widths[club], g.widths)
			}
		}
	}
	s.SetLanguage(i18n.English)
}
