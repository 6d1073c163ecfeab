package store

import (
	"testing"

	"arbiter/tournament"
)

// finishTeamRound gives every board of round r's matches not forfeited
// as a whole a result.
func finishTeamRound(t *testing.T, s *Store, r int, res tournament.Result) {
	t.Helper()
	ev := eventOf(t, s)
	for _, m := range ev.RoundMatches(r) {
		if m.Forfeit != tournament.NoResult {
			continue
		}
		for b := range ev.MatchGames(m) {
			if err := setMatchBoard(t, s, r, m.Number, b+1, res); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestWithdrawnTeamLosesItsPairedMatchAndIsLeftOutOfTheNext: the arbiter
// withdraws a team of a team Swiss after round 1 while round 2 is paired
// and not begun: its round 2 match goes to the opponent by forfeit and
// round 3 leaves it out, in one action that one Undo takes back; a build
// before the withdrawal does not open the file.
func TestWithdrawnTeamLosesItsPairedMatchAndIsLeftOutOfTheNext(t *testing.T) {
	s := newTeamSwissEvent(t, 5)
	pairRound(t, s, 1)
	finishTeamRound(t, s, 1, tournament.WhiteWins)
	pairRound(t, s, 2)
	ev := eventOf(t, s)
	var gone tournament.TeamMatch
	for _, m := range ev.RoundMatches(2) {
		if !m.IsBye() {
			gone = m
			break
		}
	}
	if err := s.RequestBye(tournament.PlannedBye{Team: gone.Black, Round: 4, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	forfeited, err := s.WithdrawTeam(gone.Black, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(forfeited) != 1 || forfeited[0].Number != gone.Number || forfeited[0].Forfeit != tournament.WhiteForfeitWin {
		t.Errorf("forfeited %+v, want round 2 match %d won by %d", forfeited, gone.Number, gone.White)
	}
	ev = eventOf(t, s)
	if tm, _ := ev.Team(gone.Black); tm.WithdrawnAfter != 1 {
		t.Errorf("the team read back withdrawn after %d, want 1", tm.WithdrawnAfter)
	}
	for _, b := range ev.Requests {
		if b.Team == gone.Black {
			t.Errorf("the withdrawn team's bye request %+v stays", b)
		}
	}
	if _, err := s.WithdrawTeam(gone.Black, 1); err == nil {
		t.Error("a team withdrawn twice")
	}
	finishTeamRound(t, s, 2, tournament.Draw)
	for _, m := range pairRound(t, s, 3).Matches {
		if m.White == gone.Black || m.Black == gone.Black {
			t.Errorf("round 3 pairs the withdrawn team: %+v", m)
		}
	}
	if err := s.ReinstateTeam(gone.Black); err != nil {
		t.Fatalf("reinstated: %v", err)
	}
	if tm, _ := eventOf(t, s).Team(gone.Black); tm.WithdrawnAfter != 0 {
		t.Errorf("reinstated, the team is withdrawn after %d", tm.WithdrawnAfter)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if tm, _ := eventOf(t, s).Team(gone.Black); tm.WithdrawnAfter != 1 {
		t.Errorf("the reinstatement undone, the team is withdrawn after %d, want 1", tm.WithdrawnAfter)
	}
	refusedBefore(t, s, schemaTeamWithdrawn, "a build before a team's withdrawal")
}
