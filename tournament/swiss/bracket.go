package swiss

import "iter"

// brackets pairs the score brackets from the top down. Each bracket holds
// the moved-down players (MDPs) first, then the residents, and is optimised
// together with the next score group; the decisions are then fixed one by
// one so that among the pairings that are optimal for the criteria the one
// the rules prefer is chosen:
//  1. which MDPs are paired (the highest first),
//  2. their opponents (the highest-ranked resident possible),
//  3. in the remainder, the number of exchanges, then which S1 players go
//     to S2 (the lowest first) and which S2 players go to S1 (the highest
//     first),
//  4. the opponents of the S1 players, in order (the lowest transposition).
func (d *dutch) brackets() {
	n := len(d.sorted)
	var pbi []int // vertices of the bracket and the next score group
	next := 0
	for next < n && d.score[next] >= d.score[0] {
		pbi = append(pbi, next)
		next++
	}
	matched := make([]bool, n)
	sgBegin, sgBeginV := 0, 0
	for len(pbi) > 1 || next < n {
		nsgBegin := len(pbi)
		nsgBeginV := sgBeginV + (nsgBegin - sgBegin)
		sgIt := next
		for next < n && d.score[next] >= d.score[sgIt] {
			pbi = append(pbi, next)
			next++
		}
		b := &bracket{d: d, n: n, pbi: pbi, sgBegin: sgBegin, sgBeginV: sgBeginV, nsgBegin: nsgBegin,
			nsgBeginV: nsgBeginV, sgIt: sgIt, matched: matched}
		done := false
		if d.full == nil {
			// Try the bracket on its own graph; if some step would leave
			// players below who cannot complete the pairing, undo and use
			// the whole field.
			partner := append([]int(nil), d.partner...)
			was := append([]bool(nil), matched...)
			b.m = d.newLocalGraph(pbi, nsgBegin)
			b.lower = newLower(d, next)
			done = b.settle()
			if lg, ok := b.m.(*localGraph); ok {
				lg.release()
			}
			if !done {
				copy(d.partner, partner)
				copy(matched, was)
				d.full = d.newFullGraph(0)
				d.initialWeights(pbi[:sgBegin])
			}
		}
		if !done {
			b.m, b.lower = d.full, nil
			b.settle()
		}
		if sgIt == n && len(b.npbi) == len(pbi) {
			return // nothing more can be paired; the caller reports it
		}
		pbi = b.npbi
		sgBegin = b.nsg
		sgBeginV = nsgBeginV
	}
}

// bracket is one bracket being settled on graph m.
type bracket struct {
	d                   *dutch
	m                   graph
	lower               *lower // set when m holds the bracket alone
	n                   int
	pbi                 []int
	sgBegin, sgBeginV   int
	nsgBegin, nsgBeginV int
	sgIt                int
	matched             []bool
	npbi                []int // the next bracket's players
	nsg                 int   // of which moved down

	// While settling: the criteria of the bracket's edges, the matching
	// of the last solve, and the remainder (indices into pbi), its number
	// of pairs and its players' exchange preferences (see order).
	base     *criteriaTable
	stable   []int
	rem      []int
	remPairs int
	orders   []int64
}

// solve re-optimises and returns the matching, or nil when a bracket
// settled alone would leave the players below unable to complete the
// pairing.
func (b *bracket) solve() []int {
	b.m.solve()
	st := b.m.matching()
	if b.lower != nil && !b.lower.absorbs(b, st) {
		return nil
	}
	return st
}

func (b *bracket) finalize(x, y int) {
	b.d.partner[x], b.d.partner[y] = y, x
	b.matched[x], b.matched[y] = true, true
	b.m.remove(x)
	b.m.remove(y)
}

// pairPreferred re-solves once v's edges carry its preferences among the
// opponents (steps 2 and 4) and pairs v with the one the matching gives it;
// it returns the matching, nil as solve does.
func (b *bracket) pairPreferred(v int) []int {
	stable := b.solve()
	if stable != nil && stable[v] != v {
		b.finalize(v, stable[v])
	}
	return stable
}

// settle pairs the bracket by the steps of brackets' doc, each fixing one
// decision and solving again; it reports false if the graph cannot decide
// it (see solve).
func (b *bracket) settle() bool {
	lg, _ := b.m.(*localGraph)
	weights := b.d.newWeightCache(lg)
	b.base = newCriteriaTable(weights, b.pbi, b.sgBegin, b.nsgBegin)
	b.setWeights(weights, lg)
	if b.stable = b.solve(); b.stable == nil {
		return false
	}
	if b.sgBegin == 0 {
		if st, ok := b.natural(b.base); ok {
			return b.finish(st)
		}
	}
	return b.pairedMDPs() && b.mdpOpponents() && b.remainder() && b.s1Opponents() && b.finish(b.stable)
}

// setWeights writes the bracket's edges into its graph.
func (b *bracket) setWeights(weights *weightCache, lg *localGraph) {
	pbi, size := b.pbi, len(b.pbi)
	if lg != nil {
		lg.fill(weights, b.sgBegin, b.nsgBegin)
		return
	}
	// The whole field's graph holds other weights for the same classes,
	// so it takes the bracket's edge by edge; in tiles, so that the
	// matcher's two copies of each weight (by row and by column) are
	// written while their lines are in the cache.
	const tile = 64
	for l0 := b.sgBegin; l0 < size; l0 += tile {
		for h0 := 0; h0 < l0+tile && h0 < size; h0 += tile {
			for l := l0; l < l0+tile && l < size; l++ {
				for h := h0; h < h0+tile && h < l; h++ {
					b.m.set(pbi[h], pbi[l], weights.edge(pbi[h], pbi[l], l >= b.nsgBegin))
				}
			}
		}
	}
}

// inResidents reports whether vertex x is a resident of the bracket.
func (b *bracket) inResidents(x int) bool { return x >= b.sgBeginV && x < b.nsgBeginV }

// resolve solves again into b.stable, reporting false as solve does.
func (b *bracket) resolve() bool {
	b.stable = b.solve()
	return b.stable != nil
}

// pairedMDPs is step 1: which MDPs are paired, the highest first.
func (b *bracket) pairedMDPs() bool {
	d, m, pbi, matched, base := b.d, b.m, b.pbi, b.matched, b.base
	sgBegin, nsgBegin, size := b.sgBegin, b.nsgBegin, len(b.pbi)
	var mdScore, remMD, remMatchedMD int
	for pi := 0; pi < sgBegin; pi++ {
		if pi == 0 || d.score[pbi[pi]] < mdScore {
			mdScore = d.score[pbi[pi]]
			remMD, remMatchedMD = 0, 0
			for mi := pi; mi < size && d.score[pbi[mi]] >= mdScore; mi++ {
				remMD++
				if b.inResidents(b.stable[pbi[mi]]) {
					remMatchedMD++
				}
			}
		}
		if remMatchedMD == 0 {
			continue
		}
		v := pbi[pi]
		if remMD <= remMatchedMD {
			matched[v] = true
			continue
		}
		remMD--
		if !b.inResidents(b.stable[v]) {
			for oi := sgBegin; oi < nsgBegin; oi++ {
				if w := base.at(oi, pi); !w.IsZero() {
					m.set(v, pbi[oi], w.Add(small(1)))
				}
			}
			if !b.resolve() {
				return false
			}
		}
		if b.inResidents(b.stable[v]) {
			matched[v] = true
			remMatchedMD--
			for oi := sgBegin; oi < nsgBegin; oi++ {
				if w := base.at(oi, pi); !w.IsZero() {
					m.set(v, pbi[oi], w.Add(small(uint64(nsgBegin-sgBegin))).Add(small(1)))
				}
			}
		}
	}
	return true
}

// mdpOpponents is step 2: the opponents of the paired MDPs, each the
// highest-ranked resident possible.
func (b *bracket) mdpOpponents() bool {
	pbi, matched, base := b.pbi, b.matched, b.base
	sgBegin, nsgBegin := b.sgBegin, b.nsgBegin
	for pi := 0; pi < sgBegin; pi++ {
		v := pbi[pi]
		if !matched[v] {
			continue
		}
		// Already with the highest resident it may meet: the preference
		// below would only confirm it.
		if x := b.proven(v, b.candidates(pi, sgBegin, nsgBegin, base), b.stable); x >= 0 {
			b.finalize(v, x)
			continue
		}
		add := uint64(len(pbi))
		for oi := nsgBegin - 1; oi >= sgBegin; oi-- {
			ov := pbi[oi]
			if matched[ov] {
				continue
			}
			if w := base.at(oi, pi); !w.IsZero() {
				b.m.set(v, ov, w.Add(small(add)))
				add++
			}
		}
		if b.stable = b.pairPreferred(v); b.stable == nil {
			return false
		}
	}
	return true
}

// remainder is step 3: among the residents not paired with MDPs, the
// number of exchanges, then which S1 players go to S2 and which S2 players
// to S1; it leaves the roles fixed.
func (b *bracket) remainder() bool {
	pbi := b.pbi
	b.rem, b.remPairs = nil, 0
	for pi := b.sgBegin; pi < b.nsgBegin; pi++ {
		v := pbi[pi]
		if b.matched[v] || b.stable[v] < b.sgBeginV {
			continue
		}
		b.rem = append(b.rem, pi)
		if b.stable[v] < v {
			b.remPairs++
		}
	}
	b.orders = make([]int64, len(b.rem))
	remV := make([]int, len(b.rem))
	for pri, pl := range b.rem {
		b.orders[pri], remV[pri] = b.order(pri), pbi[pl]
	}
	b.m.favour(remV, b.orders)
	if !b.resolve() {
		return false
	}
	exchanges := 0
	for i := 0; i < b.remPairs && i < len(b.rem); i++ {
		if !b.inS1Role(pbi[b.rem[i]]) {
			exchanges++
		}
	}
	if !b.s1ToS2(exchanges) || !b.s2ToS1(exchanges) {
		return false
	}
	b.fixRoles()
	return true
}

// order is the exchange preference of a remainder edge whose higher player
// is the hRem-th of the remainder: as few exchanges as possible, then the
// smallest differences of the exchanged players' numbers. It is the lean
// of that player (see matching.Matcher.SetLean).
func (b *bracket) order(hRem int) int64 {
	return (int64(b2u(hRem < b.remPairs))<<(2*b.d.sizeBits) - int64(hRem)) << 1
}

// inS1Role reports whether v is paired with a later resident.
func (b *bracket) inS1Role(v int) bool { return b.stable[v] > v && b.stable[v] < b.nsgBeginV }

// s1ToS2 moves exchanges S1 players to S2, the lowest first.
func (b *bracket) s1ToS2(exchanges int) bool {
	m, pbi, rem, orders := b.m, b.pbi, b.rem, b.orders
	left := exchanges
	for it := b.remPairs; it > 0 && left > 0; {
		it--
		v := pbi[rem[it]]
		if b.inS1Role(v) {
			m.lean(v, orders[it]-1)
			if !b.resolve() {
				return false
			}
		}
		if !b.inS1Role(v) {
			left--
			for oi := it + 1; oi < len(rem); oi++ {
				b.base.strike(rem[oi], rem[it])
				m.cut(v, pbi[rem[oi]])
			}
		}
		m.lean(v, orders[it])
	}
	return true
}

// s2ToS1 moves exchanges S2 players to S1, the highest first.
func (b *bracket) s2ToS1(exchanges int) bool {
	m, pbi, rem, orders := b.m, b.pbi, b.rem, b.orders
	left := exchanges
	for it := b.remPairs; it < len(rem) && left > 1; it++ {
		v := pbi[rem[it]]
		if !b.inS1Role(v) {
			m.lean(v, orders[it]+1)
			if !b.resolve() {
				return false
			}
		}
		if b.inS1Role(v) {
			left--
			for oi := 0; oi < it; oi++ {
				b.base.strike(rem[it], rem[oi])
				m.cut(v, pbi[rem[oi]])
			}
			for oi := b.nsgBegin; oi < len(pbi); oi++ {
				b.base.strike(oi, rem[it])
				m.cut(v, pbi[oi])
			}
		}
		m.lean(v, orders[it])
	}
	return true
}

// fixRoles lets S1 players meet only later S2 players.
func (b *bracket) fixRoles() {
	m, pbi, rem := b.m, b.pbi, b.rem
	for pi, pl := range rem {
		v := pbi[pl]
		m.lean(v, 0)
		for oi := pi + 1; oi < len(rem); oi++ {
			if ov := pbi[rem[oi]]; !b.inS1Role(v) || b.inS1Role(ov) {
				b.base.strike(rem[oi], pl)
				m.cut(v, ov)
			}
		}
	}
}

// s1Opponents is step 4: the opponents of the S1 players in order, the
// highest S2 player possible first.
func (b *bracket) s1Opponents() bool {
	pbi, rem, base := b.pbi, b.rem, b.base
	for _, pl := range rem {
		v := pbi[pl]
		if !b.inS1Role(v) || b.matched[v] {
			continue
		}
		if x := b.proven(v, b.laterCandidates(pl, rem, base), b.stable); x >= 0 {
			b.finalize(v, x)
			continue
		}
		var add uint64
		for oi := len(rem) - 1; oi >= 0; oi-- {
			o := rem[oi]
			ov := pbi[o]
			if o <= pl || b.matched[ov] {
				continue
			}
			if w := base.at(o, pl); !w.IsZero() {
				b.m.set(v, ov, w.Add(small(add)))
			}
			add++
		}
		if b.stable = b.pairPreferred(v); b.stable == nil {
			return false
		}
	}
	return true
}

// finish records the bracket and moves its unpaired players down.
func (b *bracket) finish(stable []int) bool {
	d, n, m, pbi, matched := b.d, b.n, b.m, b.pbi, b.matched
	sgBegin, nsgBegin, sgIt := b.sgBegin, b.nsgBegin, b.sgIt
	// The unpaired players move down to the next bracket.
	d.trace = append(d.trace, bracketTrace{append([]int(nil), pbi...), sgBegin, nsgBegin, d.singleIsBye})
	var npbi []int
	nsg := 0
	// The single player moving down is the bye assignee when the bye goes
	// to the next score group or, every player below being barred from it,
	// to a higher one (C.9 then reaches the higher group): so whenever the
	// bye score is at least the next group's.
	d.singleIsBye = n&1 == 1 && sgIt < n && d.byeScore >= d.score[sgIt]
	for pi, v := range pbi {
		if pi < nsgBegin && matched[v] {
			continue
		}
		npbi = append(npbi, v)
		if pi < nsgBegin {
			nsg++
		}
		if sgIt < n && d.score[stable[v]] < d.score[sgIt] {
			d.singleIsBye = false
		}
	}
	// Remember the weights between the new moved-down players: they keep
	// them in the next bracket.
	for i, a := range npbi[:nsg] {
		for _, c := range npbi[i+1 : nsg] {
			d.lastLow[a*n+c] = m.low(a, c)
		}
	}
	b.npbi, b.nsg = npbi, nsg
	return true
}

// natural settles a homogeneous bracket at once when its natural pairing
// (S1[i] against S2[i], the lowest player floating if the number is odd)
// is as good as the optimum: it is then the first candidate in the rules'
// order. It reports false, changing nothing, otherwise.
func (b *bracket) natural(base *criteriaTable) ([]int, bool) {
	lg, ok := b.m.(*localGraph)
	if !ok {
		return nil, false
	}
	p := (b.nsgBegin - b.sgBegin) / 2
	var want wt
	for i := 0; i < p; i++ {
		w := base.at(b.sgBegin+p+i, b.sgBegin+i)
		// A natural pair the duals exclude is in no optimal pairing: no
		// need to build the graph of the others (a second table as large
		// as the bracket's) to find that out.
		if w.IsZero() || b.m.excluded(b.pbi[b.sgBegin+i], b.pbi[b.sgBegin+p+i]) {
			return nil, false
		}
		want = want.Add(w)
	}
	opt := lg.total()
	// The best pairing of the others once the natural pairs are made.
	trial := lg.sub(b.pbi[b.sgBegin+2*p:])
	st := trial.matching()
	if want.Add(trial.total()) != opt {
		trial.release()
		return nil, false
	}
	pair := func(x, y int, on bool) {
		if on {
			b.d.partner[x], b.d.partner[y] = y, x
		} else {
			b.d.partner[x], b.d.partner[y] = -1, -1
		}
		b.matched[x], b.matched[y] = on, on
	}
	for i := 0; i < p; i++ {
		pair(b.pbi[b.sgBegin+i], b.pbi[b.sgBegin+p+i], true)
	}
	if b.lower != nil && !b.lower.absorbs(b, st) {
		for i := 0; i < p; i++ {
			pair(b.pbi[b.sgBegin+i], b.pbi[b.sgBegin+p+i], false)
		}
		trial.release()
		return nil, false
	}
	lg.release()
	b.m = trial
	return st, true
}

// proven returns the first of v's candidate opponents, in the rules'
// order, that a maximum-weight matching pairs v with, when stable (such a
// matching) and the duals of the last solve prove it without solving
// again; otherwise -1. A candidate is proven when stable pairs it with v
// or can be changed to do so at equal weight (see exchange); it is passed
// over when the duals exclude it. In a large bracket most players are
// settled this way, where a solve would go over the whole graph.
func (b *bracket) proven(v int, cands iter.Seq[int], stable []int) int {
	for x := range cands {
		switch {
		case stable[v] == x:
			return x
		case b.d.solveAlways:
			return -1
		case b.m.excluded(v, x):
			continue
		case b.exchange(v, x, stable):
			b.d.exchanged++
			return x
		}
		return -1
	}
	return -1
}

// exchangeBudget bounds the players whose new partners exchange looks
// for: a path found late costs more than the solve it saves.
const exchangeBudget = 48

// exchange looks for a matching that pairs v with x and weighs as much as
// stable: partners exchanged along a path that alternates stable's pairs
// with new ones, v-x, x's partner with some a, a's partner with some c,
// and so on until a player meets v's partner y (a cycle) or a player
// stable leaves unpaired (y is then left unpaired instead). New pairs are
// sought breadth first among the edges the kept duals call tight, and the
// path is taken only when its new pairs weigh exactly as much as the old,
// so the duals only guide the search. stable is changed along it.
func (b *bracket) exchange(v, x int, stable []int) bool {
	y, z := stable[v], stable[x]
	if y == v {
		return false
	}
	d := b.d
	c := &d.cycle
	if len(c.mark) != b.n {
		*c = cycleScratch{mark: make([]int, b.n), via: make([]int, b.n), prev: make([]int, b.n)}
	}
	c.epoch++
	for _, u := range [...]int{v, y, x, z} {
		c.mark[u] = c.epoch
	}
	if z == x {
		// x is unpaired: v leaves y for it.
		c.via[v] = x
		return b.swapPath(v, -1, -1, stable)
	}
	// For each player q queued (a player whose partner left it), via[q] is
	// that partner and prev[q] the player q's partner now meets, -1 for v.
	c.via[z], c.prev[z] = x, -1
	c.queue = append(c.queue[:0], z)
	for head := 0; head < len(c.queue) && head < exchangeBudget; head++ {
		q := c.queue[head]
		for _, a := range b.pbi {
			if a == q || d.partner[a] >= 0 || (c.mark[a] == c.epoch && a != y) || !b.m.tight(q, a) {
				continue
			}
			if a == y || stable[a] == a {
				if b.swapPath(v, q, a, stable) {
					return true
				}
				continue
			}
			r := stable[a]
			c.mark[a], c.mark[r] = c.epoch, c.epoch
			c.via[r], c.prev[r] = a, q
			c.queue = append(c.queue, r)
		}
	}
	return false
}

// cycleScratch is exchange's working memory, kept between calls.
type cycleScratch struct {
	mark, via, prev []int
	epoch           int
	queue           []int
}

// swapPath changes stable along the path exchange found, last meeting
// end (v's partner, or a player stable leaves unpaired), if its new pairs
// weigh as much as its old and, when y is left unpaired, the players below
// can still absorb the bracket's unpaired players. With last -1, v meets
// via[v] (an unpaired player) and leaves y.
func (b *bracket) swapPath(v, last, end int, stable []int) bool {
	c := &b.d.cycle
	y := stable[v]
	var added, dropped [][2]int
	dropped = append(dropped, [2]int{v, y})
	if last < 0 {
		added = append(added, [2]int{v, c.via[v]})
		end = c.via[v]
	} else {
		added = append(added, [2]int{last, end})
		for q := last; ; {
			a, p := c.via[q], c.prev[q]
			dropped = append(dropped, [2]int{a, q})
			if p < 0 {
				added = append(added, [2]int{v, a})
				break
			}
			added = append(added, [2]int{p, a})
			q = p
		}
	}
	var in, out wt
	for _, e := range added {
		w, ok := b.m.stored(e[0], e[1])
		if !ok {
			return false
		}
		in = in.Add(w)
	}
	for _, e := range dropped {
		w, _ := b.m.stored(e[0], e[1])
		out = out.Add(w)
	}
	if in != out {
		return false
	}
	set := func(pairs [][2]int) {
		for _, e := range pairs {
			stable[e[0]], stable[e[1]] = e[1], e[0]
		}
	}
	if end != y {
		stable[y], stable[end] = y, end
	}
	set(added)
	if end != y && b.lower != nil && !b.lower.absorbs(b, stable) {
		stable[end] = end
		set(dropped)
		return false
	}
	return true
}

// candidates are the unpaired players at positions from..to-1 that the
// player at position pi may meet, the highest first.
func (b *bracket) candidates(pi, from, to int, base *criteriaTable) iter.Seq[int] {
	return func(yield func(int) bool) {
		for oi := from; oi < to; oi++ {
			if !b.matched[b.pbi[oi]] && !base.isZero(oi, pi) && !yield(b.pbi[oi]) {
				return
			}
		}
	}
}

// laterCandidates is candidates over the remainder positions after pl.
func (b *bracket) laterCandidates(pl int, rem []int, base *criteriaTable) iter.Seq[int] {
	return func(yield func(int) bool) {
		for _, o := range rem {
			if o > pl && !b.matched[b.pbi[o]] && !base.isZero(o, pl) && !yield(b.pbi[o]) {
				return
			}
		}
	}
}
