package store

import "arbiter/tournament"

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
