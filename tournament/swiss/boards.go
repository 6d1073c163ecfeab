package swiss

import "sort"

// boards gives colours to the pairs (vertex pairs, -1 for the bye) and
// orders them for publication: by the higher player's score, then the
// lower player's score, then the higher player's pairing number; the
// pairing-allocated bye last.
func (d *dutch) boards(pairs [][2]int) []Pair {
	type board struct {
		hi, lo *pstate
		bye    bool
	}
	var bs []board
	for _, p := range pairs {
		a := d.sorted[p[0]]
		if p[1] < 0 {
			bs = append(bs, board{hi: a, bye: true})
			continue
		}
		b := d.sorted[p[1]]
		if b.score > a.score || b.score == a.score && b.rank < a.rank {
			a, b = b, a
		}
		bs = append(bs, board{hi: a, lo: b})
	}
	sort.SliceStable(bs, func(i, j int) bool {
		x, y := bs[i], bs[j]
		if x.bye != y.bye {
			return !x.bye
		}
		if x.bye {
			return x.hi.rank < y.hi.rank
		}
		if x.hi.score != y.hi.score {
			return x.hi.score > y.hi.score
		}
		if x.lo.score != y.lo.score {
			return x.lo.score > y.lo.score
		}
		return x.hi.rank < y.hi.rank
	})
	out := make([]Pair, 0, len(bs))
	for _, b := range bs {
		if b.bye {
			out = append(out, Pair{White: b.hi.id})
			continue
		}
		if d.colourOf(b.hi, b.lo) == White {
			out = append(out, Pair{White: b.hi.id, Black: b.lo.id})
		} else {
			out = append(out, Pair{White: b.lo.id, Black: b.hi.id})
		}
	}
	return out
}
