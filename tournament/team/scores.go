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

// Progress is how far a match on the boards has come: the game points of
// its boards decided and how many boards are still to play, as a live
// team match is shown while it is played.
type Progress struct {
	White, Black tournament.Points // game points of the boards decided
	Decided      int               // boards with a final result
	Left         int               // boards still without one
}

// MatchProgress is the one answer every door gives for a match's score:
// a match forfeited whole, or a bye, is decided on every board; a match
// on the boards counts the boards decided so far.
func MatchProgress(o tournament.TeamOptions, m tournament.TeamMatch, games []tournament.Pairing) Progress {
	w, b := m.Score(o, games)
	p := Progress{White: w.Games, Black: b.Games}
	if m.IsBye() || m.Forfeit != tournament.NoResult {
		p.Decided = o.Boards
		return p
	}
	for _, g := range games {
		if g.Result.Finished() {
			p.Decided++
		} else {
			p.Left++
		}
	}
	return p
}

// Score is the game points as every door writes them: "1½–½".
func (p Progress) Score() string { return p.White.String() + "–" + p.Black.String() }
