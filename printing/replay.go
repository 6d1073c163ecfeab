package printing

import (
	"arbiter/engine"
	"arbiter/tournament"
)

// replayed is a recorded game played through the engine: positions[i] is
// the position before moves[i], and the last position follows the last move.
type replayed struct {
	positions []engine.Position
	moves     []engine.Move
}

// replay plays a game record's moves from its start position. Moves are
// matched in both castling spellings (king to rook, as the record keeps
// them, and king two squares, as standard UCI writes them).
func replay(rec *tournament.GameRecord) (*replayed, error) {
	pos := engine.StartPosition()
	if rec.StartFEN != "" {
		var err error
		if pos, err = engine.FromFEN(rec.StartFEN); err != nil {
			return nil, err
		}
	}
	g := &replayed{positions: []engine.Position{pos}}
	var buf [256]engine.Move
	for i, rm := range rec.Moves {
		found := false
		for _, m := range pos.LegalMoves(buf[:0]) {
			if m.String() == rm.UCI || pos.UCI(m) == rm.UCI {
				pos.Play(m)
				g.moves = append(g.moves, m)
				g.positions = append(g.positions, pos)
				found = true
				break
			}
		}
		if !found {
			return nil, errorf("print.error.move", "ply", i+1, "move", rm.UCI)
		}
	}
	return g, nil
}
