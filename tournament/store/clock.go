package store

import (
	"arbiter/tournament/replay"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// clockKey is the meta row holding a game's saved clock.
func clockKey(gameID int64) string { return fmt.Sprintf("clock.game.%d", gameID) }

// SaveClock keeps a game's clock reading. It is not a user action: the
// clock reads differently every second, so it writes no audit row and
// nothing undoes it; a state that no longer fits the game is ignored by
// its Ply. The one statement is its own transaction, and the file's
// synchronous writes make it survive a power cut once it returns.
func (s *Store) SaveClock(gameID int64, c replay.ClockState) (err error) {
	defer func() { err = s.ioError(err) }()
	if err := s.writable(); err != nil {
		return err
	}
	if err := s.guardSchema(s.db); err != nil {
		return err
	}
	err = writeMetaJSON(s.db, clockKey(gameID), c)
	if err == nil {
		s.settle()
	}
	return s.closedOr(err)
}

// Clock reads a game's saved clock; ok is false when none was saved.
func (s *Store) Clock(gameID int64) (c replay.ClockState, ok bool, err error) {
	text, err := readOne(s, func(q queryer) (text string, err error) {
		err = q.QueryRow(`SELECT value FROM meta WHERE key = ?`, clockKey(gameID)).Scan(&text)
		return
	})
	if errors.Is(err, sql.ErrNoRows) {
		return c, false, nil
	}
	if err != nil {
		return c, false, s.closedOr(err)
	}
	if err := json.Unmarshal([]byte(text), &c); err != nil {
		return c, false, fmt.Errorf("game %d clock: %w", gameID, err)
	}
	return c, true, nil
}
