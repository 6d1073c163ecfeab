package store

import (
	"fmt"

	"arbiter/tournament"
)

// schemaByeRequests gives the byes players ask for in rounds not yet
// paired a table of their own (tournament.Event.Requests). Before it, a
// request for the next round was kept as a Swiss's last round holding
// nothing but requested byes, and one for a later round in the Swiss
// options' JSON; both move here, and the rounds table keeps paired rounds
// only. A request naming a player no longer in the event, or a round
// already paired (older builds left a planned bye behind once its round
// was paired, and its bye board says it), constrains nothing and is not
// carried over.
const schemaByeRequests = `
CREATE TABLE bye_requests (
	player INTEGER NOT NULL REFERENCES players(id),
	round  INTEGER NOT NULL CHECK (round > 0),
	kind   TEXT NOT NULL CHECK (kind IN ('half-point', 'zero-point', 'full-point')),
	PRIMARY KEY (player, round)
) STRICT;

INSERT INTO bye_requests(player, round, kind)
SELECT white, round, bye FROM pairings
WHERE (SELECT system FROM settings WHERE id = 1) = 'swiss-dutch'
	AND round = (SELECT max(number) FROM rounds)
	AND NOT EXISTS (SELECT 1 FROM pairings q WHERE q.round = pairings.round
		AND (q.black IS NOT NULL OR q.bye NOT IN ('half-point', 'zero-point', 'full-point')));

DELETE FROM pairings WHERE round IN (SELECT round FROM bye_requests);
DELETE FROM rounds
WHERE (SELECT system FROM settings WHERE id = 1) = 'swiss-dutch'
	AND number = (SELECT max(number) FROM rounds)
	AND NOT EXISTS (SELECT 1 FROM pairings WHERE round = rounds.number);

INSERT OR IGNORE INTO bye_requests(player, round, kind)
SELECT json_extract(e.value, '$.player'), json_extract(e.value, '$.round'),
	CASE json_extract(e.value, '$.kind') WHEN 3 THEN 'half-point' WHEN 4 THEN 'zero-point' WHEN 5 THEN 'full-point' END
FROM meta m, json_each(m.value, '$.byes') e
WHERE m.key = 'swiss-options'
	AND json_extract(e.value, '$.player') IN (SELECT id FROM players)
	AND json_extract(e.value, '$.round') > (SELECT coalesce(max(number), 0) FROM rounds);

UPDATE meta SET value = json_remove(value, '$.byes') WHERE key = 'swiss-options';
`

// loadRequests reads the byes asked for in rounds not yet paired, in round
// order, the players' then the teams'.
func loadRequests(q queryer) ([]tournament.PlannedBye, error) {
	players, err := scanRequests(q, "player", "bye_requests", func(b *tournament.PlannedBye) *int64 { return &b.Player })
	if err != nil {
		return nil, err
	}
	teams, err := scanRequests(q, "team", "team_bye_requests", func(b *tournament.PlannedBye) *int64 { return &b.Team })
	return append(players, teams...), err
}

// scanRequests reads one table of requests, whose column who names the
// player or the team that asked.
func scanRequests(q queryer, who, table string, id func(*tournament.PlannedBye) *int64) ([]tournament.PlannedBye, error) {
	rows, err := q.Query(`SELECT ` + who + `, round, kind FROM ` + table + ` ORDER BY round, rowid`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []tournament.PlannedBye
	for rows.Next() {
		var b tournament.PlannedBye
		var kind string
		if err := rows.Scan(id(&b), &b.Round, &kind); err != nil {
			return nil, err
		}
		if b.Kind, err = parseBye(kind); err != nil {
			return nil, fmt.Errorf("bye request of %s %d, round %d: %w", who, *id(&b), b.Round, err)
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// setRequests replaces the stored requests with reqs. The table is small
// (a few rows an event), so it is tracked for undo whole.
func (tx *Tx) setRequests(reqs []tournament.PlannedBye) error {
	if err := tx.track("bye_requests"); err != nil {
		return err
	}
	if _, err := tx.tx.Exec(`DELETE FROM bye_requests`); err != nil {
		return err
	}
	for _, b := range reqs {
		if b.Team != 0 {
			continue // a team's (setTeamRequests)
		}
		if _, err := tx.tx.Exec(`INSERT INTO bye_requests(player, round, kind) VALUES (?, ?, ?)`,
			b.Player, b.Round, byeCodes[b.Kind]); err != nil {
			return fmt.Errorf("bye request of player %d, round %d: %w", b.Player, b.Round, err)
		}
	}
	return nil
}

// dropRequests removes the requests matching col = v (a round its pairing
// has turned into bye boards, a player leaving the event).
func (tx *Tx) dropRequests(col string, v any) error {
	if err := tx.track("bye_requests", col, v); err != nil {
		return err
	}
	_, err := tx.tx.Exec(`DELETE FROM bye_requests WHERE `+quoteIdent(col)+` = ?`, v)
	return err
}
