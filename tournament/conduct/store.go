package conduct

import (
	"arbiter/engine"
	"arbiter/tournament"
)

// Store is what the operations keep: the tournament file (store.Store),
// each method one action that judges the event's rules on the file's
// event, or an event in memory in tests.
type Store interface {
	// SwissOptions are the event's Swiss pairing options.
	SwissOptions() (tournament.SwissOptions, error)
	// Backup copies the file under reason before a pairing.
	Backup(reason string) (path string, err error)
	// SavePairedRound saves a round of players; overridden counts the
	// earlier games left unfinished that the arbiter paired over.
	SavePairedRound(rd tournament.Round, overridden int) error
	// SavePairedTeamRound saves round r of a team event as pair makes it
	// from the stored event inside the action, and returns what it saved.
	SavePairedTeamRound(r int, pair func(*tournament.Event) ([]tournament.TeamMatch, []tournament.Pairing, error)) ([]tournament.TeamMatch, []tournament.Pairing, error)
	// SeatPlayers and SeatTeams save the seats set sets, with the audit
	// note, and give ev the seats saved.
	SeatPlayers(ev *tournament.Event, set func(*tournament.Event) error, note string, args ...any) error
	SeatTeams(ev *tournament.Event, set func(*tournament.Event) error, note string, args ...any) error
	// Import keeps an imported event: a report's settings, players and
	// rounds with its Swiss options opts, or a list's players. It
	// returns the notes of the settings a report replaced
	// (exchange.OverReport).
	Import(imported *tournament.Event, report bool, opts tournament.SwissOptions) ([]engine.Message, error)
}
