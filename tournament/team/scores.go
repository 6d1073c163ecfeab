package team

import (
	"strconv"

	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// A team event shows its two scores, match and game points, with its
// primary score first (TeamOptions.GamePointsFirst) wherever it shows them:
// the standings, the crosstable and the prize lists of every front end.

// ScoreHeads are the message keys of the two score columns, the primary
// score's first.
func ScoreHeads(o tournament.TeamOptions) [2]string {
	if o.GamePointsFirst {
		return [2]string{"teams.col.gp", "teams.col.mp"}
	}
	return [2]string{"teams.col.mp", "teams.col.gp"}
}

// ScoreCells are a team's match points mp and game points gp as the
// columns of ScoreHeads show them.
func ScoreCells(o tournament.TeamOptions, mp int, gp float64) [2]string {
	m, g := strconv.Itoa(mp), standings.FormatFraction(gp)
	if o.GamePointsFirst {
		return [2]string{g, m}
	}
	return [2]string{m, g}
}
