package store

// schemaNationalID keeps a player's id in his national federation's
// rating list, by which a national list finds him again when the ratings
// are updated from it.
const schemaNationalID = `
ALTER TABLE players ADD COLUMN national_id TEXT NOT NULL DEFAULT '';
`

// schemaListedFacts keeps a rating list's newer rating, title and
// federation of a player apart from the event's own once round 1 is paired
// (tournament.Player.Listed): the event is rated and paired from the
// values at its start.
const schemaListedFacts = `
ALTER TABLE players ADD COLUMN listed_rating INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN listed_title TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN listed_federation TEXT NOT NULL DEFAULT '';
`

// schemaPlayerEntered keeps the round a late entry joined the event in
// (tournament.Player.Entered), so that the lists of the rounds before
// leave him out. An older file's late entries stay 0: their first board or
// bye tells it once they are paired, as it did.
const schemaPlayerEntered = `
ALTER TABLE players ADD COLUMN entered INTEGER NOT NULL DEFAULT 0;
`

// schemaPairingRating keeps the provisional rating the arbiter gives an
// unrated player for a Dubov pairing (tournament.Player.PairingRating,
// C.04.4.1 1.1.2), apart from his rating, which stays unrated in the
// standings and the rating reports; an older file's players have none, as
// they had not. A build older than the step, which would refuse the
// player's Dubov round or drop the rating when it saves him, does not open
// a file that has it.
const schemaPairingRating = `
ALTER TABLE players ADD COLUMN pairing_rating INTEGER NOT NULL DEFAULT 0;
`
