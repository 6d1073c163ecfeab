package engine

import "testing"

// TestSliderTables compares the sliders' attacks with ray-by-ray ones on
// every occupancy of the squares that can block them from each square
// (the lines through it but their ends), with random pieces elsewhere,
// and on random occupancies of every square.
func TestSliderTables(t *testing.T) {
	buildTables()
	rng := xorshift(0x2545f4914f6cdd1d)
	check := func(sq Square, occ Bitboard) {
		t.Helper()
		if got, want := rookAttacks(sq, occ), slideAttacks(sq, occ, rookDirs); got != want {
			t.Fatalf("rook on %v, occupancy %#x: %#x, want %#x", sq, uint64(occ), got, want)
		}
		if got, want := bishopAttacks(sq, occ), slideAttacks(sq, occ, bishopDirs); got != want {
			t.Fatalf("bishop on %v, occupancy %#x: %#x, want %#x", sq, uint64(occ), got, want)
		}
	}
	for sq := Square(0); sq < 64; sq++ {
		for _, dirs := range [][4][2]int{rookDirs, bishopDirs} {
			var blockers Bitboard
			for _, d := range dirs {
				f, r := sq.File()+d[0], sq.Rank()+d[1]
				for ; f+d[0] >= 0 && f+d[0] < 8 && r+d[1] >= 0 && r+d[1] < 8; f, r = f+d[0], r+d[1] {
					blockers |= SquareBB(SquareAt(f, r))
				}
			}
			// Every subset of blockers, the carry-rippler way.
			for sub := Bitboard(0); ; sub = (sub - blockers) & blockers {
				check(sq, sub|Bitboard(rng.next())&^blockers)
				if sub == blockers {
					break
				}
			}
		}
		for i := 0; i < 500; i++ {
			a, b := rng.next(), rng.next() // a sparser occupancy than one draw
			check(sq, Bitboard(a&b))
		}
	}
}

var sliderSink Bitboard

// BenchmarkSliderAttacks times a rook's and a bishop's attacks from every
// square on 1,024 random occupancies.
func BenchmarkSliderAttacks(b *testing.B) {
	buildTables()
	rng := xorshift(0x2545f4914f6cdd1d)
	var occs [1024]Bitboard
	for i := range occs {
		x, y := rng.next(), rng.next() // a sparser occupancy than one draw
		occs[i] = Bitboard(x & y)
	}
	var s Bitboard
	for b.Loop() {
		for i, occ := range occs {
			sq := Square(i & 63)
			s ^= bishopAttacks(sq, occ) ^ rookAttacks(sq, occ)
		}
	}
	sliderSink = s
}
