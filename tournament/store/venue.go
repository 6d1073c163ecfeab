package store

import "arbiter/tournament"

// Revision is a number that grows with every committed action (the newest
// audit entry's id; undo, redo and restore write one too), so that a
// reader in another connection or process can tell cheaply whether the
// event changed since it last read it.
func (s *Store) Revision() (int64, error) {
	var id int64
	if err := s.db.QueryRow(`SELECT coalesce(max(id), 0) FROM audit`).Scan(&id); err != nil {
		return 0, s.ioError(s.closedOr(err))
	}
	return id, nil
}

// Pairing is the pairing on a board of a round as the action sees it,
// refused when there is none, so that an action can decide on the state
// it is about to change (the venue page enters a result only on a board
// that has none) without a second reader racing it.
func (tx *Tx) Pairing(round, board int) (tournament.Pairing, error) {
	return tx.pairingAt(round, board)
}
