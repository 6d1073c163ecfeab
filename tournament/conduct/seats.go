package conduct

import (
	"strconv"

	"arbiter/tournament"
	"arbiter/tournament/seats"
)

// DrawSeats draws the seats of the event's entrants (its players, or a
// team event's teams) by lot from seed (seats.NewSeed gives a random one)
// and saves them as one action whose audit entry records the seed, so that
// the draw can be checked and repeated. The seats change in ev only when
// they are saved; the store refuses a draw once round 1 is paired.
func DrawSeats(st Store, ev *tournament.Event, seed uint64) error {
	note, s := "event.draw", strconv.FormatUint(seed, 10)
	switch ev.Settings.System {
	case tournament.TeamRoundRobin, tournament.TeamSwiss:
		return st.SeatTeams(ev, func(e *tournament.Event) error { seats.DrawTeams(e, seed); return nil }, note, "seed", s)
	default:
		return st.SeatPlayers(ev, func(e *tournament.Event) error { seats.Draw(e, seed); return nil }, note, "seed", s)
	}
}

// AssignSeats seats the event's entrants in the order the names are given
// (a team by its name or short name), as when the draw was made by hand,
// and saves them as one action so audited.
func AssignSeats(st Store, ev *tournament.Event, names []string) error {
	const note = "event.draw.hand"
	switch ev.Settings.System {
	case tournament.TeamRoundRobin, tournament.TeamSwiss:
		return st.SeatTeams(ev, func(e *tournament.Event) error { return seats.AssignTeams(e, names) }, note)
	default:
		return st.SeatPlayers(ev, func(e *tournament.Event) error { return seats.Assign(e, names) }, note)
	}
}
