package standings_test

import (
	"errors"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// rowIDs are the table's players in order of place, and their places.
func rowIDs(t standings.Table) (ids []int64, places []string) {
	for _, r := range t.Rows {
		ids, places = append(ids, r.ID), append(places, r.Place)
	}
	return ids, places
}

// A play-off between the two level on points for first places its winner
// first above the tie-breaks, which ranked the other first, and the table
// names the places it decided.
func TestPlayoffPlacesItsWinnerAboveTheTieBreaks(t *testing.T) {
	ev := fourPlayers(t) // P1 (101) and P3 (103) 2 points each
	ev.Settings.TieBreaks = []string{"sb", "de", "wins", "koya", "black"}
	if ids, _ := rowIDs(standings.Of(ev)); ids[0] != 103 {
		t.Fatalf("the tie-breaks place %v; the test wants P3 first without the play-off", ids)
	}
	if err := standings.CheckPlayoff(ev, []int64{101, 103}); err != nil {
		t.Fatalf("play-off of the two level for first refused: %v", err)
	}
	ev.Playoffs = [][]int64{{101, 103}}
	tb := standings.Of(ev)
	ids, places := rowIDs(tb)
	if !slices.Equal(ids, []int64{101, 103, 102, 104}) || !slices.Equal(places, []string{"1", "2", "3", "4"}) {
		t.Errorf("with the play-off won by P1: order %v, places %v; want P1 first, P3 second", ids, places)
	}
	if len(tb.Playoffs) != 1 || tb.Playoffs[0].Places != "1–2" || tb.Playoffs[0].Void != "" || len(tb.Playoffs[0].Players) != 2 || tb.Playoffs[0].Players[0].ID != 101 {
		t.Errorf("the table's play-offs %+v, want places 1–2 won by P1", tb.Playoffs)
	}
	// Without tie-breaks the two shared 1–2; the play-off parts them.
	ev.Settings.TieBreaks = nil
	if _, places := rowIDs(standings.Of(ev)); !slices.Equal(places, []string{"1", "2", "3", "4"}) {
		t.Errorf("no tie-breaks, a play-off: places %v, want 1 2 3 4", places)
	}
}

// A play-off is refused before the last round is over, among players not
// level on points, of one player or one named twice; a result corrected
// since leaves one recorded Void, the table ranked without it.
func TestPlayoffRefusedUnlessLevelAfterTheLastRound(t *testing.T) {
	key := func(err error) string {
		var m *engine.Message
		if errors.As(err, &m) {
			return m.Key
		}
		return ""
	}
	early := testfield.Field(4, tournament.RoundRobin)
	testfield.Play(t, early, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.Draw}})
	if got := key(standings.CheckPlayoff(early, []int64{101, 103})); got != "event.playoff.early" {
		t.Errorf("play-off after 2 rounds of 3: %q, want event.playoff.early", got)
	}
	ev := fourPlayers(t)
	for _, c := range []struct {
		order []int64
		want  string
	}{
		{[]int64{101, 102}, "event.playoff.untied"},
		{[]int64{101}, "event.playoff.few"},
		{[]int64{101, 101}, "event.playoff.twice"},
		{[]int64{101, 999}, "event.playoff.unknown"},
	} {
		if got := key(standings.CheckPlayoff(ev, c.order)); got != c.want {
			t.Errorf("play-off %v: %q, want %q", c.order, got, c.want)
		}
	}
	ev.Playoffs = [][]int64{{103, 101}}
	testfield.SetResult(t, ev, 3, 2, tournament.WhiteWins) // P3 beat P1: no longer level
	tb := standings.Of(ev)
	if len(tb.Playoffs) != 1 || tb.Playoffs[0].Void != "level" {
		t.Errorf("a play-off of players no longer level: %+v, want it void", tb.Playoffs)
	}
	early.Playoffs = [][]int64{{103, 101}}
	if tb := standings.Of(early); len(tb.Playoffs) != 1 || tb.Playoffs[0].Void != "rounds" {
		t.Errorf("a play-off with a round not over: %+v, want it void", tb.Playoffs)
	}
}
