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

// playoffGamesKey is the meta row holding a match's play-off games
// (tournament.Event.PlayoffGames) as JSON; a file without it has none.
const playoffGamesKey = "playoff-games"

// schemaArmageddonDrawOdds: an armageddon names the side its draw wins
// for (tournament.Pairing.WhiteDrawOdds, the play-off games'
// "WhiteDrawOdds", true where the regulations gave White the draw odds). No row changes
// here: an older file's armageddons are Black's, as they were counted. A
// build older than the step, which would count White's draw as Black's
// win and drop the odds when it saves the games, does not open the file.
const schemaArmageddonDrawOdds = `
-- The play-off games' JSON gains "WhiteDrawOdds" on an armageddon.
`

// loadPlayoffs reads the play-offs and a match's play-off games into ev.
func loadPlayoffs(q queryer, ev *tournament.Event) error {
	if err := loadMetaJSON(q, playoffGamesKey, &ev.PlayoffGames); err != nil {
		return err
	}
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

// SetPlayoffGames records a drawn match's play-off games in one undoable
// action, after standings.CheckPlayoffGames, in the place of any recorded
// before (the play-off entered again). Games that decide it take the place
// of an order recorded between the two, so that one record says who won;
// games left level keep it (an armageddon decided by order).
func (s *Store) SetPlayoffGames(games []tournament.Pairing) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		if err := standings.CheckPlayoffGames(ev, games); err != nil {
			return err
		}
		if err := tx.saveMetaJSON(playoffGamesKey, games); err != nil {
			return err
		}
		ev.PlayoffGames = games
		m, _ := standings.MatchStanding(ev)
		if m.PlayoffFollowed() && len(ev.Playoffs) > 0 {
			if err := tx.saveMetaJSON(playoffsKey, slices.DeleteFunc(slices.Clone(ev.Playoffs), func(p []int64) bool {
				return slices.Contains(p, m.Players[0]) && slices.Contains(p, m.Players[1])
			})); err != nil {
				return err
			}
		}
		args := []any{"players", m.Names[0] + " – " + m.Names[1], "score", m.PlayoffPoints[0].String() + "–" + m.PlayoffPoints[1].String()}
		if m.Armageddon != 0 {
			// The score is the games' before it, level: the armageddon
			// decided, its draw odds said where they were White's
			// (Step.MessageKey).
			args = append(args, "armageddon", m.Name(m.Armageddon))
			if g := games[len(games)-1]; g.WhiteDrawOdds {
				args = append(args, "draw_odds", g.DrawOdds().String())
			}
		}
		tx.step("playoff-games", args...)
		return nil
	})
}
