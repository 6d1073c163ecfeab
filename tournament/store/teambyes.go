package store

import (
	"fmt"

	"arbiter/tournament"
)

// schemaTeamByes lets a team of a team Swiss ask for a bye (TRF-2026
// record 240 by team number): the requests for rounds not yet paired,
// and the kind of a match that is a bye (” the event's own bye, scored
// as the team options say; else the requested kind).
const schemaTeamByes = `
CREATE TABLE team_bye_requests (
	team  INTEGER NOT NULL REFERENCES teams(id),
	round INTEGER NOT NULL CHECK (round > 0),
	kind  TEXT NOT NULL CHECK (kind IN ('half-point', 'zero-point', 'full-point')),
	PRIMARY KEY (team, round)
) STRICT;

ALTER TABLE matches ADD COLUMN bye TEXT NOT NULL DEFAULT '' CHECK (bye IN ('', 'half-point', 'zero-point', 'full-point'));
`

// setTeamRequests replaces the teams' stored requests with those of reqs.
func (tx *Tx) setTeamRequests(reqs []tournament.PlannedBye) error {
	if err := tx.track("team_bye_requests"); err != nil {
		return err
	}
	if _, err := tx.tx.Exec(`DELETE FROM team_bye_requests`); err != nil {
		return err
	}
	for _, b := range reqs {
		if b.Team == 0 {
			continue
		}
		if _, err := tx.tx.Exec(`INSERT INTO team_bye_requests(team, round, kind) VALUES (?, ?, ?)`,
			b.Team, b.Round, byeCodes[b.Kind]); err != nil {
			return fmt.Errorf("bye request of team %d, round %d: %w", b.Team, b.Round, err)
		}
	}
	return nil
}

// teamByeWords name a team's requested byes in the audit log as the
// command line takes them.
var teamByeWords = map[tournament.ByeKind]string{tournament.ByeFullPoint: "full", tournament.ByeHalfPoint: "half", tournament.ByeZeroPoint: "zero"}

// RequestTeamBye records a team's request for a bye in round r of a team
// Swiss, a round not yet paired, as one action judged on the file's own
// event (tournament.RequestTeamBye); the pairing of round r leaves the
// team out and gives it a bye of that kind.
func (s *Store) RequestTeamBye(r int, team int64, kind tournament.ByeKind) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.teamEvent()
		if err != nil {
			return err
		}
		reqs, err := tournament.RequestTeamBye(ev, r, team, kind)
		if err != nil {
			return err
		}
		t, _ := ev.Team(team)
		tx.Note("team.bye", "team", t.Name, "round", r, "kind", teamByeWords[kind])
		return tx.setTeamRequests(reqs)
	})
}

// CancelTeamBye drops a team's requested bye for round r as one action.
func (s *Store) CancelTeamBye(r int, team int64) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.teamEvent()
		if err != nil {
			return err
		}
		reqs, err := tournament.CancelTeamBye(ev, r, team)
		if err != nil {
			return err
		}
		t, _ := ev.Team(team)
		tx.Note("team.bye.cancel", "team", t.Name, "round", r)
		return tx.setTeamRequests(reqs)
	})
}
