package swiss

import "testing"

// pinField is a field of n players built by hand for the tests of the
// shortcut's decisions (robust, lower): every player is eligible for the
// bye with no points (so each is a bye candidate), none is paired yet, and
// the players may meet exactly as the pairs say.
func pinField(n int, pairs [][2]int) *dutch {
	d := &dutch{score: make([]int, n), partner: make([]int, n), compat: make([][]uint64, n)}
	words := (n + 63) / 64
	for v := range n {
		d.sorted = append(d.sorted, &pstate{id: v + 1, eligible: true})
		d.partner[v] = -1
		d.compat[v] = make([]uint64, words)
	}
	for _, p := range pairs {
		a, b := p[0], p[1]
		d.compat[a][b/64] |= 1 << (b % 64)
		d.compat[b][a/64] |= 1 << (a % 64)
	}
	return d
}

// pinAllPairs is every pair of the players vs, less those of except.
func pinAllPairs(vs []int, except ...[2]int) [][2]int {
	out := [][2]int{}
	for i, a := range vs {
	next:
		for _, b := range vs[i+1:] {
			for _, e := range except {
				if e == [2]int{a, b} || e == [2]int{b, a} {
					continue next
				}
			}
			out = append(out, [2]int{a, b})
		}
	}
	return out
}

func pinRange(from, to int) []int {
	var vs []int
	for v := from; v < to; v++ {
		vs = append(vs, v)
	}
	return vs
}

// TestRobustAtDiracsBoundInAnEvenField: robust takes a field as one any
// player can be left out of and the rest still be paired when every player
// may meet at least half the field plus one (2·deg ≥ size+2: after any
// player is left out, each still meets half of the rest, Dirac's
// condition). Six players who may meet all but one (four each) are
// robust; take one more pair away and two of them meet three, and the
// field is not. An even field gives no bye, so it needs no bye candidate.
func TestRobustAtDiracsBoundInAnEvenField(t *testing.T) {
	all := pinRange(0, 6)
	d := pinField(6, pinAllPairs(all, [2]int{0, 1}, [2]int{2, 3}, [2]int{4, 5}))
	for _, s := range d.sorted {
		s.eligible = false
	}
	if !d.robust(0, nil) {
		t.Error("six players who each may meet four others, no bye candidate: not robust")
	}
	d = pinField(6, pinAllPairs(all, [2]int{0, 1}, [2]int{2, 3}, [2]int{4, 5}, [2]int{0, 2}))
	if d.robust(0, nil) {
		t.Error("six players, two of whom may meet only three others: robust")
	}
}

// TestRobustOddFieldNeedsAByeCandidate: in an odd field robust also asks
// that some player of the lower part may take the bye. Seven players who
// each may meet at least five (2·5 ≥ 7+2) are robust with one candidate,
// the last, and not with none.
func TestRobustOddFieldNeedsAByeCandidate(t *testing.T) {
	all := pinRange(0, 7)
	d := pinField(7, pinAllPairs(all, [2]int{0, 1}, [2]int{2, 3}, [2]int{4, 5}))
	for _, s := range d.sorted[:6] {
		s.eligible = false
	}
	if !d.robust(0, nil) {
		t.Error("seven players who each may meet five or more, the last a bye candidate: not robust")
	}
	d.sorted[6].eligible = false
	if d.robust(0, nil) {
		t.Error("seven players, no bye candidate: robust")
	}
}

// TestRobustCountsTheLowerPartAndItsFloaters: robust(from, extra) asks
// Dirac's condition of the players from vertex from on together with the
// floaters extra, counting only opponents from from on. Nine players: 0–2
// may meet everyone, 3–8 each other and 0–2. The six from 3 on with one
// floater (seven) are robust, each meeting five of them; with three
// floaters (nine, needing six each) they are not.
func TestRobustCountsTheLowerPartAndItsFloaters(t *testing.T) {
	d := pinField(9, pinAllPairs(pinRange(0, 9)))
	if !d.robust(3, []int{0}) {
		t.Error("six players below, each meeting the five others, with one floater: not robust")
	}
	if d.robust(3, []int{0, 1, 2}) {
		t.Error("six players below, each meeting five, with three floaters: robust")
	}
}
