package engine

// Equality chooses what "the same position" means for repetition.
type Equality uint8

const (
	// SameFIDE is FIDE Law 9.2.2 (2014: 9.2): same side to move, same pieces
	// on the same squares and the same possible moves, which adds castling
	// rights (lost only by moving the king or the rook) and an en-passant
	// capture, but only when that capture is legal.
	SameFIDE Equality = iota
	// SamePlacement is the 1953 USSR code, §18g: the same placement of the
	// pieces with the same side to move.
	SamePlacement
)

// PositionID is the exact identity of a position for repetition: the full
// board (not a hash), the side to move, castling rights and the en-passant
// square when a capture there is legal. Two IDs built with the same Equality
// are equal exactly when the positions count as the same.
type PositionID struct {
	white    Bitboard
	roles    [6]Bitboard // pawn … king
	castling Bitboard
	ep       Square
	turn     Color
}

// Identity returns the identity of p under the equality eq.
func (p *Position) Identity(eq Equality) PositionID {
	id := PositionID{white: p.ByColor(White), turn: p.Turn(), ep: NoSquare}
	for r := Pawn; r <= King; r++ {
		id.roles[r-1] = p.ByRole(r)
	}
	if eq == SameFIDE {
		id.castling = p.CastlingRooks()
		id.ep = p.LegalEPSquare()
	}
	return id
}

// equal compares two identities built with SameFIDE under eq, word by word
// with an early exit: a scan over a long game compares mostly positions that
// differ in the first words.
func (id *PositionID) equal(o *PositionID, eq Equality) bool {
	if id.white != o.white || id.roles != o.roles || id.turn != o.turn {
		return false
	}
	return eq == SamePlacement || id.castling == o.castling && id.ep == o.ep
}

// FivefoldRule says how the automatic fivefold-repetition draw is counted.
type FivefoldRule uint8

const (
	// FivefoldAny counts any five occurrences (FIDE 2018 and 2023, 9.6.1:
	// "at least five times").
	FivefoldAny FivefoldRule = iota
	// FivefoldConsecutive needs five occurrences "by consecutive alternate
	// moves" (FIDE 2014, 9.6.a): the last stretch of the game is one cycle of
	// moves played over and over, the position recurring at the same
	// interval each time.
	FivefoldConsecutive
	// FivefoldNone: the ruleset has no automatic repetition draw (USSR 1953).
	FivefoldNone
)

// occurrences returns the indices i (ascending, ending with n) of the
// positions ids[i] equal to ids[n] under eq. It scans back only to the last
// irreversible move: halfmoves[n] is the number of plies since the last
// capture or pawn move, and no earlier position can have the same pieces.
func occurrences(ids []PositionID, halfmoves []int, n int, eq Equality) []int {
	target := &ids[n]
	first := max(0, n-halfmoves[n])
	var out []int
	// Only positions with the same side to move can match: step by two.
	for i := n; i >= first; i -= 2 {
		if ids[i].equal(target, eq) {
			out = append(out, i)
		}
	}
	for l, r := 0, len(out)-1; l < r; l, r = l+1, r-1 {
		out[l], out[r] = out[r], out[l]
	}
	return out
}

// consecutiveFivefold reports whether the positions up to n end in five
// occurrences of ids[n] made by repeating one cycle of moves: a period d such
// that every position of the last 4·d plies equals the one d plies earlier.
func consecutiveFivefold(ids []PositionID, halfmoves []int, n int) bool {
	occ := occurrences(ids, halfmoves, n, SameFIDE)
	if len(occ) < 5 {
		return false
	}
	// The cycle length is the distance to one of the earlier occurrences.
	for _, k := range occ[:len(occ)-1] {
		d := n - k
		if n-4*d < 0 {
			continue
		}
		periodic := true
		for i := n; i-d >= n-4*d; i-- {
			if ids[i] != ids[i-d] {
				periodic = false
				break
			}
		}
		if periodic {
			return true
		}
	}
	return false
}
