package team

import (
	"fmt"
	"testing"

	"arbiter/tournament"

	"arbiter/tournament/prizes"
)

// TestTeamRankingGroups: a team's rating is the average of its rated
// players on its first boards, a rating band ranks teams by it, and a
// women's or a club's group holds a team whose every player belongs.
func TestTeamRankingGroups(t *testing.T) {
	ev := teamEvent(tournament.TeamRoundRobin, 3, 3, 2)
	for i := range ev.Players {
		p := &ev.Players[i]
		p.Rating = 1500 + int(p.ID/100)*100 + int(p.ID%100) // team t: 1601+100(t-1), 1602+…, reserve 1603+…
		p.Club = "Kallio"
		if p.ID/100 == 2 {
			p.Sex = tournament.Female
		}
	}
	ev.Players[1].Rating = 0 // team 1's board 2 unrated: its rating is board 1's alone
	ev.Players[3].Club = "Tammer"
	if got := []int{prizes.TeamRating(ev, ev.Teams[0]), prizes.TeamRating(ev, ev.Teams[1]), prizes.TeamRating(ev, ev.Teams[2])}; fmt.Sprint(got) != "[1601 1702 1802]" {
		t.Errorf("team ratings %v, want [1601 1702 1802] (the first two boards' average, to the nearest)", got)
	}
	for _, c := range []struct {
		g    prizes.Group
		want string
	}{
		{prizes.Group{Kind: prizes.GroupRating, To: 1750}, "[true true false]"},
		{prizes.Group{Kind: prizes.GroupWomen}, "[false true false]"},
		{prizes.Group{Kind: prizes.GroupClub, Club: "kallio"}, "[true false true]"},
		{prizes.Group{Kind: prizes.GroupUnrated}, "[false false false]"},
	} {
		var got []bool
		for _, team := range ev.Teams {
			got = append(got, c.g.TeamMember(ev, team))
		}
		if fmt.Sprint(got) != c.want {
			t.Errorf("%s group: %v, want %s", c.g.Kind, got, c.want)
		}
	}
	// Before round 1 every team stands level: the table is the teams' in
	// their numbers' order, with match points as points.
	tab := PrizeTable(ev)
	if len(tab.Rows) != 3 || tab.Rows[0].Name != "Team 1" || tab.Rows[2].Rating != 1802 || tab.Rows[0].Points != 0 {
		t.Errorf("prize table before round 1: %+v", tab.Rows)
	}
	list := prizes.Of(ev, PrizeTable(ev), prizes.Rules{Groups: []prizes.Group{{ID: "w", Name: "Women", Kind: prizes.GroupWomen}},
		Prizes: []prizes.Prize{{Place: 1, Amount: 100}, {Group: "w", Place: 1, Amount: 50}}})
	// All level, teams 1 and 3 share the first prize; the women's team's
	// is its group's.
	if !list.Teams || len(list.Awards) != 3 || list.Awards[0].Money != 50 || list.Awards[2].Group != "w" || list.Awards[2].Name != "Team 2" {
		t.Errorf("team prizes: %+v", list)
	}
}
