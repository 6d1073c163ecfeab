package store

import (
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/team"
)

// UpdateTeam changes a team's name, short name, federation or club and
// captain (by t.ID; its seat and players stay), judged by
// tournament.Event.ValidateTeam on the file's own event.
func (s *Store) UpdateTeam(t tournament.Team) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.teamEvent()
		if err != nil {
			return err
		}
		old, ok := ev.Team(t.ID)
		if !ok {
			return refuse(noSuchTeam, "name", t.Name)
		}
		if err := ev.ValidateTeam(t); err != nil {
			return err
		}
		if err := tx.execTracked("teams", []any{"id", t.ID}, `UPDATE teams SET name = ?, short_name = ?, federation = ?, captain = ? WHERE id = ?`,
			t.Name, t.ShortName, t.Federation, t.Captain, t.ID); err != nil {
			return err
		}
		// Each detail changed is named, before and after: "Team X
		// changed: X" said nothing of a captain put right.
		said := false
		for _, d := range []struct{ detail, was, now string }{
			{"short", old.ShortName, t.ShortName},
			{"federation", old.Federation, t.Federation},
			{"captain", old.Captain, t.Captain},
		} {
			if d.was != d.now {
				tx.step("team.update."+d.detail, "name", t.Name, "was", d.was, "now", d.now)
				said = true
			}
		}
		if old.Name != t.Name || !said {
			tx.step("team.update", "name", t.Name, "was", old.Name)
		}
		return nil
	})
}

// SetBoardOrder replaces a team's board order with players, every one of
// its players once (team.ValidateBoardOrder: only before round 1 is
// paired).
func (s *Store) SetBoardOrder(teamID int64, players []int64) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.teamEvent()
		if err != nil {
			return err
		}
		t, ok := ev.Team(teamID)
		if !ok {
			return refuse(noSuchTeam, "name", teamID)
		}
		if err := team.ValidateBoardOrder(ev, *t, players); err != nil {
			return err
		}
		if slices.Equal(t.Players, players) {
			return nil
		}
		if err := tx.track("team_players", "team", teamID); err != nil {
			return err
		}
		// Out of the way first: a place is each team's once.
		if _, err := tx.tx.Exec(`UPDATE team_players SET position = position + ? WHERE team = ?`, len(players), teamID); err != nil {
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

// SaveEditedTeamRound saves the arbiter's pairing of round r of a team
// event as one action, the changes (edits) in the audit log before it:
// judged on the file's own event by team.ValidateEditedTeamRound
// (the last round only, every team once, one bye at most, requested byes
// and matches with a result as they are), and a game with moves recorded
// at the game desk keeps its players and colours (InPlay.KeepsTeamRound).
// Only the teams and colours of ms are read: each match's boards are laid
// by team.LayTeamRound from the line-ups the file holds, so a team
// keeps its line-up for the round and a team from the bye plays its
// default one.
func (s *Store) SaveEditedTeamRound(r int, ms []tournament.TeamMatch, edits []Step) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.teamEvent()
		if err != nil {
			return err
		}
		if err := team.ValidateEditedTeamRound(ev, r, ms); err != nil {
			return err
		}
		if p, err := inPlay(tx.tx, r); err != nil {
			return err
		} else if err := p.KeepsTeamRound(ev, ms); err != nil {
			return err
		}
		ms, games := team.LayTeamRound(ev, ms)
		tx.steps = append(tx.steps, edits...)
		// The games first: undo restores in reverse order, the matches
		// before their games.
		if err := tx.track("pairings", "round", r); err != nil {
			return err
		}
		if err := tx.deleteTracked("matches", "round", r); err != nil {
			return err
		}
		if err := tx.saveMatches(ms, games); err != nil {
			return err
		}
		tx.step("team.repair", "round", r, "matches", len(ms))
		return nil
	})
}
