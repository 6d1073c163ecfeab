package store

import (
	"slices"
	"strings"

	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// playoffsKey is the meta row holding the event's play-offs
// (tournament.Event.Playoffs) as JSON; a file without it has none, so no
// schema step is needed.
const playoffsKey = "playoffs"

// loadPlayoffs reads the play-offs into ev.
func loadPlayoffs(q queryer, ev *tournament.Event) error {
	return loadMetaJSON(q, playoffsKey, &ev.Playoffs)
}

// SetPlayoff records a play-off's order of players (their ids, winner
// first) in one undoable action, after standings.CheckPlayoff. It takes
// the place of a play-off recorded before among any of them: the play-off
// played again, or its order mistyped.
func (s *Store) SetPlayoff(order []int64) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		if err := standings.CheckPlayoff(ev, order); err != nil {
			return err
		}
		playoffs := slices.DeleteFunc(slices.Clone(ev.Playoffs), func(p []int64) bool {
			return slices.ContainsFunc(p, func(id int64) bool { return slices.Contains(order, id) })
		})
		if err := tx.saveMetaJSON(playoffsKey, append(playoffs, order)); err != nil {
			return err
		}
		var names []string
		for _, id := range order {
			if p, ok := ev.Player(id); ok {
				names = append(names, p.Name)
			}
		}
		tx.step("playoff", "players", strings.Join(names, ", "))
		return nil
	})
}
