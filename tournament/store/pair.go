package store

import (
	"arbiter/tournament"
)

// SavePairedRound saves a round of players paired (conduct.Pair) in one
// transaction, through SaveRound's rules; overridden counts the earlier
// games left unfinished that the arbiter paired over, which the log
// records.
func (s *Store) SavePairedRound(rd tournament.Round, overridden int) error {
	return s.Batch(func(tx *Tx) error {
		if overridden > 0 {
			tx.Note("event.override", "round", rd.Number, "unfinished", overridden)
		}
		return tx.SaveRound(rd, false)
	})
}

// SavePairedTeamRound saves round r of a team event in one transaction:
// pair makes its matches and their games from the file's event as it is
// inside the transaction (conduct.Pair's team pairing), so that a round
// the file does not allow (team.PairTeamRound waits on every match) is
// refused, and what it made is what is saved and returned.
func (s *Store) SavePairedTeamRound(r int, pair func(*tournament.Event) ([]tournament.TeamMatch, []tournament.Pairing, error)) ([]tournament.TeamMatch, []tournament.Pairing, error) {
	var ms []tournament.TeamMatch
	var games []tournament.Pairing
	err := s.Batch(func(tx *Tx) error {
		ev, err := tx.teamEvent()
		if err != nil {
			return err
		}
		if ms, games, err = pair(ev); err != nil {
			return err
		}
		if err := tx.execTracked("rounds", []any{"number", r}, `INSERT INTO rounds(number) VALUES (?)`, r); err != nil {
			return err
		}
		if err := tx.saveMatches(ms, games); err != nil {
			return err
		}
		// The round's requested byes are its bye matches now.
		if err := tx.deleteTracked("bye_requests", "round", r); err != nil {
			return err
		}
		// A bye is no match: the step counts the matches played and the
		// byes apart.
		byes := 0
		for _, m := range ms {
			if m.IsBye() {
				byes++
			}
		}
		if byes == 0 {
			tx.step("team.pair", "round", r, "matches", len(ms))
		} else {
			tx.step("team.pair", "round", r, "matches", len(ms)-byes, "byes", byes)
		}
		return nil
	})
	return ms, games, err
}
