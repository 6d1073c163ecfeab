package swiss

import (
	"cmp"
	"maps"
	mbits "math/bits"
	"slices"
	"sort"
	"strconv"

	"arbiter/tournament/matching"
)

// The Dubov system, FIDE Handbook C.04.4.1, the edition approved by the
// Council on 28 October 2025 and applied from 1 February 2026. Articles
// are cited by their numbers in that text.
//
// A bracket is paired on one matching of every player still unpaired:
// each edge weighs, from the most significant field down, the completion
// of the round ([C4], 2.2.1), then the quality criteria [C5]–[C10]
// (2.3.1–2.3.6), then a field the bracket's choices use (3.2.2, 3.2.4,
// 3.2.5) to prefer one player's partners to another's among the optimal
// pairings. Only edges with a resident of the bracket carry the quality
// fields, so the rest of the field is paired only as far as completion
// needs: where the lower players can surely complete it, their pairs with
// each other are left out (dubovLowerApart), and so are those who cannot
// float (mayFloat). Once the upfloaters are
// chosen, the choices of 3.2.4 and 3.2.5 are made on the graph of the
// bracket's players alone (restrict), each pair made taken out of it.

// dubovPlayer is a player as the Dubov articles see them.
type dubovPlayer struct {
	s         *pstate
	v         int // its vertex in the shared model (dutch.sorted)
	score     int // accelerated score (1.3, C.04.5)
	points    int // score without acceleration, for the board order (5.3)
	side      Colour
	strength  int // 1.6: 3 absolute, 2 strong, 1 mild
	aro       int
	upfloats  int
	prevUp    bool
	maxUp     bool
	byeBefore bool
	played    int
}

// dubov holds the state of pairing one round.
type dubov struct {
	d       *dutch // the shared model: history, ranks, colours, order
	players []*dubovPlayer
	first   bool
	last    bool
	spare   matching.Spare
	// solveEach solves for every choice of 3.2.4 and 3.2.5, and of the
	// Burstein system's 4.3, not reading the last matching first
	// (earliestKept, swapWithin, latestKept): the pairing they must agree
	// with (TestDubovChoicesReadAsSolved, TestBurstein4_3ChoicesReadAsSolved).
	solveEach bool
	trace     *[]systemBracket // each bracket as paired, for the check; nil when pairing
	meets     [][]uint64       // by vertex, the players it may meet (see meetTable)
	mutual    [][]uint64       // by vertex, the players it may meet who may meet it, made when first asked
}

// newDubov is the state of pairing a round of d by the Dubov or the
// Burstein system, keeping each bracket in trace when it is not nil.
func newDubov(d *dutch, trace *[]systemBracket) *dubov {
	return &dubov{d: d, trace: trace}
}

// meetTable is, by vertex, the players it may meet (see mayMeet), made
// when first asked: a first round that the ranking alone decides
// (firstRound) asks dubovAbsolute of its pairs alone, and making the
// table was a fifth of a 1,000-player one.
func (r *dubov) meetTable() [][]uint64 {
	if r.meets == nil {
		r.meets = r.d.meetRows(func(s *pstate) bool { return s.absolute() }, true)
	}
	return r.meets
}

// startDubov reads in as the Dutch system does and starts pairing its
// round by the Dubov machinery (newDubov), each player's colour
// preference as colour grades it; a field larger than maxDubovPlayers is
// refused. r.players come in d.sorted's order.
func startDubov(in Input, trace *[]systemBracket, colour func(*pstate) (Colour, int)) (*dutch, *dubov, error) {
	d, err := newDutch(in)
	if err != nil {
		return nil, nil, err
	}
	if len(d.sorted) > maxDubovPlayers {
		return nil, nil, errorf("swiss.err.toolarge", map[string]any{"players": len(d.sorted)})
	}
	r := newDubov(d, trace)
	// In one allocation, and the ratings' map below made to size: a
	// 1,000-player first round is little more than this reading in, and
	// a player each and the map's growth were a sixth of it.
	ps := make([]dubovPlayer, len(d.sorted))
	r.players = make([]*dubovPlayer, len(d.sorted))
	for v, s := range d.sorted {
		p := &ps[v]
		*p = dubovPlayer{s: s, v: v, score: d.accScore(s, 0), points: s.score, played: s.played, byeBefore: !s.eligible}
		p.side, p.strength = colour(s)
		r.players[v] = p
	}
	return d, r, nil
}

// mayMeet is dubovAbsolute read from the table of who may meet: the
// brackets ask it of every pair, many times a round.
func (r *dubov) mayMeet(a, b *dubovPlayer) bool {
	return r.meetTable()[a.v][b.v>>6]&(1<<(b.v&63)) != 0
}

// systemBracket is a bracket as the system paired it: its graph (the
// players still unpaired and the criteria of each pair), the bracket's
// score and the matching the system chose of the whole graph.
type systemBracket struct {
	b     *dubovBracket
	score int
	mate  []int
}

// traced keeps the bracket b, paired as mate says, when the round is
// paired for the check.
func (r *dubov) traced(b *dubovBracket, score int) {
	if r.trace != nil {
		*r.trace = append(*r.trace, systemBracket{b: b, score: score, mate: append([]int(nil), b.mate...)})
		// The weights stay (weight); what the choices added goes.
		b.add, b.acrossSide, b.struck = nil, nil, nil
	}
}

// critSpan is one field of a bracket's edge weights, from the most
// significant down: a quality criterion ([C5]…), the completion of the
// round ([C4]) above them, the order of the choices below.
type critSpan struct {
	name  string
	width int
}

// DubovPairing computes the Dubov pairing of in.Round (C.04.4.1, 2026).
// Boards come in the published order (5.3), the pairing-allocated bye (if
// any) last as {ID, 0}. Players need their Rating (1.1): an unrated player
// must be given a provisional one by the caller (1.1.2).
func DubovPairing(in Input) ([]Pair, error) { return dubovPairing(in, nil) }

// dubovPairing is DubovPairing, keeping each bracket in trace when it is
// not nil.
func dubovPairing(in Input, trace *[]systemBracket) ([]Pair, error) {
	r, err := newDubovRound(in, trace)
	if err != nil {
		return nil, err
	}
	return r.pair()
}

// pair pairs the round: its brackets (3.2), their colours (5.2) and the
// boards' order (5.3).
func (r *dubov) pair() ([]Pair, error) {
	pairs, err := r.pairRound(func(rest []*dubovPlayer, _ int) ([][2]*dubovPlayer, int, error) {
		got, err := r.dubov3_2Bracket(rest)
		return got, 0, err
	})
	if err != nil {
		return nil, err
	}
	return r.dubov5_3Order(pairs, func(x, y *dubovPlayer) Pair { return r.dubov5_2Colours(x, y, x) }), nil
}

// newDubovRound is the state of pairing in.Round by the Dubov system, its
// players ranked and described (1.3–1.8).
func newDubovRound(in Input, trace *[]systemBracket) (*dubov, error) {
	d, r, err := startDubov(in, trace, dubovColourPreference)
	if err != nil {
		return nil, err
	}
	r.first, r.last = d.in.Round == 1, d.in.Round >= d.in.TotalRounds
	ratings := make(map[int]int, len(d.in.Players))
	for _, p := range d.in.Players {
		ratings[p.ID] = p.Rating
	}
	maxT := dubovMaxUpfloats(d.in.TotalRounds)
	for _, p := range r.players {
		p.aro = dubovARO(p.s, ratings)
		p.upfloats, p.prevUp = r.dubovUpfloats(p.s)
		p.maxUp = p.upfloats >= maxT
	}
	return r, nil
}

// pairRound pairs r.players in their order: the pairing-allocated bye
// (3.1) when they are odd, then bracket after bracket, each given the
// players left and what the bracket before returned (-1 for the first),
// its pairs and a number for the next. The bye comes as {player, nil}.
func (r *dubov) pairRound(bracket func(rest []*dubovPlayer, before int) ([][2]*dubovPlayer, int, error)) ([][2]*dubovPlayer, error) {
	var pairs [][2]*dubovPlayer
	rest := r.players
	if len(rest)%2 == 1 {
		bye, err := r.dubov3_1Bye(rest)
		if err != nil {
			return nil, err
		}
		pairs = append(pairs, [2]*dubovPlayer{bye, nil})
		rest = without(rest, map[*dubovPlayer]bool{bye: true})
	}
	for before := -1; len(rest) > 1; {
		got, next, err := bracket(rest, before)
		if err != nil {
			return nil, err
		}
		done := make(map[*dubovPlayer]bool, 2*len(got)) // grown insert by insert, it was most of pairRound
		for _, pr := range got {
			done[pr[0]], done[pr[1]] = true, true
		}
		pairs = append(pairs, got...)
		rest, before = without(rest, done), next
	}
	return pairs, nil
}

// maxDubovPlayers bounds a round as the Dutch system's does: the whole
// field is one graph in every bracket.
const maxDubovPlayers = 20000

func without(ps []*dubovPlayer, drop map[*dubovPlayer]bool) []*dubovPlayer {
	var out []*dubovPlayer
	for _, p := range ps {
		if !drop[p] {
			out = append(out, p)
		}
	}
	return out
}

// dubovMaxUpfloats is MaxT (1.8.2): 2 + rounds/5, rounded down.
func dubovMaxUpfloats(rounds int) int { return 2 + rounds/5 }

// colourPreference is the colour preference of Dubov (1.6) and Burstein
// (1.5) once a player has played: absolute for a colour difference beyond
// ±1 or the same colour in the last two games, strong for a difference of
// ±1, mild otherwise. Before a first game it is first, of the strength
// given: the systems differ only there.
func colourPreference(s *pstate, first Colour, strength int) (Colour, int) {
	if s.played == 0 {
		return first, strength
	}
	return s.pref, s.prefStrength()
}

// dubovColourPreference: a player who has not played has a mild
// preference for Black (1.6.4).
func dubovColourPreference(s *pstate) (Colour, int) { return colourPreference(s, Black, 1) }

// dubovARO is the average rating of the opponents met over the board,
// rounded half up, zero before a first game (1.7).
func dubovARO(s *pstate, ratings map[int]int) int {
	sum, n := 0, 0
	for _, r := range s.p.History {
		if r.Kind == Played {
			sum += ratings[r.Opponent]
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return (2*sum + n) / (2 * n)
}

// dubovUpfloats counts the games a player played against an opponent of a
// higher score (1.4), and whether the last round was one.
func (r *dubov) dubovUpfloats(s *pstate) (int, bool) {
	n, last := 0, false
	for back := r.d.played; back >= 1; back-- {
		up := s.p.History[r.d.played-back].Kind == Played && r.d.float(s, back) == floatUp
		if up {
			n++
		}
		last = up
	}
	return n, last
}

// dubovAbsolute is the absolute criteria [C1] (2.1.1, with the forbidden
// pairs) and [C3] (2.1.3): no second game, and no two players with the
// same absolute colour preference (of strength 3, 1.6).
func dubovAbsolute(a, b *pstate) bool {
	if a.met(b) {
		return false
	}
	return a.pref != b.pref || !a.absolute() || !b.absolute()
}

// dubov3_1Bye chooses the pairing-allocated bye (3.1): a player without
// an earlier bye or win without playing ([C2], 3.1.1) whose absence still
// lets the rest be paired (3.1.2), of the lowest score (3.1.3), having
// played the most games (3.1.4), of the largest TPN (3.1.5).
func (r *dubov) dubov3_1Bye(ps []*dubovPlayer) (*dubovPlayer, error) {
	n := len(ps)
	scoreRank, gameRank := rankOf(ps, func(p *dubovPlayer) int { return p.score }),
		rankOf(ps, func(p *dubovPlayer) int { return -p.played })
	sb, gb := bitsFor(len(scoreRank)), bitsFor(len(gameRank))
	top := 1 + sb + gb + 1 // dubov3_1ByeWeight's fields and the 3.1.5 unit
	full := matching.Weight{1}.Shl(uint(top)).Sub(matching.Weight{1})
	m := matching.New(n+1, top+2, &r.spare, make([]int32, n+1))
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if r.mayMeet(ps[i], ps[j]) {
				m.SetWeight(i, j, full)
			}
		}
	}
	byeW := make([]matching.Weight, n)
	for i, p := range ps {
		if p.byeBefore {
			continue
		}
		byeW[i] = dubov3_1ByeWeight(scoreRank[p.score], gameRank[-p.played], sb, gb)
		m.SetWeight(i, n, byeW[i])
	}
	m.Solve()
	for v, w := range m.Matching() {
		if v == w {
			return nil, r.d.noPairing(dubovAbsolute)
		}
	}
	for i := n - 1; i >= 0; i-- {
		if byeW[i].IsZero() {
			continue
		}
		m.SetWeight(i, n, byeW[i].Add(matching.Weight{1}))
		m.Solve()
		if m.Matching()[i] == n {
			m.GiveTables(&r.spare)
			return ps[i], nil
		}
		m.SetWeight(i, n, byeW[i])
	}
	return nil, r.d.noPairing(dubovAbsolute)
}

// dubov3_1ByeWeight is the weight of giving the bye to a player whose
// score and number of games rank scoreRank and gameRank (a larger rank,
// a lower score and more games), in sb and gb bits: the bit of
// eligibility (3.1.1) on top, then 3.1.3, then 3.1.4. The lowest bit is
// left free for the unit dubov3_1Bye adds to prefer the lowest ranked
// (3.1.5): added inside the games field, it made a player of fewer games
// tie with one of more.
func dubov3_1ByeWeight(scoreRank, gameRank, sb, gb int) matching.Weight {
	return matching.Weight{(uint64(1)<<(sb+gb) | uint64(scoreRank)<<gb | uint64(gameRank)) << 1}
}

// rankOf numbers the distinct values of key, the largest 0, so that a
// larger number marks a smaller value.
func rankOf(ps []*dubovPlayer, key func(*dubovPlayer) int) map[int]int {
	seen := map[int]bool{}
	for _, p := range ps {
		seen[key(p)] = true
	}
	vals := slices.Sorted(maps.Keys(seen))
	slices.Reverse(vals)
	out := map[int]int{}
	for i, v := range vals {
		out[v] = i
	}
	return out
}

// dubovBracket is one bracket's graph: the unpaired players (residents
// first), the weight of each edge as the criteria give it plus what the
// bracket's choices added, and the edges struck.
type dubovBracket struct {
	r        *dubov
	ps       []*dubovPlayer
	resident []bool
	index    map[*dubovPlayer]int
	m        *matching.Matcher
	mate     []int

	bb, sdBits, upBits int
	sdShift, upShift   map[int]int
	maxScore           int
	add                [][]int64 // by player, what his choices added to his edges (py4swiss's weights kept beside the matcher's), see addAt
	acrossSide         []bool    // with acrossAdd, what 3.2.4's preference adds to each pair across (see across)
	acrossAdd          int64
	struck             []uint64 // the edge is out of the matcher for now, a bit a pair (see struckAt)
	barred             []uint64 // the edge is out for good, a bit a pair (see barredAt)
	// The criteria give every pair of players of the same two classes
	// (score, colour preference, upfloats) the same weight: kept by pair
	// of classes, since composing a weight of a wide field is most of the
	// cost of a 1,000-player round. cls numbers the classes of the field
	// (the matcher's), wcls those the bracket's players hold (byCls's).
	cls   []int32
	wcls  []int32
	nc    int
	byCls []int32                        // by pair of classes (wcls): 1 + the weight's place in clsW, -1 for none, 0 until composed
	clsW  []matching.Weight              // the weights composed, but none
	crit  func(i, j int) matching.Weight // the system's criteria for a pair
	spans []critSpan                     // the fields of crit's weights
	// residentsOnly: the bracket pairs its residents with each other only
	// (Burstein's), its floaters going on; else every resident, with an
	// upfloater where needed (Dubov's).
	residentsOnly bool
	// below, when set, pairs the players the graph leaves out (see
	// bursteinAbove); lost is set when a solve left players it cannot take.
	below *absorber
	lost  bool
	// Dubov's graph without the lower players' pairs (see
	// dubovLowerApart): the upfloaters chosen, and the weight of a
	// player paired ([C4]) that a pair counts for each of them and each
	// resident.
	confirmed []bool
	cover     matching.Weight
	gone      []bool   // by vertex, taken out of the matcher (see pairOut)
	out       [][2]int // the pairs taken out
}

// absorber is the players who complete a bracket's pairing outside its
// graph's choices: size of them, each player concerned able to meet at
// least minDeg of them. Burstein's are below the graph and take those it
// leaves; Dubov's are its lower players, less the upfloaters it takes.
type absorber struct{ size, minDeg int }

// absorbs tells whether they can be paired with left more (Burstein's) or
// left fewer (Dubov's): each of those may then meet at least half of the
// others (Dirac's condition: they form a Hamiltonian cycle, which an even
// number of players pairs).
func (a *absorber) absorbs(left int) bool { return 2*a.minDeg >= a.size+left }

// degreeIn counts the players of set (a bit by vertex) whom p may meet
// and who may meet p.
func (r *dubov) degreeIn(p *dubovPlayer, set []uint64) int {
	if r.mutual == nil {
		// meets, less each pair that either player of it has met.
		r.mutual = make([][]uint64, len(r.meetTable()))
		for v, row := range r.meets {
			r.mutual[v] = append([]uint64(nil), row...)
		}
		at := make(map[int]int, len(r.d.sorted))
		for v, s := range r.d.sorted {
			at[s.id] = v
		}
		for v, s := range r.d.sorted {
			for _, id := range s.opponents {
				if o, ok := at[id]; ok {
					r.mutual[o][v>>6] &^= 1 << (v & 63)
				}
			}
		}
	}
	n := 0
	for w, bits := range r.mutual[p.v] {
		n += mbits.OnesCount64(bits & set[w])
	}
	return n
}

// pairs are the pairs the bracket makes, the higher player first.
func (b *dubovBracket) pairs() [][2]*dubovPlayer {
	var out [][2]*dubovPlayer
	for i, j := range b.mate {
		if i < j && b.pairsHere(i, j) {
			out = append(out, [2]*dubovPlayer{b.ps[i], b.ps[j]})
		}
	}
	return out
}

// all is every vertex of the bracket's graph.
func (b *dubovBracket) all() []int {
	all := make([]int, len(b.ps))
	for k := range all {
		all[k] = k
	}
	return all
}

// pairsHere tells whether the bracket makes the pair i, j.
func (b *dubovBracket) pairsHere(i, j int) bool {
	if b.residentsOnly {
		return b.resident[i] && b.resident[j]
	}
	return b.resident[i] || b.resident[j]
}

// dubov3_2Bracket pairs the bracket of the highest score among ps (3.2):
// its residents and the upfloaters it needs, returned as pairs (higher
// ranked first, colours not yet given).
func (r *dubov) dubov3_2Bracket(ps []*dubovPlayer) ([][2]*dubovPlayer, error) {
	if pairs, ok := r.firstRound(ps); ok {
		return pairs, nil
	}
	var b *dubovBracket
	var players []int
	if r.trace == nil {
		b, players = r.dubovLowerApart(ps)
	}
	if b == nil {
		b = r.newBracket(ps, nil, nil)
		if !b.solve() {
			return nil, r.d.noPairing(dubovAbsolute)
		}
		players = b.dubov3_2_2Upfloaters()
	}
	in := b.restrict(players)
	all := make([]int, len(players))
	for i := range all {
		all[i] = i
	}
	g1, g2 := in.dubov3_2_3Groups(all)
	g1, g2, o1 := in.dubov3_2_4Recompose(g1, g2)
	in.dubov3_2_5Transpose(g1, g2, o1)
	for i, j := range in.mate {
		b.mate[players[i]] = players[j]
	}
	in.m.GiveTables(&r.spare)
	out := b.pairs()
	r.traced(b, b.maxScore)
	b.m.GiveTables(&r.spare)
	return out, nil
}

// firstRound pairs a first round's bracket that the ranking alone
// decides: one score, one colour preference and one ARO for all (so every
// pair that may meet weighs the same, and S1 and G2 keep the TPN order),
// an even number of players, each of the top half allowed to meet its
// counterpart in the bottom half. Then 3.2.3 splits the bracket into those
// halves, 3.2.4 shifts nobody (the halves pair across), and 3.2.5 gives
// each S1 player in turn the earliest G2 player left, his counterpart:
// what the matching's solves found, one for each S1 player on a graph of
// every pair, which was all but a thousandth of a 1,000-player first
// round (TestDubovFirstRoundDirect pairs both ways). A bracket kept for
// the check goes the matching's way.
func (r *dubov) firstRound(ps []*dubovPlayer) ([][2]*dubovPlayer, bool) {
	n := len(ps)
	if !r.first || r.trace != nil || n%2 == 1 {
		return nil, false
	}
	for i, p := range ps {
		if p.score != ps[0].score || p.side != ps[0].side || p.aro != ps[0].aro || i > 0 && p.s.rank <= ps[i-1].s.rank {
			return nil, false
		}
	}
	half := n / 2
	pairs := make([][2]*dubovPlayer, 0, half)
	for i := 0; i < half; i++ {
		if !dubovAbsolute(ps[i].s, ps[i+half].s) {
			return nil, false
		}
		pairs = append(pairs, [2]*dubovPlayer{ps[i], ps[i+half]})
	}
	return pairs, true
}

// dubovLowerApart chooses the bracket's upfloaters (3.2.2) on the graph of
// the residents' pairs alone, when the lower players can complete the
// pairing whichever of them float up: each may meet at least half of those
// left (Dirac's condition, checked at every solve against the upfloaters
// its matching takes). Their pairs with each other carry only the
// completion [C4], which every pairing then meets, so the optimal pairings
// of that graph are the whole field's on the residents' pairs, once it
// counts a pair of residents as two players paired against one for a
// resident and an upfloater (cover), as the whole field's pairs do once
// the upfloater's partner below is counted: choosing them on the whole
// field was a third of a 1,000-player round. It returns nil when the lower
// players may not complete it, and for a bracket kept for the check,
// which weighs it on the whole field's graph.
func (r *dubov) dubovLowerApart(ps []*dubovPlayer) (*dubovBracket, []int) {
	o := r.lowerAbsorber(ps)
	if o == nil {
		return nil, nil
	}
	// First the lower players mayFloat keeps with most 2: where the solve
	// floats fewer, it is the whole graph's optimum (see mayFloat), and so
	// is each solve of 3.2.2 after, which floats as many; else those it
	// keeps with most R, more than any optimum floats.
	residents := len(ps) - o.size
	b := r.newBracket(ps, o, r.mayFloat(ps, 2))
	ok := b.solve()
	if residents > 2 && b.floated() >= 2 {
		b.m.GiveTables(&r.spare)
		b = r.newBracket(ps, o, r.mayFloat(ps, residents))
		ok = b.solve()
	}
	var players []int
	if ok {
		players = b.dubov3_2_2Upfloaters()
	}
	if b.lost {
		b.m.GiveTables(&r.spare)
		return nil, nil
	}
	return b, players
}

// floated counts the lower players the last solve paired with residents.
func (b *dubovBracket) floated() int {
	n := 0
	for v, w := range b.mate {
		if v != w && !b.resident[v] && b.resident[w] {
			n++
		}
	}
	return n
}

// lowerAbsorber is the lower players of the bracket of ps, the highest
// score's, as dubovLowerApart's graph leaves them to complete the pairing;
// nil when there are none or they may not complete it.
func (r *dubov) lowerAbsorber(ps []*dubovPlayer) *absorber {
	lower := make([]uint64, len(r.meetTable()))
	var below []*dubovPlayer
	for _, p := range ps {
		if p.score != ps[0].score {
			lower[p.v>>6] |= 1 << (p.v & 63)
			below = append(below, p)
		}
	}
	o := &absorber{size: len(below), minDeg: len(below)}
	for _, p := range below {
		o.minDeg = min(o.minDeg, r.degreeIn(p, lower))
	}
	if len(below) == 0 || !o.absorbs(0) {
		return nil
	}
	return o
}

// mayFloat tells which of ps dubovLowerApart's graph holds: the residents
// and, of the lower players, each among the first most of its class, in
// 3.2.2's order of upfloaters, whom a resident may meet, for some resident
// he may meet. The graph's lower players pair only with residents, and
// those of a class weigh the same with each (see dubovClass). So where an
// optimum floats fewer than most, one of the first most of each class whom
// a resident may meet is left below, his dual zero, which bounds the
// resident's dual as the players left out would: the graph's optimum is
// the whole one's. And where every optimum floats at most most, a player
// left out is never an upfloater that 3.2.2 chooses: in an optimum that
// floats him to a resident, one of the most before him in his class whom
// that resident may meet is left below, and floats in his place at the
// same weight, the earlier in 3.2.2's order. The graph of every lower
// player, made and solved anew for each bracket, was most of a
// 1,000-player round 8, whose first brackets have tens of residents over
// a field of hundreds.
func (r *dubov) mayFloat(ps []*dubovPlayer, most int) []bool {
	var res, lower []int
	for i, p := range ps {
		if p.score == ps[0].score {
			res = append(res, i)
		} else {
			lower = append(lower, i)
		}
	}
	upfloaterOrder(ps, lower)
	keep := make([]bool, len(ps))
	for _, i := range res {
		keep[i] = true
	}
	classes := map[string]int{}
	var seen [][]int // by class, by resident: the players of the class so far whom he may meet
	var open []int   // by class, the residents who have met fewer than most of it
	for _, j := range lower {
		k := dubovClass(ps[j])
		c, ok := classes[k]
		if !ok {
			c = len(classes)
			classes[k] = c
			seen, open = append(seen, make([]int, len(res))), append(open, len(res))
		}
		if open[c] == 0 {
			continue // the class's first most are all in
		}
		for x, i := range res {
			if seen[c][x] < most && r.mayMeet(ps[min(i, j)], ps[max(i, j)]) {
				seen[c][x]++
				keep[j] = true
				if seen[c][x] == most {
					open[c]--
				}
			}
		}
	}
	return keep
}

// restrict is the bracket's graph over its players alone (residents and
// the upfloaters 3.2.2 chose, indices into b.ps), the choices of 3.2.3–
// 3.2.5 to come: once they are chosen, the bracket's players pair only
// with each other and the rest only with each other, so each solve of
// the choices need not carry the rest of the field, which a whole graph
// did at every step (most of a 1,000-player round). Two upfloaters do
// not meet here, as in b. Its matcher is made once 3.2.3 has split the
// players (see rebuild).
func (b *dubovBracket) restrict(players []int) *dubovBracket {
	k := len(players)
	in := &dubovBracket{r: b.r, ps: make([]*dubovPlayer, k), resident: make([]bool, k), index: map[*dubovPlayer]int{},
		bb: b.bb, sdBits: b.sdBits, upBits: b.upBits, sdShift: b.sdShift, upShift: b.upShift,
		maxScore: b.maxScore, cls: make([]int32, k), spans: b.spans}
	var ups []int // the upfloaters, who do not meet each other here
	for i, v := range players {
		in.ps[i], in.resident[i], in.cls[i] = b.ps[v], b.resident[v], b.cls[v]
		in.index[b.ps[v]] = i
		if !in.resident[i] {
			ups = append(ups, i)
		}
	}
	in.classTable()
	in.crit = in.criteria
	in.struck = make([]uint64, (k*k+63)/64)
	for x, i := range ups {
		for _, j := range ups[x+1:] {
			in.setStruck(in.at(i, j), true)
		}
	}
	return in
}

// classTable numbers the classes the bracket's players hold 0, 1, … as
// first met (wcls) and makes the table of their weights (byCls): one of
// every class of the field left, each weight 192 bytes, made for each
// bracket and again for its players alone (restrict), was 3.3 MB of the
// 22.8 MB a 1,000-player round 8 allocated (TestDubovRoundAllocations).
// The table holds each weight's place among those composed (clsW), a
// number a pair of classes: most pairs of a bracket of the residents
// and the lower players are of two lower classes, no edge, and a weight
// for each was still 2.3 of the 16.0 MB a round 8 allocated.
func (b *dubovBracket) classTable() {
	ids := map[int32]int32{}
	b.wcls = make([]int32, len(b.cls))
	for i, c := range b.cls {
		b.wcls[i] = numbered(ids, c)
	}
	b.nc = len(ids)
	b.byCls, b.clsW = make([]int32, b.nc*b.nc), nil
}

// rebuild makes the bracket's matcher anew (restrict's graph): each pair
// not struck that may meet weighs its criteria plus what the choices
// added to it (add). The choices add the same to, or strike, all but a
// few of the pairs of each two classes once the players' classes are
// split by part (0–3 a player): byClass tells for such a pair whether it
// is an edge and what it was added. Those weights are set by pair of
// classes (SetByClass) and only the few pairs that differ one by one:
// 3.2.4's preference for the pairs across G1 and G2, set and taken back
// one edge at a time, then 3.2.5's strikes within S1, were half of a
// 1,000-player round 2, and each solve after went over every edge so set
// as one of its own. The matcher made anew pairs as the one it replaces:
// each choice after has one answer whichever optimal matching a solve
// returns (see swapWithin, earliestKept), but where 3.2.5 cannot pair S1
// across, when an S1 player's partners of equal weight are the solve's
// to choose between, as they were.
//
// dense numbers the classes the players hold 0, 1, … in the order of
// class by part; else each is numbered 4·class + part. The matcher starts
// a first solve from a sample's duals only where the graph holds 48
// vertices a class number, empty numbers counted (matching.New): a round
// 2's graphs of 270–360 players hold 3–4 classes of 14–16 numbers, and
// their first solves from nothing were half of the Dubov round.
func (b *dubovBracket) rebuild(part []int32, byClass func(i, j int) (bool, int64), dense bool) {
	if b.m != nil {
		b.m.GiveTables(&b.r.spare)
	}
	k := len(b.ps)
	cls := make([]int32, k)
	for i := range b.ps {
		cls[i] = 4*b.cls[i] + part[i]
	}
	// byClass answers alike for every pair of two classes split by part:
	// it is asked once for each (answers), where asked for every pair its
	// calls were some 3 % of a 1,000-player round 2.
	key := denseClasses(cls)
	if dense {
		cls = key
	}
	np := 0
	for _, c := range key {
		np = max(np, int(c)+1)
	}
	type answer struct {
		asked, on bool
		add       int64
	}
	answers := make([]answer, np*np)
	ask := func(i, j int) *answer {
		t := &answers[int(key[i])*np+int(key[j])]
		if !t.asked {
			t.on, t.add = byClass(i, j)
			t.asked = true
		}
		return t
	}
	meets, at := b.meetRows()
	b.m = matching.New(k, spansWidth(b.spans)+3, &b.r.spare, cls)
	b.m.SetByClass(0, func(i, j int) matching.Weight {
		if t := ask(i, j); t.on {
			return added(b.classWeight(i, j), t.add)
		}
		return matching.Weight{}
	}, meets, at)
	for i := 0; i < k; i++ {
		row, tab := meets[i], answers[int(key[i])*np:][:np]
		for j := i + 1; j < k; j++ {
			if row[at[j]>>6]&(1<<(at[j]&63)) == 0 {
				continue // they may not meet (mayMeet)
			}
			x := i*k + j
			t := &tab[key[j]]
			if !t.asked {
				t = ask(i, j)
			}
			if t.on != !b.struckAt(x) || t.on && t.add != b.addAt(i, j) {
				w := b.current(i, j)
				if b.struckAt(x) {
					w = matching.Weight{}
				}
				b.m.SetWeight(i, j, w)
			}
		}
	}
}

// newBracket is the bracket's graph of ps, every player still unpaired;
// with below, of the residents' pairs alone, below completing the rest
// (see dubovLowerApart), and of those of ps that keep holds when it is
// not nil, the weights laid out and the classes numbered as for all of ps.
func (r *dubov) newBracket(ps []*dubovPlayer, below *absorber, keep []bool) *dubovBracket {
	field := ps
	if keep != nil {
		ps = nil
		for i, p := range field {
			if keep[i] {
				ps = append(ps, p)
			}
		}
	}
	n := len(ps)
	b := &dubovBracket{r: r, ps: ps, resident: make([]bool, n), index: map[*dubovPlayer]int{},
		struck: make([]uint64, (n*n+63)/64), below: below}
	b.maxScore = ps[0].score
	for i, p := range ps {
		b.index[p] = i
		b.resident[i] = p.score == b.maxScore
	}
	residents := 0
	diffs, ups := map[int]int{}, map[int]int{}
	for _, p := range field {
		if p.score == b.maxScore {
			residents++
			continue
		}
		diffs[b.maxScore-p.score]++
		if p.maxUp {
			ups[p.upfloats]++
		}
	}
	b.bb = bitsFor(residents)
	// [C6]: a field per score difference, the largest lowest, each wide
	// enough to count its players; [C9] likewise per number of upfloats,
	// the smallest lowest.
	b.sdShift, b.sdBits = fieldShifts(diffs, true)
	b.upShift, b.upBits = fieldShifts(ups, false)
	b.spans = b.dubovSpans()
	crit := b.criteria
	if below != nil {
		b.confirmed = make([]bool, n)
		b.cover = matching.Weight{1}.Shl(uint(spansWidth(b.spans) - 1))
		crit = func(i, j int) matching.Weight {
			switch {
			case !b.pairsHere(i, j):
				return matching.Weight{}
			case b.resident[i] && b.resident[j]:
				return b.criteria(i, j).Add(b.cover)
			}
			return b.criteria(i, j)
		}
	}
	b.build(spansWidth(b.spans), crit, dubovClass, field)
	return b
}

// dubovClass names the class of p: the players of a class weigh the
// same with each opponent wherever both may meet (see criteria).
func dubovClass(p *dubovPlayer) string {
	return strconv.Itoa(p.score) + "/" + p.side.String() + strconv.Itoa(p.strength) + "/" +
		strconv.FormatBool(p.maxUp) + strconv.Itoa(p.upfloats) + strconv.FormatBool(p.prevUp)
}

// build makes the bracket's matcher: weights of total bits below the
// margin, composed by crit, once for each pair of the classes key names,
// numbered in the order of field (b.ps or more: see dubovLowerApart).
func (b *dubovBracket) build(total int, crit func(i, j int) matching.Weight, key func(*dubovPlayer) string, field []*dubovPlayer) {
	n := len(b.ps)
	b.crit = crit
	classes := map[string]int32{}
	for _, p := range field {
		if k := key(p); classes[k] == 0 {
			classes[k] = int32(len(classes)) + 1
		}
	}
	cls := make([]int32, n)
	for i, p := range b.ps {
		cls[i] = classes[key(p)] - 1
	}
	b.cls = cls
	b.classTable()
	b.m = matching.New(n, total+3, &b.r.spare, cls)
	meets, at := b.meetRows()
	b.m.SetByClass(0, b.classWeight, meets, at)
}

// meetRows are, by vertex, the row of the field's table of who may meet
// (see mayMeet) and the player's number in it: the passes over every pair
// of a bracket read a row once, not each player's record for each pair.
func (b *dubovBracket) meetRows() ([][]uint64, []int) {
	meets, at := make([][]uint64, len(b.ps)), make([]int, len(b.ps))
	for i, p := range b.ps {
		meets[i], at[i] = b.r.meetTable()[p.v], p.v
	}
	return meets, at
}

// fieldShifts lays one field per key, each as wide as its count needs;
// the first key in order (descending if desc) takes the lowest bits.
func fieldShifts(counts map[int]int, desc bool) (map[int]int, int) {
	keys := slices.Sorted(maps.Keys(counts))
	if desc {
		slices.Reverse(keys)
	}
	shift, total := map[int]int{}, 0
	for _, k := range keys {
		shift[k] = total
		total += bitsFor(counts[k])
	}
	return shift, total
}

// dubovSpans lays out the fields criteria composes: the completion bit,
// [C5]–[C7], [C8]–[C9] but in the last round, [C10] but in the first and
// the last, then the choices' field.
func (b *dubovBracket) dubovSpans() []critSpan {
	spans := []critSpan{{"C4", 1}, {"C5", b.bb}, {"C6", b.sdBits}, {"C7", b.bb}}
	if !b.r.last {
		spans = append(spans, critSpan{"C8", b.bb}, critSpan{"C9", b.upBits})
		if !b.r.first {
			spans = append(spans, critSpan{"C10", b.bb})
		}
	}
	return append(spans, critSpan{"order", b.bb})
}

// spansWidth is the width of a weight laid out in spans.
func spansWidth(spans []critSpan) int {
	w := 0
	for _, sp := range spans {
		w += sp.width
	}
	return w
}

// weight is the criteria weight of edge (i, j), i ranked above j, zero
// for a pair the absolute criteria forbid.
func (b *dubovBracket) weight(i, j int) matching.Weight {
	if i > j {
		i, j = j, i
	}
	if !b.r.mayMeet(b.ps[i], b.ps[j]) {
		return matching.Weight{}
	}
	w := b.classWeight(i, j)
	if b.confirmed != nil && (b.confirmed[i] || b.confirmed[j]) && !w.IsZero() {
		w = w.Add(b.cover)
	}
	return w
}

// classWeight is the criteria weight of the classes of i and j, i ranked
// above j, whether or not the two may meet.
func (b *dubovBracket) classWeight(i, j int) matching.Weight {
	c := int(b.wcls[i])*b.nc + int(b.wcls[j])
	if b.byCls[c] == 0 {
		b.byCls[c] = -1
		if w := b.crit(i, j); !w.IsZero() {
			b.clsW = append(b.clsW, w)
			b.byCls[c] = int32(len(b.clsW))
		}
	}
	if b.byCls[c] < 0 {
		return matching.Weight{}
	}
	return b.clsW[b.byCls[c]-1]
}

// criteria composes the weight of the criteria for players i and j, i
// ranked above j, who may meet.
func (b *dubovBracket) criteria(i, j int) matching.Weight {
	x, y := b.ps[i], b.ps[j]
	w := matching.Weight{1}
	push := func(width int, v matching.Weight) { w = w.Shl(uint(width)).Add(v) }
	one := func(c bool) matching.Weight { return matching.Weight{b2u(c)} }
	res, upfloater := b.resident[i], b.resident[i] && !b.resident[j]
	// [C5] 2.3.1: fewest upfloaters, i.e. most pairs of residents.
	push(b.bb, one(res && b.resident[j]))
	// [C6] 2.3.2: the smallest score differences of the upfloaters.
	var c6 matching.Weight
	if upfloater {
		c6 = matching.Weight{1}.Shl(uint(b.sdShift[x.score-y.score]))
	}
	push(b.sdBits, c6)
	// [C7] 2.3.3: most colour preferences granted.
	push(b.bb, one(res && x.side != y.side))
	if !b.r.last {
		// [C8] 2.3.4: fewest maximum upfloaters upfloated.
		push(b.bb, one(upfloater && !y.maxUp))
		// [C9] 2.3.5: the times maximum upfloaters were upfloated.
		var c9 matching.Weight
		if upfloater && y.maxUp {
			c9 = matching.Weight{1}.Shl(uint(b.upShift[y.upfloats]))
		}
		push(b.upBits, c9)
		if !b.r.first {
			// [C10] 2.3.6: fewest upfloaters who upfloated last round.
			push(b.bb, one(upfloater && !y.prevUp))
		}
	}
	return w.Shl(uint(b.bb))
}

func (b *dubovBracket) at(i, j int) int {
	if i > j {
		i, j = j, i
	}
	return i*len(b.ps) + j
}

// current is the weight of edge (i, j) as the choices left it.
func (b *dubovBracket) current(i, j int) matching.Weight {
	return added(b.weight(i, j), b.addAt(i, j))
}

// addAt is what the choices added to pair (i, j): what each of the two
// added to his edges (addTo, a row of add for each player who chose) and
// 3.2.4's preference for the pairs across (see across). A choice adds to
// the edges of one player (an upfloater's, a shifter's, an S1 player's, a
// Burstein resident's), so only that player's row is made: rows of the
// first player of each pair were made for each resident a candidate
// upfloater met, and 3.2.4's preference, written pair by pair into them,
// was a seventh of a 1,000-player Dubov round 2 and a third of what it
// allocated (TestDubovRoundAllocations).
// struck is a bit a pair: tables of every pair, made zeroed for each
// bracket, were a tenth of a 1,000-player round 8.
func (b *dubovBracket) addAt(i, j int) int64 {
	var a int64
	if b.add != nil {
		a = rowAt(b.add[i], j) + rowAt(b.add[j], i)
	}
	if b.acrossSide != nil && b.acrossSide[i] != b.acrossSide[j] {
		a += b.acrossAdd
	}
	return a
}

// rowAt is what a row of add holds for j, nil holding nothing.
func rowAt(row []int64, j int) int64 {
	if row == nil {
		return 0
	}
	return row[j]
}

// denseClasses numbers the classes cls holds 0, 1, … in their order.
func denseClasses(cls []int32) []int32 {
	ids := slices.Compact(slices.Sorted(slices.Values(cls)))
	out := make([]int32, len(cls))
	for i, c := range cls {
		x, _ := slices.BinarySearch(ids, c)
		out[i] = int32(x)
	}
	return out
}

// rowOf is the row of add of player i, made where none was.
func (b *dubovBracket) rowOf(i int) []int64 {
	if b.add == nil {
		b.add = make([][]int64, len(b.ps))
	}
	if b.add[i] == nil {
		b.add[i] = make([]int64, len(b.ps))
	}
	return b.add[i]
}

// barredAt tells whether pair k (see at) is barred: a shifter's to the
// subgroup he joined (3.2.4). A bit a pair, where a byte a pair was
// 0.24 of the 6.7 MB a 1,000-player round 2 allocated.
func (b *dubovBracket) barredAt(k int) bool {
	return b.barred != nil && b.barred[k>>6]&(1<<(k&63)) != 0
}

// struckAt tells whether pair k (see at) is struck.
func (b *dubovBracket) struckAt(k int) bool { return b.struck[k>>6]&(1<<(k&63)) != 0 }

func (b *dubovBracket) setStruck(k int, on bool) {
	if on {
		b.struck[k>>6] |= 1 << (k & 63)
	} else {
		b.struck[k>>6] &^= 1 << (k & 63)
	}
}

// added is the weight w with a choice's a added, no edge staying none.
func added(w matching.Weight, a int64) matching.Weight {
	switch {
	case w.IsZero():
		return w
	case a >= 0:
		return w.Add(matching.Weight{uint64(a)})
	}
	return w.Sub(matching.Weight{uint64(-a)})
}

// addTo adds v to the edges from i to each of js (v growing by step at
// each), putting back an edge struck before, as the choices of 3.2 ask:
// an edge the criteria forbid stays out, and so does one a shift barred
// and a player paired for good (pairOut), who is no longer there.
func (b *dubovBracket) addTo(i int, js []int, v int64, step int64) {
	for _, j := range js {
		k := b.at(i, j)
		if (b.gone == nil || !b.gone[j]) && !b.barredAt(k) {
			if w := b.weight(i, j); !w.IsZero() {
				if v != 0 {
					b.rowOf(i)[j] += v
				}
				b.setStruck(k, false)
				b.m.SetWeight(i, j, added(w, b.addAt(i, j)))
			}
		}
		v += step
	}
}

// strike takes the edges from i to each of js out of the matcher.
func (b *dubovBracket) strike(i int, js []int) {
	for _, j := range js {
		if i == j {
			continue
		}
		k := b.at(i, j)
		if !b.struckAt(k) && !b.current(i, j).IsZero() {
			b.setStruck(k, true)
			b.m.SetWeight(i, j, matching.Weight{})
		}
	}
}

// pairOut pairs i with j for good: they are taken out of the matcher,
// whose solves after go over the players left without them. (Kept in it
// on an edge weighing more than any two others, their edges struck, they
// were matched again at every solve after, and striking them was a sixth
// of a 1,000-player Burstein round.)
func (b *dubovBracket) pairOut(i, j int) {
	if b.gone == nil {
		b.gone = make([]bool, len(b.ps))
	}
	b.m.Remove(i)
	b.m.Remove(j)
	b.gone[i], b.gone[j] = true, true
	b.out = append(b.out, [2]int{i, j})
}

// pairedOut makes mate the last solve's matching of the players left
// and the pairs taken out.
func (b *dubovBracket) pairedOut() {
	b.mate = b.m.Matching()
	for _, p := range b.out {
		b.mate[p[0]], b.mate[p[1]] = p[1], p[0]
	}
}

// solve matches again; false if someone is left unpaired ([C4], 2.2.1),
// or, with below, if more are left than below can take (lost).
func (b *dubovBracket) solve() bool {
	b.m.Solve()
	b.mate = b.m.Matching()
	left := 0
	for v, w := range b.mate {
		if v == w && (b.gone == nil || !b.gone[v]) {
			left++
		}
	}
	if b.below != nil {
		if b.confirmed != nil {
			// Every resident and upfloater chosen paired, the upfloaters
			// taken from the lower players.
			left = 0
			for v, w := range b.mate {
				switch {
				case v == w && (b.resident[v] || b.confirmed[v]):
					b.lost = true
				case v != w && !b.resident[v]:
					left++
				}
			}
		}
		b.lost = b.lost || !b.below.absorbs(left)
		return !b.lost
	}
	return left == 0
}

// players are the bracket's residents, or where resident is false the
// players below them, in order.
func (b *dubovBracket) players(resident bool) []int {
	var out []int
	for i := range b.ps {
		if b.resident[i] == resident {
			out = append(out, i)
		}
	}
	return out
}

// dubov3_2_2Upfloaters chooses the upfloaters (3.2.1, 3.2.2): as many as
// the optimal pairing has, the first in the order of 4.2.2 (descending
// score, ascending TPN) that an optimal pairing can take. It returns the
// bracket's players: residents, then upfloaters.
func (b *dubovBracket) dubov3_2_2Upfloaters() []int {
	lower := b.players(false)
	need := 0
	for _, v := range lower {
		if b.resident[b.mate[v]] {
			need++
		}
	}
	cands := append([]int(nil), lower...)
	upfloaterOrder(b.ps, cands)
	res := b.players(true)
	for _, v := range cands {
		if need == 0 {
			break
		}
		if !b.resident[b.mate[v]] {
			b.addTo(v, res, 1, 0)
			b.solve()
			b.addTo(v, res, -1, 0)
		}
		if b.resident[b.mate[v]] {
			need--
			if b.confirmed != nil {
				// It must now be paired, as a resident must.
				b.confirmed[v] = true
				b.addTo(v, res, 0, 0)
			} else {
				b.strike(v, cands)
			}
		}
	}
	// The choices below are made on the graph of these players alone
	// (restrict): the others need not be struck from this one.
	players := res
	for _, v := range lower {
		if b.resident[b.mate[v]] {
			players = append(players, v)
		}
	}
	return players
}

// upfloaterOrder sorts the players vs (indices into ps) in 3.2.2's order
// of upfloaters (4.2.2): descending score, ascending TPN.
func upfloaterOrder(ps []*dubovPlayer, vs []int) {
	slices.SortStableFunc(vs, func(x, y int) int {
		p, q := ps[x], ps[y]
		return cmp.Or(cmp.Compare(q.points, p.points), cmp.Compare(p.s.rank, q.s.rank))
	})
}

// dubov3_2_3Groups splits the bracket into G1, the players due White (or,
// before any game, the first half by TPN), and G2 the rest (3.2.3).
func (b *dubovBracket) dubov3_2_3Groups(players []int) (g1, g2 []int) {
	if b.r.first {
		return append([]int(nil), players[:len(players)/2]...), append([]int(nil), players[len(players)/2:]...)
	}
	for _, v := range players {
		if b.ps[v].side == White {
			g1 = append(g1, v)
		} else {
			g2 = append(g2, v)
		}
	}
	return g1, g2
}

// byAROThenTPN sorts white seekers (4.3.2); byTPN black seekers and G2
// (4.3.2, 4.4.2).
func (b *dubovBracket) byAROThenTPN(g []int) {
	slices.SortStableFunc(g, func(x, y int) int {
		p, q := b.ps[x], b.ps[y]
		return cmp.Or(cmp.Compare(p.aro, q.aro), cmp.Compare(p.s.rank, q.s.rank))
	})
}

func (b *dubovBracket) byTPN(g []int) {
	sort.SliceStable(g, func(x, y int) bool { return b.ps[g[x]].s.rank < b.ps[g[y]].s.rank })
}

// dubov3_2_4Recompose shifts players between G1 and G2 (3.2.4): first from
// the smaller group one player for each pair it must make within itself,
// then from the larger as many as even the sizes, each time the first
// shifters in the order of 4.3 that an optimal pairing allows. It
// returns G1 and G2 and, by player, whether he was in G1 before the
// shifts; the matcher it leaves still prefers the pairs across those
// first groups, for 3.2.5 to make anew (rebuild).
func (b *dubovBracket) dubov3_2_4Recompose(g1, g2 []int) ([]int, []int, []bool) {
	o1 := make([]bool, len(b.ps))
	for _, v := range g1 {
		o1[v] = true
	}
	b.across(o1, 2)
	b.rebuild(flags(o1), func(i, j int) (bool, int64) {
		if o1[i] != o1[j] {
			return true, 2
		}
		return b.pairsHere(i, j), 0
	}, true)
	b.solve()
	b.byAROThenTPN(g1)
	b.byTPN(g2)
	if len(g1) <= len(g2) {
		g1, g2 = b.dubov4_3Shift(g1, g2, b.pairsWithin(g1))
	} else {
		g2, g1 = b.dubov4_3Shift(g2, g1, b.pairsWithin(g2))
	}
	b.byAROThenTPN(g1)
	b.byTPN(g2)
	if len(g1) <= len(g2) {
		g2, g1 = b.dubov4_3Shift(g2, g1, (len(g2)-len(g1))/2)
	} else {
		g1, g2 = b.dubov4_3Shift(g1, g2, (len(g1)-len(g2))/2)
	}
	b.across(o1, 0)
	return g1, g2, o1
}

// flags numbers each player 1 where set is, 0 elsewhere (a part for rebuild).
func flags(set []bool) []int32 {
	out := make([]int32, len(set))
	for i, in := range set {
		if in {
			out[i] = 1
		}
	}
	return out
}

// across makes what the choices added to every pair between the sides
// apart marks that may meet and no shift barred v, each put back as addTo
// puts back a pair: 2 before 3.2.4's choices, which prefer the pairs
// across, and 0 after. It is kept as one number for all of them
// (acrossAdd), each player's row of add holding 0 for them; the pairs
// across that may not meet or that a shift barred are out of the matcher
// for good, whatever is added to them. The matcher is left to rebuild.
func (b *dubovBracket) across(apart []bool, v int64) {
	n := len(b.ps)
	meets, at := b.meetRows()
	var sides [2][]int // each side's players in order
	for j, a := range apart {
		sides[b2u(a)] = append(sides[b2u(a)], j)
	}
	kept := func(i, j int) bool {
		return !b.barredAt(b.at(i, j)) && meets[i][at[j]>>6]&(1<<(at[j]&63)) != 0
	}
	b.acrossSide, b.acrossAdd = apart, v
	for i, adds := range b.add {
		if adds != nil {
			for _, j := range sides[1-b2u(apart[i])] {
				if kept(i, j) {
					adds[j] = 0
				}
			}
		}
	}
	for i := range b.ps {
		others := sides[1-b2u(apart[i])]
		for _, j := range others[sort.SearchInts(others, i+1):] {
			if kept(i, j) {
				b.setStruck(i*n+j, false)
			}
		}
	}
}

// pairsWithin counts the pairs the last solve made within g.
func (b *dubovBracket) pairsWithin(g []int) int {
	n := 0
	for _, v := range g {
		if slices.Contains(g, b.mate[v]) {
			n++
		}
	}
	return n / 2
}

// dubov4_3Shift moves exchanges players of from, each one the pairing
// pairs inside from, over to to, numbering the candidates from the middle
// of from outwards (4.3.3). A shifter belongs to to for good: his edges to
// it are barred, not only struck, so that no later choice puts them back
// and shifts him again (3.2.4 shifts as many as it names, no more).
func (b *dubovBracket) dubov4_3Shift(from, to []int, exchanges int) ([]int, []int) {
	n := len(from)
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	// Middle outwards, the higher place first when two are as near.
	slices.SortStableFunc(order, func(x, y int) int {
		dx, dy := 2*x-(n-1), 2*y-(n-1)
		return cmp.Or(cmp.Compare(abs(dx), abs(dy)), cmp.Compare(dx, dy))
	})
	numbered := make([]int, n)
	for i, k := range order {
		numbered[i] = from[k]
	}
	for _, v := range numbered {
		if exchanges == 0 {
			break
		}
		if !slices.Contains(from, b.mate[v]) && !b.swapWithin(v, from) {
			b.addTo(v, from, 1, 0)
			b.solve()
			b.addTo(v, from, -1, 0)
		}
		if slices.Contains(from, b.mate[v]) {
			exchanges--
			b.strike(v, to)
			if b.barred == nil {
				b.barred = make([]uint64, (len(b.ps)*len(b.ps)+63)/64)
			}
			for _, w := range to {
				k := b.at(v, w)
				b.barred[k>>6] |= 1 << (k & 63)
			}
			from = slices.DeleteFunc(slices.Clone(from), func(x int) bool { return x == v })
			to = append(to, v)
		}
	}
	return from, to
}

// swapWithin makes the last solve's matching pair v inside from where
// swapTo can, so that no solve need ask whether an optimal pairing does:
// whichever optimal matching shows it, the answer is the same (the
// weights are even here, and the solve's 1 added to v's edges into from
// only chose among the optimal pairings).
func (b *dubovBracket) swapWithin(v int, from []int) bool {
	if b.r.solveEach {
		return false
	}
	return slices.ContainsFunc(from, func(w int) bool { return w != v && b.swapTo(v, w) })
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// dubov3_2_5Transpose pairs S1 (G1 by ascending ARO, then TPN) with the
// first transposition of G2 (4.4, G2 by TPN) that an optimal pairing
// allows: each S1 player in turn takes the earliest G2 player left. o1
// marks G1 before 3.2.4's shifts (see dubov3_2_4Recompose).
func (b *dubovBracket) dubov3_2_5Transpose(g1, g2 []int, o1 []bool) {
	b.byAROThenTPN(g1)
	b.byTPN(g2)
	rev := make([]int, len(g2))
	for i, v := range g2 {
		rev[len(g2)-1-i] = v
	}
	// The generation rule pairs S1 with T2 only: no two S1 players meet,
	// unless the bracket cannot be paired so. They are struck as strike
	// would, the matcher made anew without them (rebuild).
	s1 := make([]bool, len(b.ps))
	for _, v := range g1 {
		s1[v] = true
	}
	for _, v := range g1 {
		for _, w := range g1 {
			if v < w && b.r.mayMeet(b.ps[v], b.ps[w]) {
				b.setStruck(b.at(v, w), true)
			}
		}
	}
	part := flags(o1)
	for i, in := range s1 {
		if in {
			part[i] += 2
		}
	}
	edges := func(i, j int) (bool, int64) {
		if s1[i] && s1[j] {
			return false, 0
		}
		return o1[i] != o1[j] || b.pairsHere(i, j), 0
	}
	b.rebuild(part, edges, true)
	across := b.solve()
	if !across {
		// The S1 players meet each other after all, and an S1 player's
		// partners of equal weight are the solve's to choose between:
		// the graph is solved as numbered class by part, from nothing,
		// so that the choice is the one the pairings have made.
		b.rebuild(part, edges, false)
		b.solve()
		for _, v := range g1 {
			b.addTo(v, g1, 0, 0)
		}
	}
	for _, v := range g1 {
		if b.gone != nil && b.gone[v] {
			continue // paired with an S1 player before it
		}
		if w, ok := b.earliestKept(v, g2, across); ok {
			b.pairOut(v, w)
			continue
		}
		b.addTo(v, rev, 0, 1)
		b.solve()
		b.pairOut(v, b.mate[v])
	}
	b.pairedOut()
}

// earliestKept is the G2 player whom the solve of 3.2.5 would give the S1
// player v (the earliest of G2 left whom an optimal pairing allows), when
// the last solve's matching shows it without solving: it pairs v with him,
// or with one whose partner may meet v's at no loss, a pairing as heavy
// (then swapped in mate), and he is the first of G2 left whom v may meet.
// Across, S1 meets only G2, and the order of G2 (below the criteria's
// fields: 0, 1, … added up to G2's first) then decides each S1 player's
// partner alone, whatever matching a solve returned of the rest: the pairs
// are the same as by solving for each S1 player, which was half of a
// 1,000-player Dubov round 2. The last of G2, to whom that order adds
// nothing, is left to the solve.
func (b *dubovBracket) earliestKept(v int, g2 []int, across bool) (int, bool) {
	if !across || len(g2) > 1<<b.bb || b.r.solveEach {
		return 0, false
	}
	for _, w := range g2[:len(g2)-1] {
		if b.gone != nil && b.gone[w] {
			continue
		}
		if _, ok := b.m.Stored(v, w); !ok {
			continue
		}
		return w, b.swapTo(v, w)
	}
	return 0, false
}

// swapTo makes the last solve's matching pair v with w, where it pairs
// them, or pairs each with another who may meet the other's partner at no
// loss of weight: the matching is then as heavy, still an optimal one.
func (b *dubovBracket) swapTo(v, w int) bool {
	x, y := b.mate[v], b.mate[w]
	if x == w {
		return true
	}
	if x == v || y == w {
		return false
	}
	vw, ok := b.m.Stored(v, w)
	if !ok {
		return false
	}
	xy, ok := b.m.Stored(x, y)
	if !ok {
		return false
	}
	vx, _ := b.m.Stored(v, x)
	wy, _ := b.m.Stored(w, y)
	if vw.Add(xy) != vx.Add(wy) {
		return false
	}
	b.mate[v], b.mate[w], b.mate[x], b.mate[y] = w, v, y, x
	return true
}

// dubov5_2Colours gives the colours of a pair, x ranked above y by score
// and TPN (5.2); top is the higher ranked player of 5.2.5, x in the Dubov
// system, by the Index in the Burstein system (C.04.4.2 1.8).
func (r *dubov) dubov5_2Colours(x, y, top *dubovPlayer) Pair {
	white := func(xWhite bool) Pair {
		if xWhite {
			return Pair{White: x.s.id, Black: y.s.id}
		}
		return Pair{White: y.s.id, Black: x.s.id}
	}
	// 5.2.1: neither has played: by the higher ranked player's TPN.
	if x.played == 0 && y.played == 0 {
		init := r.d.in.InitialColour
		if init == None {
			init = White
		}
		odd := x.s.id%2 == 1 // the TPN (1.2), kept by a player absent now
		return white(odd == (init == White))
	}
	// Burstein 1.5.4: a player who has not played has no preference, and
	// his opponent's is granted (in the Dubov system he prefers Black, 1.6.4).
	if x.side == None {
		return white(y.side == Black)
	}
	if y.side == None {
		return white(x.side == White)
	}
	// 5.2.2: both preferences.
	if x.side != y.side {
		return white(x.side == White)
	}
	// 5.2.3: the stronger preference.
	if x.strength != y.strength {
		if x.strength > y.strength {
			return white(x.side == White)
		}
		return white(y.side == Black)
	}
	// 5.2.4: alternate from the last round their colours differed.
	if xc, yc := firstColourDifference(x.s, y.s); xc != None && yc != None {
		return white(xc == Black)
	}
	// 5.2.5: the higher ranked player's preference.
	if top == y {
		return white(y.side == Black)
	}
	return white(x.side == White)
}

// dubov5_3Order gives the colours (by colours, the higher player first)
// and sorts the boards (5.3) as every system publishes them (published).
// The Burstein system publishes in the same order.
func (r *dubov) dubov5_3Order(pairs [][2]*dubovPlayer, colours func(x, y *dubovPlayer) Pair) []Pair {
	return published(pairs, func(p *dubovPlayer) *pstate { return p.s }, colours)
}
