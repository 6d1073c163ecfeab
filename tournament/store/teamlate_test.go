package store

import (
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/team"
)

// A team Swiss takes a late team as it takes a late player: paired from
// the next round on, with the byes it asks for the rounds to come, and the
// rounds paired before it joined checked with the field they were paired
// with. (A team round robin refuses it: TestTeamEventRules.)
func TestLateTeamInATeamSwiss(t *testing.T) {
	s := newTeamSwissEvent(t, 5)
	if _, err := s.PairTeamRound(1); err != nil {
		t.Fatal(err)
	}
	ev := eventOf(t, s)
	for _, m := range ev.RoundMatches(1) {
		for b := range m.Boards {
			if !m.IsBye() {
				if err := setMatchBoard(t, s, 1, m.Number, b+1, tournament.WhiteWins); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	late, err := s.AddTeam(tournament.Team{Name: "Late"})
	if err != nil {
		t.Fatalf("a late team refused: %v", err)
	}
	for b := 1; b <= 2; b++ {
		if _, err := s.AddTeamPlayer(late, tournament.Player{Name: "Late " + string(rune('0'+b)), Rating: 2100}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.RequestBye(tournament.PlannedBye{Team: late, Round: 3, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	ms, err := s.PairTeamRound(2)
	if err != nil {
		t.Fatal(err)
	}
	paired := false
	for _, m := range ms {
		paired = paired || m.White == late || m.Black == late
	}
	if !paired {
		t.Errorf("the late team is not in round 2: %+v", ms)
	}
	if ev, err = s.Event(); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 2; r++ {
		findings, err := team.CheckTeamRound(ev, r)
		if err != nil || len(findings) > 0 {
			t.Errorf("round %d checked: %v %v", r, findings, err)
		}
	}
	for _, m := range ev.RoundMatches(2) {
		for b := range m.Boards {
			if !m.IsBye() {
				if err := setMatchBoard(t, s, 2, m.Number, b+1, tournament.Draw); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if ms, err = s.PairTeamRound(3); err != nil {
		t.Fatal(err)
	}
	var bye *tournament.TeamMatch
	for i, m := range ms {
		if m.White == late {
			bye = &ms[i]
		}
	}
	if bye == nil || bye.Bye != tournament.ByeHalfPoint {
		t.Errorf("the late team's requested bye in round 3: %+v", bye)
	}

}
