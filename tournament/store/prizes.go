package store

import "arbiter/tournament"

// prizeRulesKey is the meta row holding the event's ranking groups and
// prizes (tournament.PrizeRules) as JSON; a file without it has none, so
// no schema step is needed.
const prizeRulesKey = "prize-rules"

// PrizeRules reads the ranking groups and prizes.
func (s *Store) PrizeRules() (tournament.PrizeRules, error) {
	var r tournament.PrizeRules
	return r, loadMetaJSON(s.db, prizeRulesKey, &r)
}

// SetPrizeRules replaces the ranking groups and prizes in one undoable
// action, after tournament.CheckPrizeRules.
func (s *Store) SetPrizeRules(r tournament.PrizeRules) error {
	if err := tournament.CheckPrizeRules(r); err != nil {
		return err
	}
	return s.Batch(func(tx *Tx) error {
		if err := tx.saveMetaJSON(prizeRulesKey, r); err != nil {
			return err
		}
		tx.step("prizes", "groups", len(r.Groups), "prizes", len(r.Prizes))
		return nil
	})
}
