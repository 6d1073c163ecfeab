package swiss

import (
	"slices"

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
	// Uncoloured lists the games of a checked round whose colours were
	// never given (a report's forfeit written "  12 - +"), in either
	// order: a check judges their pairing only, as bbpPairings' checker
	// takes such a game for either colour. Pairing ignores it.
	Uncoloured [][2]int
}

// uncoloured reports whether the game of a and b is one of Uncoloured.
func (in *Input) uncoloured(a, b int) bool {
	return slices.Contains(in.Uncoloured, [2]int{a, b}) || slices.Contains(in.Uncoloured, [2]int{b, a})
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
