package store

import (
	"database/sql"

	"arbiter/tournament"
	"arbiter/tournament/schedule"
)

// schemaRoundSchedule keeps when each round is to be played
// (tournament.Settings.Schedule): a round's date and the time it starts,
// for rounds not yet paired too, which the rounds table does not hold.
const schemaRoundSchedule = `
CREATE TABLE schedule (
	round INTEGER PRIMARY KEY CHECK (round > 0),
	date  TEXT NOT NULL DEFAULT '', -- ISO date, '' when unknown
	time  TEXT NOT NULL DEFAULT ''  -- HH:MM, '' when unknown
) STRICT;
`

// loadSchedule reads the schedule in round order.
func loadSchedule(q queryer) ([]tournament.RoundTime, error) {
	return queryAll(q, func(sc scanner) (rt tournament.RoundTime, err error) {
		err = sc.Scan(&rt.Round, &rt.Date, &rt.Time)
		return rt, err
	}, `SELECT round, date, time FROM schedule ORDER BY round`)
}

// saveSchedule replaces the schedule; the caller tracks the table.
func saveSchedule(tx *sql.Tx, s []tournament.RoundTime) error {
	if _, err := tx.Exec(`DELETE FROM schedule`); err != nil {
		return err
	}
	for _, rt := range schedule.Sorted(s) {
		if _, err := tx.Exec(`INSERT INTO schedule(round, date, time) VALUES (?, ?, ?)`, rt.Round, rt.Date, rt.Time); err != nil {
			return err
		}
	}
	return nil
}
