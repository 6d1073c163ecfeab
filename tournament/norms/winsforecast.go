package norms

import (
	"math"
	"slices"
	"strings"

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
// Opponents of small federations share a kind (rating.SharedFederations)
// though 1.4.3 counts their federations. Where the rest leaving out the
// lowest rated keeps fewer than two other federations, the best rest of
// those counts that keeps two keeps the best player of each of two
// federations of those left out, of his kind (or of one, the other kept
// anyway): each pair is forced in and the rest left out lowest first
// (needLeaving). An outcome that must miss may win against other players
// of a shared kind than its highest rated: where the games it does not
// win keep one federation at most, keeping the lowest rated of one small
// federation and winning the others (wonSets).
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
	// isRem marks the opponents of the remaining games counted.
	isRem []bool
	// rem are the opponents (indices into nc.in.Opponents) of the
	// remaining games counted; outside the number left out under 1.4.2b.
	rem     []int
	outside int
	// played is the score of the games played; wonBefore their wins.
	played, wonBefore int
	// kinds group the games that 1.4.1f may leave out: the wins played
	// and the remaining games; members lowest counted rating first.
	kinds []winKind
	// keep marks the games no outcome lets the player leave out;
	// keepFeds are their foreign federations, small the foreign
	// federations of the shared kinds, in order.
	keep     []bool
	keepFeds []string
	small    []string
	// whole is the whole case's need (MaxInt when it cannot meet the
	// norm); leave whether 1.4.1f may leave wins out at all; never a
	// norm no outcome can give (a double round robin's, CannotJudge).
	whole       int
	leave       bool
	never       bool
	bestLeaving []int   // by remaining games left out: the least need of a rest, MaxInt none
	bestOut     [][]int // and the remaining games that rest leaves out
	// mostOut is the most games a rest worth judging leaves out.
	mostOut int
	// below[k] is a need no rest leaving out k games goes under: what its
	// best k opponents' average would ask, each at least the floor
	// (1.4.6b), plus the 2k left out. A rest whose bound reaches the whole
	// case's need or more than every game won gives nothing, and is not
	// judged.
	below []int
	// Scratch of needLeaving: the rest, the games it leaves out (marked
	// in left).
	sub     []rating.Opponent
	dropped []int
	left    []bool
	// met is the last count by kind of games left out that met the norm
	// (misses).
	met []int
}

// winKind is one kind of the games 1.4.1f may leave out, remaining or
// played; shared: of several small federations (rating.SharedFederations).
type winKind struct {
	members   []int
	remaining bool
	shared    bool
}

func newWinsCase(nc normCase, slots []int, norm rating.Norm) *winsCase {
	w := &winsCase{nc: nc, norm: norm, whole: math.MaxInt, never: nc.in.DoubleRoundRobin}
	opps := nc.in.Opponents
	isRem := make([]bool, len(opps))
	w.isRem, w.left = isRem, make([]bool, len(opps))
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
			if w.nc.in.Foreign(o.Federation) && !slices.Contains(w.keepFeds, o.Federation) {
				w.keepFeds = append(w.keepFeds, o.Federation)
			}
		}
	}
	full := rating.CheckNorm(nc.in, norm)
	if need, ok := needOf(full); ok {
		w.whole = need
	}
	w.leave = !((nc.in.RoundRobin || nc.in.DoubleRoundRobin) && rating.MixShort(full))
	var may []int
	for i, d := range droppable {
		if d {
			may = append(may, i)
		}
	}
	w.below = bounds(opps, may, norm, min(w.whole, w.played+2*len(w.rem)+1))
	for k, b := range w.below {
		if b < math.MaxInt && len(opps)-k >= rating.NormGames {
			w.mostOut = k
		}
	}
	kinds := rating.OpponentKinds(nc.in, norm)
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
			w.kinds = append(w.kinds, winKind{remaining: isRem[i], shared: strings.HasSuffix(kinds[i], "/"+rating.SharedFederations)})
		}
		w.kinds[k].members = append(w.kinds[k].members, i)
		if w.kinds[k].shared && !slices.Contains(w.small, opps[i].Federation) {
			w.small = append(w.small, opps[i].Federation)
		}
	}
	for _, k := range w.kinds {
		slices.SortStableFunc(k.members, func(a, b int) int {
			return rating.CountedRating(opps[a].Rating) - rating.CountedRating(opps[b].Rating)
		})
	}
	w.bestLeaving = slices.Repeat([]int{math.MaxInt}, len(w.rem)+1)
	w.bestOut = make([][]int, len(w.rem)+1)
	if !w.leave || w.never {
		return w
	}
	pool := make([][]int, len(w.kinds))
	for k, kind := range w.kinds {
		pool[k] = kind.members
	}
	eachCount(sizes(pool), w.mostOut, func(out []int) bool {
		r := w.remainingOf(out)
		if need := w.needLeaving(pool, out, w.bestLeaving[r]-1); need < w.bestLeaving[r] {
			w.bestLeaving[r] = need
			w.bestOut[r] = slices.DeleteFunc(slices.Clone(w.dropped), func(i int) bool { return !isRem[i] })
		}
		return true
	})
	return w
}

// sizes are the lengths of the pools.
func sizes(pool [][]int) []int {
	out := make([]int, len(pool))
	for k, p := range pool {
		out[k] = len(p)
	}
	return out
}

// bounds are, by the number k of games left out of those at may (indices
// into opps), a need under which no rest of the others goes
// (winsCase.below), MaxInt where it reaches useless: the k of them with
// the lowest ratings left out, each counted at least at the norm's floor,
// give the highest average any rest can.
func bounds(opps []rating.Opponent, may []int, norm rating.Norm, useless int) []int {
	counted := func(o rating.Opponent) int { return max(rating.CountedRating(o.Rating), norm.Floor) }
	sum := 0
	for _, o := range opps {
		sum += counted(o)
	}
	rs := make([]int, len(may))
	for j, i := range may {
		rs[j] = counted(opps[i])
	}
	slices.Sort(rs)
	out := make([]int, len(may)+1)
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
// leaving out, of each kind k, out[k] games of pool[k] (its members that
// may be left out, lowest rated first) (1.4.1f): the rest's need plus the
// wins left out; the games it leaves out are in w.dropped. MaxInt when no
// such rest meets the norm, is under 9 games, or is bound to need more
// than most (below). Where the rest leaving out the lowest rated misses
// only 1.4.3's two other federations, the best player of a small
// federation of each kind (of two federations, or of one beside those
// kept anyway) is forced in by turns: a rest keeping any players of two
// federations is never better than that keeping their best of the same
// kinds, which leaves out the lowest rated of the others.
func (w *winsCase) needLeaving(pool [][]int, out []int, most int) int {
	n := 0
	for _, c := range out {
		n += c
	}
	opps := w.nc.in.Opponents
	if n == 0 || len(opps)-n < rating.NormGames || w.below[n] > most {
		return math.MaxInt
	}
	r, ok := w.restVerdict(pool, out, -1, -1, most)
	if !ok {
		return math.MaxInt
	}
	if need, ok := needOf(r); ok {
		return need + 2*n
	}
	// The others keep less rated players: no rest of these counts needs
	// less, nor meets what this one misses but 1.4.3.
	least := int(r.NeedPoints) + 2*n
	if slices.ContainsFunc(r.Short, func(s rating.Shortfall) bool {
		return s.Kind != rating.ShortPoints && s.Kind != rating.ShortOtherFeds
	}) {
		return math.MaxInt
	}
	best, drop := math.MaxInt, []int(nil)
	reps := w.representatives(pool)
	for x, a := range reps {
		for y := x; y < len(reps) && best > least; y++ {
			b := -1
			if y > x {
				if b = reps[y]; opps[a].Federation == opps[b].Federation {
					continue
				}
			}
			r, ok := w.restVerdict(pool, out, a, b, min(most, best-1))
			if need, met := needOf(r); ok && met && need+2*n < best {
				best, drop = need+2*n, slices.Clone(w.dropped)
			}
		}
	}
	w.dropped = append(w.dropped[:0], drop...)
	return best
}

// restVerdict is CheckNorm's verdict on the rest that leaves out, of each
// kind k, the out[k] lowest rated of pool[k] but a and b (-1: none),
// those left out in w.dropped; false when the pool has too few, or when
// that rest's need (rating.RestNeed, not the mix) with the n games left
// out is above most: no verdict then.
func (w *winsCase) restVerdict(pool [][]int, out []int, a, b, most int) (rating.NormResult, bool) {
	opps := w.nc.in.Opponents
	drop, enough := w.dropped[:0], true
	for k, p := range pool {
		c := out[k]
		for _, i := range p {
			if c == 0 {
				break
			}
			if i != a && i != b {
				drop, w.left[i] = append(drop, i), true
				c--
			}
		}
		enough = enough && c == 0
	}
	w.dropped = drop
	need := rating.RestNeed(opps, w.left, w.norm)
	if !enough || need < 0 || need+2*len(drop) > most {
		for _, i := range drop {
			w.left[i] = false
		}
		return rating.NormResult{}, false
	}
	sub := w.sub[:0]
	for i, o := range opps {
		if !w.left[i] {
			sub = append(sub, o)
		}
	}
	for _, i := range drop {
		w.left[i] = false
	}
	w.sub = sub
	in := w.nc.in
	in.Opponents = sub
	return rating.CheckNorm(in, w.norm), true
}

// representatives are the highest rated of each small federation in each
// shared kind's pool.
func (w *winsCase) representatives(pool [][]int) []int {
	var out []int
	for k, p := range pool {
		if !w.kinds[k].shared {
			continue
		}
		var seen []string
		for j := len(p) - 1; j >= 0; j-- {
			if f := w.nc.in.Opponents[p[j]].Federation; !slices.Contains(seen, f) {
				seen = append(seen, f)
				out = append(out, p[j])
			}
		}
	}
	return out
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
// norm, -1 when none does, and the remaining games won in an outcome that
// meets it there (nil: any outcome with that total does). Winning the
// remaining games the best rest leaves out and no more adds the fewest
// points: its need is met at a total t when 2r <= t.
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
				return t, w.bestOut[r]
			}
		}
	}
	return -1, nil
}

// misses reports whether some outcome with total t of the remaining games
// counted misses the norm: one with the fewest wins t allows (t - n of n
// games), chosen by kind among those wonSets gives, where no rest of the
// wins meets it.
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
	if !slices.ContainsFunc(w.bestLeaving[:wins+1], func(need int) bool { return need <= s }) {
		return true // no rest leaving out as many remaining games meets it
	}
	bound := make([]int, len(w.kinds))
	for k, kind := range w.kinds {
		if kind.remaining {
			bound[k] = len(kind.members)
		}
	}
	return !eachCount(bound, wins, func(won []int) bool {
		if w.remainingOf(won) != wins {
			return true
		}
		for _, pool := range w.wonSets(won) {
			// Missed when no rest of these wins meets the norm; the rest
			// that met for the last wins most often meets for these.
			if w.met != nil && w.fits(pool, w.met) && w.needLeaving(pool, w.met, s) <= s {
				continue
			}
			if eachCount(sizes(pool), w.mostOut, func(out []int) bool {
				if w.needLeaving(pool, out, s) > s {
					return true
				}
				w.met = append(w.met[:0], out...)
				return false
			}) {
				return false
			}
		}
		return true
	})
}

// fits reports whether the pools hold the counts.
func (w *winsCase) fits(pool [][]int, counts []int) bool {
	for k, c := range counts {
		if c > len(pool[k]) {
			return false
		}
	}
	return true
}

// wonSets are the games that may be left out (by kind, lowest rated
// first) in the outcomes winning won[k] remaining games of each kind k
// among which one misses the norm if any does: the wins played and the
// highest rated remaining games of each kind, which leave the least to
// gain by leaving them out; and, where the games not won then keep one
// other federation at most (1.4.3), for each small federation f the
// outcome whose games not won of the shared kinds are the lowest rated of
// f: those whose rests may lose all other federations but f. Any other
// outcome keeps a rest at least as good as one of these: it keeps two
// other federations whatever is left out, or its games not won of the
// shared kinds are of one federation, and rated no lower.
func (w *winsCase) wonSets(won []int) [][][]int {
	top := make([][]int, len(w.kinds))
	notWon := 0
	for k, kind := range w.kinds {
		top[k] = kind.members
		if kind.remaining {
			top[k] = kind.members[len(kind.members)-won[k]:]
			if kind.shared {
				notWon += len(kind.members) - won[k]
			}
		}
	}
	out := [][][]int{top}
	if notWon == 0 {
		return out
	}
	kept := slices.Clone(w.keepFeds)
	for k, kind := range w.kinds {
		if f := w.nc.in.Opponents[kind.members[0]].Federation; kind.remaining && !kind.shared && won[k] < len(kind.members) && w.nc.in.Foreign(f) && !slices.Contains(kept, f) {
			kept = append(kept, f)
		}
	}
	if len(kept) > 1 {
		return out
	}
	for _, f := range w.small {
		if len(kept) == 1 && kept[0] != f {
			continue
		}
		pool := slices.Clone(top)
		fits := true
		for k, kind := range w.kinds {
			if !kind.remaining || !kind.shared {
				continue
			}
			u := len(kind.members) - won[k]
			pool[k] = slices.DeleteFunc(slices.Clone(kind.members), func(i int) bool {
				if u > 0 && w.nc.in.Opponents[i].Federation == f {
					u--
					return true
				}
				return false
			})
			fits = fits && u == 0
		}
		if fits {
			out = append(out, pool)
		}
	}
	return out
}

// judge is BestNorm's verdict on the outcome with total t of the
// remaining games counted that wins the remaining games won (nil: none in
// particular) and spreads the rest of t over the others in order, a win
// at most each.
func (w *winsCase) judge(t int, won []int) rating.NormResult {
	opps := w.nc.in.Opponents
	for _, i := range w.rem {
		opps[i].HalfPoints = 0
	}
	for _, i := range won {
		opps[i].HalfPoints = 2
		t -= 2
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
