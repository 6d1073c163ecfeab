package ui

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/tournament/prizes"
	"arbiter/tournament/team"
)

// The standings view shows a club ranking's clubs, not players, as
// prizes.ClubStandings ranks them, under its rule.
func TestStandingsShowAClubRanking(t *testing.T) {
	s := fiveWithRoundOneWon(t)
	for i, club := range []string{"SK A", "SK B", "SK A", "SK B", ""} {
		p := s.doc.event.Players[i]
		p.Club = club
		if !s.act(func() error { return s.doc.st.UpdatePlayer(p) }) {
			t.Fatal("club not saved")
		}
	}
	g := prizes.Group{ID: "bc", Name: "Best club", Kind: prizes.GroupClubs, Best: 2}
	setPrizeRules(t, s, prizes.Rules{Groups: []prizes.Group{g}})
	v := shownView[*standingsView](s, areaStandings)
	v.show.set("bc")
	var want [][]string
	for _, c := range prizes.ClubStandings(team.PrizeTable(&s.doc.event), g) {
		want = append(want, []string{c.Place, c.Club, c.Points.String()})
	}
	var got [][]string
	for _, r := range v.grid.rows {
		got = append(got, r[:3])
	}
	if len(want) != 2 || !reflect.DeepEqual(got, want) {
		t.Errorf("club ranking %q, want %q", got, want)
	}
	if !strings.Contains(v.note.Text, "2 best-placed players") || v.grid.cols[1].title != "Club" {
		t.Errorf("heads %+v, notes %q", v.grid.cols, v.note.Text)
	}
}
