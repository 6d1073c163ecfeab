// Package swiss pairs Swiss-system rounds by the FIDE Dutch system
// (Handbook C.04.3, rules in force from 1 July 2025), checks a finished
// round against those rules, and applies Baku acceleration (C.04.7).
//
// The pairing of a round is computed exactly: the quality criteria are
// encoded, in their order of priority, as bit fields of the edge weights of
// a maximum-weight matching over the players still to be paired, and the
// brackets are settled one after the other, fixing at each step the choice
// the rules prefer among the optimal pairings (which moved-down players are
// paired, their opponents, which residents are exchanged, and the
// transposition order inside S2). The package does not depend on the rest
// of the application: callers describe the players with the small types
// below, or read them from a TRF file (see FromTRF).
//
// It also pairs by the FIDE Dubov system (DubovPairing, dubov.go): Handbook
// C.04.4.1, the edition approved by the Council on 28 October 2025 and
// applied from 1 February 2026, with C.04.2 for the initial order, late
// entries and byes. It shares the Dutch system's model of a round (the
// history, pairing numbers, scores, colour differences, eligibility for the
// bye, forbidden pairs and absences) and the matcher, and keeps in
// dubov.go only what its articles add: the average rating of opponents
// (1.7), upfloat counts and MaxT (1.8), the quality criteria [C5]–[C10],
// the groups G1/G2 and their shifts, the transposition, the colour rules
// of 5.2 and the board order of 5.3. Its corpus, compared with py4swiss
// and CPPDubovSystem, is testdata/dubov (README there). The Burstein
// system (C.04.4.2) is not implemented.
package swiss

import (
	"arbiter/engine"
)

// Colour is a piece colour.
type Colour int8

// Colours; None means no game (a bye) or no preference.
const (
	None Colour = iota
	White
	Black
)

func (c Colour) invert() Colour {
	switch c {
	case White:
		return Black
	case Black:
		return White
	}
	return None
}

func (c Colour) String() string {
	switch c {
	case White:
		return "w"
	case Black:
		return "b"
	}
	return "-"
}

// Kind tells what happened to a player in one round.
type Kind int8

// Round kinds. Forfeits and byes are unplayed games; only Played games count
// for colours and for the rule that two players meet only once.
const (
	Played        Kind = iota // a game over the board
	ForfeitWin                // opponent did not appear
	ForfeitLoss               // did not appear
	PairingBye                // pairing-allocated bye
	FullBye                   // requested full-point bye
	HalfBye                   // requested half-point bye
	ZeroBye                   // absent, zero points
	DoubleForfeit             // paired, neither appeared (forfeit loss to both)
)

// Round is one player's record for one round.
type Round struct {
	Kind     Kind
	Opponent int    // opponent's ID for Played and forfeits, 0 otherwise
	Colour   Colour // colour for Played games (and scheduled colour of forfeits)
	Points   int    // points scored this round, in tenths (a win is 10)
}

// Player is what the Dutch system needs to know about one player.
type Player struct {
	ID      int     // pairing number: the order of the initial ranking list
	Rating  int     // the Dubov system's rating (C.04.4.1 1.1), for the opponents' average
	History []Round // rounds before the one being paired, round 1 first
	// Absent players are not paired this round (requested byes, withdrawals).
	Absent bool
	// Acceleration holds fictitious points (tenths) per round, index 0 being
	// round 1; rounds beyond its length have none.
	Acceleration []int
}

// Scoring gives the points (in tenths) for results, as far as pairing cares.
type Scoring struct {
	Win, Draw, Loss, PairingBye, ZeroBye, ForfeitLoss int
}

// DefaultScoring is 1 / ½ / 0 with a one-point pairing-allocated bye.
var DefaultScoring = Scoring{Win: 10, Draw: 5, PairingBye: 10}

// Input is everything needed to pair one round.
type Input struct {
	Round         int // the round to pair, 1-based; History holds Round-1 entries
	TotalRounds   int // planned number of rounds (the last round relaxes colour rules for topscorers)
	InitialColour Colour
	Scoring       Scoring
	Players       []Player
	// Forbidden lists pairs of IDs who must not meet (e.g. family members).
	Forbidden [][2]int
}

// Pair is one board: White and Black IDs. Black is 0 for the
// pairing-allocated bye.
type Pair struct {
	White, Black int
}

// errorf makes a pairing failure: an engine.Message whose text is the
// catalogue's.
func errorf(key string, args map[string]any) *engine.Message {
	return &engine.Message{Key: key, Args: args}
}
