package rules

import (
	"strings"

	"arbiter/engine"
)

// FactsFromMoves replays a game and reports the facts its final position
// and record give: moves made, mate, stalemate, the halfmove clock, and how
// often the final position has occurred. Positions are the same as the
// ruleset defines it: for FIDE the Zobrist identity (same placement, side
// to move, castling rights and a legal en-passant capture, 9.2.2); for 1953
// the placement and side to move only (§18g). Whether each side can still
// mate is left for the caller (Facts.WhiteCanMate, BlackCanMate).
func FactsFromMoves(rs RulesetID, start engine.Position, moves []engine.Move) (Facts, error) {
	r, ok := Get(rs)
	if !ok {
		return Facts{}, newError("rules.error.unknown-ruleset", map[string]any{"name": rs, "known": joinIDs()})
	}
	p := start
	ids := []string{identity(r, &p)}
	var f Facts
	for i, m := range moves {
		if !p.IsLegal(m) {
			return Facts{}, newError("rules.error.illegal-in-record", map[string]any{"ply": i + 1, "move": m.String()})
		}
		f.Moves.Add(p.Turn(), 1)
		p.Play(m)
		ids = append(ids, identity(r, &p))
	}
	last := ids[len(ids)-1]
	for _, id := range ids {
		if id == last {
			f.Repetitions++
		}
	}
	for i := len(ids) - 1; i >= 0 && ids[i] == last; i -= 4 {
		f.RepetitionsConsecutive++
	}
	f.Turn = p.Turn()
	f.Checkmate = p.IsCheckmate()
	f.Stalemate = p.IsStalemate()
	f.Halfmoves = p.Halfmoves()
	f.Position = &p
	return f, nil
}

func identity(r *Ruleset, p *engine.Position) string {
	if r.FIDE {
		var b [8]byte
		k := p.Key()
		for i := range b {
			b[i] = byte(k >> (8 * i))
		}
		return string(b[:])
	}
	fields := strings.Fields(p.FEN())
	return fields[0] + " " + fields[1]
}
