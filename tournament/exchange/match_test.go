package exchange

import (
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// TestMatchConcessionTRF: the TRF report keeps a conceded match's games as
// played and leaves the void ones out; the concession itself travels in
// Arbiter's own records (the withdrawal rule and the withdrawal, XXW),
// from which the import restores it.
func TestMatchConcessionTRF(t *testing.T) {
	// A match of six games between seats 1 (id 101) and 2 (id 102).
	ev := testfield.Field(2, tournament.Match)
	ev.Settings.Rounds = 6
	ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins}, {tournament.Draw}})
	testfield.PairNext(t, ev)
	p, _ := ev.Player(101)
	p.WithdrawnAfter = 2
	back, err := ImportTRF(ExportTRF(ev, TRFOptions{}))
	if err != nil {
		t.Fatal(err)
	}
	m, ok := standings.MatchStanding(back)
	if !ok || m.Outcome != standings.MatchConceded || m.Winner != m.Players[1] || m.ConcededBy != m.Players[0] || m.ConcededAfter != 2 || m.Points != [2]tournament.Points{3, 1} {
		t.Errorf("imported match %+v, want conceded by the first seat after round 2, 1½–½", m)
	}
	for _, rd := range back.Rounds {
		for _, g := range rd.Pairings {
			if rd.Number == 3 && g.Result != tournament.NoResult {
				t.Errorf("round 3 imported as %v, want no game", g.Result)
			}
		}
	}
}
