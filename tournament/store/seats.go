package store

import (
	"slices"
	"strconv"

	"arbiter/tournament"
	"arbiter/tournament/seats"
)

// DrawSeats draws the seats of the event's entrants (its players, or a
// team event's teams: the systems' table) by lot from seed
// (seats.NewSeed gives a random one) and saves them as one action
// whose audit entry records the seed, so that the draw can be checked and
// repeated. The seats change in ev only when they are saved.
func (s *Store) DrawSeats(ev *tournament.Event, seed uint64) error {
	c := conductOf(ev.Settings.System)
	return c.seat(s, ev, func(e *tournament.Event) error {
		c.draw(e, seed)
		return nil
	}, "event.draw", "seed", strconv.FormatUint(seed, 10))
}

// AssignSeats seats the event's entrants in the order the names are given
// (a team by its name or short name), as when the draw was made by hand,
// and saves them as one action so audited.
func (s *Store) AssignSeats(ev *tournament.Event, names []string) error {
	c := conductOf(ev.Settings.System)
	return c.seat(s, ev, func(e *tournament.Event) error { return c.assign(e, names) }, "event.draw.hand")
}

// seat checks that the seats may still change, sets them on a copy of the
// players and saves every player with the audit note in one transaction.
func (s *Store) seat(ev *tournament.Event, set func(*tournament.Event) error, note string, args ...any) error {
	if err := seats.CheckDraw(ev); err != nil {
		return err
	}
	e := *ev
	e.Players = slices.Clone(ev.Players)
	if err := set(&e); err != nil {
		return err
	}
	err := s.Batch(func(tx *Tx) error {
		for _, p := range e.Players {
			if err := tx.UpdatePlayer(p); err != nil {
				return err
			}
		}
		tx.Note(note, args...)
		return nil
	})
	if err != nil {
		return err
	}
	ev.Players = e.Players
	return nil
}
