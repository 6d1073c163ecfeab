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
	type board struct{ hi, lo T }
	var none T
	above := func(a, b *pstate) bool { return a.score > b.score || a.score == b.score && a.rank < b.rank }
	var games, byes []board
	for _, p := range pairs {
		hi, lo := p[0], p[1]
		if lo == none {
			byes = append(byes, board{hi: hi})
			continue
		}
		if above(state(lo), state(hi)) {
			hi, lo = lo, hi
		}
		games = append(games, board{hi, lo})
	}
	slices.SortStableFunc(games, func(a, c board) int {
		x, y := state(a.hi), state(c.hi)
		return cmp.Or(cmp.Compare(y.score, x.score), cmp.Compare(state(c.lo).score, state(a.lo).score), cmp.Compare(x.rank, y.rank))
	})
	slices.SortStableFunc(byes, func(a, c board) int { return cmp.Compare(state(a.hi).rank, state(c.hi).rank) })
	out := make([]Pair, 0, len(pairs))
	for _, b := range games {
		out = append(out, colours(b.hi, b.lo))
	}
	for _, b := range byes {
		out = append(out, Pair{White: state(b.hi).id})
	}
	return out
}

// Boards orders the pairs of round in.Round, each between players of in
// and with its colours as paired, in the order the pairing publishes them
// (published): a round read from a report, which numbers no boards, is
// laid out as the pairing laid it.
func Boards(in Input, pairs []Pair) []Pair {
	c := readCtx(&in, false)
	// Each end knows its pair, so that a pair comes back as given, in
	// whichever order published takes its ends; a bye's second end (no
	// player of in) is the zero end.
	type end struct {
		s    *pstate
		pair int
	}
	known := make([][2]end, len(pairs))
	for i, p := range pairs {
		known[i][0] = end{c.byID[p.White], i}
		if b := c.byID[p.Black]; b != nil {
			known[i][1] = end{b, i}
		}
	}
	return published(known, func(e end) *pstate { return e.s }, func(hi, _ end) Pair { return pairs[hi.pair] })
}
