package swiss

import (
	"math/bits"
	"slices"
	"sort"
	"strconv"

	"arbiter/tournament/matching"
)

// dutch holds the state of pairing one round.
type dutch struct {
	*ctx
	sorted []*pstate // players to pair, by accelerated score then rank
	score  []int     // accelerated score per vertex

	levelShift map[int]int // bit offset of each score level inside a score field
	levels     []level     // the same, lowest first, with their widths
	levelBits  int         // width of a score field
	sizeBits   int         // width of a count field

	byeScore    int
	singleIsBye bool
	playedRanks map[int]uint64
	partner     []int // final partner vertex, -1 if none yet
	trace       []bracketTrace

	lowBits int            // width of the criteria part of an edge weight
	compat  [][]uint64     // compat[v] has bit o set if v and o may meet
	full    *fullGraph     // the whole remaining field, once needed
	spare   matching.Spare // the matcher's tables of brackets done, for the next
	lastLow map[int]wt     // last criteria weight between floaters, by a*n+b
	// wholeField disables the per-bracket graphs, and solveAlways the
	// opponents proven without a solve (tests compare both ways).
	wholeField, solveAlways bool
	exchanged               int           // opponents proven by an exchange, for the tests
	floats                  [][3]floatDir // per vertex, the floats of one and two rounds back
	kind                    []int32       // per vertex, its class of equal criteria (see kinds)
	cycle                   cycleScratch
}

// level is a score level's place inside a score field.
type level struct{ score, shift, width int }

// bracketTrace records a bracket as the pairing met it, for the checker:
// its vertices (MDPs, residents, next score group), where the residents
// and the next group start, and the bye-assignee flag in force.
type bracketTrace struct {
	pbi               []int
	sgBegin, nsgBegin int
	singleIsBye       bool
}

func bitsFor(x int) int { return bits.Len(uint(x)) }

// Pairing computes the Dutch pairing of in.Round. Boards come in the
// published order, the pairing-allocated bye (if any) last as {ID, 0}.
func Pairing(in Input) ([]Pair, error) {
	d, err := newDutch(in)
	if err != nil {
		return nil, err
	}
	pairs, ok := d.firstRound()
	if !ok {
		if pairs, err = d.run(); err != nil {
			return nil, err
		}
	}
	return d.boards(pairs), nil
}

func newDutch(in Input) (*dutch, error) {
	if in.Round < 1 {
		return nil, errorf("swiss.err.round", map[string]any{"round": in.Round})
	}
	in.TotalRounds = max(in.TotalRounds, in.Round)
	// Only the rounds before the one being paired matter; rounds missing
	// from a late entry's history count as absences.
	players := make([]Player, len(in.Players))
	copy(players, in.Players)
	for i := range players {
		h := players[i].History
		if len(h) >= in.Round-1 {
			players[i].History = h[:in.Round-1]
			continue
		}
		padded := append(make([]Round, 0, in.Round-1), h...)
		for len(padded) < in.Round-1 {
			padded = append(padded, Round{Kind: ZeroBye, Points: in.Scoring.ZeroBye})
		}
		players[i].History = padded
	}
	// A score group is found by points from 0 up (a negative score is
	// read as "no score" in Burstein's brackets, whose search then never
	// ends), and no system of the Handbook takes points away: a round
	// that gives negative points is refused, named.
	for _, p := range players {
		for r, g := range p.History {
			if g.Points < 0 {
				return nil, errorf("swiss.err.negative", map[string]any{"player": p.ID, "round": r + 1,
					"points": strconv.FormatFloat(float64(g.Points)/10, 'f', -1, 64)})
			}
		}
	}
	in.Players = players
	d := &dutch{ctx: newCtx(&in)}
	if len(d.byID) != len(in.Players) {
		return nil, errorf("swiss.err.duplicate", nil)
	}
	for _, s := range d.byID {
		if !s.p.Absent {
			d.sorted = append(d.sorted, s)
		}
	}
	sort.Slice(d.sorted, func(a, b int) bool { return d.higher(d.sorted[a], d.sorted[b]) })
	return d, nil
}

func (d *dutch) run() ([][2]int, error) {
	n := len(d.sorted)
	if n == 0 {
		return nil, nil
	}
	if n == 1 {
		return [][2]int{{0, -1}}, nil
	}
	d.score = make([]int, n)
	for v, s := range d.sorted {
		d.score[v] = d.accScore(s, 0)
	}
	d.floats = make([][3]floatDir, n)
	for v, s := range d.sorted {
		for back := 1; back <= 2 && back <= d.played; back++ {
			d.floats[v][back] = d.float(s, back)
		}
	}
	d.kinds()
	// Score levels, lowest first, each wide enough to count its players.
	d.levelShift = map[int]int{}
	maxGroup, run := 0, 0
	for v := n - 1; v >= 0; v-- {
		run++
		if v == 0 || d.score[v-1] != d.score[v] {
			d.levelShift[d.score[v]] = d.levelBits
			d.levels = append(d.levels, level{d.score[v], d.levelBits, bitsFor(run)})
			d.levelBits += bitsFor(run)
			maxGroup = max(maxGroup, run)
			run = 0
		}
	}
	d.sizeBits = bitsFor(maxGroup)
	d.lowBits = d.criteriaBits()
	if d.lowBits+16 > matching.MaxBits {
		return nil, errorf("swiss.err.toolarge", map[string]any{"players": n})
	}
	d.partner = slices.Repeat([]int{-1}, n)
	d.playedRanks = map[int]uint64{}
	d.lastLow = map[int]wt{}
	d.compatibility()
	top := d.score[0]

	// If the field is dense enough that any player can be left out and the
	// rest still paired, completion needs no matching and the lowest score
	// the bye can go to is the lowest eligible one; otherwise (and when
	// that score is the top score, where the bye-assignee criterion needs
	// the exact structure) a matching over the whole field decides.
	lazy := false
	if n&1 == 0 {
		lazy = d.robust(0, nil)
	} else {
		d.byeScore = -1
		for v := n - 1; v >= 0; v-- {
			if d.sorted[v].eligible {
				d.byeScore = d.score[v]
				break
			}
		}
		lazy = d.byeScore >= 0 && d.byeScore < top && d.robust(0, nil)
	}
	if !lazy || d.wholeField {
		d.byeScore = 0
		if err := d.fullStart(top); err != nil {
			return nil, err
		}
	}
	if n&1 == 1 {
		var counts []int
		for v := 0; v < n; v++ {
			if d.score[v] == d.byeScore {
				counts = append(counts, d.sorted[v].played)
			}
		}
		// Fewer played games rank higher, so that pairing them is preferred
		// and the bye goes to a player with as few unplayed rounds as
		// possible.
		sort.Sort(sort.Reverse(sort.IntSlice(counts)))
		for r, c := range counts {
			d.playedRanks[c] = uint64(r)
		}
	}
	d.brackets()
	return d.pairsMade()
}

// pairsMade lists the pairs the brackets made, each once from its
// higher-ranked player, and {v, -1} for a player left without one, the
// bye. Two or more left without one is no pairing: the start refuses a
// round that cannot be paired, and this refuses one the brackets did not
// complete rather than hand out a second bye.
func (d *dutch) pairsMade() ([][2]int, error) {
	var pairs [][2]int
	byes := 0
	for v := range d.partner {
		switch p := d.partner[v]; {
		case p < 0:
			pairs = append(pairs, [2]int{v, -1})
			byes++
		case v < p:
			pairs = append(pairs, [2]int{v, p})
		}
	}
	if byes > 1 {
		return nil, d.noPairing(d.compatible)
	}
	return pairs, nil
}

// firstRound pairs a first round that only the ranking can decide — no
// game played yet (so no colour preference and no float), one score group
// (no acceleration), every player eligible for the bye — when its natural
// pairing is allowed: the top half meets the bottom half in order, the
// lowest-ranked player of an odd field taking the bye. That pairing is the
// matching's optimum among all pairings, so it stays the optimum when
// forbidden pairs remove others; the matching would find it too, after
// building a graph of n² weighted edges, which for a 10,000-player open
// is gigabytes (TestFirstRoundDirect pairs both ways). Only Pairing takes
// this way: the checker explains a deviation by the brackets that run
// traces.
func (d *dutch) firstRound() ([][2]int, bool) {
	n := len(d.sorted)
	if d.played != 0 {
		return nil, false
	}
	for _, s := range d.sorted {
		if d.accScore(s, 0) != d.accScore(d.sorted[0], 0) || !s.eligible {
			return nil, false
		}
	}
	half := n / 2
	pairs := make([][2]int, 0, half+1)
	for v := 0; v < half; v++ {
		if !d.compatible(d.sorted[v], d.sorted[v+half]) {
			return nil, false
		}
		pairs = append(pairs, [2]int{v, v + half})
	}
	if n&1 == 1 {
		pairs = append(pairs, [2]int{n - 1, -1})
	}
	return pairs, true
}

// fullStart builds the matching over the whole field: it checks that a
// pairing exists at all and, with an odd field, finds the lowest score the
// bye can go to and whether the bye assignee is the single downfloater of
// the top group.
func (d *dutch) fullStart(top int) error {
	n := len(d.sorted)
	nb := bitsFor(n) + 2
	specialBits := 4 + d.levelBits + nb + d.sizeBits + nb
	// Nobody is paired yet: the graph holds every player.
	g := d.newFullGraph(specialBits)
	d.full = g
	if n&1 == 1 {
		for v := 1; v < n; v++ {
			for o := 0; o < v; o++ {
				var w wt
				if d.compatible(d.sorted[v], d.sorted[o]) {
					// Completion with an eligible player left over, then
					// the lowest score left over, then pairs in the top group.
					f := newField(specialBits, false)
					f.put("completion", 4, 1+b2u(!d.sorted[v].eligible)+b2u(!d.sorted[o].eligible))
					f.put("bye-score", d.levelBits+nb, uint64(d.levelShift[d.score[v]]+d.levelShift[d.score[o]]))
					f.put("top", d.sizeBits+nb, b2u(d.score[v] >= top))
					w = f.w
				}
				g.setWhole(v, o, w)
			}
		}
		g.solve()
		first := g.matching()
		if !complete(first) {
			return d.noPairing(d.compatible)
		}
		for v := 0; v < n; v++ {
			if first[v] == v {
				if !d.sorted[v].eligible {
					// The matching leaves out a player [C2] allows
					// whenever it can: none can be.
					return d.noPairing(d.compatible)
				}
				d.byeScore = d.score[v]
				break
			}
		}
		d.initialWeights(nil)
		if d.byeScore >= top {
			d.singleIsBye = true
			for v := 0; v < n && d.score[v] >= top; v++ {
				if d.score[first[v]] < top {
					d.singleIsBye = false
					break
				}
			}
		}
		return nil
	}
	d.initialWeights(nil)
	g.solve()
	if !complete(g.matching()) {
		return d.noPairing(d.compatible)
	}
	return nil
}

// initialWeights gives every edge of the full graph between players not
// yet paired its weight outside any bracket (completion only), except the
// edges between the moved-down players mdps, which keep the weight they
// last had.
func (d *dutch) initialWeights(mdps []int) {
	n := len(d.sorted)
	isMDP := map[int]bool{}
	for _, v := range mdps {
		isMDP[v] = true
	}
	g := d.full
	for v := 1; v < n; v++ {
		if d.partner[v] >= 0 {
			continue
		}
		for o := 0; o < v; o++ {
			if d.partner[o] >= 0 {
				continue
			}
			if isMDP[v] && isMDP[o] {
				if w, ok := d.lastLow[o*n+v]; ok {
					g.set(o, v, w)
					continue
				}
			}
			if d.compat[v][o/64]&(1<<(o%64)) != 0 {
				g.setFull(o, v, d.edgeWeight(o, v, false, false))
			}
		}
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// complete reports whether the matching (the partner of each player, the
// player itself if none) leaves at most one player out.
func complete(matching []int) bool {
	free := 0
	for v, x := range matching {
		if x == v {
			free++
		}
	}
	return free <= 1
}

// criteriaBits is the width of the criteria part of an edge weight.
func (d *dutch) criteriaBits() int {
	b := 3*d.sizeBits + 2*d.levelBits + 4*d.sizeBits
	if d.played >= 1 {
		b += 2*d.sizeBits + 2*d.levelBits
	}
	if d.played > 1 {
		b += 2*d.sizeBits + 2*d.levelBits
	}
	return b + 3*d.sizeBits + 1
}

func (d *dutch) candidate(v int) bool {
	return d.sorted[v].eligible && d.score[v] <= d.byeScore
}

// edgeWeight encodes, from the most to the least significant field, the
// criteria of pairing higher-ranked vertex h with lower-ranked vertex l
// (completion and bye eligibility go on top, see fullGraph): pairs and
// paired scores in the current
// bracket; the same in the next bracket; the bye assignee's unplayed games;
// colour criteria; repeated floats and their scores; and room for the
// ordering of exchanges and transpositions.
func (d *dutch) edgeWeight(h, l int, inCurrent, inNext bool) wt {
	f, ok := d.criteria(h, l, inCurrent, inNext, false)
	if !ok {
		return wt{}
	}
	return f.w
}

// criteria builds the fields of edgeWeight, keeping them by name if
// record; ok is false for pairs that may not meet.
func (d *dutch) criteria(h, l int, inCurrent, inNext, record bool) (f field, ok bool) {
	f = newField(d.lowBits, record)
	if d.compat[h][l/64]&(1<<(l%64)) == 0 {
		return f, false
	}
	d.fill(&f, h, l, inCurrent, inNext)
	return f, true
}

// fill puts the fields of criteria into f.
func (d *dutch) fill(f *field, h, l int, inCurrent, inNext bool) {
	H, L := d.sorted[h], d.sorted[l]
	sh, sl := d.score[h], d.score[l]
	f.put("pairs", d.sizeBits, b2u(inCurrent))
	f.putLevels("pair-scores", d.levelBits, d.levelIf(inCurrent, sh))
	f.put("next-pairs", d.sizeBits, b2u(inNext))
	f.putLevels("next-scores", d.levelBits, d.levelIf(inNext, sh))
	var bye uint64
	if d.singleIsBye {
		if sh == d.byeScore {
			bye += d.playedRanks[H.played]
		}
		if sl == d.byeScore {
			bye += d.playedRanks[L.played]
		}
	}
	f.put("bye-unplayed", d.sizeBits, bye)
	d.colourBits(f, L, H, inCurrent)
	if d.played >= 1 {
		d.floatCounts(f, h, l, 1, inCurrent)
	}
	if d.played > 1 {
		d.floatCounts(f, h, l, 2, inCurrent)
	}
	if d.played >= 1 {
		d.floatScores(f, h, l, 1, inCurrent)
	}
	if d.played > 1 {
		d.floatScores(f, h, l, 2, inCurrent)
	}
	// Room for the ordering of exchanges and transpositions (the lowest
	// field, see packing).
	f.put("order", 3*d.sizeBits+1, 0)
}

// levelIf is the bit of score's level in a score field if cond, else -1.
func (d *dutch) levelIf(cond bool, score int) int {
	if !cond {
		return -1
	}
	return d.levelShift[score]
}

// colourBits: no absolute colour imbalance conflict among topscorers, no
// third same colour in a row, preferences granted, strong preferences
// granted.
func (d *dutch) colourBits(f *field, p, o *pstate, mask bool) {
	f.put("colour-imbalance", d.sizeBits, b2u(mask && (!p.absImbalance() || !o.absImbalance() || p.pref != o.pref)))
	var rep bool
	if p.imbalance == o.imbalance {
		rep = p.repeated == None || p.repeated != o.repeated
	} else {
		q := p
		if p.imbalance > o.imbalance {
			q = o
		}
		rep = q.repeated != p.pref.invert()
	}
	f.put("colour-repeat", d.sizeBits, b2u(mask && (!p.absolute() || !o.absolute() || p.pref != o.pref || rep)))
	f.put("colour-preference", d.sizeBits, b2u(mask && prefsCompatible(p.pref, o.pref)))
	f.put("colour-strong", d.sizeBits, b2u(mask && ((!p.strong && !p.absolute()) || (!o.strong && !o.absolute()) ||
		(p.absolute() && o.absolute()) || p.pref != o.pref)))
}

// floatNames name the float criteria of one and two rounds back.
var floatNames = [3][4]string{{}, {"downfloat-1", "upfloat-1", "downfloat-scores-1", "upfloat-scores-1"},
	{"downfloat-2", "upfloat-2", "downfloat-scores-2", "upfloat-scores-2"}}

// floatCounts rewards pairs that avoid repeating a downfloat or an upfloat
// of back rounds ago.
func (d *dutch) floatCounts(f *field, h, l, back int, mask bool) {
	var down uint64
	if mask {
		down = b2u(d.floats[l][back] == floatDown) + b2u(d.score[h] <= d.score[l] && d.floats[h][back] == floatDown)
	}
	f.put(floatNames[back][0], d.sizeBits, down)
	f.put(floatNames[back][1], d.sizeBits, b2u(mask && !(d.score[h] > d.score[l] && d.floats[l][back] == floatUp)))
}

func (d *dutch) floatScores(f *field, h, l, back int, mask bool) {
	f.putLevels(floatNames[back][2], d.levelBits,
		d.levelIf(mask && d.floats[l][back] == floatDown, d.score[l]),
		d.levelIf(mask && d.floats[h][back] == floatDown, d.score[h]))
	f.putLevels(floatNames[back][3], d.levelBits,
		d.levelIf(mask && !(d.floats[l][back] == floatUp && d.score[h] > d.score[l]), d.score[h]))
}

// kind is what the criteria of a pair read of a player, apart from whether
// the two may meet and where they stand in the bracket: players of one
// kind give every opponent the same edge weight.
type kind struct {
	score, imbalance, played int
	pref, repeated           Colour
	strong                   bool
	floats                   [3]floatDir
}

// kinds numbers the players' kinds, so that a bracket computes the
// weight between two kinds once (see weightCache).
func (d *dutch) kinds() {
	ids := map[kind]int32{}
	d.kind = make([]int32, len(d.sorted))
	for v, s := range d.sorted {
		d.kind[v] = numbered(ids, kind{d.score[v], s.imbalance, s.played, s.pref, s.repeated, s.strong, d.floats[v]})
	}
}

// numbered is key's number in ids, the next number for a key not met
// before: kinds and classes are numbered from 0 as they are first met.
func numbered[K comparable](ids map[K]int32, key K) int32 {
	id, ok := ids[key]
	if !ok {
		id = int32(len(ids))
		ids[key] = id
	}
	return id
}

// weightCache gives edgeWeight for the pairs of one bracket, computing
// it (and its packing to a bracket graph's score levels) once per pair of
// kinds and place (in the bracket, or with the next score group): in a
// large bracket a few hundred kinds meet millions of times. It holds
// while the bracket's flags (singleIsBye) do not change.
type weightCache struct {
	d       *dutch
	p       *packing // the bracket graph's, nil if it packs its own way
	index   map[int64]int32
	weights []cachedWeights // by index
	// words holds each index's two weights in the words they use (see
	// cachedWeights): a weight is nw words, most of them unused in all
	// but the largest events, and a 40-player round's cache of whole
	// weights was a fifth of the memory its pair-trf allocated.
	words []uint64
	// With a bracket graph, its classes (kind and next score group) find
	// the index without hashing, in a bracket's tens of millions of reads:
	// byClass holds index+1 by pair of classes, 0 until computed.
	g       *localGraph
	byClass []int32
}

// cachedWeights is where an index's weights lie in words: low's lowN
// words from at, then packed's packedN, each the weight's low words up to
// the last that is not the sign of those below (see trimmed); zero,
// whether low is zero.
type cachedWeights struct {
	at            int32
	lowN, packedN uint8
	zero          bool
}

// trimmed is the number of w's low words that hold it: the words above
// them are each the sign of the one below (0, or all ones for a negative
// weight), which widened gives back (see widened).
func trimmed(w *wt) int {
	n := nw
	for n > 1 && w[n-1] == uint64(int64(w[n-2])>>63) {
		n--
	}
	return n
}

// widened is the weight whose low words are ws, the words above them its
// sign (see trimmed).
func widened(ws []uint64) wt {
	var w wt
	copy(w[:], ws)
	if s := uint64(int64(ws[len(ws)-1]) >> 63); s != 0 {
		for i := len(ws); i < nw; i++ {
			w[i] = s
		}
	}
	return w
}

// newWeightCache makes the cache of a bracket settled on graph g (nil for
// the whole field's), whose packing it gives too.
func (d *dutch) newWeightCache(g *localGraph) *weightCache {
	c := &weightCache{d: d, index: map[int64]int32{}}
	if g != nil {
		c.p, c.g = g.p, g
		c.byClass = make([]int32, g.m.Classes()*g.m.Classes())
	}
	return c
}

// edge returns the weight of h and l.
func (c *weightCache) edge(h, l int, inNext bool) wt {
	if c.d.compat[h][l/64]&(1<<(l%64)) == 0 {
		return wt{}
	}
	return c.low(c.at(h, l, inNext))
}

// low and packed are the weights of index i.
func (c *weightCache) low(i int32) wt {
	e := c.weights[i]
	return widened(c.words[e.at : e.at+int32(e.lowN)])
}

func (c *weightCache) packed(i int32) wt {
	e := c.weights[i]
	at := e.at + int32(e.lowN)
	return widened(c.words[at : at+int32(e.packedN)])
}

// isZero reports whether edge's weight is zero, copying no weight: a
// bracket asks it of millions of pairs (its candidates in the rules'
// order), and each read copied the weight several times over.
func (c *weightCache) isZero(h, l int, inNext bool) bool {
	return c.d.compat[h][l/64]&(1<<(l%64)) == 0 || c.weights[c.at(h, l, inNext)].zero
}

// kinds is edge's weight for h's kind and l's, whether or not the two may
// meet.
func (c *weightCache) kinds(h, l int, inNext bool) (low, packed wt) {
	i := c.at(h, l, inNext)
	return c.low(i), c.packed(i)
}

// at is the index of kinds' weights, computed on the first call for the
// pair of kinds.
func (c *weightCache) at(h, l int, inNext bool) int32 {
	d := c.d
	cell := -1
	if c.g != nil {
		cell = int(c.g.cls[c.g.loc[h]])*c.g.m.Classes() + int(c.g.cls[c.g.loc[l]])
		if i := c.byClass[cell]; i > 0 {
			return i - 1
		}
	}
	key := (int64(d.kind[h])*int64(len(d.sorted))+int64(d.kind[l]))*2 + int64(b2u(inNext))
	if i, ok := c.index[key]; ok {
		if cell >= 0 {
			c.byClass[cell] = i + 1
		}
		return i
	}
	f := newField(d.lowBits, false)
	d.fill(&f, h, l, !inNext, inNext)
	var packed wt
	if c.p != nil {
		packed = c.p.pack(f.w)
	}
	i := int32(len(c.weights))
	c.index[key] = i
	e := cachedWeights{at: int32(len(c.words)), lowN: uint8(trimmed(&f.w)), packedN: uint8(trimmed(&packed)), zero: f.w.IsZero()}
	c.words = append(append(c.words, f.w[:e.lowN]...), packed[:e.packedN]...)
	c.weights = append(c.weights, e)
	if cell >= 0 {
		c.byClass[cell] = i + 1
	}
	return i
}

// criteriaTable is the criteria weight of each pair (l, h), h < l, of a
// bracket's vertices (pbi): the kinds' weight for pairs with a resident
// or the next score group (pairs of MDPs keep theirs in the graph), less
// the pairs struck off as the bracket is settled. A bit a pair instead of
// a weight a pair: a 5,500-player bracket's table was 600 MB.
type criteriaTable struct {
	c                 *weightCache
	pbi               []int
	sgBegin, nsgBegin int
	struck            []uint64
}

func newCriteriaTable(c *weightCache, pbi []int, sgBegin, nsgBegin int) *criteriaTable {
	n := len(pbi)
	return &criteriaTable{c: c, pbi: pbi, sgBegin: sgBegin, nsgBegin: nsgBegin, struck: make([]uint64, (n*(n-1)/2+63)/64)}
}

func (t *criteriaTable) at(l, h int) wt {
	if t.off(l, h) {
		return wt{}
	}
	return t.c.edge(t.pbi[h], t.pbi[l], l >= t.nsgBegin)
}

func (t *criteriaTable) isZero(l, h int) bool {
	return t.off(l, h) || t.c.isZero(t.pbi[h], t.pbi[l], l >= t.nsgBegin)
}

// off reports whether pair (l, h) has no weight here: a pair of MDPs, or
// one struck.
func (t *criteriaTable) off(l, h int) bool {
	i := l*(l-1)/2 + h
	return l < t.sgBegin || t.struck[i/64]&(1<<(i%64)) != 0
}

// strike takes pair (l, h) out: the bracket's decisions so far forbid it.
func (t *criteriaTable) strike(l, h int) {
	i := l*(l-1)/2 + h
	t.struck[i/64] |= 1 << (i % 64)
}
