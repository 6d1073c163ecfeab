package pairing

import (
	"slices"

	"arbiter/tournament"
)

// numbersFixedFrom is the round whose pairing fixes a Swiss's pairing
// numbers (FIDE C.04.2.B.3: none is changed after the fourth round is
// paired).
const numbersFixedFrom = 4

// NumbersFixed reports whether ev's pairing numbers are fixed: an
// individual Swiss's once its fourth round is paired. Before, they follow
// the initial ranking list, so that a rating corrected or a late entry
// moves players; from then on a correction moves none, and a late entry
// takes the number after the last (the store keeps each number as the
// player's seat, which tournament.Event.StartNumbers then follows).
func NumbersFixed(ev *tournament.Event) bool {
	return ev.Settings.System.IndividualSwiss() && ev.PairedRounds() >= numbersFixedFrom
}

// RankingNumbers are the numbers the initial ranking list gives ev's
// players by their ratings, titles and names (C.04.2), the seats left
// aside: what the pairing numbers would be were they not fixed.
func RankingNumbers(ev *tournament.Event) map[int64]int {
	ranked := *ev
	ranked.Players = slices.Clone(ev.Players)
	for i := range ranked.Players {
		ranked.Players[i].Seat = 0
	}
	return ranked.StartNumbers()
}
