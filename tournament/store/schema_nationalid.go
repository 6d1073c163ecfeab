package store

// schemaNationalID keeps a player's id in his national federation's
// rating list, by which a national list finds him again when the ratings
// are updated from it.
const schemaNationalID = `
ALTER TABLE players ADD COLUMN national_id TEXT NOT NULL DEFAULT '';
`
