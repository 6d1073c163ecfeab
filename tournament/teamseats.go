package tournament

// The team seat draw (FIDE C.05 Annex 1, as for players): a team's seat
// is its place in the Berger tables, its number in a Swiss.

// DrawTeamSeats draws the teams' seats by lot from seed (as DrawSeats
// does for players).
func DrawTeamSeats(ev *Event, seed uint64) {
	seats := seatLot(len(ev.Teams), seed)
	for i := range ev.Teams {
		ev.Teams[i].Seat = seats[i]
	}
}

// AssignTeamSeats seats the teams in the order named (seat 1 first), a
// draw made by hand; a team is named by its name or short name.
func AssignTeamSeats(ev *Event, names []string) error {
	seat, err := seatsByName(names, len(ev.Teams), func(i int, name string) bool {
		t := ev.Teams[i]
		return sameName(t.Name, name) || (t.ShortName != "" && sameName(t.ShortName, name))
	})
	if err != nil {
		return err
	}
	for i := range ev.Teams {
		ev.Teams[i].Seat = seat[i]
	}
	return nil
}

// ValidateTeamSeatDraw checks that the teams' seats may be drawn: round 1
// is not paired yet, and there are two teams at least.
func ValidateTeamSeatDraw(ev *Event) error {
	if PairedRounds(ev) > 0 {
		return errorf("event.err.seats.paired", nil)
	}
	if len(ev.Teams) < 2 {
		return errorf("teams.err.pair.few", nil)
	}
	return nil
}

// TeamSeatsWanted reports whether a team round robin waits on its seat
// draw: the teams' seats are not 1…n.
func TeamSeatsWanted(ev *Event) bool {
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
func TeamNumbers(ev *Event) map[int64]int {
	out := map[int64]int{}
	for i, t := range ev.Teams {
		out[t.ID] = i + 1
		if !TeamSeatsWanted(ev) {
			out[t.ID] = t.Seat
		}
	}
	return out
}
