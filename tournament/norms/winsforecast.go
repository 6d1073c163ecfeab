package norms

import (
	"math"
	"slices"

	"arbiter/tournament/rating"
)

// byWins weighs a case whose verdicts depend on which games are won, not
// on the total alone (scoreAlone is false: 1.4.1f may leave wins out), in
// time polynomial in the games for a bounded number of kinds of opponent.
//
// Whether an outcome meets a norm depends on two things only: the score S
// of the whole case and the set of games won. It is met when S reaches the
// whole case's need, or the need of some rest: the wins D left out, the
// rest's least score that gives the norm plus the 2|D| they took. More
// wins only add choices, so an outcome meets the norm when S reaches a
// threshold that falls as the wins grow. Opponents of one kind (differing
// in nothing B.01 asks but their ratings, rating.OpponentKinds) are
// exchangeable: leaving out the lowest rated of a kind is never worse than
// others of it, and winning against its highest rated never gives more to
// leave out. So the games left out are counted by kind, lowest first, and
// so are the games won, highest first where an outcome must miss.
//
// The least score meeting a norm is then that of the best rest for each
// number of remaining games it leaves out, judged once each; an outcome
// that misses at a total is found among the fewest wins that total allows,
// chosen by kind; and a norm missed at a total is missed at every lower
// one (a draw lost or a win drawn takes a point and no choice away), so
// the highest total missed is found by halving. The verdict shown is that
// of an outcome the search found, asked of BestNorm.
func byWins(nc normCase, slots []int, byTitle map[string]*TitleNormForecast) {
	for _, t := range nc.titles {
		norm, _ := rating.NormFor(t)
		w := newWinsCase(nc, slots, norm)
		nf := &TitleNormForecast{Title: t, Judged: true, NeedHalf: -1, missMost: -1}
		need, won := w.least()
		if need >= 0 {
			nf.NeedHalf = need
			nf.Verdict = w.judge(need, won)
		} else {
			nf.Verdict = w.judge(2*len(w.rem), nil)
		}
		if w.misses(0) {
			lo, hi := 0, 2*len(w.rem) // misses(lo); no total above hi misses
			for lo < hi {
				mid := (lo + hi + 1) / 2
				if w.misses(mid) {
					lo = mid
				} else {
					hi = mid - 1
				}
			}
			nf.missMost = lo + 2*w.outside
		}
		byTitle[t] = nf
	}
}

// winsCase is one norm of a case whose verdict depends on the wins.
type winsCase struct {
	nc   normCase
	norm rating.Norm
	// rem are the opponents (indices into nc.in.Opponents) of the
	// remaining games counted; outside the number left out under 1.4.2b.
	rem     []int
	outside int
	// played is the score of the games played; wonBefore their wins.
	played, wonBefore int
	// kinds group the games that 1.4.1f may leave out: the wins played
	// and the remaining games; members lowest counted rating first.
	kinds []winKind
	// keep marks the games no outcome lets the player leave out.
	keep []bool
	// whole is the whole case's need (MaxInt when it cannot meet the
	// norm); leave whether 1.4.1f may leave wins out at all; never a
	// norm no outcome can give (a double round robin's, CannotJudge).
	whole       int
	leave       bool
	never       bool
	bestLeaving []int   // by remaining games left out: the least need of a rest, MaxInt none
	bestCounts  [][]int // and the games left out by kind giving it
	// mostOut is the most games a rest worth judging leaves out.
	mostOut int
	// below[k] is a need no rest leaving out k games goes under: what its
	// best k opponents' average would ask, each at least the floor
	// (1.4.6b), plus the 2k left out. A rest whose bound reaches the whole
	// case's need or more than every game won gives nothing, and is not
	// judged.
	below []int
	sub   []rating.Opponent
}

type winKind struct {
	members   []int
	remaining bool
}

func newWinsCase(nc normCase, slots []int, norm rating.Norm) *winsCase {
	w := &winsCase{nc: nc, norm: norm, whole: math.MaxInt, never: nc.in.DoubleRoundRobin}
	opps := nc.in.Opponents
	isRem := make([]bool, len(opps))
	for _, slot := range slots {
		if slot < 0 {
			w.outside++
			continue
		}
		isRem[slot] = true
		w.rem = append(w.rem, slot)
	}
	droppable := make([]bool, len(opps))
	w.keep = make([]bool, len(opps))
	for i, o := range opps {
		switch {
		case isRem[i]:
			droppable[i] = true
		case o.HalfPoints == 2:
			droppable[i] = true
			w.played += 2
			w.wonBefore++
		default:
			w.played += o.HalfPoints
			w.keep[i] = true
		}
	}
	full := rating.CheckNorm(nc.in, norm)
	if need, ok := needOf(full); ok {
		w.whole = need
	}
	w.leave = !((nc.in.RoundRobin || nc.in.DoubleRoundRobin) && rating.MixShort(full))
	w.below = bounds(opps, norm, min(w.whole, w.played+2*len(w.rem)+1))
	for k, b := range w.below {
		if b < math.MaxInt && len(opps)-k >= rating.NormGames {
			w.mostOut = k
		}
	}
	kinds := rating.OpponentKinds(nc.in, norm, droppable)
	byKey := map[string]int{}
	for i := range opps {
		if !droppable[i] {
			continue
		}
		key := kinds[i]
		if isRem[i] {
			key += "/remaining"
		}
		k, ok := byKey[key]
		if !ok {
			k = len(w.kinds)
			byKey[key] = k
			w.kinds = append(w.kinds, winKind{remaining: isRem[i]})
		}
		w.kinds[k].members = append(w.kinds[k].members, i)
	}
	for _, k := range w.kinds {
		slices.SortStableFunc(k.members, func(a, b int) int {
			return rating.CountedRating(opps[a].Rating) - rating.CountedRating(opps[b].Rating)
		})
	}
	w.bestLeaving = make([]int, len(w.rem)+1)
	w.bestCounts = make([][]int, len(w.rem)+1)
	for i := range w.bestLeaving {
		w.bestLeaving[i] = math.MaxInt
	}
	if !w.leave || w.never {
		return w
	}
	sizes := make([]int, len(w.kinds))
	for k, kind := range w.kinds {
		sizes[k] = len(kind.members)
	}
	from := make([]int, len(w.kinds))
	eachCount(sizes, w.mostOut, func(out []int) bool {
		r := w.remainingOf(out)
		if need := w.needLeaving(from, out, w.bestLeaving[r]-1); need < w.bestLeaving[r] {
			w.bestLeaving[r], w.bestCounts[r] = need, slices.Clone(out)
		}
		return true
	})
	return w
}

// bounds are, by the number k of games left out, a need under which no
// rest of the others goes (winsCase.below), MaxInt where it reaches
// useless: the k opponents with the lowest ratings left out, each counted
// at least at the norm's floor, give the highest average any rest can.
func bounds(opps []rating.Opponent, norm rating.Norm, useless int) []int {
	rs := make([]int, len(opps))
	for i, o := range opps {
		rs[i] = max(rating.CountedRating(o.Rating), norm.Floor)
	}
	slices.Sort(rs)
	out := make([]int, len(opps)+1)
	sum := 0
	for _, r := range rs {
		sum += r
	}
	for k := range out {
		n := len(opps) - k
		out[k] = math.MaxInt
		if k > 0 {
			sum -= rs[k-1]
		}
		if n == 0 {
			continue
		}
		aro := (sum + n - 1) / n
		if need := rating.NeedPoints(n, aro, norm.Performance); aro >= norm.MinARO && need >= 0 && need+2*k < useless {
			out[k] = need + 2*k
		}
	}
	return out
}

// needOf is the least score a verdict's games need for the norm, when
// nothing but the score stands in its way.
func needOf(r rating.NormResult) (int, bool) {
	for _, s := range r.Short {
		if s.Kind != rating.ShortPoints {
			return 0, false
		}
	}
	return int(r.NeedPoints), r.NeedPoints >= 0
}

// needLeaving is the least score of the whole case that meets the norm by
// leaving out, of each kind k, out[k] games from its member from[k] on
// (1.4.1f): the rest's need plus the wins left out. MaxInt when that rest
// cannot meet the norm, is under 9 games, or is bound to need more than
// most (below).
func (w *winsCase) needLeaving(from, out []int, most int) int {
	n := 0
	for _, c := range out {
		n += c
	}
	opps := w.nc.in.Opponents
	if n == 0 || len(opps)-n < rating.NormGames || w.below[n] > most {
		return math.MaxInt
	}
	sub := w.sub[:0]
	for i, o := range opps {
		if w.keep[i] {
			sub = append(sub, o)
		}
	}
	for k, kind := range w.kinds {
		for j, i := range kind.members {
			if j < from[k] || j >= from[k]+out[k] {
				sub = append(sub, opps[i])
			}
		}
	}
	w.sub = sub
	in := w.nc.in
	in.Opponents = sub
	need, ok := needOf(rating.CheckNorm(in, w.norm))
	if !ok {
		return math.MaxInt
	}
	return need + 2*n
}

// remainingOf is the number of remaining games among those counted by
// kind.
func (w *winsCase) remainingOf(counts []int) int {
	r := 0
	for k, c := range counts {
		if w.kinds[k].remaining {
			r += c
		}
	}
	return r
}

// least is the least total of the remaining games counted that meets the
// norm, -1 when none does, and the remaining games won by kind in an
// outcome that meets it there (nil: any outcome with that total does).
// Winning the remaining games the best rest leaves out and no more adds
// the fewest points: its need is met at a total t when 2r <= t.
func (w *winsCase) least() (int, []int) {
	if w.never {
		return -1, nil
	}
	for t := 0; t <= 2*len(w.rem); t++ {
		s := w.played + t
		if s >= w.whole {
			return t, nil
		}
		for r := 0; 2*r <= t; r++ {
			if w.bestLeaving[r] <= s {
				return t, w.bestCounts[r]
			}
		}
	}
	return -1, nil
}

// misses reports whether some outcome with total t of the remaining games
// counted misses the norm: one with the fewest wins t allows (t - n of n
// games) among the highest rated of each kind, where no rest of the wins
// meets it.
func (w *winsCase) misses(t int) bool {
	s := w.played + t
	switch {
	case w.never:
		return true
	case s >= w.whole:
		return false
	case !w.leave:
		return true
	}
	wins := max(0, t-len(w.rem))
	if w.wonBefore+wins == 0 {
		return true
	}
	if w.bestLeaving[0] <= s {
		return false // the wins played are left out whatever the rest gives
	}
	bound := make([]int, len(w.kinds))
	for k, kind := range w.kinds {
		if kind.remaining {
			bound[k] = len(kind.members)
		}
	}
	from := make([]int, len(w.kinds))
	return !eachCount(bound, wins, func(won []int) bool {
		if w.remainingOf(won) != wins {
			return true
		}
		most := make([]int, len(w.kinds))
		for k, kind := range w.kinds {
			most[k], from[k] = len(kind.members), 0
			if kind.remaining {
				most[k], from[k] = won[k], len(kind.members)-won[k]
			}
		}
		// Met when some rest of these wins meets the norm.
		return !eachCount(most, w.mostOut, func(out []int) bool { return w.needLeaving(from, out, s) > s })
	})
}

// judge is BestNorm's verdict on the outcome with total t of the
// remaining games counted that wins, of each kind k, won[k] lowest rated
// remaining games (nil: none in particular) and spreads the rest of t
// over the others in order, a win at most each.
func (w *winsCase) judge(t int, won []int) rating.NormResult {
	opps := w.nc.in.Opponents
	for _, i := range w.rem {
		opps[i].HalfPoints = 0
	}
	for k, c := range won {
		if !w.kinds[k].remaining {
			continue // a win played, left out or not
		}
		for _, i := range w.kinds[k].members[:c] {
			opps[i].HalfPoints = 2
			t -= 2
		}
	}
	for _, i := range w.rem {
		if opps[i].HalfPoints == 0 {
			opps[i].HalfPoints = min(t, 2)
			t -= opps[i].HalfPoints
		}
	}
	return rating.BestNorm(w.nc.in, w.norm)
}

// eachCount calls f with every vector of counts up to bound, element by
// element, that sums to most at most, until f returns false; it reports
// whether f never did.
func eachCount(bound []int, most int, f func(counts []int) bool) bool {
	c := make([]int, len(bound))
	sum := 0
	for {
		if !f(c) {
			return false
		}
		i := 0
		for ; i < len(c); i++ {
			if c[i] < bound[i] && sum < most {
				c[i]++
				sum++
				break
			}
			sum -= c[i]
			c[i] = 0
		}
		if i == len(c) {
			return true
		}
	}
}
