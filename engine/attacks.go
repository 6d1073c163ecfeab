package engine

import "sync"

// The attack tables, the lines between squares, the Zobrist keys and the
// searches' distance tables are built when the first position is made
// (buildTables), so that a command that never reads a position, and the
// window's start, do not pay for them. Every reader of those tables holds
// a Position, and every Position is made by newPosition or from one that
// was. Sliding pieces read their attacks line by line from small tables
// (see lineAttacks).

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

	// The lines through each square, the square itself left out: its
	// rank, diagonal and anti-diagonal.
	rankMask, diagonalMask, antiMask [64]Bitboard
	// fillUp[f][o] is, on every rank, the first rank's squares attacked
	// by a slider on file f when the files b to g hold o (bit 0 file b).
	fillUp [8][64]Bitboard
	// fileUp[r][o] is the a-file's squares attacked by a slider on its
	// rank r, for the occupancy of ranks 2 to 7 as fileIndex orders it.
	fileUp [8][64]Bitboard
)

const (
	aFile = Bitboard(0x0101010101010101)
	bFile = aFile << 1
	// c2h7 gathers an a-file's ranks 2 to 7 into the top six bits.
	c2h7 = 0x0080402010080400
)

var (
	rookDirs   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

// tablesBuilt is done once buildTables has filled the tables: a sync.Once
// the linker lays out, where a sync.OnceFunc in a package-level variable
// is made by the package's initialiser before main (internal/lazy).
var tablesBuilt sync.Once

// buildTables fills every table a position's reader needs, once.
func buildTables() { tablesBuilt.Do(fillTables) }

func fillTables() {
	buildSteppers()
	buildSliders()
	buildZobrist()
	buildKnightDistance()
	buildWithin()
}

// buildSteppers fills the knights', kings' and pawns' attacks.
func buildSteppers() {
	for sq := Square(0); sq < 64; sq++ {
		knightAttacks[sq] = stepAttacks(sq, [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
		kingAttacks[sq] = stepAttacks(sq, [][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}})
		pawnAttacks[White][sq] = stepAttacks(sq, [][2]int{{-1, 1}, {1, 1}})
		pawnAttacks[Black][sq] = stepAttacks(sq, [][2]int{{-1, -1}, {1, -1}})
	}
}

// buildSliders fills the sliders' tables, betweenBB and lineBB.
func buildSliders() {
	for sq := Square(0); sq < 64; sq++ {
		f, r := sq.File(), sq.Rank()
		rankMask[sq] = slideAttacks(sq, 0, [4][2]int{{1, 0}, {-1, 0}, {1, 0}, {-1, 0}})
		diagonalMask[sq] = slideAttacks(sq, 0, [4][2]int{{1, 1}, {-1, -1}, {1, 1}, {-1, -1}})
		antiMask[sq] = slideAttacks(sq, 0, [4][2]int{{1, -1}, {-1, 1}, {1, -1}, {-1, 1}})
		if r == 0 {
			for o := range Bitboard(64) {
				fillUp[f][o] = (slideAttacks(sq, o<<1, rookDirs) & 0xff) * aFile
			}
		}
		if f == 0 {
			for inner := range Bitboard(64) {
				var occ Bitboard // ranks 2 to 7 of the a-file as inner numbers them
				for i := range 6 {
					occ |= (inner >> i & 1) << (8 * (i + 1))
				}
				fileUp[r][fileIndex(occ)] = slideAttacks(sq, occ, rookDirs) & aFile
			}
		}
	}
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
}

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

// lineAttacks returns the squares a slider on sq attacks along mask, a
// rank or diagonal through it, with occupancy occ (kindergarten
// bitboards): such a line holds one square per file, so multiplying its
// blockers by the b-file gathers them, by file, into the top byte, whose
// files b to g index fillUp. The tables are 9.5 KB in all and a lookup
// has no bit scan: a rook's and a bishop's attacks took a third of the
// CPU time of four rays each with a scan for the first blocker
// (BenchmarkSliderAttacks), and magic bitboards' 840 KB of tables missed
// the processor's caches on most lookups of a short search run beside
// other programs.
func lineAttacks(mask Bitboard, sq Square, occ Bitboard) Bitboard {
	return mask & fillUp[sq&7][(mask&occ)*bFile>>58]
}

// fileIndex numbers the occupancy of ranks 2 to 7 of the a-file, gathered
// into the top six bits by one multiplication.
func fileIndex(aFileOcc Bitboard) Bitboard {
	return (aFileOcc & aFile) * c2h7 >> 58
}

// fileAttacks returns the squares a slider on sq attacks along its file.
func fileAttacks(sq Square, occ Bitboard) Bitboard {
	f := sq & 7
	return fileUp[sq>>3][fileIndex(occ>>f)] << f
}

// rookAttacks returns the squares a rook on sq attacks given the occupancy.
func rookAttacks(sq Square, occ Bitboard) Bitboard {
	return lineAttacks(rankMask[sq], sq, occ) | fileAttacks(sq, occ)
}

// bishopAttacks returns the squares a bishop on sq attacks given the occupancy.
func bishopAttacks(sq Square, occ Bitboard) Bitboard {
	return lineAttacks(diagonalMask[sq], sq, occ) | lineAttacks(antiMask[sq], sq, occ)
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
