package store

import (
	"slices"

	"arbiter/tournament"
)

// UpdateTeam changes a team's name, short name, federation or club and
// captain (by t.ID; its seat and players stay), judged by
// tournament.ValidateTeam on the file's own event.
func (s *Store) UpdateTeam(t tournament.Team) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.teamEvent()
		if err != nil {
			return err
		}
		old, ok := ev.Team(t.ID)
		if !ok {
			return refuse(NoSuchTeam, "name", t.Name)
		}
		if err := tournament.ValidateTeam(ev, t); err != nil {
			return err
		}
		if err := tx.track("teams", "id", t.ID); err != nil {
			return err
		}
		if _, err := tx.tx.Exec(`UPDATE teams SET name = ?, short_name = ?, federation = ?, captain = ? WHERE id = ?`,
			t.Name, t.ShortName, t.Federation, t.Captain, t.ID); err != nil {
			return err
		}
		tx.step("team.update", "name", t.Name, "was", old.Name)
		return nil
	})
}

// SetBoardOrder replaces a team's board order with players, every one of
// its players once (tournament.ValidateBoardOrder: only before round 1 is
// paired).
func (s *Store) SetBoardOrder(team int64, players []int64) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.teamEvent()
		if err != nil {
			return err
		}
		t, ok := ev.Team(team)
		if !ok {
			return refuse(NoSuchTeam, "name", team)
		}
		if err := tournament.ValidateBoardOrder(ev, *t, players); err != nil {
			return err
		}
		if slices.Equal(t.Players, players) {
			return nil
		}
		if err := tx.track("team_players", "team", team); err != nil {
			return err
		}
		// Out of the way first: a place is each team's once.
		if _, err := tx.tx.Exec(`UPDATE team_players SET position = position + ? WHERE team = ?`, len(players), team); err != nil {
			return err
		}
		for i, id := range players {
			if _, err := tx.tx.Exec(`UPDATE team_players SET position = ? WHERE player = ?`, i+1, id); err != nil {
				return err
			}
		}
		tx.step("team.order", "team", t.Name, "players", len(players))
		return nil
	})
}
