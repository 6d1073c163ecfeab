package store

import (
	"reflect"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
	"arbiter/tournament/replay"
)

// Import keeps an imported event (conduct.ReadReport, conduct.ReadPlayers)
// in the file as one action: the players of a player list, or, when report
// is set, the settings, players and rounds of a TRF report with the Swiss
// pairing options opts it states. Every player is checked against the
// event and the players before it in the list first, so a list with a bad
// line adds nobody. A report goes only into an event without players or
// rounds; a player list goes in whenever a player may be added by hand.
// imported keeps its own ids. The notes name what a report replaced of
// the settings the arbiter had set (exchange.OverReport).
func (s *Store) Import(imported *tournament.Event, report bool, opts tournament.SwissOptions) ([]engine.Message, error) {
	copied := copyEvent(imported)
	var notes []engine.Message
	err := s.Batch(func(tx *Tx) (err error) {
		notes, err = tx.importEvent(&copied, report, opts, s.path)
		return err
	})
	if err != nil {
		return nil, err
	}
	return notes, nil
}

// copyEvent copies what importEvent changes (ids), so that the caller's
// event keeps its own.
func copyEvent(ev *tournament.Event) tournament.Event {
	copied := *ev
	copied.Players = append([]tournament.Player(nil), ev.Players...)
	copied.Requests = append([]tournament.PlannedBye(nil), ev.Requests...)
	copied.Rounds = make([]tournament.Round, len(ev.Rounds))
	for i, rd := range ev.Rounds {
		copied.Rounds[i] = rd
		copied.Rounds[i].Pairings = append([]tournament.Pairing(nil), rd.Pairings...)
	}
	return copied
}

// importEvent adds an imported event's players, rounds and requested
// byes, and for a report its settings and Swiss options (when given),
// renumbering the players to the file's ids. It judges the event's rules
// on the file as the action finds it: a report only into an empty event
// (ErrImportNotEmpty), players only while entries are open
// (tournament.EntryAllowed), each player against those before
// (tournament.ValidateImport). It returns the notes of the settings a
// report replaced.
func (tx *Tx) importEvent(ev *tournament.Event, report bool, opts tournament.SwissOptions, path string) ([]engine.Message, error) {
	file, err := tx.Event()
	if err != nil {
		return nil, err
	}
	if report && (len(file.Rounds) > 0 || len(file.Players) > 0) {
		return nil, refuse(importNotEmpty, "file", path)
	}
	if len(ev.Players) > 0 {
		if err := tournament.EntryAllowed(file.Settings, file.PairedRounds()); err != nil {
			return nil, err
		}
	}
	if err := tournament.ValidateImport(file.Players, ev.Players, nil); err != nil {
		return nil, err
	}
	var notes []engine.Message
	if report {
		// The report's settings over the file's: what a report cannot
		// state stays as the arbiter set it, and what it replaced is
		// named.
		var settings tournament.Settings
		settings, notes = exchange.OverReport(file.Settings, ev.Settings)
		if err := tx.UpdateSettings(settings); err != nil {
			return nil, err
		}
	}
	// The players go in in the order of the numbers the file gives them
	// (their seats: a report's starting numbers), those without one
	// after them in the file's order, and a report's (into a file with
	// no players) each with the id of his number. A report lists its
	// players in any order (Lichess's, three of 112 out of theirs) and
	// its numbers may leave gaps (1 to 6 and 8): the ids followed its
	// lines, and the command line's --id 27 named another player than
	// --seat 27.
	seats := make(map[int64]int, len(ev.Players))
	for _, p := range ev.Players {
		seats[p.ID] = p.Seat
	}
	ids := map[int64]int64{}
	for _, pp := range ev.ByStartNumber(seats) {
		p := *pp
		// A list joining a Swiss under way is of late entries, each
		// entering in the next round, as one added alone (AddPlayer),
		// with the byes of the event's setting for the rounds before,
		// which the front ends say as they say a late entry's
		// (words.LateEntries). A report's late entry keeps the round he
		// joined in, as the report's import read it.
		if !report {
			p.Entered = 0
		}
		var missed tournament.MissedRounds
		if paired := file.PairedRounds(); !report && paired > 0 {
			p.Entered = file.NextRound()
			missed = file.Settings.MissedRoundsFor("", paired)
			if err := file.Settings.MissedAllowed(missed, paired); err != nil {
				return nil, err
			}
		}
		var number int64
		if report {
			number = int64(p.Seat)
		}
		id, err := tx.addPlayer(p, number)
		if err != nil {
			return nil, err
		}
		tx.step("player.add", "id", id, "name", p.Name)
		for i, k := range missed.Kinds() {
			if err := tx.addMissedRound(id, p.Name, i+1, k, p.Entered); err != nil {
				return nil, err
			}
		}
		ids[p.ID] = id
	}
	exchange.RemapIDs(ev, ids)
	for _, rd := range ev.Rounds {
		if err := tx.SaveRound(rd, false); err != nil {
			return nil, err
		}
	}
	if len(ev.Requests) > 0 {
		if err := tx.setRequests(ev.Requests); err != nil {
			return nil, err
		}
	}
	if reflect.DeepEqual(opts, tournament.SwissOptions{}) {
		return notes, nil
	}
	// The report's own options, checked player by player on reading.
	return notes, tx.SetSwissOptions(exchange.RemapSwissOptions(opts, ids))
}

// CreateImported creates a tournament file at path holding an imported
// event (see Import), a team event's by the rules of a team event's every
// change (createTeamImported). Creation and import are one transaction
// written under a temporary name (CreateWith): a file that could not take
// the import, or a crash in the middle, leaves no file behind. The new
// file is made of the imported settings, so a report replaces none.
func CreateImported(path string, imported *tournament.Event, report bool, opts tournament.SwissOptions) (*Store, error) {
	if imported.Settings.System.Team() {
		return createTeamImported(path, imported)
	}
	copied := copyEvent(imported)
	return createKeeping(path, imported.Settings, imported.Settings, func(tx *Tx) error {
		_, err := tx.importEvent(&copied, report, opts, path)
		return err
	})
}

// ExportPGN returns the games of the file's rounds as PGN, recorded games
// with their moves and the other boards as skeletons (exchange.EventPGN).
func (s *Store) ExportPGN() ([]byte, error) {
	ev, err := s.Event()
	if err != nil {
		return nil, err
	}
	games, err := s.RecordedGames(ev)
	if err != nil {
		return nil, err
	}
	text, err := exchange.EventPGN(ev, games)
	return []byte(text), err
}

// RecordedGames are the games recorded at the desk on the boards of ev's
// rounds, in round and board order.
func (s *Store) RecordedGames(ev *tournament.Event) ([]*replay.GameRecord, error) {
	var games []*replay.GameRecord
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
	return games, nil
}
