package swiss

import (
	"cmp"
	"slices"
)

// boards gives colours to the pairs (vertex pairs, -1 for the bye) and
// orders them for publication (published).
func (d *dutch) boards(pairs [][2]int) []Pair {
	ps := make([][2]*pstate, len(pairs))
	for i, p := range pairs {
		ps[i][0] = d.sorted[p[0]]
		if p[1] >= 0 {
			ps[i][1] = d.sorted[p[1]]
		}
	}
	return published(ps, func(s *pstate) *pstate { return s }, func(hi, lo *pstate) Pair {
		if d.colourOf(hi, lo) == White {
			return Pair{White: hi.id, Black: lo.id}
		}
		return Pair{White: lo.id, Black: hi.id}
	})
}

// published orders a round's pairs (the second nil for the bye) as every
// system publishes them, the FIDE rule of the Dutch (C.04.3 D) and of the
// Dubov (5.3), which the Burstein follows: by the score of the pair's
// higher player, then the lower player's score (the sum of theirs), then
// the higher player's pairing number; the bye last. Scores are those
// before the round, without acceleration. colours gives each game its
// colours, the higher player first; state is a player's state.
func published[T comparable](pairs [][2]T, state func(T) *pstate, colours func(hi, lo T) Pair) []Pair {
	var none T
	out := make([]Pair, 0, len(pairs))
	for _, b := range publishedOrder(pairs, state) {
		if b[1] == none {
			out = append(out, Pair{White: state(b[0]).id})
		} else {
			out = append(out, colours(b[0], b[1]))
		}
	}
	return out
}

// publishedOrder is pairs in the order published gives them, each game's
// higher player first, the byes (the second end none) last.
func publishedOrder[T comparable](pairs [][2]T, state func(T) *pstate) [][2]T {
	var none T
	above := func(a, b *pstate) bool { return a.score > b.score || a.score == b.score && a.rank < b.rank }
	laid := make([][2]T, 0, len(pairs))
	byes := 0
	for _, p := range pairs {
		hi, lo := p[0], p[1]
		if lo == none {
			byes++
			continue
		}
		if above(state(lo), state(hi)) {
			hi, lo = lo, hi
		}
		laid = append(laid, [2]T{hi, lo})
	}
	games := len(laid)
	for _, p := range pairs {
		if p[1] == none {
			laid = append(laid, p)
		}
	}
	slices.SortStableFunc(laid[:games], func(a, c [2]T) int {
		x, y := state(a[0]), state(c[0])
		return cmp.Or(cmp.Compare(y.score, x.score), cmp.Compare(state(c[1]).score, state(a[1]).score), cmp.Compare(x.rank, y.rank))
	})
	slices.SortStableFunc(laid[games:], func(a, c [2]T) int { return cmp.Compare(state(a[0]).rank, state(c[0]).rank) })
	return laid
}

// Boards orders the pairs of round in.Round, each between players of in
// and with its colours as paired, in the order the pairing publishes them
// (published): a round read from a report, which numbers no boards, is
// laid out as the pairing laid it.
func Boards(in Input, pairs []Pair) []Pair {
	ends := pairEnds(readCtx(&in, false), pairs)
	return published(ends, func(e end) *pstate { return e.s }, func(hi, _ end) Pair { return pairs[hi.pair] })
}

// end is one end of pairs[pair] (pairEnds).
type end struct {
	s    *pstate
	pair int
}

// pairEnds is each of pairs' ends, each knowing its pair, so that a pair
// comes back as given, in whichever order published takes its ends; a
// bye's second end (no player of c) is the zero end.
func pairEnds(c *ctx, pairs []Pair) [][2]end {
	known := make([][2]end, len(pairs))
	for i, p := range pairs {
		known[i][0] = end{c.byID[p.White], i}
		if b := c.byID[p.Black]; b != nil {
			known[i][1] = end{b, i}
		}
	}
	return known
}

// boardOrder is Boards as the index in pairs of each pair it lays out.
func boardOrder(c *ctx, pairs []Pair) []int {
	laid := publishedOrder(pairEnds(c, pairs), func(e end) *pstate { return e.s })
	order := make([]int, len(laid))
	for i, b := range laid {
		order[i] = b[0].pair
	}
	return order
}
