package swiss

import "testing"

// TestRobustNeedsTwoPlayersInTheLowerPart: robust answers whether the
// players from vertex from on can always complete the pairing; a lower
// part of fewer than two players is never robust, even in an even field
// with no floaters into it (there is nothing to build the cycle of
// Dirac's condition from).
func TestRobustNeedsTwoPlayersInTheLowerPart(t *testing.T) {
	all := pinRange(0, 4)
	d := pinField(4, pinAllPairs(all))
	if !d.robust(0, nil) {
		t.Fatal("four players who may all meet: not robust")
	}
	for _, from := range []int{3, 4} {
		if d.robust(from, nil) {
			t.Errorf("lower part from %d (%d players) taken as robust", from, 4-from)
		}
	}
}

// packRound2 is round 2 of n players after round 1's boards {1-2, 3-4, …},
// each won by white, paired.
func packRound2(t *testing.T, n int) *dutch {
	t.Helper()
	var boards [][3]int
	for w := 1; w+1 <= n; w += 2 {
		boards = append(boards, [3]int{w, w + 1, 10})
	}
	return startRun(t, startField(n, boards))
}

// TestPackingLeftOutWhereTheExchangeBoundPassesHalfTheLowestField: the
// lowest weight field is read as signed, so a packing is made only where
// what the brackets add to it, the exchange preference 2^(2·sizeBits+1)+2
// among it, stays below half its range 2^(3·sizeBits). With score groups
// of one player (sizeBits 1) that is 10 against 8: the weights are left as
// they are, even for two players, whose field count alone (2·2+2) fits.
// With groups of two (sizeBits 2) it is 34 against 64, and they are packed.
func TestPackingLeftOutWhereTheExchangeBoundPassesHalfTheLowestField(t *testing.T) {
	// Players 1 (a win) and 4 (a loss) are the only ones present.
	in := startField(4, [][3]int{{1, 3, 10}, {2, 4, 10}})
	in.Players[1].Absent, in.Players[2].Absent = true, true
	d := startRun(t, in)
	if d.sizeBits != 1 {
		t.Fatalf("sizeBits %d, want 1", d.sizeBits)
	}
	if p := d.newPacking(map[int]bool{0: true, 10: true}); !p.none || p.bits != d.lowBits {
		t.Errorf("two players in groups of one: packing %+v, want none of %d bits", p, d.lowBits)
	}
	d = packRound2(t, 4)
	if d.sizeBits != 2 {
		t.Fatalf("sizeBits %d, want 2", d.sizeBits)
	}
	if p := d.newPacking(map[int]bool{0: true, 10: true}); p.none {
		t.Error("four players in groups of two: weights left unpacked")
	}
}

// TestPackingMovesRunsThatLieTogetherAsOne: newPacking joins the fields
// that lie next to each other in both the full and the packed layout into
// one segment (within a 64-bit word), so move carries each run at once; no
// two successive segments could be joined, and together the segments carry
// every packed bit above the order field, each to its place.
func TestPackingMovesRunsThatLieTogetherAsOne(t *testing.T) {
	d := packRound2(t, 8)
	p := d.newPacking(map[int]bool{10: true})
	if p.none {
		t.Fatal("weights left unpacked")
	}
	to := p.order
	for i, sg := range p.segs {
		if sg.to != to {
			t.Fatalf("segment %d at %d of the packed weight, want %d", i, sg.to, to)
		}
		to += sg.width
		if i > 0 {
			last := p.segs[i-1]
			if last.from+last.width == sg.from && last.width+sg.width <= 64 {
				t.Errorf("segments %d %+v and %d %+v lie together but move apart", i-1, last, i, sg)
			}
		}
	}
	if to != p.bits {
		t.Errorf("segments end at bit %d of %d", to, p.bits)
	}
}
