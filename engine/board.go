package engine

import "math/bits"

// Color is the colour of a side or a piece.
type Color uint8

// The two colours.
const (
	White Color = iota
	Black
)

// Other returns the opposite colour.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Role is the kind of a piece, independent of its colour.
type Role uint8

// Roles; NoRole (0) means an empty square or no promotion.
const (
	NoRole Role = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

var roleNames = [7]string{"", "pawn", "knight", "bishop", "rook", "queen", "king"}

// String returns the English name of the role ("knight"), or "" for NoRole.
func (r Role) String() string {
	if r > King {
		return ""
	}
	return roleNames[r]
}

// Piece is a coloured role. The zero Piece (Role NoRole) is an empty square.
type Piece struct {
	Color Color
	Role  Role
}

// fenChars lists FEN letters of white roles by Role index.
const fenChars = " PNBRQK"

// Char returns the FEN letter of the piece: upper case for White.
func (p Piece) Char() byte {
	if p.Role == NoRole || p.Role > King {
		return '.'
	}
	ch := fenChars[p.Role]
	if p.Color == Black {
		ch += 'a' - 'A'
	}
	return ch
}

// Square is a board square: A1 = 0, B1 = 1, … H8 = 63; NoSquare = 64.
type Square uint8

// Named squares used by the rules.
const (
	A1, B1, C1, D1, E1, F1, G1, H1 Square = 0, 1, 2, 3, 4, 5, 6, 7
	A8, B8, C8, D8, E8, F8, G8, H8 Square = 56, 57, 58, 59, 60, 61, 62, 63
	NoSquare                       Square = 64
)

// SquareAt returns the square on file (0 = a) and rank (0 = first rank).
func SquareAt(file, rank int) Square { return Square(rank*8 + file) }

// File returns 0 for the a-file … 7 for the h-file.
func (s Square) File() int { return int(s & 7) }

// Rank returns 0 for the first rank … 7 for the eighth.
func (s Square) Rank() int { return int(s >> 3) }

// String returns the algebraic name, e.g. "e4", or "-" for NoSquare.
func (s Square) String() string {
	if s >= NoSquare {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// ParseSquare parses an algebraic square name such as "e4".
func ParseSquare(name string) (Square, bool) {
	if len(name) != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8' {
		return NoSquare, false
	}
	return SquareAt(int(name[0]-'a'), int(name[1]-'1')), true
}

// Bitboard is a set of squares, bit i standing for Square(i).
type Bitboard uint64

// Frequently used square sets.
const (
	fileA Bitboard = 0x0101010101010101
	fileH Bitboard = fileA << 7
	rank1 Bitboard = 0xff
	rank8 Bitboard = rank1 << 56
)

// SquareBB returns the set holding only sq (empty for NoSquare).
func SquareBB(sq Square) Bitboard {
	if sq >= NoSquare {
		return 0
	}
	return 1 << sq
}

// Has reports whether sq is in the set.
func (b Bitboard) Has(sq Square) bool { return sq < NoSquare && b&(1<<sq) != 0 }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square of the set, or NoSquare when it is empty.
func (b Bitboard) First() Square {
	if b == 0 {
		return NoSquare
	}
	return Square(bits.TrailingZeros64(uint64(b)))
}

// Last returns the highest square of the set, or NoSquare when it is empty.
func (b Bitboard) Last() Square {
	if b == 0 {
		return NoSquare
	}
	return Square(63 - bits.LeadingZeros64(uint64(b)))
}

// PopFirst removes the lowest square from the set and returns it.
func (b *Bitboard) PopFirst() Square {
	sq := Square(bits.TrailingZeros64(uint64(*b)))
	*b &= *b - 1
	return sq
}

// Squares returns the squares of the set in ascending order.
func (b Bitboard) Squares() []Square {
	out := make([]Square, 0, b.Count())
	for b != 0 {
		out = append(out, b.PopFirst())
	}
	return out
}

// MoreThanOne reports whether the set holds at least two squares.
func (b Bitboard) MoreThanOne() bool { return b&(b-1) != 0 }

// relativeRank returns the set of rank r (0-based) as seen from colour c.
func relativeRank(c Color, r int) Bitboard {
	if c == Black {
		r = 7 - r
	}
	return rank1 << (8 * r)
}
