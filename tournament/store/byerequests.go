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

// schemaOneByes folds the teams' requests (schemaTeamByes) into
// bye_requests: a request is an entrant's, a player's or a team's, each
// with its own reference so that neither can name someone not in the
// event. Every row of both tables is carried over with its round and
// kind, in the order it was asked for; an id keys a row for undo, as a
// request has no one column that is never empty.
const schemaOneByes = `
CREATE TABLE entrant_bye_requests (
	id     INTEGER PRIMARY KEY,
	player INTEGER REFERENCES players(id),
	team   INTEGER REFERENCES teams(id),
	round  INTEGER NOT NULL CHECK (round > 0),
	kind   TEXT NOT NULL CHECK (kind IN ('half-point', 'zero-point', 'full-point')),
	CHECK ((player IS NULL) <> (team IS NULL)),
	UNIQUE (player, round),
	UNIQUE (team, round)
) STRICT;

INSERT INTO entrant_bye_requests(player, round, kind)
SELECT player, round, kind FROM bye_requests ORDER BY round, rowid;
INSERT INTO entrant_bye_requests(team, round, kind)
SELECT team, round, kind FROM team_bye_requests ORDER BY round, rowid;

DROP TABLE bye_requests;
DROP TABLE team_bye_requests;
ALTER TABLE entrant_bye_requests RENAME TO bye_requests;
`

// schemaByesGivenByCheckIn says of each requested bye which check-in's
// closing gave it (tournament.PlannedBye.CheckIn), 0 for one asked for.
// Before it, a late arrival took back every zero-point bye of his from the
// round on once a rest-of-event closing had found him absent, his own
// among them; the rows that rule would have taken are marked as that
// closing's, so an older file's late arrival gets back what he got before
// and keeps nothing less.
const schemaByesGivenByCheckIn = `
ALTER TABLE bye_requests ADD COLUMN check_in INTEGER NOT NULL DEFAULT 0;

UPDATE bye_requests SET check_in = coalesce((SELECT max(c.round) FROM checkin_rounds c
	WHERE c.absent = 'bye-rest' AND c.round <= bye_requests.round
		AND NOT EXISTS (SELECT 1 FROM checkins k WHERE k.round = c.round AND k.player = bye_requests.player AND k.present = 1)), 0)
WHERE player IS NOT NULL AND kind = 'zero-point';
`

// loadRequests reads the byes asked for in rounds not yet paired, in round
// order, the players' then the teams'.
func loadRequests(q queryer) ([]tournament.PlannedBye, error) {
	return queryAll(q, func(sc scanner) (b tournament.PlannedBye, err error) {
		var kind string
		if err := sc.Scan(&b.Player, &b.Team, &b.Round, &kind, &b.CheckIn); err != nil {
			return b, err
		}
		if b.Kind, err = parseBye(kind); err != nil {
			return b, fmt.Errorf("bye request of entrant %d/%d, round %d: %w", b.Player, b.Team, b.Round, err)
		}
		return b, nil
	}, `SELECT coalesce(player, 0), coalesce(team, 0), round, kind, check_in FROM bye_requests ORDER BY team IS NOT NULL, round, id`)
}

// setRequests replaces the stored requests, the players' and the teams',
// with reqs. The table is small (a few rows an event), so it is tracked
// for undo whole.
func (tx *Tx) setRequests(reqs []tournament.PlannedBye) error {
	if err := tx.execTracked("bye_requests", nil, `DELETE FROM bye_requests`); err != nil {
		return err
	}
	for _, b := range reqs {
		if _, err := tx.tx.Exec(`INSERT INTO bye_requests(player, team, round, kind, check_in) VALUES (?, ?, ?, ?, ?)`,
			nullID(b.Player), nullID(b.Team), b.Round, byeCodes()[b.Kind], b.CheckIn); err != nil {
			return fmt.Errorf("bye request of entrant %d/%d, round %d: %w", b.Player, b.Team, b.Round, err)
		}
	}
	return nil
}

// RequestBye records a player's or a team's (b.Team set) request for a
// bye in round b.Round, a round not yet paired, as one action judged on
// the file's own event by the one rule for both (tournament.Event.RequestBye);
// the pairing of the round turns it into a bye board or a bye match.
func (s *Store) RequestBye(b tournament.PlannedBye) error {
	return s.changeBye(b, (*tournament.Event).RequestBye, "bye", "kind", b.Kind.Word())
}

// CancelBye drops a player's or a team's requested bye as one action.
func (s *Store) CancelBye(b tournament.PlannedBye) error {
	return s.changeBye(b, (*tournament.Event).CancelBye, "bye.cancel")
}

// changeBye judges b by rule on the file's own event and keeps the
// requests rule leaves, as one action logged as action (of the command
// line's words for a player, of a team's for a team) with the entrant,
// the round and args.
func (s *Store) changeBye(b tournament.PlannedBye, rule func(*tournament.Event, tournament.PlannedBye) ([]tournament.PlannedBye, error), action string, args ...any) error {
	return s.Batch(func(tx *Tx) error {
		ev, err := tx.Event()
		if err != nil {
			return err
		}
		reqs, err := rule(ev, b)
		if err != nil {
			return err
		}
		words, who := "swisscli.", "name"
		if b.Team != 0 {
			words, who = "team.", "team"
		}
		tx.Note(words+action, append([]any{who, ev.EntrantName(b), "round", b.Round}, args...)...)
		return tx.setRequests(reqs)
	})
}
