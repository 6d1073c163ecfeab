package team

import (
	"fmt"
	"strconv"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/prizes"
	"arbiter/tournament/trf"
)

// TestTeamRankingGroups: a team's rating is the average of its highest-
// rated players, as many as a match has boards, a rating band ranks teams
// by it, and a women's or a club's group holds a team whose every player
// belongs.
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
	ev.Players[1].Rating = 0 // team 1's board 2 unrated: board 1 and the reserve are its two highest-rated
	ev.Players[3].Club = "Tammer"
	if got := []int{ev.TeamRating(ev.Teams[0]), ev.TeamRating(ev.Teams[1]), ev.TeamRating(ev.Teams[2])}; fmt.Sprint(got) != "[1602 1703 1803]" {
		t.Errorf("team ratings %v, want [1602 1703 1803] (the two highest-rated's average, to the nearest)", got)
	}
	for _, c := range []struct {
		g    prizes.Group
		want string
	}{
		{prizes.Group{Kind: prizes.GroupRating, To: new(1750)}, "[true true false]"},
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
	if len(tab.Rows) != 3 || tab.Rows[0].Name != "Team 1" || tab.Rows[2].Rating != 1803 || tab.Rows[0].Points != 0 {
		t.Errorf("prize table before round 1: %+v", tab.Rows)
	}
	list, err := prizes.Of(ev, PrizeTable(ev), prizes.Rules{Groups: []prizes.Group{{ID: "w", Name: "Women", Kind: prizes.GroupWomen}},
		Prizes: []prizes.Prize{{Place: 1, Amount: 100}, {Group: "w", Place: 1, Amount: 50}}})
	if err != nil {
		t.Fatal(err)
	}
	// All level, teams 1 and 3 share the first prize; the women's team's
	// is its group's.
	if !list.Teams || len(list.Awards) != 3 || list.Awards[0].Money != 50 || list.Awards[2].Group != "w" || list.Awards[2].Name != "Team 2" {
		t.Errorf("team prizes: %+v", list)
	}
}

// TestTeamRatingOneFigure: a team whose board-2 player is unrated has one
// rating, the same in the report's team record (310's strength) as in its
// prize table row, which its ranking groups go by.
func TestTeamRatingOneFigure(t *testing.T) {
	ev := teamEvent(tournament.TeamSwiss, 2, 3, 2)
	ev.Settings.Rounds = 3
	for i := range ev.Players {
		ev.Players[i].Rating = 1800 + 100*int(ev.Players[i].ID%100) // boards 1900, 2000, reserve 2100
	}
	ev.Players[1].Rating = 0 // team 1: 1900, unrated, 2100
	rep, err := trf.Parse(exchange.ExportTRF(ev, exchange.TRFOptions{}))
	if err != nil {
		t.Fatal(err)
	}
	teams, err := rep.Teams()
	if err != nil || len(teams.Teams) != 2 {
		t.Fatalf("team records %+v, %v", teams, err)
	}
	tab := PrizeTable(ev)
	for i, want := range []int{2000, 2050} {
		if got := ev.TeamRating(ev.Teams[i]); got != want {
			t.Errorf("team %d: rating %d, want %d (its two highest-rated players' average)", i+1, got, want)
		}
		if s := teams.Teams[i].Strength; s != strconv.Itoa(want) {
			t.Errorf("team %d: the report's strength %q, want %d", i+1, s, want)
		}
		if r := tab.Rows[i].Rating; r != want {
			t.Errorf("team %d: the prize table's rating %d, want %d", i+1, r, want)
		}
	}
}
