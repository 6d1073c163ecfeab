package store

import (
	"database/sql"
	"encoding/json"
	"errors"

	"arbiter/tournament/prizes"
)

// prizeRulesKey is the meta row holding the event's ranking groups and
// prizes (prizes.Rules) as JSON; a file without it has none, so
// no schema step is needed.
const prizeRulesKey = "prize-rules"

// PrizeRules reads the ranking groups and prizes.
func (s *Store) PrizeRules() (prizes.Rules, error) {
	return readMetaJSON[prizes.Rules](s, prizeRulesKey)
}

// SetPrizeRules replaces the ranking groups and prizes in one undoable
// action, after prizes.Check.
func (s *Store) SetPrizeRules(r prizes.Rules) error {
	return setMetaJSON(s, prizeRulesKey, r, prizes.Check, "prizes", "groups", len(r.Groups), "prizes", len(r.Prizes))
}

// setMetaJSON replaces the meta row key with v as JSON in one undoable
// action, logged as action with args, once check accepts v: the event's
// settings kept as a meta row (prizes, rating options) are set this way.
func setMetaJSON[T any](s *Store, key string, v T, check func(T) error, action string, args ...any) error {
	if err := check(v); err != nil {
		return err
	}
	text, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return s.Batch(func(tx *Tx) error {
		// The rules saved again as they are (Save with nothing changed)
		// are no action: one would be, whose Undo took back nothing.
		var was string
		if err := tx.tx.QueryRow(`SELECT value FROM meta WHERE key = ?`, key).Scan(&was); err == nil && was == string(text) {
			return nil
		} else if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if err := tx.saveMetaJSON(key, v); err != nil {
			return err
		}
		tx.step(action, args...)
		return nil
	})
}
