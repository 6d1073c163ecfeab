package engine

import (
	"math/bits"
	"sync"
)

// The steppers' attack tables are built at package initialisation; the
// sliders' and the lines between squares, nine tenths of the work, when
// the first position is made (buildSliders), so that a command that never
// reads a position, and the window's start, do not pay for them. Every
// reader of those tables holds a Position, and every Position is made by
// newPosition or from one that was. Sliding pieces read their rays from
// small tables with a bit scan for the first blocker (see sliderRays).

var (
	knightAttacks [64]Bitboard
	kingAttacks   [64]Bitboard
	pawnAttacks   [2][64]Bitboard
	// betweenBB[a][b] holds the squares strictly between a and b when they
	// share a rank, file or diagonal, else nothing.
	betweenBB [64][64]Bitboard
	// lineBB[a][b] holds the whole line through a and b (edge to edge) when
	// they are aligned, else nothing.
	lineBB [64][64]Bitboard

	rookRays, bishopRays sliderRays
)

var (
	rookDirs   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

func init() {
	for sq := Square(0); sq < 64; sq++ {
		knightAttacks[sq] = stepAttacks(sq, [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
		kingAttacks[sq] = stepAttacks(sq, [][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}})
		pawnAttacks[White][sq] = stepAttacks(sq, [][2]int{{-1, 1}, {1, 1}})
		pawnAttacks[Black][sq] = stepAttacks(sq, [][2]int{{-1, -1}, {1, -1}})
	}
}

// buildSliders fills the sliders' tables, betweenBB and lineBB, once.
var buildSliders = sync.OnceFunc(func() {
	rookRays.fill([2][2]int{{1, 0}, {0, 1}}, [2][2]int{{-1, 0}, {0, -1}})
	bishopRays.fill([2][2]int{{1, 1}, {-1, 1}}, [2][2]int{{1, -1}, {-1, -1}})
	for a := Square(0); a < 64; a++ {
		for b := Square(0); b < 64; b++ {
			if a == b {
				continue
			}
			for _, dirs := range [][4][2]int{rookDirs, bishopDirs} {
				if slideAttacks(a, 0, dirs).Has(b) {
					lineBB[a][b] = (slideAttacks(a, 0, dirs) & slideAttacks(b, 0, dirs)) | SquareBB(a) | SquareBB(b)
					betweenBB[a][b] = slideAttacks(a, SquareBB(b), dirs) & slideAttacks(b, SquareBB(a), dirs)
				}
			}
		}
	}
})

func stepAttacks(sq Square, steps [][2]int) Bitboard {
	var b Bitboard
	for _, d := range steps {
		f, r := sq.File()+d[0], sq.Rank()+d[1]
		if f >= 0 && f < 8 && r >= 0 && r < 8 {
			b |= SquareBB(SquareAt(f, r))
		}
	}
	return b
}

// slideAttacks computes sliding attacks ray by ray, square by square: the
// reference the tables are checked against.
func slideAttacks(sq Square, occ Bitboard, dirs [4][2]int) Bitboard {
	var b Bitboard
	for _, d := range dirs {
		f, r := sq.File()+d[0], sq.Rank()+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			s := SquareAt(f, r)
			b |= SquareBB(s)
			if occ.Has(s) {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return b
}

// sliderRays are a slider's two rays towards higher squares (up) and two
// towards lower ones (down) from every square on an empty board, each
// with an empty 65th entry; down is indexed by 63 minus the square. A ray
// ends at its first blocker: the blocker nearest the slider is the lowest
// set bit of an up ray's blockers, the highest of a down ray's, and what
// lies beyond it is the same ray from the blocker, taken off; with no
// blocker the bit scan gives 64 and takes off nothing. The tables are 2 KB
// a slider, where magic bitboards' were 840 KB: those missed the
// processor's caches on most lookups of a short search run beside other
// programs (the mate analysis of 3,000 positions of games lost on time,
// caches emptied before each side: median CPU time per side about a fifth
// less, the search the same move for move).
type sliderRays struct {
	up, down [2][65]Bitboard
}

// fill makes the rays of the directions up (towards higher squares) and
// down.
func (r *sliderRays) fill(up, down [2][2]int) {
	for sq := Square(0); sq < 64; sq++ {
		for i := range 2 {
			d, e := up[i], down[i]
			r.up[i][sq] = slideAttacks(sq, 0, [4][2]int{d, d, d, d})
			r.down[i][63-sq] = slideAttacks(sq, 0, [4][2]int{e, e, e, e})
		}
	}
}

// attacks returns the squares the slider on sq attacks with occupancy occ.
func (r *sliderRays) attacks(sq Square, occ Bitboard) Bitboard {
	u0, u1 := r.up[0][sq], r.up[1][sq]
	d0, d1 := r.down[0][63-sq], r.down[1][63-sq]
	return u0&^r.up[0][bits.TrailingZeros64(uint64(u0&occ))] |
		u1&^r.up[1][bits.TrailingZeros64(uint64(u1&occ))] |
		d0&^r.down[0][bits.LeadingZeros64(uint64(d0&occ))] |
		d1&^r.down[1][bits.LeadingZeros64(uint64(d1&occ))]
}

// rookAttacks returns the squares a rook on sq attacks given the occupancy.
func rookAttacks(sq Square, occ Bitboard) Bitboard {
	return rookRays.attacks(sq, occ)
}

// bishopAttacks returns the squares a bishop on sq attacks given the occupancy.
func bishopAttacks(sq Square, occ Bitboard) Bitboard {
	return bishopRays.attacks(sq, occ)
}

// queenAttacks returns the squares a queen on sq attacks given the occupancy.
func queenAttacks(sq Square, occ Bitboard) Bitboard {
	return rookAttacks(sq, occ) | bishopAttacks(sq, occ)
}

// between returns the squares strictly between a and b if they are aligned.
func between(a, b Square) Bitboard { return betweenBB[a][b] }

// attacksOf returns the attacks of a piece of the given role and colour.
func attacksOf(p Piece, sq Square, occ Bitboard) Bitboard {
	switch p.Role {
	case Pawn:
		return pawnAttacks[p.Color][sq]
	case Knight:
		return knightAttacks[sq]
	case Bishop:
		return bishopAttacks(sq, occ)
	case Rook:
		return rookAttacks(sq, occ)
	case Queen:
		return queenAttacks(sq, occ)
	case King:
		return kingAttacks[sq]
	}
	return 0
}
