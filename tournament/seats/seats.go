// Package seats is the draw of an event's seats, its entrants' places in
// the Berger tables and their numbers in a Swiss (FIDE C.05 Annex 1): by
// lot from a seed that can be written down and repeated, or by hand in the
// order named; for players, and for a team event's teams as for players,
// whose numbers follow from their seats (TeamNumbers). The store saves
// what these set, as one audited action.
package seats

import (
	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/input"
	"math/rand/v2"
	"strings"
)

// Draw draws the seats by lot: a random permutation of 1…n from the
// given seed, so that the draw can be repeated and checked. Players keep
// their order in ev.Players; only Seat changes.
func Draw(ev *tournament.Event, seed uint64) {
	seats := seatLot(len(ev.Players), seed)
	for i := range ev.Players {
		ev.Players[i].Seat = seats[i]
	}
}

// seatLot is the seats 1…n drawn by lot from seed, the i-th entry the seat
// of the i-th entrant: the same seed gives the same draw.
func seatLot(n int, seed uint64) []int {
	rng := rand.New(rand.NewPCG(seed, 0x5eed_1953))
	seats := rng.Perm(n)
	for i := range seats {
		seats[i]++
	}
	return seats
}

// NewSeed is a random seed for Draw, short enough to write down, from the
// generator the Go runtime seeds from the system at start: a lot needs no
// secret, and crypto/rand would cost every command's start its FIPS 140
// self-tests and ciphers (bench/start).
func NewSeed() uint64 {
	return rand.Uint64() >> 12
}

// CheckDraw checks that the seats may be drawn: the event is no
// individual Swiss, whose numbers follow the ratings (FIDE C.04.2), round
// 1 is not paired yet, and there are at least two players.
func CheckDraw(ev *tournament.Event) error {
	if ev.Settings.System.IndividualSwiss() {
		return engine.NewMessage("event.err.seats.draw.swiss")
	}
	if ev.Started() {
		return engine.NewMessage("event.err.seats.paired")
	}
	if len(ev.Players) < 2 {
		return engine.NewMessage("event.err.pair.few")
	}
	return nil
}

// Assign seats the players in the order the names are given (seat 1
// first), as when the draw was made by hand. Every player must be named
// exactly once; names compare as in duplicate detection.
func Assign(ev *tournament.Event, names []string) error {
	seat, err := seatsByName(names, len(ev.Players), func(i int, name string) bool { return input.SameName(ev.Players[i].Name, name) })
	if err != nil {
		return err
	}
	for i := range ev.Players {
		ev.Players[i].Seat = seat[i]
	}
	return nil
}

// seatsByName is a draw made by hand: the seat of each of the n entrants
// from the names in seat order (is tells whether entrant i bears name),
// each named exactly once.
func seatsByName(names []string, n int, is func(i int, name string) bool) ([]int, error) {
	if len(names) != n {
		return nil, engine.NewMessage("event.err.seats.count", "got", len(names), "want", n)
	}
	seat := make([]int, n)
	for s, name := range names {
		found := -1
		for i := range n {
			if is(i, name) {
				found = i
				break
			}
		}
		switch {
		case found < 0:
			return nil, engine.NewMessage("event.err.seats.unknown", "name", strings.TrimSpace(name))
		case seat[found] != 0:
			return nil, engine.NewMessage("event.err.seats.twice", "name", strings.TrimSpace(name))
		}
		seat[found] = s + 1
	}
	return seat, nil
}

// DrawTeams draws the teams' seats by lot from seed (as Draw
// does for players).
func DrawTeams(ev *tournament.Event, seed uint64) {
	seats := seatLot(len(ev.Teams), seed)
	for i := range ev.Teams {
		ev.Teams[i].Seat = seats[i]
	}
}

// AssignTeams seats the teams in the order named (seat 1 first), a
// draw made by hand; a team is named by its name or short name.
func AssignTeams(ev *tournament.Event, names []string) error {
	seat, err := seatsByName(names, len(ev.Teams), func(i int, name string) bool {
		t := ev.Teams[i]
		return input.SameName(t.Name, name) || (t.ShortName != "" && input.SameName(t.ShortName, name))
	})
	if err != nil {
		return err
	}
	for i := range ev.Teams {
		ev.Teams[i].Seat = seat[i]
	}
	return nil
}

// CheckTeamDraw checks that the teams' seats may be drawn: round 1
// is not paired yet, and there are two teams at least.
func CheckTeamDraw(ev *tournament.Event) error {
	if ev.PairedRounds() > 0 {
		return engine.NewMessage("event.err.seats.paired")
	}
	if len(ev.Teams) < 2 {
		return engine.NewMessage("teams.err.pair.few")
	}
	return nil
}
