package store

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"arbiter/tournament"
)

// swissOptionsKey is the meta row holding a Swiss event's pairing options
// (Baku acceleration, forbidden pairs) as JSON; a file without the row has
// none, so no schema step is needed.
const swissOptionsKey = "swiss-options"

// SwissOptions reads the Swiss pairing options.
func (s *Store) SwissOptions() (tournament.SwissOptions, error) { return loadSwissOptions(s.db) }

// SwissOptions reads the Swiss pairing options as the action sees them.
func (tx *Tx) SwissOptions() (tournament.SwissOptions, error) { return loadSwissOptions(tx.tx) }

func loadSwissOptions(q queryer) (tournament.SwissOptions, error) {
	var o tournament.SwissOptions
	var text string
	err := q.QueryRow(`SELECT value FROM meta WHERE key = ?`, swissOptionsKey).Scan(&text)
	if errors.Is(err, sql.ErrNoRows) {
		return o, nil
	}
	if err != nil {
		return o, err
	}
	if err := json.Unmarshal([]byte(text), &o); err != nil {
		return o, fmt.Errorf("reading Swiss options %q: %w", text, err)
	}
	return o, nil
}

// SetSwissOptions replaces the Swiss pairing options (undoable like every
// action).
func (tx *Tx) SetSwissOptions(o tournament.SwissOptions) error {
	if err := tx.track("meta", "key", swissOptionsKey); err != nil {
		return err
	}
	text, err := json.Marshal(o)
	if err != nil {
		return err
	}
	if _, err := tx.tx.Exec(`INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
		swissOptionsKey, string(text)); err != nil {
		return err
	}
	tx.step("swisscli.options", "baku", o.Baku, "forbidden", len(o.Forbidden))
	return nil
}
