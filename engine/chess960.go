package engine

import "strconv"

// Chess960Start returns Chess960 start position number n (0–959) in the
// standard numbering (FIDE Laws, Guideline II; Scharnagl): 518 is the
// standard chess position.
func Chess960Start(n int) (Position, error) {
	if n < 0 || n > 959 {
		return Position{}, &PositionError{Message: msg("notation.chess960.number", "number", strconv.Itoa(n))}
	}
	var back [8]Role
	place := func(r Role, nth int, filter func(int) bool) {
		for f := 0; f < 8; f++ {
			if back[f] == NoRole && filter(f) {
				if nth == 0 {
					back[f] = r
					return
				}
				nth--
			}
		}
	}
	any := func(int) bool { return true }
	place(Bishop, n%4, func(f int) bool { return f%2 == 1 }) // light-squared: b, d, f, h
	n /= 4
	place(Bishop, n%4, func(f int) bool { return f%2 == 0 }) // dark-squared: a, c, e, g
	n /= 4
	place(Queen, n%6, any)
	n /= 6
	// The two knights take one of the ten pairs of the five free squares.
	pairs := [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}
	k := pairs[n]
	place(Knight, k[1], any) // the later one first, so the earlier index is unchanged
	place(Knight, k[0], any)
	place(Rook, 0, any)
	place(King, 0, any)
	place(Rook, 0, any)

	s := Setup{Turn: White, EPSquare: NoSquare, Fullmoves: 1, Chess960: true}
	for f := 0; f < 8; f++ {
		s.Board[SquareAt(f, 0)] = Piece{White, back[f]}
		s.Board[SquareAt(f, 1)] = Piece{White, Pawn}
		s.Board[SquareAt(f, 6)] = Piece{Black, Pawn}
		s.Board[SquareAt(f, 7)] = Piece{Black, back[f]}
		if back[f] == Rook {
			s.CastlingRooks |= SquareBB(SquareAt(f, 0)) | SquareBB(SquareAt(f, 7))
		}
	}
	return NewPosition(s)
}
