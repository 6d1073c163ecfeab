package seats

import "arbiter/tournament"

// A team's seat is its place in the Berger tables, its number in a Swiss.

// TeamSeatsWanted reports whether a team round robin waits on its seat
// draw: the teams' seats are not 1…n.
func TeamSeatsWanted(ev *tournament.Event) bool {
	used := make([]bool, len(ev.Teams)+1)
	for _, t := range ev.Teams {
		if t.Seat < 1 || t.Seat > len(ev.Teams) || used[t.Seat] {
			return true
		}
		used[t.Seat] = true
	}
	return false
}

// TeamNumbers gives each team its number: its seat when the seats are
// drawn, else its place in the order of entry.
func TeamNumbers(ev *tournament.Event) map[int64]int {
	out := map[int64]int{}
	for i, t := range ev.Teams {
		out[t.ID] = i + 1
		if !TeamSeatsWanted(ev) {
			out[t.ID] = t.Seat
		}
	}
	return out
}
