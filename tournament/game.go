package tournament

import (
	"time"

	"arbiter/engine"
)

// GameRecord is a game as the tournament file keeps it: enough to replay it
// through the engine (start FEN and moves in UCI-like form) and to print the
// scoresheet (SAN as recorded, clock times, draw offers).
type GameRecord struct {
	ID       int64
	Round    int
	Board    int
	StartFEN string // "" for the standard start position
	Chess960 bool
	Moves    []RecordedMove
	Result   Result
	// Incidents are what the arbiter recorded during the game (illegal
	// moves entered on purpose, claims, penalties), in order.
	Incidents []Incident
}

// RecordedMove is one half-move with what the clock showed after it.
type RecordedMove struct {
	Ply       int    // 1 = White's first move
	UCI       string // from-to[promotion], castling as king-to-rook
	SAN       string // as written in English SAN
	Clock     time.Duration
	HasClock  bool
	DrawOffer bool // the mover offered a draw with this move: (=)
}

// Incident is one event at the board that is not a legal move.
type Incident struct {
	Ply  int // the ply after which it happened
	Kind string
	Note string
	At   time.Time
}

// Ruling is one entry of the rulings log: what the app proposed, on which
// articles, and what the arbiter decided. Proposal holds the engine's
// decision as JSON so that the log survives changes to the rules code.
type Ruling struct {
	ID         int64
	Round      int
	Board      int
	At         time.Time
	Incident   string
	Ruleset    string
	Articles   []string
	Proposal   string        // JSON of the proposed decision
	Proposed   engine.Result // proposed result, engine.Ongoing when play goes on
	Overruled  bool
	Reason     string // the arbiter's reason when overruled
	FinalNotes string
}
