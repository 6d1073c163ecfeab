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
