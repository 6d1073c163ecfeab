package engine

import "sort"

// Perft counts the leaf nodes of the legal move tree of the given depth, the
// standard check of a move generator against published counts. The last ply
// is counted without playing the moves.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [256]Move
	moves := p.LegalMoves(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		q := p
		q.Play(m)
		n += Perft(q, depth-1)
	}
	return n
}

// DivideEntry is the perft count below one root move.
type DivideEntry struct {
	Move  Move
	UCI   string
	Nodes uint64
}

// PerftDivide returns the perft count of depth-1 below each legal root move,
// sorted by UCI text; it is the usual tool to find a generator bug by
// comparing with another program.
func PerftDivide(p Position, depth int) []DivideEntry {
	if depth < 1 {
		return nil
	}
	var out []DivideEntry
	for _, m := range p.LegalMoves(nil) {
		q := p
		q.Play(m)
		out = append(out, DivideEntry{Move: m, UCI: p.UCI(m), Nodes: Perft(q, depth-1)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].UCI < out[j].UCI })
	return out
}
