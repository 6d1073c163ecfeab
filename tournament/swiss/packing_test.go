package swiss

import (
	"math/rand"
	"testing"
)

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
