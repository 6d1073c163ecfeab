package ratingreport

import (
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/rating"
	"arbiter/tournament/standings"
)

// StandingsPerformance is the one choice of the performance rating the
// final standings t of ev show beside their tie-breaks, by player (0
// where he has none). Where TPR is one of the tie-breaks its column is
// the figure shown, headed as the tie-break, and no other (nil): the
// tie-break counts a game that ended before a move, as C.07 counts it
// played. Otherwise each player's rating performance, the one Of gives
// and `arbiter ratings` shows, which leaves such a game out, so that one
// name never stands for two figures. Nil too before the last round is
// complete, where a performance would be read as the event's, and where
// no player has one.
func StandingsPerformance(ev *tournament.Event, t standings.Table) map[int64]int {
	if t.Complete == 0 || t.Complete != ev.TotalRounds() || slices.Contains(t.TieBreaks, "tpr") {
		return nil
	}
	games := ratedGames(ev, ratings(ev))
	perf := make(map[int64]int, len(t.Rows))
	some := false
	for _, r := range t.Rows {
		_, perf[r.ID] = rating.Performance(ratedOpponents(games[r.ID]))
		some = some || perf[r.ID] > 0
	}
	if !some {
		return nil
	}
	return perf
}
