package engine

import "sync"

// The steppers' attack tables are built at package initialisation; the
// sliders' and the lines between squares, nine tenths of the work, when
// the first position is made (buildSliders), so that a command that never
// reads a position, and the window's start, do not pay for them. Every
// reader of those tables holds a Position, and every Position is made by
// newPosition or from one that was. Sliding pieces use "fancy" magic
// bitboards. The magic numbers below were found once by a fixed-seed
// random search; searching at every start cost about half a second of CPU
// per command, so they are kept as data and only checked (every occupancy
// of every square) while the tables are filled.

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
}

// buildSliders fills the sliders' tables, betweenBB and lineBB, once.
var buildSliders = sync.OnceFunc(func() {
	rookTable = initMagics(&rookMagics, rookDirs, &rookMagicNumbers)
	bishopTable = initMagics(&bishopMagics, bishopDirs, &bishopMagicNumbers)
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

// rays are a slider's four rays from every square on an empty board, for
// building its tables.
type rays [4][64]Bitboard

func raysOf(dirs [4][2]int) *rays {
	var r rays
	for i, d := range dirs {
		for sq := Square(0); sq < 64; sq++ {
			r[i][sq] = slideAttacks(sq, 0, [4][2]int{d, d, d, d})
		}
	}
	return &r
}

// attacks are the squares the slider on sq attacks with occupancy occ: each
// ray up to its first blocker, found with one bit scan instead of a walk.
// The first position a program makes builds the tables, so this is its cost.
func (r *rays) attacks(sq Square, occ Bitboard, dirs [4][2]int) Bitboard {
	var b Bitboard
	for i, d := range dirs {
		ray := r[i][sq]
		blockers := ray & occ
		if blockers == 0 {
			b |= ray
			continue
		}
		first := blockers.First() // towards higher squares
		if d[1]*8+d[0] < 0 {
			first = blockers.Last()
		}
		b |= ray &^ r[i][first]
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

// initMagics fills the attack table of one slider from its magic numbers.
// A number that maps two occupancies with different attacks to one entry
// would make move generation wrong, so it stops the program at start.
func initMagics(magics *[64]magic, dirs [4][2]int, numbers *[64]uint64) []Bitboard {
	r := raysOf(dirs)
	size := 0
	for sq := Square(0); sq < 64; sq++ {
		edges := ((Rank1 | Rank8) &^ (Rank1 << (8 * sq.Rank()))) | ((FileA | FileH) &^ (FileA << sq.File()))
		m := &magics[sq]
		m.mask = slideAttacks(sq, 0, dirs) &^ edges
		m.number = numbers[sq]
		m.shift = uint8(64 - m.mask.Count())
		m.offset = uint32(size)
		size += 1 << m.mask.Count()
	}
	// One allocation for the whole table; a slider always attacks some
	// square, so an entry still zero is one not yet filled.
	table := make([]Bitboard, size)
	for sq := Square(0); sq < 64; sq++ {
		m := &magics[sq]
		entries := table[m.offset : m.offset+1<<m.mask.Count()]
		// Enumerate all subsets of the mask (Carry-Rippler).
		sub := Bitboard(0)
		for range entries {
			idx := (uint64(sub) * m.number) >> m.shift
			ref := r.attacks(sq, sub, dirs)
			if entries[idx] != 0 && entries[idx] != ref {
				panic("engine: magic number of square " + sq.String() + " maps two occupancies together")
			}
			entries[idx] = ref
			sub = (sub - m.mask) & m.mask
		}
	}
	return table
}

var rookMagicNumbers = [64]uint64{
	0x1080004008801020, 0x0840092002c03000, 0x1900200010400900, 0x0880100008000480,
	0x4200100420080200, 0x8100020100080400, 0x0200040110886200, 0x0200008040220411,
	0x0404800084400220, 0x0000401000402000, 0x0086001081220440, 0x0408800800100280,
	0x000a001201040820, 0x8848800200840080, 0x4001000100040200, 0x0442000102105084,
	0x9080010020804100, 0x0040404000201009, 0x0000808010002009, 0x2200090021d00100,
	0x0008008008040080, 0x0004004002010040, 0x0011040008015042, 0x00000a0001768104,
	0x0000800080204009, 0x2010004140002001, 0x9800200280100080, 0x1000100080080080,
	0x0442000a00049020, 0x2100040080020080, 0x0800120400900148, 0x0010040a00128541,
	0x2800804000800030, 0x1010002000400041, 0x4000200011004100, 0x0610008410800800,
	0x0400802402800800, 0xc100020080800400, 0x0002000802000401, 0x0182085882000401,
	0x0220204000808000, 0x2860100040024022, 0x0001002004110040, 0x99101042000a0020,
	0x0004080004008080, 0x0010040002008080, 0x2012004881020004, 0x8300842444820011,
	0x0088403882010200, 0x0820400080210100, 0x0110910040a00300, 0x0801100280080480,
	0x0242009008200600, 0x1002000489500200, 0x0040800200010080, 0x0091800041000080,
	0x0000209300488001, 0x04c1002414824001, 0x020020000b001041, 0x7000100004200901,
	0x8002002004100802, 0x30010002084c0007, 0x0888221800813004, 0x4000002840840112,
}

var bishopMagicNumbers = [64]uint64{
	0x2048017020910100, 0x0044410424008008, 0x040828a400900000, 0x8002209200022000,
	0x0002021000540002, 0x0021018840000000, 0x00009e8420204002, 0x00a0920110084480,
	0x4003062018010110, 0x0221046812004e09, 0x01e11002958912a0, 0x0000044410804000,
	0x0000821210000080, 0x080201102210a800, 0x0080040411045004, 0x00704a1842021000,
	0x1005061070322800, 0x0018001010410444, 0x0010000800401420, 0x2204002844000800,
	0x2052020412022280, 0x000a020101008208, 0x0040400201042000, 0x03e1082040480410,
	0x1004200004208414, 0x08700400984808c8, 0x0088080004004410, 0x008c0240140100a2,
	0x0008840001822000, 0x0050088001080100, 0x98140840040a2200, 0x3002020900210110,
	0x1004040640206000, 0x1090909000840400, 0x9002444810100020, 0x4000020080080080,
	0x0028020400011010, 0x0290808300020100, 0x8010020882004410, 0x0604010040082c20,
	0x20040104c0801008, 0x6004208424001050, 0x1002840041000800, 0x0200042018000102,
	0xa8002000a0821c00, 0x0040080802201910, 0x0222620444000100, 0x0002080041020088,
	0x1500820110401050, 0x0000492090100080, 0x0900410041100000, 0x0302000420880000,
	0x0010501202020020, 0x0008200490049040, 0x0462080214a40120, 0x2421310102008100,
	0x2400420080884060, 0x0800804406184208, 0x0b0080124a084400, 0x082e082300840412,
	0x6051049040082200, 0xc610211002102101, 0x0000048808010433, 0x0010200804405440,
}

// rookAttacks returns the squares a rook on sq attacks given the occupancy.
func rookAttacks(sq Square, occ Bitboard) Bitboard {
	m := &rookMagics[sq]
	return rookTable[m.offset+uint32((uint64(occ&m.mask)*m.number)>>m.shift)]
}

// bishopAttacks returns the squares a bishop on sq attacks given the occupancy.
func bishopAttacks(sq Square, occ Bitboard) Bitboard {
	m := &bishopMagics[sq]
	return bishopTable[m.offset+uint32((uint64(occ&m.mask)*m.number)>>m.shift)]
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
