package engine

import "testing"

// TestSliderTables compares the sliders' attacks with ray-by-ray ones on
// random occupancies of every square.
func TestSliderTables(t *testing.T) {
	buildSliders()
	rng := xorshift(0x2545f4914f6cdd1d)
	for sq := Square(0); sq < 64; sq++ {
		for i := 0; i < 500; i++ {
			a, b := rng.next(), rng.next() // a sparser occupancy than one draw
			occ := Bitboard(a & b)
			if got, want := rookAttacks(sq, occ), slideAttacks(sq, occ, rookDirs); got != want {
				t.Fatalf("rook on %v, occupancy %#x: %#x, want %#x", sq, uint64(occ), got, want)
			}
			if got, want := bishopAttacks(sq, occ), slideAttacks(sq, occ, bishopDirs); got != want {
				t.Fatalf("bishop on %v, occupancy %#x: %#x, want %#x", sq, uint64(occ), got, want)
			}
		}
	}
}
