package store

import "arbiter/tournament"

// Import adds an imported event to the file as one action: the players of
// a player list (tournament.ReadPlayersCSV), or, when report is set, the
// settings, players and rounds of a TRF report (tournament.ImportTRF).
// Every player is checked against the event and the players before it in
// the list first, so a list with a bad line adds nobody. A report goes
// only into an event without players or rounds; a player list goes in
// whenever a player may be added by hand. imported keeps its own ids.
func (s *Store) Import(imported *tournament.Event, report bool) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	if report && (len(ev.Rounds) > 0 || len(ev.Players) > 0) {
		return refuse(ImportNotEmpty, "file", s.path)
	}
	if err := tournament.ValidateImport(ev.Players, imported.Players, nil); err != nil {
		return err
	}
	copied := copyEvent(imported)
	return s.Batch(func(tx *Tx) error { return tx.importEvent(&copied, report) })
}

// copyEvent copies what importEvent changes (ids), so that the caller's
// event keeps its own.
func copyEvent(ev *tournament.Event) tournament.Event {
	copied := *ev
	copied.Players = append([]tournament.Player(nil), ev.Players...)
	copied.Rounds = make([]tournament.Round, len(ev.Rounds))
	for i, rd := range ev.Rounds {
		copied.Rounds[i] = rd
		copied.Rounds[i].Pairings = append([]tournament.Pairing(nil), rd.Pairings...)
	}
	return copied
}

// importEvent adds an imported event's players and rounds, and for a
// report its settings, renumbering the players to the file's ids.
func (tx *Tx) importEvent(ev *tournament.Event, report bool) error {
	if report {
		if err := tx.UpdateSettings(ev.Settings); err != nil {
			return err
		}
	}
	ids := map[int64]int64{}
	for _, p := range ev.Players {
		id, err := tx.AddPlayer(p)
		if err != nil {
			return err
		}
		ids[p.ID] = id
	}
	tournament.RemapIDs(ev, ids)
	for _, rd := range ev.Rounds {
		if err := tx.SaveRound(rd, false); err != nil {
			return err
		}
	}
	return nil
}

// CreateImported creates a tournament file at path holding an imported
// event (see Import). Creation and import are one transaction written
// under a temporary name (CreateWith): a file that could not take the
// import, or a crash in the middle, leaves no file behind.
func CreateImported(path string, imported *tournament.Event, report bool) (*Store, error) {
	if err := tournament.ValidateImport(nil, imported.Players, nil); err != nil {
		return nil, err
	}
	copied := copyEvent(imported)
	return CreateWith(path, imported.Settings, func(tx *Tx) error { return tx.importEvent(&copied, report) })
}

// ExportPGN returns every game recorded in the file as PGN, in round and
// board order (tournament.EventPGN).
func (s *Store) ExportPGN() ([]byte, error) {
	ev, err := s.Event()
	if err != nil {
		return nil, err
	}
	var games []*tournament.GameRecord
	for _, rd := range ev.Rounds {
		for _, p := range rd.Pairings {
			if p.GameID == 0 {
				continue
			}
			g, err := s.Game(p.GameID)
			if err != nil {
				return nil, err
			}
			games = append(games, g)
		}
	}
	text, err := tournament.EventPGN(ev, games)
	return []byte(text), err
}
