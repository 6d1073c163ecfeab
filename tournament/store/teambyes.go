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

// schemaByesWhoAsked says of a paired bye who wanted it, so that a round
// taken back asks again only for what was asked for, as it was: a team's
// zero-point bye that the arbiter scored a team left without a match in
// the pairing editor with (tournament.TeamMatch.LeftOut) is no request,
// and a player's bye keeps the check-in whose closing gave it
// (tournament.Pairing.CheckIn, as bye_requests.check_in). A file made
// before it cannot tell them apart: its byes stay read as the entrants'
// own requests, as they were.
const schemaByesWhoAsked = `
ALTER TABLE matches ADD COLUMN left_out INTEGER NOT NULL DEFAULT 0 CHECK (left_out IN (0, 1));
ALTER TABLE pairings ADD COLUMN check_in INTEGER NOT NULL DEFAULT 0;
`
