package replay

import (
	"encoding/json"
	"time"

	"arbiter/engine"
	"arbiter/engine/clock"
	"arbiter/engine/rules"
	"arbiter/tournament"
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
	// Annotation is what an imported game's text holds before its first
	// move (its NAGs and comment), as PGN writes it; "" for none.
	Annotation string
	// Tags are an imported game's own PGN tags besides those the event
	// writes for its board (exchange.EventTag): ECO, Opening, Annotator…,
	// in the file's order.
	Tags   []engine.Tag
	Result tournament.Result
	// Incidents are what the desk recorded during the game besides its
	// rulings (illegal moves entered on purpose, restorations), in order.
	Incidents []Incident
	// Rulings are the entries of the rulings log made on the game's board,
	// in order: claims, penalties, time added.
	Rulings []Ruling
}

// RecordedMove is one half-move with what the clock showed after it.
type RecordedMove struct {
	Ply      int    // 1 = White's first move
	UCI      string // from-to[promotion], castling as king-to-rook
	SAN      string // as written in English SAN
	Clock    time.Duration
	HasClock bool
	// ClockControl is the control the desk's clock ran when it recorded
	// Clock (clock.TimeControl.String()): a time counted under another
	// control is not that control's (6.10.2). "" for a time that came with
	// the game, its players' own clock's (a PGN's %clk).
	ClockControl string
	DrawOffer    bool // the mover offered a draw with this move: (=)
	// Annotation is what an imported game's text holds after the move
	// besides its clock (its NAGs, comment and variations), as PGN writes
	// it (engine.PGNGame.AnnotationText); "" for none.
	Annotation string
}

// Used is the time the mover had used by this reading, his moves made
// with it: what his control had credited him (TimeControl.Allotted) less
// the reading. The control is the one the desk's clock ran
// (ClockControl), else tc, the game's, for a time that came with it.
func (m RecordedMove) Used(tc clock.TimeControl, made int) (time.Duration, error) {
	if m.ClockControl != "" {
		ran, err := clock.Parse(m.ClockControl)
		if err != nil {
			return 0, err
		}
		tc = ran
	}
	return tc.Allotted(made) - m.Clock, nil
}

// Incident is one event at the board that is not a legal move.
type Incident struct {
	Ply  int // the ply after which it happened
	Kind string
	Side string // "white", "black", or "" when the incident concerns neither
	Note string
	At   time.Time
	// FEN and Moves are, for a restoration, the position restored and the
	// moves taken back from it (as RecordedMove.UCI), so that they can be
	// written in any language's notation.
	FEN   string
	Moves []string
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
	Ruleset    rules.RulesetID
	Articles   []string
	Proposal   string        // JSON of the proposed decision
	Proposed   engine.Result // proposed result, engine.Ongoing when play goes on
	Overruled  bool
	Reason     string // the arbiter's reason when overruled
	FinalNotes string
	// Ply is the number of half-moves on the board when the incident
	// happened; Side the player it concerns ("white", "black", or "").
	Ply  int
	Side string
	// StartFEN is the position its game began in, as the game's record
	// keeps it (GameRecord.StartFEN): "" for the standard start, or where
	// no game is recorded; its moves are numbered from it (MoveNumber).
	StartFEN string
	// Detail is the incident's sub-kind where it has one ("two-hands",
	// "clock-without-move").
	Detail string
	// Added is the time the ruling added to each clock (negative:
	// deducted), indexed by engine.Color; zero when overruled.
	Added [2]time.Duration
	// Warning is the catalogue key suffix of a warning the ruling gives
	// the player ("adjust", "two-hands"), "" for none.
	Warning string
	// Tally names what an accepted ruling counts towards in the game (the
	// penalties that grow with repetition), "" for nothing.
	Tally Tally
	// Unpaired marks a ruling whose round was taken back (un-paired) after
	// it: the game it was made in is no game of the event any more, so the
	// ruling stays in the rulings log as history and belongs to no board
	// of the round as paired since.
	Unpaired bool
}

// ResultOf is the pairing's result for a ruling that ends the game
// (tournament.GameResult), a game never played (rules.Decision.Forfeit)
// as the forfeit the crosstable marks + and −: what the desk records,
// `arbiter ruling` says and the rulings log's report prints.
func ResultOf(d rules.Decision) tournament.Result {
	r := tournament.GameResult(d.Result)
	if d.Forfeit {
		switch r {
		case tournament.WhiteWins:
			return tournament.WhiteForfeitWin
		case tournament.BlackWins:
			return tournament.BlackForfeitWin
		}
	}
	return r
}

// ProposedDecision is the decision the ruling proposed, as the log keeps it
// (Proposal): with its notes, which every door that shows the ruling
// says; false where the log keeps none that reads.
func (r Ruling) ProposedDecision() (rules.Decision, bool) {
	var d rules.Decision
	if json.Unmarshal([]byte(r.Proposal), &d) != nil {
		return rules.Decision{}, false
	}
	return d, true
}

// ProposedResult is the pairing's result the ruling proposed (ResultOf):
// a game never played is a forfeit, as its proposal says; NoResult where
// play went on.
func (r Ruling) ProposedResult() tournament.Result {
	d, _ := r.ProposedDecision() // a proposal unread is a game's result
	d.Result = r.Proposed
	return ResultOf(d)
}

// Tally is a count kept per player and game that later rulings read.
type Tally string

// Tallies.
const (
	TallyNone          Tally = ""
	TallyIllegalMove   Tally = "illegal-move"   // the second illegal move loses (FIDE 7.5.5)
	TallyDeviceWarning Tally = "device-warning" // a device warning given where the event allows one
	TallyAdjustWarning Tally = "adjust-warning" // the second adjusting offence loses (FI blitz 4)
)

// Counts returns how many accepted rulings of the game count towards
// tally for each player, indexed by engine.Color.
func (g *GameRecord) Counts(tally Tally) [2]int {
	return g.perSide(func(r Ruling) bool { return !r.Overruled && r.Tally == tally })
}

// Ruled returns how many rulings of the game were on incident for each
// player, indexed by engine.Color, accepted or overruled: a request (to
// see the opponent's scoresheet) was made whatever the arbiter decided of
// it, and the rules count the requests.
func (g *GameRecord) Ruled(incident string) [2]int {
	return g.perSide(func(r Ruling) bool { return r.Incident == incident })
}

// perSide counts the game's rulings that keep says, by the player each
// concerns.
func (g *GameRecord) perSide(keep func(Ruling) bool) [2]int {
	var n [2]int
	for _, r := range g.Rulings {
		if !keep(r) {
			continue
		}
		switch r.Side {
		case engine.White.String():
			n[engine.White]++
		case engine.Black.String():
			n[engine.Black]++
		}
	}
	return n
}

// ClockState is a game's clock as it read when the desk last saved it:
// what reopening the game restores, rather than the times recorded with
// the last move. Ply says which position it belongs to; a state saved
// before moves were added or taken back no longer applies.
type ClockState struct {
	Ply       int              `json:"ply"`
	Control   string           `json:"control"`
	Remaining [2]time.Duration `json:"remaining"`       // indexed by engine.Color
	Bonus     time.Duration    `json:"bonus,omitempty"` // quickplay increment in force
	At        time.Time        `json:"at"`
	// Untouched says the reading is the clock's first setting, the clock
	// never run, set or restored from a reading (a game played on paper):
	// it tells no time used.
	Untouched bool `json:"untouched,omitempty"`
	// EventControl says Control was the event's as it stood (named, or
	// assumed where it named none), not one set at the desk for this game.
	EventControl bool `json:"event_control,omitempty"`
}

// GameControl is the control set at the desk for this game, which the
// game keeps whatever the event's becomes; "" where the clock ran the
// event's, so that the event's control set or changed since is the
// game's (a blitz event's control set after a game's clock ran on the
// 90'+30" assumed for an event naming none ruled it as standard play).
func (c ClockState) GameControl() string {
	if c.EventControl {
		return ""
	}
	return c.Control
}

// Used is the time each player had used by this reading, as a clock of
// control tc set from it counts it (clock.Clock.Set, Used): the time his
// moves made had earned (TimeControl.Allotted) less what remained; false
// for an untouched clock's. The adjournment's envelope states it, at the
// desk and from the file alike.
func (c ClockState) Used(tc clock.TimeControl, made [2]int) ([2]time.Duration, bool) {
	var used [2]time.Duration
	for side := range used {
		used[side] = tc.Allotted(made[side]) - c.Remaining[side]
	}
	return used, !c.Untouched
}

// ResultFromGame returns the result a recorded game ended with, for
// entering it on its board; a game still in progress has none yet.
func ResultFromGame(g GameRecord) (tournament.Result, error) {
	if !g.Result.Played() {
		return tournament.NoResult, engine.NewMessage("event.err.result.game", "round", g.Round, "board", g.Board)
	}
	return g.Result, nil
}

// MoveNumber is the number and mover of the half-move the ruling came
// after (Ply), as its game's scoresheet numbers it
// (engine.Game.MoveNumber): from the position the game began in, so that
// a game set up at move 40 with Black to move has 41…Ke7 for its third
// half-move. The number is 0 where no move had been made.
func (r Ruling) MoveNumber() (int, engine.Color) {
	if r.Ply <= 0 {
		return 0, engine.White
	}
	turn, first := engine.White, 1
	if r.StartFEN != "" {
		if s, err := engine.ParseFEN(r.StartFEN); err == nil {
			turn, first = s.Turn, max(s.Fullmoves, 1)
		}
	}
	// Half-moves counted from White's move of the first number.
	i := r.Ply - 1
	if turn == engine.Black {
		i++
	}
	if i%2 == 1 {
		return first + i/2, engine.Black
	}
	return first + i/2, engine.White
}
