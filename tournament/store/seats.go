package store

import (
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/seats"
)

// SeatPlayers sets the players' seats (conduct.DrawSeats) with set on a
// copy of the players, once seats.CheckDraw allows it, and saves every
// player with the audit note in one transaction.
func (s *Store) SeatPlayers(ev *tournament.Event, set func(*tournament.Event) error, note string, args ...any) error {
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
