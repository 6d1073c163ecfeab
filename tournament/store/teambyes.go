package store

// schemaTeamByes lets a team of a team Swiss ask for a bye (TRF-2026
// record 240 by team number): the requests for rounds not yet paired
// (folded into bye_requests by schemaOneByes), and the kind of a match
// that is a bye (” the event's own bye, scored as the team options say;
// else the requested kind).
const schemaTeamByes = `
CREATE TABLE team_bye_requests (
	team  INTEGER NOT NULL REFERENCES teams(id),
	round INTEGER NOT NULL CHECK (round > 0),
	kind  TEXT NOT NULL CHECK (kind IN ('half-point', 'zero-point', 'full-point')),
	PRIMARY KEY (team, round)
) STRICT;

ALTER TABLE matches ADD COLUMN bye TEXT NOT NULL DEFAULT '' CHECK (bye IN ('', 'half-point', 'zero-point', 'full-point'));
`

// schemaByesLeftOut marks a team's zero-point bye that the arbiter scored
// a team left without a match in the pairing editor with
// (tournament.TeamMatch.LeftOut), told from one the team asked for, which
// a round taken back asks for again. A file made before it cannot tell
// the two apart: its zero-point byes stay read as the teams' requests, as
// they were.
const schemaByesLeftOut = `
ALTER TABLE matches ADD COLUMN left_out INTEGER NOT NULL DEFAULT 0 CHECK (left_out IN (0, 1));
`
