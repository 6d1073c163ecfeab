package store

import "sync"

// applicationID marks an SQLite file as an Arbiter tournament file
// ("ARBT"); it sits at offset 68 of the database header, where the file(1)
// command and this package look for it.
const applicationID = 0x41524254

// formatName is the meta table's "format" value, a second, human-readable
// mark for people who open the file with the sqlite3 tool.
const formatName = "arbiter-tournament"

// migrations are the forward steps of the schema; step i takes a file from
// user_version i to i+1. Steps are only ever appended: a released step is
// never edited, because files in the field were made with it.
var migrations = []string{schemaV1, schemaV2, schemaIncidentFields, schemaUnratedGames, schemaNationalID, schemaRoundSchedule, schemaByeRequests, schemaListedFacts, schemaTeams, schemaDeputies, schemaTeamByes, schemaRulingsUnpaired, schemaCheckIn, schemaOneByes, schemaOneGameRecord, schemaEventMark, schemaTeamPrimaryScore, schemaAnnotations, schemaGameTags, schemaByesGivenByCheckIn, schemaGameTypeFromControl, schemaByesWhoAsked, schemaPlayerEntered, schemaHalfByeLimit, schemaForbiddenFrom, schemaForbiddenFromFixed, schemaLateEntryByes, schemaTeamWithdrawn, schemaPairingRating, schemaNationalLists, schemaMoveClockControl, schemaArmageddonDrawOdds, schemaBoardColours, schemaUnratedRating}

// schemaGameTypeFromControl makes the game type the time control's where
// the file says "standard": every event made before this step was stored
// "standard", whatever its control, and the window's choice started
// there, so the value cannot be told from one never chosen. Where the
// control makes standard games nothing changes; where it contradicts it
// (a 3'+2" blitz) the control was meant. A "rapid" or "blitz" was chosen
// and stays the arbiter's override (tournament.Settings.GameTypeIn).
const schemaGameTypeFromControl = `
UPDATE settings SET game_type = '' WHERE game_type = 'standard';
`

// schemaHalfByeLimit keeps the event's limit of a player's half-point
// byes (tournament.Settings.MaxHalfByes, NoHalfByeRounds) beside the other
// settings; an older file's 0 is no limit, as it had. A build older than
// the step, which would give as many as asked and save the settings
// without the limit, does not open a file that has one.
const schemaHalfByeLimit = `
ALTER TABLE settings ADD COLUMN max_half_byes INTEGER NOT NULL DEFAULT 0;
ALTER TABLE settings ADD COLUMN no_half_bye_rounds INTEGER NOT NULL DEFAULT 0;
`

// schemaLateEntryByes keeps the event's setting for a late entry's
// missed rounds (tournament.Settings.LateEntryByes) beside the other
// settings; an older file's ” types them for each entry, as it had. A
// build older than the step, which would add a late entry with nothing
// for the rounds he missed and save the settings without the setting,
// does not open a file that has it.
const schemaLateEntryByes = `
ALTER TABLE settings ADD COLUMN late_entry_byes TEXT NOT NULL DEFAULT '';
`

// schemaUnratedRating keeps the rating the event's regulations give an
// unrated opponent in the rating-based tie-breaks
// (tournament.Settings.UnratedRating) beside the other settings; an older
// file's 0 sets none, as it had. A build older than the step, which would
// average over the rated opponents alone and save the settings without
// the rating, does not open a file that has it.
const schemaUnratedRating = `
ALTER TABLE settings ADD COLUMN unrated_rating INTEGER NOT NULL DEFAULT 0;
`

// laterSettingsColumns are how many of the settings columns, the last of
// settingsColumns in this order, each step after the first schema adds.
var laterSettingsColumns = []struct {
	step    string
	columns int
}{{schemaHalfByeLimit, 2}, {schemaLateEntryByes, 1}, {schemaUnratedRating, 1}}

// SchemaVersion is the newest schema this build reads and writes.
func SchemaVersion() int { return len(migrations) }

// schemaV1 is the first schema. Tables are STRICT so that a wrong type is
// an error instead of a silently converted value. Results and bye kinds are
// stored as their printed codes so that the file reads well in sqlite3.
const schemaV1 = `
CREATE TABLE meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
) STRICT;

CREATE TABLE settings (
	id                  INTEGER PRIMARY KEY CHECK (id = 1),
	name                TEXT NOT NULL DEFAULT '',
	site                TEXT NOT NULL DEFAULT '',
	federation          TEXT NOT NULL DEFAULT '',
	chief_arbiter       TEXT NOT NULL DEFAULT '',
	deputies            TEXT NOT NULL DEFAULT '',
	start_date          TEXT NOT NULL DEFAULT '',
	end_date            TEXT NOT NULL DEFAULT '',
	ruleset             TEXT NOT NULL DEFAULT '',
	game_type           TEXT NOT NULL DEFAULT '',
	supervised          INTEGER NOT NULL DEFAULT 0,
	time_control        TEXT NOT NULL DEFAULT '',
	lateness_minutes    INTEGER NOT NULL DEFAULT -1,
	system              TEXT NOT NULL DEFAULT '',
	rounds              INTEGER NOT NULL DEFAULT 0,
	tie_breaks          TEXT NOT NULL DEFAULT '[]', -- JSON array of tie-break ids
	withdrawal_policy   TEXT NOT NULL DEFAULT '',
	language            TEXT NOT NULL DEFAULT '',
	paper_size          TEXT NOT NULL DEFAULT '',
	index_master        INTEGER NOT NULL DEFAULT 0,
	index_candidate     INTEGER NOT NULL DEFAULT 0,
	index_unclassified  INTEGER NOT NULL DEFAULT 0,
	integer_norm_source TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE players (
	id               INTEGER PRIMARY KEY AUTOINCREMENT,
	seat             INTEGER NOT NULL DEFAULT 0,
	name             TEXT NOT NULL,
	club             TEXT NOT NULL DEFAULT '',
	federation       TEXT NOT NULL DEFAULT '',
	fide_id          TEXT NOT NULL DEFAULT '',
	rating           INTEGER NOT NULL DEFAULT 0,
	title            TEXT NOT NULL DEFAULT '',
	sex              TEXT NOT NULL DEFAULT '',
	birth_date       TEXT NOT NULL DEFAULT '',
	category         TEXT NOT NULL DEFAULT '',
	category_earned  TEXT NOT NULL DEFAULT '', -- RFC 3339, '' when unknown
	moscow_leningrad INTEGER NOT NULL DEFAULT 0,
	candidate_balls  INTEGER NOT NULL DEFAULT 0,
	withdrawn_after  INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE rounds (
	number INTEGER PRIMARY KEY CHECK (number > 0),
	date   TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE pairings (
	round  INTEGER NOT NULL REFERENCES rounds(number) ON DELETE CASCADE,
	board  INTEGER NOT NULL CHECK (board > 0),
	white  INTEGER NOT NULL REFERENCES players(id),
	black  INTEGER REFERENCES players(id), -- NULL: White has a bye
	result TEXT NOT NULL DEFAULT '*',
	bye    TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (round, board)
) STRICT;

CREATE TABLE games (
	id        INTEGER PRIMARY KEY AUTOINCREMENT,
	round     INTEGER NOT NULL DEFAULT 0,
	board     INTEGER NOT NULL DEFAULT 0,
	start_fen TEXT NOT NULL DEFAULT '',
	chess960  INTEGER NOT NULL DEFAULT 0,
	result    TEXT NOT NULL DEFAULT '*'
) STRICT;
CREATE UNIQUE INDEX games_board ON games(round, board) WHERE round > 0;

CREATE TABLE moves (
	game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
	ply        INTEGER NOT NULL CHECK (ply > 0),
	uci        TEXT NOT NULL,
	san        TEXT NOT NULL DEFAULT '',
	clock_ms   INTEGER, -- NULL: no clock time recorded
	draw_offer INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (game_id, ply)
) STRICT;

CREATE TABLE incidents (
	id      INTEGER PRIMARY KEY AUTOINCREMENT,
	game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
	ply     INTEGER NOT NULL DEFAULT 0,
	kind    TEXT NOT NULL,
	note    TEXT NOT NULL DEFAULT '',
	at      TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX incidents_game ON incidents(game_id);

CREATE TABLE rulings (
	id          INTEGER PRIMARY KEY AUTOINCREMENT,
	round       INTEGER NOT NULL DEFAULT 0,
	board       INTEGER NOT NULL DEFAULT 0,
	at          TEXT NOT NULL DEFAULT '',
	incident    TEXT NOT NULL DEFAULT '',
	ruleset     TEXT NOT NULL DEFAULT '',
	articles    TEXT NOT NULL DEFAULT '[]', -- JSON array
	proposal    TEXT NOT NULL DEFAULT '',   -- JSON of the engine's decision
	proposed    TEXT NOT NULL DEFAULT '*',
	overruled   INTEGER NOT NULL DEFAULT 0,
	reason      TEXT NOT NULL DEFAULT '',
	final_notes TEXT NOT NULL DEFAULT ''
) STRICT;

-- One row per user action. steps says what was done (message keys and
-- arguments, for the arbiter's report); changes holds the before- and
-- after-images of every row touched, which is what Undo restores.
CREATE TABLE audit (
	id        INTEGER PRIMARY KEY AUTOINCREMENT,
	at        TEXT NOT NULL,
	actor     TEXT NOT NULL,
	steps     TEXT NOT NULL DEFAULT '[]',
	changes   TEXT,             -- NULL: the entry cannot be undone
	undoes    INTEGER REFERENCES audit(id),
	undone_by INTEGER REFERENCES audit(id)
) STRICT;
`

// schemaV2 keeps a player's family name and given names apart, for
// alphabetical lists and for TRF's "Family, Given". The name column stays
// the name lists show. Rows written before it have the parts empty and are
// split when read (tournament.Player.Names) until they are saved again.
const schemaV2 = `
ALTER TABLE players ADD COLUMN family_name TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN given_names TEXT NOT NULL DEFAULT '';
`

// schemaIncidentFields stores what an incident at the board was as fields
// rather than words in a note: the rulings log gets the move, the side,
// the sub-kind, the time added per clock, the warning and what the ruling
// counts towards; an incident gets its side, and a restoration the
// position restored and the moves taken back. The desk used to write each
// ruling a second time as a game incident with a note ("illegal-move
// white: FIDE 2023, 7.5.1, 7.5.5"): the k-th such incident of a board is
// the k-th ruling of that board, which takes its move and side from it,
// and the incident goes. The rest comes from the stored proposal.
const schemaIncidentFields = `
ALTER TABLE rulings ADD COLUMN ply INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rulings ADD COLUMN side TEXT NOT NULL DEFAULT '';
ALTER TABLE rulings ADD COLUMN detail TEXT NOT NULL DEFAULT '';
ALTER TABLE rulings ADD COLUMN added_white_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rulings ADD COLUMN added_black_ms INTEGER NOT NULL DEFAULT 0;
ALTER TABLE rulings ADD COLUMN warning TEXT NOT NULL DEFAULT '';
ALTER TABLE rulings ADD COLUMN tally TEXT NOT NULL DEFAULT '';
ALTER TABLE incidents ADD COLUMN side TEXT NOT NULL DEFAULT '';
ALTER TABLE incidents ADD COLUMN fen TEXT NOT NULL DEFAULT '';
ALTER TABLE incidents ADD COLUMN moves TEXT NOT NULL DEFAULT ''; -- space-separated

UPDATE rulings SET
	side = coalesce(json_extract(proposal, '$.player'), ''),
	added_white_ms = CASE WHEN overruled THEN 0 ELSE coalesce(json_extract(proposal, '$.time_adjust_seconds.white'), 0) * 1000 END,
	added_black_ms = CASE WHEN overruled THEN 0 ELSE coalesce(json_extract(proposal, '$.time_adjust_seconds.black'), 0) * 1000 END,
	warning = coalesce(json_extract(proposal, '$.warnings[0].key'), ''),
	tally = CASE
		WHEN json_extract(proposal, '$.illegal_moves') IS NOT NULL THEN 'illegal-move'
		WHEN incident = 'device' AND json_extract(proposal, '$.warnings[0].key') IS NOT NULL THEN 'device-warning'
		WHEN incident = 'adjust-pieces' AND json_extract(proposal, '$.warnings[0].key') IS NOT NULL THEN 'adjust-warning'
		ELSE '' END
WHERE json_valid(proposal);

CREATE TEMP TABLE ruling_incidents AS
	WITH r AS (SELECT id, round, board, ROW_NUMBER() OVER (PARTITION BY round, board ORDER BY id) AS k FROM rulings),
	i AS (SELECT incidents.id AS iid, g.round, g.board, incidents.ply, incidents.note,
		ROW_NUMBER() OVER (PARTITION BY incidents.game_id ORDER BY incidents.id) AS k
		FROM incidents JOIN games g ON g.id = incidents.game_id
		WHERE incidents.kind IN ('ruling', 'ruling-overruled') AND g.round > 0)
	SELECT r.id AS rid, i.iid, i.ply, i.note FROM r JOIN i ON i.round = r.round AND i.board = r.board AND i.k = r.k;
UPDATE rulings SET ply = (SELECT ply FROM ruling_incidents WHERE rid = rulings.id)
	WHERE id IN (SELECT rid FROM ruling_incidents);
DELETE FROM incidents WHERE id IN (SELECT iid FROM ruling_incidents);
DROP TABLE ruling_incidents;

UPDATE incidents SET side = substr(note, 1, 5), note = substr(note, 7)
	WHERE kind = 'illegal-move' AND (note LIKE 'white %' OR note LIKE 'black %');
`

// schemaUnratedGames marks a game that ended before each player had made a
// move (TRF's W, D and L): it counts in the standings, but is not sent for
// rating.
const schemaUnratedGames = `
ALTER TABLE pairings ADD COLUMN unrated INTEGER NOT NULL DEFAULT 0 CHECK (unrated IN (0, 1));
`

// primaryKeys names each table's identity columns; undo matches the
// before-image to the current rows by them.
var primaryKeys = sync.OnceValue(func() map[string][]string {
	return map[string][]string{
		"meta":           {"key"},
		"settings":       {"id"},
		"players":        {"id"},
		"rounds":         {"number"},
		"pairings":       {"round", "board"},
		"games":          {"id"},
		"moves":          {"game_id", "ply"},
		"incidents":      {"id"},
		"rulings":        {"id"},
		"schedule":       {"round"},
		"bye_requests":   {"id"},
		"teams":          {"id"},
		"team_players":   {"player"},
		"matches":        {"round", "number"},
		"deputies":       {"id"},
		"checkin_rounds": {"round"},
		"checkins":       {"player", "round"},
	}
})
