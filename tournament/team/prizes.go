package team

import (
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// PrizeTable is the table an event's prizes go down (prizes.Of,
// prizes.GroupStandings): its standings; in a team event the teams'
// (its primary score, then the event's team tie-breaks, TeamStandings), each
// team a row with its number, name, federation or club and rating
// (Event.TeamRating), its primary score (match or game points) as its
// points.
func PrizeTable(ev *tournament.Event) standings.Table {
	if !ev.Settings.System.Team() {
		return standings.Of(ev)
	}
	tt := TeamStandings(ev)
	t := standings.Table{Rules: tt.Rules, EarlyStart: tt.EarlyStart, TieBreaks: tt.TieBreaks, Progress: tt.Progress, Rows: []standings.Row{}, Teams: true}
	for _, r := range tt.Rows {
		tm, _ := ev.Team(r.TeamID)
		cols := standings.PlayerColumns{ID: r.TeamID, No: r.No, Name: r.Name, Club: tm.Federation, Rating: ev.TeamRating(*tm)}
		score := float64(r.MatchPoints)
		if ev.TeamOptions.GamePointsFirst {
			score = r.GamePoints
		}
		t.Rows = append(t.Rows, standings.Row{Place: r.Place, Rank: r.Rank, PlayerColumns: cols,
			Points: tournament.Points(2 * score), Score: score, TieBreaks: r.TieBreaks})
	}
	return t
}
