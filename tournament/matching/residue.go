package matching

// A residue is a number modulo the Mersenne prime 2^61-1. The residue of
// a sum is the sum of the residues, so that of an edge's slack follows
// from its ends' duals' residues, kept a vertex, and its weight's: a stage
// tells a tight edge (slack zero, residue zero) from one with slack by one
// word of each end, where the slack itself reads the duals' k words. The
// weights and duals of a large bracket are hundreds of bits wide, and
// computing every edge's slack was most of its pairing. A residue of zero
// is only a hint: the slack is then computed to tell.
const mersenne = 1<<61 - 1

// modM reduces x modulo 2^61-1.
func modM(x uint64) uint64 {
	x = x&mersenne + x>>61
	if x >= mersenne {
		x -= mersenne
	}
	return x
}

// rotM is x times 2^s modulo 2^61-1, for a reduced x and s < 61: the high
// bits shifted out come round to the bottom, as 2^61 is 1.
func rotM(x uint64, s uint) uint64 {
	return (x<<s)&mersenne | x>>(61-s)
}

func addM(a, b uint64) uint64 { return modM(a + b) }

func subM(a, b uint64) uint64 { return modM(a + mersenne - b) }

// residue is w's residue, read as a signed number of k words: word i
// counts 2^(64i), which is 8^i.
func residue(w *Weight, k int) uint64 {
	var r uint64
	for i, x := range w[:k] {
		r = addM(r, rotM(modM(x), uint(3*i%61)))
	}
	if int64(w[k-1]) < 0 {
		r = subM(r, rotM(1, uint(3*k%61)))
	}
	return r
}

// unitResidue is the residue of d weight units, doubled and scaled: |d|
// times 2^(scale+1), which modulo 2^61-1 is |d|'s residue rotated.
func unitResidue(d int64) uint64 {
	a := uint64(max(d, -d))
	var r uint64
	if a < 1<<(61-scale-1) {
		r = a << (scale + 1) // below 2^61-1: nothing to reduce
	} else {
		r = rotM(modM(a), scale+1)
	}
	if d < 0 {
		return subM(0, r)
	}
	return r
}

// mayBeTight reports whether the residues of edge (i,j)'s slack, from its
// ends' (ru, current) and its weight's, leave it possibly zero: where the
// duals are feasible, an edge it rules out has slack. pairTight asked the
// slack of each exposed vertex's edges to every other exposed one, its k
// words read, a tenth of a 10,000-player round.
func (m *Matcher) mayBeTight(i, j int) bool {
	dl := int64(m.deltaAt(i, j))
	if dl == wholeDelta {
		return true
	}
	at := int(m.cls[i])*m.nc + int(m.cls[j])
	if i > j {
		at += m.nc * m.nc
	}
	want := m.rref[at]
	if d := dl + m.leanOf(i, j); d != 0 {
		want = addM(want, unitResidue(d))
	}
	return addM(m.ru[i], m.ru[j]) == want
}
