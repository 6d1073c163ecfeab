package engine

// Attack tables are built once at package initialisation. Sliding pieces use
// "fancy" magic bitboards whose magic numbers are searched with a fixed-seed
// generator, so the tables are the same on every run without shipping a list
// of constants.

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

	rookMagics   [64]magic
	bishopMagics [64]magic
	rookTable    []Bitboard
	bishopTable  []Bitboard
)

type magic struct {
	mask   Bitboard
	number uint64
	shift  uint8
	offset uint32
}

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
	rookTable = initMagics(&rookMagics, rookDirs, 0x9e3779b97f4a7c15)
	bishopTable = initMagics(&bishopMagics, bishopDirs, 0xd1b54a32d192ed03)
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

// slideAttacks computes sliding attacks ray by ray; used only to build tables.
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

// xorshift is the deterministic generator used for the magic search.
type xorshift uint64

func (x *xorshift) next() uint64 {
	*x ^= *x >> 12
	*x ^= *x << 25
	*x ^= *x >> 27
	return uint64(*x) * 2685821657736338717
}

func initMagics(magics *[64]magic, dirs [4][2]int, seed uint64) []Bitboard {
	rng := xorshift(seed)
	var table []Bitboard
	occs := make([]Bitboard, 4096)
	refs := make([]Bitboard, 4096)
	epoch := make([]int, 4096)
	try := 0
	for sq := Square(0); sq < 64; sq++ {
		edges := ((Rank1 | Rank8) &^ (Rank1 << (8 * sq.Rank()))) | ((FileA | FileH) &^ (FileA << sq.File()))
		m := &magics[sq]
		m.mask = slideAttacks(sq, 0, dirs) &^ edges
		n := m.mask.Count()
		m.shift = uint8(64 - n)
		m.offset = uint32(len(table))
		size := 1 << n
		// Enumerate all subsets of the mask (Carry-Rippler).
		var sub Bitboard
		for i := 0; i < size; i++ {
			occs[i] = sub
			refs[i] = slideAttacks(sq, sub, dirs)
			sub = (sub - m.mask) & m.mask
		}
		entries := make([]Bitboard, size)
		for {
			m.number = rng.next() & rng.next() & rng.next()
			if Bitboard((uint64(m.mask)*m.number)>>56).Count() < 6 {
				continue
			}
			try++
			ok := true
			for i := 0; i < size; i++ {
				idx := (uint64(occs[i]) * m.number) >> m.shift
				if epoch[idx] != try {
					epoch[idx] = try
					entries[idx] = refs[i]
				} else if entries[idx] != refs[i] {
					ok = false
					break
				}
			}
			if ok {
				break
			}
		}
		table = append(table, entries...)
	}
	return table
}

// RookAttacks returns the squares a rook on sq attacks given the occupancy.
func RookAttacks(sq Square, occ Bitboard) Bitboard {
	m := &rookMagics[sq]
	return rookTable[m.offset+uint32((uint64(occ&m.mask)*m.number)>>m.shift)]
}

// BishopAttacks returns the squares a bishop on sq attacks given the occupancy.
func BishopAttacks(sq Square, occ Bitboard) Bitboard {
	m := &bishopMagics[sq]
	return bishopTable[m.offset+uint32((uint64(occ&m.mask)*m.number)>>m.shift)]
}

// QueenAttacks returns the squares a queen on sq attacks given the occupancy.
func QueenAttacks(sq Square, occ Bitboard) Bitboard {
	return RookAttacks(sq, occ) | BishopAttacks(sq, occ)
}

// KnightAttacks returns the squares a knight on sq attacks.
func KnightAttacks(sq Square) Bitboard { return knightAttacks[sq] }

// KingAttacks returns the squares a king on sq attacks.
func KingAttacks(sq Square) Bitboard { return kingAttacks[sq] }

// PawnAttacks returns the squares a pawn of colour c on sq attacks.
func PawnAttacks(c Color, sq Square) Bitboard { return pawnAttacks[c][sq] }

// Between returns the squares strictly between a and b if they are aligned.
func Between(a, b Square) Bitboard { return betweenBB[a][b] }

// attacksOf returns the attacks of a piece of the given role and colour.
func attacksOf(p Piece, sq Square, occ Bitboard) Bitboard {
	switch p.Role {
	case Pawn:
		return pawnAttacks[p.Color][sq]
	case Knight:
		return knightAttacks[sq]
	case Bishop:
		return BishopAttacks(sq, occ)
	case Rook:
		return RookAttacks(sq, occ)
	case Queen:
		return QueenAttacks(sq, occ)
	case King:
		return kingAttacks[sq]
	}
	return 0
}
