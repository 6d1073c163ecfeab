package swiss

import "testing"

// TestPutLevelsCountsEveryScoreLevelTheLowestToo: a score field takes one
// at the bit of each level whose condition holds (its offset, 0 for the
// lowest score), nothing for one that does not (-1), under the fields put
// before it.
func TestPutLevelsCountsEveryScoreLevelTheLowestToo(t *testing.T) {
	f := newField(64, true)
	f.put("above", 8, 1)
	f.putLevels("scores", 6, 0, -1, 3)
	want := small(1<<56 | (1<<0|1<<3)<<50)
	if f.w != want {
		t.Errorf("weight %x, want %x", f.w, want)
	}
	if got := f.vals[1]; got != small(1<<0|1<<3) {
		t.Errorf("recorded levels %x, want %x", got, small(1<<0|1<<3))
	}
}

// TestPackingLeftAloneWhereTheOrderFieldCouldOverflow: the lowest field
// (3·sizeBits bits, read as signed) takes what the brackets add to it, at
// most about twice the field's size; where 2n+2 reaches half its range
// the weights are not packed. With groups of up to three players
// (sizeBits 2, half 64) that is a field of 31 players; one of 30 packs.
func TestPackingLeftAloneWhereTheOrderFieldCouldOverflow(t *testing.T) {
	for _, c := range []struct {
		n      int
		packed bool
	}{{30, true}, {31, false}, {32, false}} {
		d := simulatedRun(t, c.n, 4, 9, 2)
		d.sizeBits = 2
		if p := d.newPacking(map[int]bool{d.score[0]: true}); p.none == c.packed {
			t.Errorf("%d players, groups of up to 3: packed %v, want %v", c.n, !p.none, c.packed)
		}
	}
}
