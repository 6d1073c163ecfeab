package engine

import (
	"strconv"
	"time"
)

// GameMove is one half-move of a game record.
type GameMove struct {
	Move Move
	// Clock is the mover's remaining time after the move, when recorded.
	Clock    time.Duration
	HasClock bool
}

// IncidentKind classifies an entry in a game's incident log.
type IncidentKind uint8

const (
	// IncidentDrawOffer: a player offered a draw.
	IncidentDrawOffer IncidentKind = iota + 1
	// IncidentRestored: the arbiter restored an earlier position (FIDE 7.5.1,
	// e.g. after an illegal move); the moves taken back are kept in the
	// incident.
	IncidentRestored
	// IncidentNote: any other event the arbiter records.
	IncidentNote
)

var incidentNames = [...]string{IncidentDrawOffer: "draw-offer", IncidentRestored: "restored", IncidentNote: "note"}

// String returns "draw-offer", "restored" or "note".
func (k IncidentKind) String() string { return nameOf(incidentNames[:], k) }

// Incident is an event in a game other than a move. Ply is the number of
// half-moves of the current line played when it happened.
type Incident struct {
	Kind IncidentKind
	Ply  int
	By   Color
	// Moves holds the half-moves taken back by a restoration, in order; the
	// first of them was ply Ply+1.
	Moves []GameMove
	Note  string
}

// Game is a game record: the start position (standard, Chess960 or set up),
// the moves of the current line with their clock times, and an incident log
// of draw offers and restorations. Positions after every move are kept, so
// repetition checks and restorations are cheap.
type Game struct {
	positions []Position   // positions[i]: after i half-moves of the line
	ids       []PositionID // SameFIDE identity of positions[i]
	halfmoves []int        // plies since the last capture or pawn move, per position
	moves     []GameMove
	incidents []Incident
}

// NewGame starts a record at the given position.
func NewGame(start Position) *Game {
	g := &Game{}
	g.push(start)
	return g
}

func (g *Game) push(p Position) {
	g.positions = append(g.positions, p)
	g.ids = append(g.ids, p.Identity(SameFIDE))
	hm := p.Halfmoves()
	if n := len(g.halfmoves); n > 0 {
		// A set-up position's clock may claim more plies than this record
		// holds; only recorded positions can repeat.
		hm = min(hm, g.halfmoves[n-1]+1)
	} else {
		hm = 0
	}
	g.halfmoves = append(g.halfmoves, hm)
}

// Start returns the start position.
func (g *Game) Start() Position { return g.positions[0] }

// Position returns the current position.
func (g *Game) Position() Position { return g.positions[len(g.positions)-1] }

// PositionAt returns the position after ply half-moves (0 = the start).
func (g *Game) PositionAt(ply int) Position { return g.positions[ply] }

// Ply returns the number of half-moves in the current line.
func (g *Game) Ply() int { return len(g.moves) }

// Moves returns the half-moves of the current line; the slice is shared,
// do not modify it.
func (g *Game) Moves() []GameMove { return g.moves }

// Incidents returns the incident log in the order recorded.
func (g *Game) Incidents() []Incident { return g.incidents }

// Play appends a legal move.
func (g *Game) Play(m Move) error { return g.Append(GameMove{Move: m}) }

// Append appends a move with its clock reading. An illegal move is refused
// with a *GameError; the record is unchanged.
func (g *Game) Append(mv GameMove) error {
	p := g.Position()
	if !p.IsLegal(mv.Move) {
		return &gameError{msg("analysis.game.illegal_move", "move", mv.Move.String(), "ply", strconv.Itoa(g.Ply()+1))}
	}
	p.Play(mv.Move)
	g.moves = append(g.moves, mv)
	g.push(p)
	return nil
}

// OfferDraw records a draw offer by colour by at the current ply.
func (g *Game) OfferDraw(by Color) {
	g.incidents = append(g.incidents, Incident{Kind: IncidentDrawOffer, Ply: g.Ply(), By: by})
}

// Note records a free-text incident at the current ply.
func (g *Game) Note(text string) {
	g.incidents = append(g.incidents, Incident{Kind: IncidentNote, Ply: g.Ply(), Note: text})
}

// Restore goes back to the position after ply half-moves (FIDE 7.5.1). The
// moves taken back stay in the record as an IncidentRestored with the note.
func (g *Game) Restore(ply int, note string) error {
	if ply < 0 || ply > g.Ply() {
		return &gameError{msg("analysis.game.restore_range", "ply", strconv.Itoa(ply), "plies", strconv.Itoa(g.Ply()))}
	}
	taken := append([]GameMove(nil), g.moves[ply:]...)
	g.incidents = append(g.incidents, Incident{Kind: IncidentRestored, Ply: ply, Moves: taken, Note: note})
	g.moves = g.moves[:ply]
	g.positions = g.positions[:ply+1]
	g.ids = g.ids[:ply+1]
	g.halfmoves = g.halfmoves[:ply+1]
	return nil
}

// Head returns a copy of the record up to ply half-moves, with the incidents
// recorded by then; g is unchanged.
func (g *Game) Head(ply int) *Game {
	h := &Game{
		positions: append([]Position(nil), g.positions[:ply+1]...),
		ids:       append([]PositionID(nil), g.ids[:ply+1]...),
		halfmoves: append([]int(nil), g.halfmoves[:ply+1]...),
		moves:     append([]GameMove(nil), g.moves[:ply]...),
	}
	for _, in := range g.incidents {
		if in.Ply <= ply {
			h.incidents = append(h.incidents, in)
		}
	}
	return h
}

// MoveNumber returns the move number and the colour of the mover of half-move
// ply (1-based), as a scoresheet shows it.
func (g *Game) MoveNumber(ply int) (int, Color) {
	before := &g.positions[ply-1]
	return before.Fullmoves(), before.Turn()
}

// MoveLabel returns half-move ply (1-based) in SAN with its number, as
// "23.Nf3" or "23...Nf6".
func (g *Game) MoveLabel(ply int) string {
	return g.positions[ply-1].MoveLabel(g.moves[ply-1].Move, Notation{English, SAN})
}

// Repetitions returns the plies (0 = the start) at which the position after
// ply occurred so far, including ply itself, under the equality eq.
func (g *Game) Repetitions(ply int, eq Equality) []int {
	return occurrences(g.ids, g.halfmoves, ply, eq)
}

// gameError reports a misuse of a game record, such as an illegal move.
type gameError struct {
	Message
}

func (e *gameError) Error() string { return "game: " + e.English() }
