package store

import (
	"slices"

	"arbiter/tournament"
	"arbiter/tournament/team"
)

// schemaTeamWithdrawn keeps a team's withdrawal (tournament.Team.WithdrawnAfter:
// the last round it took part in, 0 while it plays), the one fact the
// pairing, the line-ups and every table read; an older file's teams have
// not withdrawn, as they had not. A build older than the step, which
// would pair a withdrawn team again without a word, does not open a file
// that has it.
const schemaTeamWithdrawn = `
ALTER TABLE teams ADD COLUMN withdrawn_after INTEGER NOT NULL DEFAULT 0;
`

// WithdrawTeam records that team id left the event after round afterRound
// (tournament.Event.ValidateTeamWithdrawal), and in the same action, so
// that one Undo takes back all of it, its matches paired in later rounds
// and not begun lost by forfeit to their opponents and the byes it asked
// for later rounds cancelled. It returns the matches it forfeited.
func (s *Store) WithdrawTeam(id int64, afterRound int) ([]tournament.TeamMatch, error) {
	return batchResult(s, func(tx *Tx) ([]tournament.TeamMatch, error) {
		ev, err := tx.teamEvent()
		if err != nil {
			return nil, err
		}
		t, err := ev.ValidateTeamWithdrawal(id, afterRound)
		if err != nil {
			return nil, err
		}
		// The forfeits first, so that the action's last step, which names
		// it in the window's Undo, is the withdrawal.
		forfeited := team.WithdrawalForfeits(ev, id, afterRound)
		for _, m := range forfeited {
			if err := tx.setMatchForfeit(m.Round, m.Number, m.Forfeit); err != nil {
				return nil, err
			}
		}
		kept := slices.DeleteFunc(slices.Clone(ev.Requests), func(b tournament.PlannedBye) bool { return b.Team == id && b.Round > afterRound })
		if len(kept) < len(ev.Requests) {
			if err := tx.setRequests(kept); err != nil {
				return nil, err
			}
		}
		if err := tx.setWithdrawnAfter("teams", id, afterRound, "team.withdraw", "name", t.Name, "round", afterRound); err != nil {
			return nil, err
		}
		return forfeited, nil
	})
}

// ReinstateTeam takes a team's withdrawal back
// (tournament.Event.ValidateTeamReinstatement): it is paired again from
// the next round, and the rounds paired while it was away keep what they
// recorded.
func (s *Store) ReinstateTeam(id int64) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.teamEvent()
		if err != nil {
			return err
		}
		t, err := ev.ValidateTeamReinstatement(id)
		if err != nil {
			return err
		}
		return tx.setWithdrawnAfter("teams", id, 0, "team.reinstate", "name", t.Name, "round", ev.NextRound(), "after", t.WithdrawnAfter)
	})
}
