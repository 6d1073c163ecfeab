package tournament

import (
	"sort"
)

// StartNumbers gives every player the number the event knows him by, the
// one printed beside his name in every list: in a Swiss the pairing
// number (his place on the initial ranking list, FIDE C.04.2, which
// SwissNumbers orders; the numbers a report gave, gaps included, while
// every player has his own, numberedSeats), in every other system the
// seat drawn for the round robin (0 until the seats are drawn). One function, so that the
// window, the command line and the paper never disagree.
func (ev *Event) StartNumbers() map[int64]int {
	n := make(map[int64]int, len(ev.Players))
	if ev.Settings.System.IndividualSwiss() && !numberedSeats(ev) {
		for i, id := range ev.SwissNumbers() {
			n[id] = i + 1
		}
		return n
	}
	for _, p := range ev.Players {
		n[p.ID] = p.Seat
	}
	return n
}

// ByStartNumber is the starting list: the players in the order of their
// start numbers (number is StartNumbers), those without one yet (before
// the draw of a round robin) after them in the order they were entered.
func (ev *Event) ByStartNumber(number map[int64]int) []*Player {
	out := make([]*Player, len(ev.Players))
	for i := range ev.Players {
		out[i] = &ev.Players[i]
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := number[out[i].ID], number[out[j].ID]
		return a != 0 && (b == 0 || a < b)
	})
	return out
}

// numberedSeats reports whether every player of the event has a number of
// his own (a seat above 0, none twice): the starting numbers of an
// imported report, which stay as the file gives them, gaps included
// (players 1 to 6 and 8), and order the Swiss's pairing numbers.
func numberedSeats(ev *Event) bool {
	seen := make(map[int]bool, len(ev.Players))
	for _, p := range ev.Players {
		if p.Seat < 1 || seen[p.Seat] {
			return false
		}
		seen[p.Seat] = true
	}
	return len(ev.Players) > 0
}
