package swiss

import (
	"math"
	"testing"
)

// TestAddInIsAWholeWeightSum checks addIn against the matcher's own sum:
// a score level counted twice at the top bit of a word (two players of
// one score in a Burstein pair) carries into the next word, a carry runs
// on through full words, and the weights are signed, so -1 plus 1 is 0.
func TestAddInIsAWholeWeightSum(t *testing.T) {
	full := wt{math.MaxUint64, math.MaxUint64}
	minusOne := wt{}.Sub(small(1))
	cases := []struct {
		name string
		a    wt
		pos  int
		v    uint64
	}{
		{"a bit into an empty weight", wt{}, 5, 1},
		{"a field across two words", wt{}, 60, 0xABCD},
		{"a carry out of a word's top bit", wt{1 << 63}, 63, 1},
		{"a carry through a full word", full, 0, 1},
		{"a carry through every word", minusOne, 0, 1},
		{"into the top word", wt{}, 64*(nw-1) + 7, 3},
	}
	for _, c := range cases {
		want := c.a.Add(small(c.v).Shl(uint(c.pos)))
		got := c.a
		addIn(&got, c.pos, c.v)
		if got != want {
			t.Errorf("%s: addIn at bit %d gives %x, want %x", c.name, c.pos, got, want)
		}
	}
}

// TestBitsAtAndOrInReachEveryWord sets a field with orIn and reads it back
// with bitsAt, where a packed weight's segments lie: within a word, across
// two, and in the top word, which the widest layouts (20,000 players)
// reach.
func TestBitsAtAndOrInReachEveryWord(t *testing.T) {
	for _, pos := range []int{0, 3, 60, 64, 64*(nw-1) - 4, 64 * (nw - 1), 64*(nw-1) + 9} {
		var a wt
		orIn(&a, pos, 0xA5)
		if want := small(0xA5).Shl(uint(pos)); a != want {
			t.Errorf("orIn at bit %d gives %x, want %x", pos, a, want)
		}
		if got := bitsAt(&a, pos, 8); got != 0xA5 {
			t.Errorf("bitsAt(%d, 8) = %#x, want 0xa5", pos, got)
		}
		if got := bitsAt(&a, pos, 64); got != 0xA5 {
			t.Errorf("bitsAt(%d, 64) = %#x, want 0xa5", pos, got)
		}
	}
}

// TestCriteriaFillTheirWidth: the fields of a pair's criteria take exactly
// criteriaBits, before any game (no float fields), after one round (the
// floats of one round back) and after two (of two rounds back too): wider,
// the highest field would run into the completion bits above the criteria
// and the width refused as too large would be wrong; narrower, a field
// would run past the lowest bit and the order field of exchanges and
// transpositions would have less room.
func TestCriteriaFillTheirWidth(t *testing.T) {
	for round := 1; round <= 3; round++ {
		var players []Player
		for id := 1; id <= 4; id++ {
			p := Player{ID: id}
			for range round - 1 {
				p.History = append(p.History, Round{Kind: ZeroBye})
			}
			players = append(players, p)
		}
		d, err := newDutch(Input{Round: round, TotalRounds: 5, Scoring: DefaultScoring, Players: players})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.run(); err != nil {
			t.Fatal(err)
		}
		f, ok := d.criteria(0, 1, true, false, true)
		if !ok {
			t.Fatalf("round %d: players 1 and 2 may not meet", round)
		}
		if f.pos != 0 {
			t.Errorf("round %d: the fields %v end at bit %d of %d, want 0", round, f.names, f.pos, d.lowBits)
		}
	}
}
