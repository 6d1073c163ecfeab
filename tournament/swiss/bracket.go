package swiss

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
			b.m = d.newLocalGraph(pbi)
			b.lower = newLower(d, next)
			for l := 1; l < sgBegin; l++ {
				for h := 0; h < l; h++ {
					if w, ok := d.lastLow[pbi[h]*n+pbi[l]]; ok {
						b.m.set(pbi[h], pbi[l], w)
					}
				}
			}
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

// settle pairs the bracket; it reports false if the graph cannot decide it.
func (b *bracket) settle() bool {
	d, m, pbi, matched := b.d, b.m, b.pbi, b.matched
	sgBegin, sgBeginV, nsgBegin, nsgBeginV := b.sgBegin, b.sgBeginV, b.nsgBegin, b.nsgBeginV
	size := len(pbi)
	finalize := b.finalize
	base := newTriangle(size, d.lowBits, &d.spare)
	defer d.spare.give(base.w)
	for l := sgBegin; l < size; l++ {
		for h := 0; h < l; h++ {
			w := d.edgeWeight(pbi[h], pbi[l], l < nsgBegin, l >= nsgBegin)
			base.set(l, h, w)
			m.set(pbi[h], pbi[l], w)
		}
	}
	// ordered is a remainder edge weight with the exchange preferences:
	// as few exchanges as possible, then the smallest differences of the
	// exchanged players' numbers.
	ordered := func(h, l, hRem, remPairs int) wt {
		w := base.at(l, h)
		if w.isZero() {
			return w
		}
		add := small(b2u(hRem < remPairs)).shl(uint(2 * d.sizeBits)).sub(small(uint64(hRem))).shl(1)
		return w.add(add)
	}
	stable := b.solve()
	if stable == nil {
		return false
	}
	if sgBegin == 0 {
		if st, ok := b.natural(base); ok {
			return b.finish(st)
		}
	}
	inResidents := func(x int) bool { return x >= sgBeginV && x < nsgBeginV }

	// 1. Which MDPs are paired.
	var mdScore, remMD, remMatchedMD int
	for pi := 0; pi < sgBegin; pi++ {
		if pi == 0 || d.score[pbi[pi]] < mdScore {
			mdScore = d.score[pbi[pi]]
			remMD, remMatchedMD = 0, 0
			for mi := pi; mi < size && d.score[pbi[mi]] >= mdScore; mi++ {
				remMD++
				if inResidents(stable[pbi[mi]]) {
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
		if !inResidents(stable[v]) {
			for oi := sgBegin; oi < nsgBegin; oi++ {
				if w := base.at(oi, pi); !w.isZero() {
					m.set(v, pbi[oi], w.add(small(1)))
				}
			}
			if stable = b.solve(); stable == nil {
				return false
			}
		}
		if inResidents(stable[v]) {
			matched[v] = true
			remMatchedMD--
			for oi := sgBegin; oi < nsgBegin; oi++ {
				if w := base.at(oi, pi); !w.isZero() {
					m.set(v, pbi[oi], w.add(small(uint64(nsgBegin-sgBegin))).add(small(1)))
				}
			}
		}
	}

	// 2. The opponents of the paired MDPs.
	for pi := 0; pi < sgBegin; pi++ {
		v := pbi[pi]
		if !matched[v] {
			continue
		}
		// Already with the highest resident it may meet: the preference
		// below would only confirm it.
		if x := b.first(pi, sgBegin, nsgBegin, base); x >= 0 && stable[v] == x {
			finalize(v, x)
			continue
		}
		add := uint64(size)
		for oi := nsgBegin - 1; oi >= sgBegin; oi-- {
			ov := pbi[oi]
			if matched[ov] {
				continue
			}
			if w := base.at(oi, pi); !w.isZero() {
				m.set(v, ov, w.add(small(add)))
				add++
			}
		}
		if stable = b.pairPreferred(v); stable == nil {
			return false
		}
	}

	// 3. The remainder: residents not paired with MDPs.
	var rem []int // indices into pbi
	remPairs := 0
	for pi := sgBegin; pi < nsgBegin; pi++ {
		v := pbi[pi]
		if matched[v] || stable[v] < sgBeginV {
			continue
		}
		rem = append(rem, pi)
		if stable[v] < v {
			remPairs++
		}
	}
	for oi := range rem {
		for pri := 0; pri < oi; pri++ {
			m.set(pbi[rem[pri]], pbi[rem[oi]], ordered(rem[pri], rem[oi], pri, remPairs))
		}
	}
	if stable = b.solve(); stable == nil {
		return false
	}
	inS1Role := func(v int) bool { return stable[v] > v && stable[v] < nsgBeginV }
	exchanges := 0
	for i := 0; i < remPairs && i < len(rem); i++ {
		if !inS1Role(pbi[rem[i]]) {
			exchanges++
		}
	}
	// S1 players moved to S2: the lowest first.
	left := exchanges
	for it := remPairs; it > 0 && left > 0; {
		it--
		pri := it
		v := pbi[rem[it]]
		if inS1Role(v) {
			for oi := it + 1; oi < len(rem); oi++ {
				if w := ordered(rem[it], rem[oi], pri, remPairs); !w.isZero() {
					m.set(v, pbi[rem[oi]], w.sub(small(1)))
				}
			}
			if stable = b.solve(); stable == nil {
				return false
			}
		}
		exchange := !inS1Role(v)
		if exchange {
			left--
		}
		for oi := it + 1; oi < len(rem); oi++ {
			if exchange {
				base.set(rem[oi], rem[it], wt{})
			}
			m.set(v, pbi[rem[oi]], ordered(rem[it], rem[oi], pri, remPairs))
		}
	}
	// S2 players moved to S1: the highest first.
	left = exchanges
	for it := remPairs; it < len(rem) && left > 1; it++ {
		v := pbi[rem[it]]
		already := inS1Role(v)
		if !already {
			for oi := it + 1; oi < len(rem); oi++ {
				if w := ordered(rem[it], rem[oi], it, remPairs); !w.isZero() {
					m.set(v, pbi[rem[oi]], w.add(small(1)))
				}
			}
			if stable = b.solve(); stable == nil {
				return false
			}
		}
		if inS1Role(v) {
			left--
			for oi := 0; oi < it; oi++ {
				base.set(rem[it], rem[oi], wt{})
				m.set(v, pbi[rem[oi]], wt{})
			}
			for oi := nsgBegin; oi < size; oi++ {
				base.set(oi, rem[it], wt{})
				m.set(v, pbi[oi], wt{})
			}
		}
		if !already {
			for oi := it + 1; oi < len(rem); oi++ {
				m.set(v, pbi[rem[oi]], ordered(rem[it], rem[oi], it, remPairs))
			}
		}
	}
	// Fix the roles: S1 players may only meet later S2 players.
	for pi, pl := range rem {
		v := pbi[pl]
		for oi := pi + 1; oi < len(rem); oi++ {
			ov := pbi[rem[oi]]
			if !inS1Role(v) || inS1Role(ov) {
				base.set(rem[oi], pl, wt{})
			}
			m.set(v, ov, base.at(rem[oi], pl))
		}
	}
	// 4. The opponents of the S1 players, the highest S2 player first.
	for _, pl := range rem {
		v := pbi[pl]
		if !(stable[v] > v && stable[v] < nsgBeginV) || matched[v] {
			continue
		}
		if x := b.firstOf(pl, rem, base); x >= 0 && stable[v] == x {
			finalize(v, x)
			continue
		}
		var add uint64
		for oi := len(rem) - 1; oi >= 0; oi-- {
			o := rem[oi]
			ov := pbi[o]
			if o <= pl || matched[ov] {
				continue
			}
			if w := base.at(o, pl); !w.isZero() {
				m.set(v, ov, w.add(small(add)))
			}
			add++
		}
		if stable = b.pairPreferred(v); stable == nil {
			return false
		}
	}

	return b.finish(stable)
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
func (b *bracket) natural(base triangle) ([]int, bool) {
	lg, ok := b.m.(*localGraph)
	if !ok {
		return nil, false
	}
	p := (b.nsgBegin - b.sgBegin) / 2
	var want wt
	for i := 0; i < p; i++ {
		w := base.at(b.sgBegin+p+i, b.sgBegin+i)
		if w.isZero() {
			return nil, false
		}
		want = want.add(w)
	}
	opt := lg.total()
	// The best pairing of the others once the natural pairs are made.
	trial := lg.sub(b.pbi[b.sgBegin+2*p:])
	st := trial.matching()
	if want.add(trial.total()) != opt {
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

// first returns the highest unpaired player at positions from..to-1 that
// the player at position pi may meet, or -1. When the optimal matching
// already pairs them, raising the preference for higher opponents (as the
// rules' order asks) cannot change it, so no new matching is needed.
func (b *bracket) first(pi, from, to int, base triangle) int {
	for oi := from; oi < to; oi++ {
		if !b.matched[b.pbi[oi]] && !base.isZero(oi, pi) {
			return b.pbi[oi]
		}
	}
	return -1
}

// firstOf is first over the remainder positions after pl.
func (b *bracket) firstOf(pl int, rem []int, base triangle) int {
	for _, o := range rem {
		if o > pl && !b.matched[b.pbi[o]] && !base.isZero(o, pl) {
			return b.pbi[o]
		}
	}
	return -1
}
