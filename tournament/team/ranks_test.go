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
		teams := reportedTeams(t, ev)
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

// A team report's 310 records state the match and game points the team
// standings count (Event.TeamPoints), at a round in play too: the
// 9-team Swiss arbiter-swiss9-forfeits, each round's bye and its
// forfeited matches counted, its last round with one match still
// playing. Each record's points and rank are the standings' row's.
func TestATeamReportStatesTheStandingsPointsAtARoundInPlay(t *testing.T) {
	ev := readTeamReport(t, filepath.Join("..", "testdata", "teams"), "arbiter-swiss9-forfeits").Event
	last := ev.PairedRounds()
	byes, forfeits, playing := 0, 0, false
	for _, m := range ev.Matches {
		switch {
		case m.IsBye():
			byes++
		case m.Forfeit != tournament.NoResult:
			forfeits++
		case m.Round == last && !playing:
			for i := range ev.Rounds[last-1].Pairings {
				if g := &ev.Rounds[last-1].Pairings[i]; g.Match == m.Number {
					g.Result = tournament.NoResult
				}
			}
			playing = true
		}
	}
	if byes == 0 || forfeits == 0 || !playing {
		t.Fatalf("the event has %d byes, %d forfeited matches, a match of round %d left playing: %v", byes, forfeits, last, playing)
	}
	teams := reportedTeams(t, ev)
	rows := map[string]TeamRow{}
	for _, row := range teamTable(ev, last).Rows {
		rows[row.Name] = row
	}
	if len(teams.Teams) != len(ev.Teams) {
		t.Fatalf("%d 310 records for %d teams", len(teams.Teams), len(ev.Teams))
	}
	for _, rec := range teams.Teams {
		row, ok := rows[rec.Name]
		if !ok || !rec.HasPoints || rec.MatchPoints != float64(row.MatchPoints) || rec.GamePoints != row.GamePoints || rec.Rank != row.Rank {
			t.Errorf("%s: the report states MP %g, GP %g, rank %d; the standings MP %d, GP %g, rank %d",
				rec.Name, rec.MatchPoints, rec.GamePoints, rec.Rank, row.MatchPoints, row.GamePoints, row.Rank)
		}
	}
}

// reportedTeams reads back the team records of ev's TRF export, ranked as
// the standings rank them.
func reportedTeams(t *testing.T, ev *tournament.Event) *trf.TeamReport {
	t.Helper()
	rep, err := trf.Parse(exchange.ExportTRF(ev, exchange.TRFOptions{TeamRanks: Ranks}))
	if err != nil {
		t.Fatal(err)
	}
	teams, err := rep.Teams()
	if err != nil {
		t.Fatal(err)
	}
	return teams
}
