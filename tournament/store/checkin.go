package store

import (
	"fmt"

	"arbiter/tournament"
	"arbiter/tournament/checkin"
)

// schemaCheckIn keeps the rounds' check-ins (tournament.CheckIn): a row a
// round whose check-in was opened, with the rule it was closed by (empty while
// open), and a row a player marked in it.
const schemaCheckIn = `
CREATE TABLE checkin_rounds (
	round  INTEGER PRIMARY KEY CHECK (round > 0),
	absent TEXT NOT NULL DEFAULT '' CHECK (absent IN ('', 'bye', 'bye-rest', 'none'))
) STRICT;

CREATE TABLE checkins (
	player  INTEGER NOT NULL REFERENCES players(id),
	round   INTEGER NOT NULL REFERENCES checkin_rounds(round),
	present INTEGER NOT NULL CHECK (present IN (0, 1)),
	by      TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (player, round)
) STRICT;
`

// loadCheckIns reads the check-ins in round order, each one's marks in the
// order they were first made.
func loadCheckIns(q queryer) ([]tournament.CheckIn, error) {
	out, err := queryAll(q, func(sc scanner) (c tournament.CheckIn, err error) {
		var absent string
		err = sc.Scan(&c.Round, &absent)
		c.Absent = tournament.AbsentRule(absent)
		return c, err
	}, `SELECT round, absent FROM checkin_rounds ORDER BY round`)
	if err != nil {
		return nil, err
	}
	for i := range out {
		if out[i].Marks, err = queryAll(q, func(sc scanner) (m tournament.Presence, err error) {
			err = sc.Scan(&m.Player, &m.In, &m.By)
			return m, err
		}, `SELECT player, present, by FROM checkins WHERE round = ? ORDER BY rowid`, out[i].Round); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// saveCheckIn writes check-in c whole, tracked for undo.
func (tx *Tx) saveCheckIn(c tournament.CheckIn) error {
	if err := tx.execTracked("checkin_rounds", []any{"round", c.Round}, `INSERT INTO checkin_rounds(round, absent) VALUES (?, ?)
		ON CONFLICT (round) DO UPDATE SET absent = excluded.absent`, c.Round, string(c.Absent)); err != nil {
		return err
	}
	if err := tx.track("checkins", "round", c.Round); err != nil {
		return err
	}
	for _, m := range c.Marks {
		if _, err := tx.tx.Exec(`INSERT INTO checkins(player, round, present, by) VALUES (?, ?, ?, ?)
			ON CONFLICT (player, round) DO UPDATE SET present = excluded.present, by = excluded.by`,
			m.Player, c.Round, m.In, m.By); err != nil {
			return fmt.Errorf("check-in of player %d, round %d: %w", m.Player, c.Round, err)
		}
	}
	return nil
}

// OpenCheckIn opens the check-in of the next round as one action
// (checkin.Open) and returns it.
func (s *Store) OpenCheckIn() (tournament.CheckIn, error) {
	var c tournament.CheckIn
	err := s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		if c, err = checkin.Open(ev); err != nil {
			return err
		}
		tx.Note("checkin.open", "round", c.Round)
		return tx.saveCheckIn(c)
	})
	return c, err
}

// MarkPresence marks player id in or out of the open check-in as one step
// of the action, and takes back his byes for the rest of the event when he
// checks in late (checkin.Mark). by names who marked him (""
// the arbiter at his desk). It returns the check-in as it now stands.
func (tx *Tx) MarkPresence(id int64, in bool, by string) (tournament.CheckIn, error) {
	ev, err := tx.Event()
	if err != nil {
		return tournament.CheckIn{}, err
	}
	c, reqs, err := checkin.Mark(ev, id, in, by)
	if err != nil {
		return tournament.CheckIn{}, err
	}
	name := ev.NameTold(id)
	if in {
		tx.Note("checkin.in", "name", name, "round", c.Round)
	} else {
		tx.Note("checkin.out", "name", name, "round", c.Round)
	}
	if len(reqs) != len(ev.Requests) {
		tx.Note("checkin.late", "name", name, "round", c.Round, "byes", len(ev.Requests)-len(reqs))
		if err := tx.setRequests(reqs); err != nil {
			return tournament.CheckIn{}, err
		}
	}
	return c, tx.saveCheckIn(c)
}

// MarkPresence is Tx.MarkPresence as one action of the arbiter's.
func (s *Store) MarkPresence(id int64, in bool) (tournament.CheckIn, error) {
	return batchResult(s, func(tx *Tx) (tournament.CheckIn, error) { return tx.MarkPresence(id, in, "") })
}

// CloseCheckIn closes the open check-in with rule as one action: the byes
// it gives the absent are requested byes (checkin.Close), saved
// as RequestBye saves one. It returns the check-in and the players given
// a bye.
func (s *Store) CloseCheckIn(rule tournament.AbsentRule) (tournament.CheckIn, []tournament.Player, error) {
	var c tournament.CheckIn
	var given []tournament.Player
	err := s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		var reqs []tournament.PlannedBye
		if c, reqs, given, err = checkin.Close(ev, rule); err != nil {
			return err
		}
		tx.Note("checkin.close."+string(rule), "round", c.Round, "byes", len(given))
		if len(given) > 0 {
			if err := tx.setRequests(reqs); err != nil {
				return err
			}
		}
		return tx.saveCheckIn(c)
	})
	return c, given, err
}
