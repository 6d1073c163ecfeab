package team

import (
	"path/filepath"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/trf"
)

// A team report exported in the middle of a round (a match of the last
// round finished, the others still playing) ranks the teams in its 310
// records by the match and game points those records state, which count
// every finished match: the ranks were the standings' of the last
// complete round, so a team a finished match of the round in play had put
// ahead on match points was still ranked below the team it had passed,
// the record contradicting itself (an individual report ranks its players
// so already, standings.Entered). Each match of the 8-team event's last
// round is left alone finished in turn.
func TestATeamReportInTheMiddleOfARoundRanksByThePointsItStates(t *testing.T) {
	base := readTeamReport(t, filepath.Join("..", "testdata", "teamswiss"), "event-01-8teams").Event
	last := len(base.Rounds)
	for _, finished := range base.RoundMatches(last) {
		ev := readTeamReport(t, filepath.Join("..", "testdata", "teamswiss"), "event-01-8teams").Event
		games := ev.Rounds[last-1].Pairings
		for i := range games {
			if games[i].Match != finished.Number {
				games[i].Result = tournament.NoResult
			}
		}
		rep, err := trf.Parse(exchange.ExportTRF(ev, exchange.TRFOptions{TeamRanks: Ranks}))
		if err != nil {
			t.Fatal(err)
		}
		teams, err := rep.Teams()
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range teams.Teams {
			for _, b := range teams.Teams {
				ahead := a.MatchPoints > b.MatchPoints || a.MatchPoints == b.MatchPoints && a.GamePoints > b.GamePoints
				if ahead && a.Rank >= b.Rank {
					t.Errorf("match %d of round %d finished alone: team %d (MP %g, GP %g) is ranked %d, team %d (MP %g, GP %g) %d",
						finished.Number, last, a.No, a.MatchPoints, a.GamePoints, a.Rank, b.No, b.MatchPoints, b.GamePoints, b.Rank)
				}
			}
		}
	}
}
