package swiss

import (
	"math"
	"math/rand"
	"slices"
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
		d := startRun(t, Input{Round: round, TotalRounds: 5, Scoring: DefaultScoring, Players: players})
		f, ok := d.criteria(0, 1, true, false, true)
		if !ok {
			t.Fatalf("round %d: players 1 and 2 may not meet", round)
		}
		if f.pos != 0 {
			t.Errorf("round %d: the fields %v end at bit %d of %d, want 0", round, f.names, f.pos, d.lowBits)
		}
	}
}

// TestPackingKeepsOrderAndSums packs the weights of a late round's pairs
// between two score groups, with orderings subtracted and added in the
// lowest field, and checks that packing loses nothing and keeps the
// comparisons and sums the matcher relies on.
func TestPackingKeepsOrderAndSums(t *testing.T) {
	d := simulatedRun(t, 120, 6, 9, 5)
	n := len(d.sorted)
	// The players of the two most crowded score groups.
	count := map[int]int{}
	for v := 0; v < n; v++ {
		count[d.score[v]]++
	}
	var vs []int
	scores := map[int]bool{}
	for v := 0; v < n; v++ {
		if count[d.score[v]] >= 20 && (len(scores) < 2 || scores[d.score[v]]) {
			scores[d.score[v]] = true
			vs = append(vs, v)
		}
	}
	p := d.newPacking(scores)
	if p.bits >= d.lowBits {
		t.Fatalf("packing to %d of %d levels keeps %d of %d bits", len(scores), len(d.levels), p.bits, d.lowBits)
	}
	rng := rand.New(rand.NewSource(1))
	var ws []wt
	for i := 0; i < 400; i++ {
		h, l := vs[rng.Intn(len(vs))], vs[rng.Intn(len(vs))]
		if h == l {
			continue
		}
		if h > l {
			h, l = l, h
		}
		w := d.edgeWeight(h, l, rng.Intn(2) == 0, rng.Intn(2) == 0)
		if w.IsZero() {
			continue
		}
		switch rng.Intn(3) {
		case 0:
			w = w.Sub(small(uint64(rng.Intn(2 * len(vs)))).Shl(1))
		case 1:
			w = w.Add(small(uint64(rng.Intn(1 << (2 * d.sizeBits)))))
		}
		ws = append(ws, w)
	}
	for i, a := range ws {
		if got := p.unpack(p.pack(a)); got != a {
			t.Fatalf("weight %d: unpacked %x, want %x", i, got, a)
		}
		b := ws[(i+1)%len(ws)]
		if p.pack(a).Cmp(p.pack(b)) != a.Cmp(b) {
			t.Fatalf("weights %d and %d compare differently once packed", i, i+1)
		}
		if p.pack(a.Add(b)) != p.pack(a).Add(p.pack(b)) {
			t.Fatalf("weights %d and %d: the packed sum differs", i, i+1)
		}
	}
}

// TestPackingLeavesSmallGroupsAlone: where score groups are so small that
// the orderings could fill the lowest field past half its range (groups of
// one player: a field of 4 bits), weights are not packed at all.
func TestPackingLeavesSmallGroupsAlone(t *testing.T) {
	d := simulatedRun(t, 12, 8, 9, 3)
	if p := d.newPacking(map[int]bool{d.score[0]: true}); p.none {
		t.Fatalf("groups of up to %d bits: weights left unpacked", d.sizeBits)
	}
	w := d.edgeWeight(0, 1, true, false).Add(small(12))
	d.sizeBits = 1
	p := d.newPacking(map[int]bool{d.score[0]: true})
	if !p.none {
		t.Fatal("groups of one player: weights packed")
	}
	if p.pack(w) != w || p.unpack(w) != w {
		t.Error("an unpacked layout changed a weight")
	}
}

// TestPackingJoinsARunThatFillsAWordExactly: runs of fields that lie
// together in both layouts are joined up to a whole 64-bit word, the word
// itself included. In round 3 of a simulated 9-player event, with every
// score level kept, the fields from bit 7 on lie together; the first 62
// bits of them and the next 2-bit field fill a word, and move as one
// segment.
func TestPackingJoinsARunThatFillsAWordExactly(t *testing.T) {
	d := simulatedRun(t, 9, 2, 9, 1)
	scores := map[int]bool{}
	for _, s := range d.score {
		scores[s] = true
	}
	p := d.newPacking(scores)
	if p.none {
		t.Fatal("weights left unpacked")
	}
	words := 0
	for i, sg := range p.segs {
		if sg.width == 64 {
			words++
		}
		if i+1 < len(p.segs) {
			next := p.segs[i+1]
			if sg.from+sg.width == next.from && sg.to+sg.width == next.to && sg.width+next.width <= 64 {
				t.Errorf("segments %+v and %+v lie together within a word but move apart", sg, next)
			}
		}
	}
	if words == 0 {
		t.Errorf("no run fills a whole word: %+v", p.segs)
	}
}

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

// The weight cache keeps each weight in the words it uses: every weight,
// negative ones (a packed weight's lowest field is signed) and the widest
// among them, comes back whole.
func TestTrimmedWeightsComeBackWhole(t *testing.T) {
	var wide wt
	for i := range wide {
		wide[i] = uint64(i)*0x9e3779b97f4a7c15 + 1
	}
	for _, w := range []wt{
		{}, small(1), small(1 << 63), small(1).Shl(64), small(1).Shl(64 * (nw - 1)),
		wt{}.Sub(small(1)), wt{}.Sub(small(1).Shl(63)), wt{}.Sub(small(1).Shl(64)), wt{}.Sub(small(1).Shl(200)),
		small(5).Sub(small(1).Shl(130)), wide, wt{}.Sub(wide),
	} {
		n := trimmed(&w)
		if got := widened(w[:n]); got != w {
			t.Errorf("%x kept in %d words came back as %x", w, n, got)
		}
		if n > 1 && w[n-1] == uint64(int64(w[n-2])>>63) {
			t.Errorf("%x kept in %d words: one fewer holds it", w, n)
		}
	}
}

// A field that keeps only its layout (a packing's) lays its fields where
// a recording one does, and makes the same weight, keeping no values.
func TestLayoutFieldLiesAsRecorded(t *testing.T) {
	fill := func(f *field) {
		f.put("a", 3, 5)
		f.putLevels("levels", 12, 0, -1, 7)
		f.put("b", 64, 1<<63)
		f.putLevels("more", 70, 65, 2)
	}
	rec, lay := newField(200, true), field{pos: 200, layout: true}
	fill(&rec)
	fill(&lay)
	if !slices.Equal(rec.spans, lay.spans) || rec.w != lay.w || lay.vals != nil || lay.names != nil {
		t.Errorf("layout %v %x, values %v; recorded %v %x", lay.spans, lay.w, lay.vals, rec.spans, rec.w)
	}
}
