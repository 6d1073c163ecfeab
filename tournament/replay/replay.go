// Package replay is a game as the tournament file records it (GameRecord:
// its moves with the clock, the incidents and rulings at its board; the
// clock as the desk last saved it, ClockState) and plays it through the
// engine, for the window, the paper and PGN export alike.
package replay

import (
	"arbiter/engine"
)

// Game plays a recorded game through the engine: from its start position
// (a Chess960 start keeps its castling), every move with the clock time
// recorded after it, and the draw offers made with them. Moves match in
// both castling spellings (king to rook, as the record keeps them, and king
// two squares, as standard UCI writes them). A move that is not legal in
// its position is reported: the record is damaged. The window, the paper
// and PGN export all read a recorded game through it.
func Game(rec *GameRecord) (*engine.Game, error) {
	start := engine.StartPosition()
	if rec.StartFEN != "" {
		setup, err := engine.ParseFEN(rec.StartFEN)
		if err != nil {
			return nil, err
		}
		setup.Chess960 = setup.Chess960 || rec.Chess960
		// A start stored before impossible checks were refused still
		// replays: the record is kept, not lost.
		if start, err = engine.NewPositionAnyCheck(setup); err != nil {
			return nil, err
		}
	}
	g := engine.NewGame(start)
	var buf [256]engine.Move
	for i, rm := range rec.Moves {
		pos := g.Position()
		m, ok := recordedMove(&pos, rm.UCI, buf[:0])
		if !ok {
			return nil, engine.NewMessage("event.err.record.move", "round", rec.Round, "board", rec.Board, "ply", i+1, "move", rm.UCI)
		}
		if err := g.Append(engine.GameMove{Move: m, Clock: rm.Clock, HasClock: rm.HasClock}); err != nil {
			return nil, err
		}
		if rm.DrawOffer {
			g.OfferDraw(pos.Turn())
		}
	}
	return g, nil
}

// recordedMove finds the legal move a record writes as uci, in either
// castling spelling.
func recordedMove(p *engine.Position, uci string, buf []engine.Move) (engine.Move, bool) {
	for _, m := range p.LegalMoves(buf) {
		if m.String() == uci || p.UCI(m) == uci {
			return m, true
		}
	}
	return engine.NoMove, false
}
