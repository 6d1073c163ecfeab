package conduct_test

import (
	"fmt"
	"slices"
	"strings"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
)

// memory is a Store over an event in memory: what an operation hands the
// file is kept in the event as the file keeps it, without the file's own
// judging (the store's tests hold that), so that the operations' rules
// are tested without SQLite.
type memory struct {
	ev         *tournament.Event
	opts       tournament.SwissOptions
	backups    []string
	notes      []string // each action's audit note with its arguments
	overridden int
}

func (m *memory) SwissOptions() (tournament.SwissOptions, error) { return m.opts, nil }

func (m *memory) Backup(reason string) (string, error) {
	m.backups = append(m.backups, reason)
	return reason, nil
}

func (m *memory) SavePairedRound(rd tournament.Round, overridden int) error {
	m.ev.Rounds = append(m.ev.Rounds, rd)
	m.overridden = overridden
	return nil
}

func (m *memory) SavePairedTeamRound(r int, pair func(*tournament.Event) ([]tournament.TeamMatch, []tournament.Pairing, error)) ([]tournament.TeamMatch, []tournament.Pairing, error) {
	ms, games, err := pair(m.ev)
	if err != nil {
		return nil, nil, err
	}
	m.ev.Matches = append(m.ev.Matches, ms...)
	m.ev.Rounds = append(m.ev.Rounds, tournament.Round{Number: r, Pairings: games})
	return ms, games, nil
}

func (m *memory) SeatPlayers(ev *tournament.Event, set func(*tournament.Event) error, note string, args ...any) error {
	return seat(m, ev, func(e *tournament.Event) *[]tournament.Player { return &e.Players }, set, note, args)
}

func (m *memory) SeatTeams(ev *tournament.Event, set func(*tournament.Event) error, note string, args ...any) error {
	return seat(m, ev, func(e *tournament.Event) *[]tournament.Team { return &e.Teams }, set, note, args)
}

// seat sets the seats of the entrants the list of which of gives, as the
// file does: on a copy of them, kept in ev and in memory once set
// succeeds.
func seat[T any](m *memory, ev *tournament.Event, of func(*tournament.Event) *[]T, set func(*tournament.Event) error, note string, args []any) error {
	e := *ev
	*of(&e) = slices.Clone(*of(ev))
	if err := set(&e); err != nil {
		return err
	}
	*of(ev), *of(m.ev) = *of(&e), *of(&e)
	m.note(note, args)
	return nil
}

// Import keeps an imported event as the file does, with ids as read:
// a report's settings over the event's (exchange.OverReport), players,
// rounds and options, a list's players.
func (m *memory) Import(imported *tournament.Event, report bool, opts tournament.SwissOptions) ([]engine.Message, error) {
	var notes []engine.Message
	if report {
		m.ev.Settings, notes = exchange.OverReport(m.ev.Settings, imported.Settings)
		m.ev.Rounds, m.ev.Requests, m.opts = imported.Rounds, imported.Requests, opts
	}
	m.ev.Players = append(m.ev.Players, imported.Players...)
	return notes, nil
}

func (m *memory) note(note string, args []any) {
	m.notes = append(m.notes, strings.TrimSpace(fmt.Sprintln(append([]any{note}, args...)...)))
}
