package swiss

import (
	"math/bits"

	"arbiter/tournament/matching"
)

// graph is the matching problem a bracket is settled on. Weights given to
// it are the criteria part of the edge weights (zero for no edge).
type graph interface {
	set(a, b int, low wt)
	cut(a, b int) // set with a zero weight: a bracket strikes millions of pairs
	low(a, b int) wt
	solve()
	matching() []int // partner per vertex, the vertex itself if unmatched
	remove(v int)
	// favour and lean are the matcher's Favour and SetLean: the
	// remainder's preferences as one number a player.
	favour(vs []int, leans []int64)
	lean(v int, add int64)
	// excluded, tight and stored are the matcher's (matching.Matcher), see there.
	excluded(a, b int) bool
	tight(a, b int) bool
	stored(a, b int) (wt, bool)
}

// fullGraph holds every player still to be paired, with the completion
// field on top of each edge weight, so that a bracket is only paired in ways
// that leave the players below pairable. Its weights are packed to the score
// levels of the players it starts with. Its matcher holds only those
// players, in order (loc): made for the whole field with the players
// already paired dead, its tables were the whole field's square, a
// 10,000-player field's 600 MB, most of it written only by the runtime
// clearing memory it had used before (round 7 peaked at 551 MB in one run
// in five).
type fullGraph struct {
	d   *dutch
	p   *packing
	m   *matching.Matcher
	ids []int   // the player of each vertex
	loc []int32 // the vertex of each player, -1 for those already paired
}

// newFullGraph makes the graph of the players not yet paired; its matcher
// holds weights of at least bits bits. A player's class is its kind, its
// eligibility for the bye and whether it may take it, which is what the
// weights set before the brackets read of it (see initialWeights). As a
// dense table, the graph of a 10,000-player field took 4.8 GB, all of it
// written once the memory came back from earlier rounds.
func (d *dutch) newFullGraph(bits int) *fullGraph {
	scores := map[int]bool{}
	for v := range d.sorted {
		if d.partner[v] < 0 {
			scores[d.score[v]] = true
		}
	}
	p := d.newPacking(scores)
	g := &fullGraph{d: d, p: p, loc: make([]int32, len(d.sorted))}
	ids := map[[3]int32]int32{}
	var cls []int32
	for v, s := range d.sorted {
		id := numbered(ids, [3]int32{d.kind[v], int32(b2u(s.eligible)), int32(b2u(d.candidate(v)))})
		g.loc[v] = -1
		if d.partner[v] < 0 {
			g.loc[v] = int32(len(g.ids))
			g.ids = append(g.ids, v)
			cls = append(cls, id)
		}
	}
	g.m = matching.New(len(g.ids), max(bits, p.bits+16), nil, cls)
	return g
}

// at is the vertex of player v.
func (g *fullGraph) at(v int) int { return int(g.loc[v]) }

func (g *fullGraph) completion(a, b int) wt {
	return small(1 + b2u(!g.d.candidate(a)) + b2u(!g.d.candidate(b))).Shl(uint(g.p.bits))
}

func (g *fullGraph) set(a, b int, low wt) {
	if low.IsZero() {
		g.cut(a, b)
		return
	}
	g.setFull(a, b, low)
}

func (g *fullGraph) cut(a, b int) { g.m.Cut(g.at(a), g.at(b)) }

// setFull gives edge (a,b) its completion weight and criteria low, even
// when low is zero.
func (g *fullGraph) setFull(a, b int, low wt) {
	g.m.SetWeight(g.at(a), g.at(b), g.completion(a, b).Add(g.p.pack(low)))
}

// setWhole gives edge (a,b) weight w as it is (see fullStart).
func (g *fullGraph) setWhole(a, b int, w wt) { g.m.SetWeight(g.at(a), g.at(b), w) }

func (g *fullGraph) low(a, b int) wt {
	w := g.m.Get(g.at(a), g.at(b))
	if w.IsZero() {
		return w
	}
	return g.p.unpack(w.Sub(g.completion(a, b)))
}

func (g *fullGraph) solve()       { g.m.Solve() }
func (g *fullGraph) remove(v int) { g.m.Remove(g.at(v)) }

// matching is the partner of each player, the player itself if unmatched
// or already paired.
func (g *fullGraph) matching() []int { return byPlayer(g.m.Matching(), g.ids, len(g.loc)) }

func (g *fullGraph) favour(vs []int, leans []int64) { g.m.Favour(located(vs, g.loc), leans) }
func (g *fullGraph) lean(v int, add int64)          { g.m.SetLean(g.at(v), add) }

func (g *fullGraph) excluded(a, b int) bool     { return g.m.Excluded(g.at(a), g.at(b)) }
func (g *fullGraph) tight(a, b int) bool        { return g.m.Tight(g.at(a), g.at(b)) }
func (g *fullGraph) stored(a, b int) (wt, bool) { return g.m.Stored(g.at(a), g.at(b)) }

// localGraph holds only a bracket and the next score group. It is used
// when the players below can absorb any set of floaters (see robust), so
// completion needs no look-ahead and the much smaller graph gives the same
// decisions. Its weights are packed to the score levels of its players.
type localGraph struct {
	n     int
	pbi   []int
	loc   []int32 // position in pbi by vertex, -1 for vertices not in it
	cls   []int32 // the matcher's class by position in pbi
	p     *packing
	m     *matching.Matcher
	spare *matching.Spare // where the matcher's tables come from and go back to
}

// newLocalGraph makes the graph of vertices pbi, whose next score group
// begins at position nsgBegin, packing d's weights to their score levels.
// A vertex's class is its kind and whether it is in the next score group,
// which is what its weights read of it (see weightCache).
func (d *dutch) newLocalGraph(pbi []int, nsgBegin int) *localGraph {
	scores := map[int]bool{}
	ids := map[int32]int32{}
	cls := make([]int32, len(pbi))
	for i, v := range pbi {
		scores[d.score[v]] = true
		cls[i] = numbered(ids, 2*d.kind[v]+int32(b2u(i >= nsgBegin)))
	}
	return newLocalGraph(len(d.sorted), pbi, cls, d.newPacking(scores), &d.spare)
}

func newLocalGraph(n int, pbi []int, cls []int32, p *packing, s *matching.Spare) *localGraph {
	g := &localGraph{n: n, pbi: pbi, loc: make([]int32, n), cls: cls, p: p, m: matching.New(len(pbi), p.bits+16, s, cls), spare: s}
	for v := range g.loc {
		g.loc[v] = -1
	}
	for i, v := range pbi {
		g.loc[v] = int32(i)
	}
	return g
}

// fill gives a new graph its weights: to the pairs with a resident or a
// player of the next score group (from position sgBegin on), the weights
// of their kinds, and to the pairs of moved-down players the weights they
// had in the bracket above.
func (g *localGraph) fill(weights *weightCache, sgBegin, nsgBegin int) {
	d := weights.d
	meets := make([][]uint64, len(g.pbi))
	for i, a := range g.pbi {
		meets[i] = d.compat[a]
	}
	g.m.SetByClass(sgBegin, func(i, j int) wt {
		_, packed := weights.kinds(g.pbi[i], g.pbi[j], j >= nsgBegin)
		return packed
	}, meets, g.pbi)
	n := len(d.sorted)
	for l := 1; l < sgBegin; l++ {
		for h := 0; h < l; h++ {
			if w, ok := d.lastLow[g.pbi[h]*n+g.pbi[l]]; ok {
				g.set(g.pbi[h], g.pbi[l], w)
			}
		}
	}
}

func (g *localGraph) set(a, b int, low wt) { g.setPacked(a, b, g.p.pack(low)) }
func (g *localGraph) cut(a, b int)         { g.m.Cut(int(g.loc[a]), int(g.loc[b])) }

// setPacked is set with the weight already packed (see weightCache).
func (g *localGraph) setPacked(a, b int, packed wt) {
	g.m.SetWeight(int(g.loc[a]), int(g.loc[b]), packed)
}
func (g *localGraph) low(a, b int) wt { return g.p.unpack(g.m.Get(int(g.loc[a]), int(g.loc[b]))) }
func (g *localGraph) solve()          { g.m.Solve() }
func (g *localGraph) remove(v int)    { g.m.Remove(int(g.loc[v])) }

func (g *localGraph) favour(vs []int, leans []int64) { g.m.Favour(located(vs, g.loc), leans) }
func (g *localGraph) lean(v int, add int64)          { g.m.SetLean(int(g.loc[v]), add) }

func (g *localGraph) excluded(a, b int) bool { return g.m.Excluded(int(g.loc[a]), int(g.loc[b])) }
func (g *localGraph) tight(a, b int) bool    { return g.m.Tight(int(g.loc[a]), int(g.loc[b])) }
func (g *localGraph) stored(a, b int) (wt, bool) {
	return g.m.Stored(int(g.loc[a]), int(g.loc[b]))
}

// total is the weight of the current matching.
func (g *localGraph) total() wt {
	var t wt
	for i, j := range g.m.Matching() {
		if i < j {
			t = t.Add(g.low(g.pbi[i], g.pbi[j]))
		}
	}
	return t
}

// sub returns a new graph on vertices vs with the same weights, solved.
func (g *localGraph) sub(vs []int) *localGraph {
	cls := make([]int32, len(vs))
	for i, v := range vs {
		cls[i] = g.cls[g.loc[v]]
	}
	s := newLocalGraph(g.n, vs, cls, g.p, g.spare)
	for i, a := range vs {
		for _, c := range vs[i+1:] {
			s.set(a, c, g.low(a, c))
		}
	}
	s.solve()
	return s
}

// release gives the matcher's tables back once the graph is no longer
// used.
func (g *localGraph) release() { g.m.GiveTables(g.spare) }

func (g *localGraph) matching() []int { return byPlayer(g.m.Matching(), g.pbi, g.n) }

// located is the vertex of each player of vs, loc giving each player's.
func located(vs []int, loc []int32) []int {
	at := make([]int, len(vs))
	for i, v := range vs {
		at[i] = int(loc[v])
	}
	return at
}

// byPlayer turns a matcher's matching of the players ids into the partner
// of each of n players, the player itself if it is not matched there.
func byPlayer(matching, ids []int, n int) []int {
	out := make([]int, n)
	for v := range out {
		out[v] = v
	}
	for i, j := range matching {
		out[ids[i]] = ids[j]
	}
	return out
}

// compatibility builds a bit matrix of the pairs that may meet, which is
// compatible for every pair: everyone but themselves, less the players
// bound to the same absolute colour, a word at a time, and the pairs
// that have met. Asked pair by pair, with a map lookup each, it was a
// fifth of a late 10,000-player round.
func (d *dutch) compatibility() { d.compat = d.meetRows(d.colourBound, false) }

// meetRows is a bit matrix by vertex of the players each may meet: all
// but itself, less the other players bound (bound) to its colour if it is
// bound, less the opponents it has met. In rows by the higher player, as
// compatible reads them, a pair the higher player has met is struck both
// ways; in rows by each player, a row strikes only its own player's
// opponents, as the Dubov and Burstein brackets ask the first player of a
// pair.
func (d *dutch) meetRows(bound func(*pstate) bool, byEach bool) [][]uint64 {
	n := len(d.sorted)
	words := (n + 63) / 64
	all := make([]uint64, words)
	for v := range n {
		all[v/64] |= 1 << (v % 64)
	}
	binds := map[Colour][]uint64{} // by colour, the players its absolute preference binds
	for v, s := range d.sorted {
		if bound(s) {
			if binds[s.pref] == nil {
				binds[s.pref] = make([]uint64, words)
			}
			binds[s.pref][v/64] |= 1 << (v % 64)
		}
	}
	index := make(map[int]int, n)
	for v, s := range d.sorted {
		index[s.id] = v
	}
	meets := make([][]uint64, n)
	rows := make([]uint64, n*words) // one allocation, where a row each was a tenth of a second at 10,000 players
	for v, s := range d.sorted {
		row := rows[v*words : (v+1)*words : (v+1)*words]
		copy(row, all)
		row[v/64] &^= 1 << (v % 64)
		if b := binds[s.pref]; b != nil && b[v/64]&(1<<(v%64)) != 0 {
			for w := range row {
				row[w] &^= b[w]
			}
		}
		meets[v] = row
	}
	for v, s := range d.sorted {
		for _, id := range s.opponents {
			o, ok := index[id]
			switch {
			case !ok:
			case byEach:
				meets[v][o/64] &^= 1 << (o % 64)
			case o > v:
				meets[v][o/64] &^= 1 << (o % 64)
				meets[o][v/64] &^= 1 << (v % 64)
			}
		}
	}
	return meets
}

// robust reports whether the players from vertex from on (the lower
// part L) can always complete the pairing whatever subset of the players
// in extra floats into them: every player of L and extra has at least one
// more than half of |L|+|extra| compatible opponents inside L (Dirac's
// condition, kept with any single player left out, so any such set has a
// Hamiltonian cycle and hence a perfect matching, or one leaving out any
// single player), and with an odd field some player in L can take the bye. An L of fewer than two players is never robust.
func (d *dutch) robust(from int, extra []int) bool {
	n := len(d.sorted)
	size := n - from + len(extra)
	if n-from < 2 {
		return false
	}
	if n&1 == 1 {
		ok := false
		for v := from; v < n && !ok; v++ {
			ok = d.candidate(v)
		}
		if !ok {
			return false
		}
	}
	enough := func(v int) bool {
		deg := 0
		row := d.compat[v]
		w0 := from / 64
		deg += bits.OnesCount64(row[w0] &^ (1<<(from%64) - 1))
		for w := w0 + 1; w < len(row); w++ {
			deg += bits.OnesCount64(row[w])
		}
		return 2*deg >= size+2
	}
	for v := from; v < n; v++ {
		if !enough(v) {
			return false
		}
	}
	for _, v := range extra {
		if !enough(v) {
			return false
		}
	}
	return true
}

// lower describes the players below a bracket and its next score group,
// to tell whether they can complete the pairing together with the players
// a bracket leaves unpaired.
type lower struct {
	d      *dutch
	from   int // first vertex below
	minDeg int // fewest compatible opponents below, over the players below
	cand   bool
}

func newLower(d *dutch, from int) *lower {
	l := &lower{d: d, from: from, minDeg: -1}
	for v := from; v < len(d.sorted); v++ {
		if deg := l.degree(v); l.minDeg < 0 || deg < l.minDeg {
			l.minDeg = deg
		}
		l.cand = l.cand || d.candidate(v)
	}
	return l
}

// degree counts the compatible opponents of v among the players below.
func (l *lower) degree(v int) int {
	row := l.d.compat[v]
	if l.from >= 64*len(row) {
		return 0
	}
	w0 := l.from / 64
	deg := bits.OnesCount64(row[w0] &^ (1<<(l.from%64) - 1))
	for w := w0 + 1; w < len(row); w++ {
		deg += bits.OnesCount64(row[w])
	}
	return deg
}

// absorbs reports whether the players below, together with the bracket's
// players left unpaired by matching st, can surely all be paired (but one
// bye candidate with an odd field): by Dirac's condition every one of them
// has compatible opponents among the players below for at least half of
// them, so they form a Hamiltonian cycle.
func (l *lower) absorbs(b *bracket, st []int) bool {
	d := l.d
	var free []int
	for _, v := range b.pbi {
		if d.partner[v] < 0 && st[v] == v {
			free = append(free, v)
		}
	}
	below := len(d.sorted) - l.from
	total := below + len(free)
	odd := len(d.sorted)&1 == 1
	cand := l.cand
	minDeg := l.minDeg
	if below == 0 {
		minDeg = total
	}
	for _, v := range free {
		cand = cand || d.candidate(v)
		if deg := l.degree(v); deg < minDeg {
			minDeg = deg
		}
	}
	switch {
	case total == 0:
		return true
	case odd && !cand:
		return false
	case total == 1:
		return true
	case total == 2:
		x, y := l.from, l.from+1
		if below < 2 {
			x, y = free[0], l.from
			if below == 0 {
				y = free[1]
			}
		}
		return d.compat[x][y/64]&(1<<(y%64)) != 0
	}
	return 2*minDeg >= total
}
