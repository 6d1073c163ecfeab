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
