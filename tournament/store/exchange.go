package store

import (
	"fmt"

	"arbiter/tournament"
)

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
		return refuse(ImportNotEmpty, fmt.Sprintf("%s already has players or rounds; import the report into a new file", s.path), "file", s.path)
	}
	if err := tournament.ValidateImport(ev.Players, imported.Players, nil); err != nil {
		return err
	}
	copied := *imported
	copied.Players = append([]tournament.Player(nil), imported.Players...)
	copied.Rounds = make([]tournament.Round, len(imported.Rounds))
	for i, rd := range imported.Rounds {
		copied.Rounds[i] = rd
		copied.Rounds[i].Pairings = append([]tournament.Pairing(nil), rd.Pairings...)
	}
	return s.Batch(func(tx *Tx) error {
		if report {
			if err := tx.UpdateSettings(copied.Settings); err != nil {
				return err
			}
		}
		ids := map[int64]int64{}
		for _, p := range copied.Players {
			id, err := tx.AddPlayer(p)
			if err != nil {
				return err
			}
			ids[p.ID] = id
		}
		tournament.RemapIDs(&copied, ids)
		for _, rd := range copied.Rounds {
			if err := tx.SaveRound(rd, false); err != nil {
				return err
			}
		}
		return nil
	})
}

// CreateImported creates a tournament file at path holding an imported
// event (see Import). A file that could not take the import is removed
// again, so that it does not stand in the way of a retry.
func CreateImported(path string, imported *tournament.Event, report bool) (*Store, error) {
	st, err := Create(path, imported.Settings)
	if err != nil {
		return nil, err
	}
	if err := st.Import(imported, report); err != nil {
		st.Close()
		Remove(path)
		return nil, err
	}
	return st, nil
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
