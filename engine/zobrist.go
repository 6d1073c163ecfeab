package engine

// Zobrist keys identify positions for repetition detection and hashing. The
// random numbers come from a fixed-seed generator so keys are stable across
// runs and builds.

var (
	zobristPiece  [2][7][64]uint64
	zobristCastle [64]uint64 // per castling rook square
	zobristEPFile [8]uint64
	zobristTurn   uint64
)

// buildZobrist draws the keys (buildTables).
func buildZobrist() {
	rng := xorshift(0x2545f4914f6cdd1d)
	for c := range zobristPiece {
		for r := Pawn; r <= King; r++ {
			for sq := range zobristPiece[c][r] {
				zobristPiece[c][r][sq] = rng.next()
			}
		}
	}
	for i := range zobristCastle {
		zobristCastle[i] = rng.next()
	}
	for i := range zobristEPFile {
		zobristEPFile[i] = rng.next()
	}
	zobristTurn = rng.next()
}

// castleKey folds a set of castling rook squares into a key.
func castleKey(rooks Bitboard) uint64 {
	var k uint64
	for rooks != 0 {
		k ^= zobristCastle[rooks.PopFirst()]
	}
	return k
}

// Key returns the Zobrist key of the position: pieces, side to move,
// castling rights and — only when an en-passant capture is actually legal —
// the en-passant file. Equal keys therefore mean "same position" in the sense
// of the repetition rule (FIDE Laws 9.2.3).
func (p *Position) Key() uint64 {
	if p.ep == NoSquare {
		return p.key // the common case, inlined where the searches hash
	}
	return p.keyWithEP()
}

// keyWithEP is Key for a position with an en-passant square set.
func (p *Position) keyWithEP() uint64 {
	k := p.key
	if ep := p.LegalEPSquare(); ep != NoSquare {
		k ^= zobristEPFile[ep.File()]
	}
	return k
}

// computeKey builds the key (without en passant) from scratch.
func (p *Position) computeKey() uint64 {
	var k uint64
	for c := White; c <= Black; c++ {
		for r := Pawn; r <= King; r++ {
			b := p.byColor[c] & p.byRole[r]
			for b != 0 {
				k ^= zobristPiece[c][r][b.PopFirst()]
			}
		}
	}
	k ^= castleKey(p.castling)
	if p.turn == Black {
		k ^= zobristTurn
	}
	return k
}

// xorshift is the deterministic generator behind the keys (tests use it
// too, for random positions that a failure can be reproduced from).
type xorshift uint64

func (x *xorshift) next() uint64 {
	*x ^= *x >> 12
	*x ^= *x << 25
	*x ^= *x >> 27
	return uint64(*x) * 2685821657736338717
}
