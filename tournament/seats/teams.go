package seats

import (
	"cmp"
	"slices"

	"arbiter/tournament"
)

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

// TeamsInOrder are the event's teams by their number (TeamNumbers), as
// every list of the teams shows them.
func TeamsInOrder(ev *tournament.Event) []tournament.Team {
	number := TeamNumbers(ev)
	out := slices.Clone(ev.Teams)
	slices.SortStableFunc(out, func(a, b tournament.Team) int { return cmp.Compare(number[a.ID], number[b.ID]) })
	return out
}

// TeamNumbers gives each team its number: its seat when the seats are
// drawn, else its place in the order of entry.
// Whether the seats are drawn is asked once: asked for each team, it read
// every team again (the matches view names two teams a match, and each
// name asked for every team's number: 160 teams took 5 ms a result key).
func TeamNumbers(ev *tournament.Event) map[int64]int {
	drawn := !TeamSeatsWanted(ev)
	out := make(map[int64]int, len(ev.Teams))
	for i, t := range ev.Teams {
		out[t.ID] = i + 1
		if drawn {
			out[t.ID] = t.Seat
		}
	}
	return out
}
