// Package teamswiss pairs a round of a team Swiss by the FIDE Swiss Team
// Pairing System (Handbook C.04.6, applied from 1 February 2026), and
// allocates the teams' colours by its article 4.
//
// The round is paired as art. 3.3.2 orders it: first the pairing-allocated
// bye (art. 3.4), then, from the top score down, each top scoregroup with
// the set of upfloaters art. 3.5 selects for it (no team is ever moved
// down: a bracket that cannot be paired takes more upfloaters), the bracket
// paired as the first pairing in the lexicographic order of its identifier
// (art. 3.6) among those that best meet [C8], [C9] and [C10], and the
// colours last. Where the text leaves a reading open this package reads it
// as Gacrux (Otto Milvang's reference implementation) does, and the reading
// is named at the function that makes it.
//
// Costs. Every test of "the teams left can still be paired" ([C3]) first
// pairs each team with the first one left it may meet, O(n²), and only when
// that fails runs a maximum-cardinality matching, O(n³) in the n teams
// left. A bracket of B teams is paired by about B + B²/2 decisions (is this
// team a top member; is this its partner), on tables of which teams meet
// and at what cost made once, O(B²). Each is answered by the first of: a
// count (more top members than half the bracket); the fixed pairs' cost
// past the least (a partner); the optimal pairing found last, if it already
// meets the decision; the duals of the bracket's first weighted matching,
// if they prove the pair in no optimal pairing; a bipartite matching of the
// first half against the second at no [C8]–[C10] cost on bit sets, O(B²/64)
// when each team finds a partner at once; and the weighted matching, one
// per bracket kept from search to search: O(B³) the first time, then about
// O(B²) a team whose role or partner changed since the last. A type A
// round seldom runs the weighted matching, a type B round some tens of
// times. Measured (bench/teamswiss -events 3 -seed 9, CPU a round, beside
// the individual Dutch system with as many players in the same run): at
// 400 teams type A 6.1 ms, 6.8 with forbidden pairs, type B 19 and 16,
// the Dutch 29–37 ms (type B 73 and 68 ms when each search solved from
// nothing); at 200 teams 12, 3.0, 10 and 5.2 ms against 18–23. The
// upfloater sets of art. 3.5 are enumerated in the article's order and
// the search stops at the first set that meets [C6] and [C7]; only when
// none does are all the sets of the best score profile tried, which
// C(k, m) bounds for m upfloaters chosen from k teams of a score. The
// matchings are tournament/matching's MaxCardinality and Matcher, the
// blossom algorithm the Dutch system pairs with. The package imports
// nothing else of the application but the engine: callers describe the
// teams with the types below.
package teamswiss

import (
	"cmp"
	"maps"
	"math/bits"
	"slices"
	"sort"

	"arbiter/tournament/matching"
)

// Colour letters: a team's colour is the one its board-1 player was
// scheduled to play (art. 1.6).
const (
	White = 'w'
	Black = 'b'
)

// Team is one team to pair, as the rounds before left it.
type Team struct {
	// TPN is the team's pairing number (art. 1.1), 1…n, fixed.
	TPN int
	// Name names the team where a refusal lists teams.
	Name string
	// Score is the primary score (art. 1.2, match points by default) and
	// Secondary the other one (game points), in any one unit (half points).
	Score, Secondary int
	// Colours has one letter (White, Black) a played match, oldest first:
	// colour difference and sequence count played matches only (art. 1.6).
	Colours string
	// Met are the TPNs of the teams it has played ([C1]).
	Met []int
	// Floated: in the previous round it played a team with another score
	// (art. 1.5; a bye is no float).
	Floated bool
	// NoBye: it had the pairing-allocated bye, won a match by forfeit or
	// had a full-point bye ([C2]).
	NoBye bool
}

// Options are the competition's choices and where the event stands.
type Options struct {
	Round, Rounds int
	// TypeB asks for type B colour preferences (art. 1.7.2); NoColours for
	// none at all.
	TypeB, NoColours bool
	// InitialColour is the colour drawn by lot before round 1 (art. 4.1),
	// White or Black.
	InitialColour byte
	// NoSecondary: the competition does not use the secondary score in the
	// colour allocation (art. 4.2.2).
	NoSecondary bool
	// Forbidden are pairs of TPNs that must not meet.
	Forbidden [][2]int
}

// Match is one pairing: White has White on board 1; Black 0 is White's bye.
type Match struct {
	White, Black int
	// Rule is the article of art. 4.3 that gave the colours ("4.3.1"…), or
	// "bye".
	Rule string
}

// team is a team's working state for one round.
type team struct {
	Team
	level int    // index of its score among the scores of the round
	pref  string // "w2", "b2" (simple or strong), "w1", "b1" (mild), "" none
	cd    int
	met   map[int]bool
}

type pairer struct {
	o       Options
	teams   map[int]*team
	forbid  map[[2]int]bool
	lastTwo bool
}

// Pair pairs the round of the given teams. A round that no pairing can
// complete is refused (art. 3.3.3 leaves it to the chief arbiter).
func Pair(teams []Team, o Options) ([]Match, error) {
	if o.InitialColour != White && o.InitialColour != Black {
		o.InitialColour = White
	}
	p := &pairer{o: o, teams: map[int]*team{}, forbid: map[[2]int]bool{}, lastTwo: o.Round > o.Rounds-2}
	for _, f := range o.Forbidden {
		p.forbid[[2]int{f[0], f[1]}], p.forbid[[2]int{f[1], f[0]}] = true, true
	}
	var scores []int
	for _, t := range teams {
		p.teams[t.TPN] = p.newTeam(t)
		scores = append(scores, t.Score)
	}
	slices.Sort(scores)
	scores = slices.Compact(scores)
	var left []*team
	for _, t := range p.teams {
		t.level, _ = slices.BinarySearch(scores, t.Score)
		left = append(left, t)
	}
	sortTeams(left)

	var pairs [][2]*team
	var bye *team
	if len(left)%2 == 1 {
		bye = p.pab(left)
		if bye == nil {
			return nil, p.noPairing(left)
		}
		left = remove(left, bye)
	}
	for level := len(scores) - 1; level >= 0 && len(left) > 0; level-- {
		var residents, lower []*team
		for _, t := range left {
			switch {
			case t.level == level:
				residents = append(residents, t)
			case t.level < level:
				lower = append(lower, t)
			}
		}
		if len(residents) == 0 {
			continue
		}
		bracket, ok := p.selectUpfloaters(level, residents, lower, left)
		if !ok {
			return nil, p.noPairing(left)
		}
		got := p.pairBracket(bracket)
		pairs = append(pairs, got...)
		left = slices.DeleteFunc(left, func(t *team) bool { return slices.Contains(bracket, t) })
	}
	out := p.boards(pairs)
	if bye != nil {
		out = append(out, Match{White: bye.TPN, Rule: "bye"})
	}
	return out, nil
}

// newTeam is a team's working state: whom it met, its colour difference
// (art. 1.6.2) and its colour preference.
func (p *pairer) newTeam(t Team) *team {
	tt := &team{Team: t, met: map[int]bool{}}
	for _, m := range t.Met {
		tt.met[m] = true
	}
	for _, c := range []byte(t.Colours) {
		if c == White {
			tt.cd++
		} else {
			tt.cd--
		}
	}
	tt.pref = p.preference(tt)
	return tt
}

// sortTeams orders teams by score, then TPN: a bracket's order (art. 3.5.3).
func sortTeams(ts []*team) {
	slices.SortStableFunc(ts, func(a, b *team) int { return cmp.Or(cmp.Compare(b.level, a.level), cmp.Compare(a.TPN, b.TPN)) })
}

func remove(ts []*team, t *team) []*team {
	return slices.DeleteFunc(slices.Clone(ts), func(x *team) bool { return x == t })
}

// canMeet is [C1] and the forbidden pairs: colour never keeps two teams
// apart (the Preface).
func (p *pairer) canMeet(a, b *team) bool {
	return !a.met[b.TPN] && !p.forbid[[2]int{a.TPN, b.TPN}]
}

// pairable is [C3]: the teams have a perfect matching.
func (p *pairer) pairable(ts []*team) bool {
	if len(ts)%2 == 1 {
		return false
	}
	if len(ts) == 0 {
		return true
	}
	// Most fields pair at the first try, each team with the first one
	// left it may meet; only when that fails is the matching needed.
	mated := make([]bool, len(ts))
	greedy := true
	for i := range ts {
		for j := i + 1; j < len(ts) && !mated[i]; j++ {
			if !mated[j] && p.canMeet(ts[i], ts[j]) {
				mated[i], mated[j] = true, true
			}
		}
		greedy = greedy && mated[i]
	}
	if greedy {
		return true
	}
	var edges []matching.Edge
	for i := range ts {
		for j := i + 1; j < len(ts); j++ {
			if p.canMeet(ts[i], ts[j]) {
				edges = append(edges, matching.Edge{I: i, J: j, W: 1})
			}
		}
	}
	mate := matching.MaxCardinality(len(ts), edges)
	return !slices.Contains(mate, -1)
}

// pab is art. 3.4: among the teams [C2] allows, the lowest score, then the
// most matches played, then the largest TPN, whose bye leaves the others
// pairable.
func (p *pairer) pab(ts []*team) *team {
	var cands []*team
	for _, t := range ts {
		if !t.NoBye {
			cands = append(cands, t)
		}
	}
	slices.SortStableFunc(cands, func(a, b *team) int {
		return cmp.Or(cmp.Compare(a.level, b.level), cmp.Compare(len(b.Colours), len(a.Colours)), cmp.Compare(b.TPN, a.TPN))
	})
	for _, c := range cands {
		if p.pairable(remove(ts, c)) {
			return c
		}
	}
	return nil
}

// selectUpfloaters is art. 3.5: the fewest upfloaters ([C4]) the bracket's
// parity allows, their scores as high as possible ([C5]): score profiles
// best first, and within a profile the sets in the order of art. 3.5.4. A
// set is legal when the bracket has a pairing and the teams left remain
// pairable ([C3]); of the legal sets of the first profile that has one,
// the first meeting [C6] and with the fewest previous floaters ([C7]) is
// taken. (Gacrux reads "complies with [C7]" so, as the least a legal set of
// the profile attains.)
func (p *pairer) selectUpfloaters(level int, residents, lower, left []*team) ([]*team, bool) {
	for numUp := len(residents) % 2; numUp <= len(lower); numUp += 2 {
		for _, profile := range profiles(lower, numUp) {
			var best []*team
			bestKey := [2]int{}
			found := false
			p.eachUpfloaterSet(lower, profile, func(ups []*team) bool {
				bracket := append(slices.Clone(residents), ups...)
				sortTeams(bracket)
				if !p.pairable(bracket) {
					return true
				}
				rest := slices.DeleteFunc(slices.Clone(left), func(t *team) bool { return slices.Contains(bracket, t) })
				if !p.pairable(rest) {
					return true
				}
				key := [2]int{1, p.c7(ups)}
				if p.c6(level, rest) {
					key[0] = 0
				}
				if !found || key[0] < bestKey[0] || (key[0] == bestKey[0] && key[1] < bestKey[1]) {
					best, bestKey, found = bracket, key, true
				}
				return key != [2]int{}
			})
			if found {
				return best, true
			}
		}
	}
	return nil, false
}

// profiles lists the multisets of score levels numUp upfloaters can have,
// best first by [C5]: their scores taken in ascending order compared
// lexicographically, the highest first.
func profiles(lower []*team, numUp int) [][]int {
	count := map[int]int{}
	for _, t := range lower {
		count[t.level]++
	}
	levels := slices.Sorted(maps.Keys(count))
	slices.Reverse(levels)
	var out [][]int
	var rec func(from int, cur []int)
	rec = func(from int, cur []int) {
		if len(cur) == numUp {
			out = append(out, slices.Clone(cur))
			return
		}
		for i := from; i < len(levels); i++ {
			l := levels[i]
			used := 0
			for _, c := range cur {
				if c == l {
					used++
				}
			}
			if used < count[l] {
				rec(i, append(cur, l))
			}
		}
	}
	rec(0, nil)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := slices.Clone(out[i]), slices.Clone(out[j])
		slices.Sort(a)
		slices.Sort(b)
		return slices.Compare(a, b) > 0
	})
	return out
}

// eachUpfloaterSet calls f with every set of upfloaters of the profile, in
// the order of art. 3.5.4 (the sets, each by descending score then TPN,
// compared lexicographically by their TPNs), while f returns true.
func (p *pairer) eachUpfloaterSet(lower []*team, profile []int, f func([]*team) bool) {
	byLevel := map[int][]*team{}
	for _, t := range lower {
		byLevel[t.level] = append(byLevel[t.level], t)
	}
	need := map[int]int{}
	var levels []int
	for _, l := range profile {
		if need[l] == 0 {
			levels = append(levels, l)
		}
		need[l]++
	}
	sort.Sort(sort.Reverse(sort.IntSlice(levels)))
	// Combinations of each level in TPN order, nested highest level
	// outermost, are already in the lexicographic order of the sets.
	var rec func(li int, cur []*team) bool
	rec = func(li int, cur []*team) bool {
		if li == len(levels) {
			return f(slices.Clone(cur))
		}
		group := byLevel[levels[li]]
		k := need[levels[li]]
		idx := make([]int, k)
		for i := range idx {
			idx[i] = i
		}
		for {
			next := cur
			for _, i := range idx {
				next = append(next, group[i])
			}
			if !rec(li+1, next) {
				return false
			}
			i := k - 1
			for i >= 0 && idx[i] == len(group)-k+i {
				i--
			}
			if i < 0 {
				return true
			}
			idx[i]++
			for j := i + 1; j < k; j++ {
				idx[j] = idx[j-1] + 1
			}
		}
	}
	rec(0, nil)
}

// c6 is [C6]: unless the next scoregroup is empty, what is left of it can
// be paired with the fewest upfloaters its parity allows (none, or one),
// and the teams after it remain pairable. (Gacrux's reading: the bracket
// of that scoregroup minimises its upfloaters anyway, so [C4] here can
// only mean the least its size allows.)
func (p *pairer) c6(level int, rest []*team) bool {
	var following, lower []*team
	for _, t := range rest {
		switch {
		case t.level == level-1:
			following = append(following, t)
		case t.level < level-1:
			lower = append(lower, t)
		}
	}
	if len(following) == 0 {
		return true
	}
	cands := [][]*team{nil}
	if len(following)%2 == 1 {
		cands = nil
		for _, t := range lower {
			cands = append(cands, []*team{t})
		}
	}
	for _, ups := range cands {
		bracket := append(slices.Clone(following), ups...)
		if !p.pairable(bracket) {
			continue
		}
		after := slices.DeleteFunc(slices.Clone(rest), func(t *team) bool { return slices.Contains(bracket, t) })
		if p.pairable(after) {
			return true
		}
	}
	return false
}

// c7 is [C7]: upfloaters that floated in the previous round, except in the
// last two rounds.
func (p *pairer) c7(ups []*team) int {
	if p.lastTwo {
		return 0
	}
	n := 0
	for _, t := range ups {
		if t.Floated {
			n++
		}
	}
	return n
}

// cost is what a pair of the bracket costs in [C8], [C9] and [C10], as one
// number whose digits (base k) keep the criteria's priority.
func (p *pairer) cost(a, b *team, k int64) int64 {
	if a.level < b.level {
		a, b = b, a
	}
	var c8, c9, c10 int64
	if a.pref != "" && b.pref != "" && a.pref[0] == b.pref[0] {
		c8 = 1 // one of them will not get the colour it prefers
		if p.o.TypeB && a.pref[1] == '2' && b.pref[1] == '2' {
			c9 = 1
		}
	}
	if a.level > b.level && !p.lastTwo && a.Floated {
		c10 = 1 // the upfloater's opponent floated last round
	}
	return c8*k*k + c9*k + c10
}

// pairBracket is art. 3.6: of the bracket's pairings, those with the least
// [C8], then [C9], then [C10] violations, and of them the first in the
// lexicographic order of the identifier — the top members (each pair's
// team earlier in the bracket) in order, then the bottom members in the
// order of their top members. The top members are fixed one by one, the
// earliest that can still be a top member first, then each top member's
// partner, the earliest that still leaves an optimal pairing.
func (p *pairer) pairBracket(bracket []*team) [][2]*team {
	s := p.newBracketSearch(bracket)
	n := len(bracket)
	optimum := s.best()
	// An optimal pairing that meets every decision so far decides the next
	// one it meets without a search: no decision lowers the least cost,
	// so the search could only find the optimum again. Each search that
	// finds the optimum gives the next such pairing; one that does not
	// leaves the decision undone, which the pairing met before.
	var witness []int
	if optimum >= 0 {
		witness = slices.Clone(s.mate)
	}
	holds := func() bool {
		if s.best() != optimum {
			return false
		}
		copy(witness, s.mate)
		return true
	}
	// The first search's duals, when it was the weighted matching, prove
	// some pairs in no optimal pairing: a decision that needs one fails.
	// They are read now, before the next search changes the matching.
	var out []bool // n×n, i < j
	if s.m != nil {
		out = make([]bool, n*n)
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				out[i*n+j] = s.meet[i*n+j] && s.m.Excluded(i, j)
			}
		}
	}
	excluded := func(i, j int) bool { return out != nil && out[i*n+j] }
	// The top members, earliest first: a team is a top member if it can be
	// one in an optimal pairing.
	for i := 0; i < n; i++ {
		s.role[i] = 1
		if witness != nil && witness[i] > i {
			continue
		}
		later := false
		for j := i + 1; j < n && !later; j++ {
			later = s.meet[i*n+j] && !excluded(i, j)
		}
		if !later || !holds() {
			s.role[i] = 2
		}
	}
	// Each top member's partner: the earliest bottom member that still
	// leaves an optimal pairing. The fixed pairs' costs bound a pairing's
	// from below, so a partner that takes them past the optimum is passed
	// over without a search.
	var pairs [][2]*team
	var fixed int64
	for i := 0; i < n; i++ {
		if s.role[i] != 1 {
			continue
		}
		for j := i + 1; j < n; j++ {
			if s.role[j] != 2 || s.partner[j] >= 0 || !s.meet[i*n+j] ||
				(optimum >= 0 && fixed+s.cost(i, j) > optimum) || excluded(i, j) {
				continue
			}
			s.partner[i], s.partner[j] = j, i
			if (witness != nil && witness[i] == j) || holds() {
				break
			}
			s.partner[i], s.partner[j] = -1, -1
		}
		fixed += s.cost(i, s.partner[i])
		pairs = append(pairs, [2]*team{bracket[i], bracket[s.partner[i]]})
	}
	return pairs
}

// bracketSearch is pairBracket's state: the roles and partners fixed so
// far, under which best finds the least cost of a pairing, and what does
// not change while they are fixed: which teams may meet and at what cost.
type bracketSearch struct {
	p       *pairer
	bracket []*team
	// role: 0 free, 1 top (meets only later teams), 2 bottom; fixed
	// partners in partner.
	role    []int
	partner []int
	meet    []bool  // n×n: canMeet
	costs   []int64 // n×n, i < j: the pair's cost
	// zero holds a row of words words a team i: bit j is set when j > i
	// and i may meet j at no cost, the edges free searches.
	zero  []uint64
	words int
	// free's scratch: the bottom members and those of them taken (bit
	// sets), each bottom member's top member, the tops.
	bottom, taken, seen []uint64
	owner               []int
	tops                []int
	// mate is the pairing the last search found optimal, by bracket
	// index, when it found one.
	mate []int
	// m is the weighted matching of the whole bracket (see update), its
	// edges those allowed under mRole and mPartner; on says which pairs
	// are its edges (n×n); changed is update's scratch.
	m               *matching.Matcher
	on              []bool
	mRole, mPartner []int
	changed         []int
	maxCost, lift   int64 // see weight
	weightBits      int
}

func (p *pairer) newBracketSearch(bracket []*team) *bracketSearch {
	n := len(bracket)
	k := int64(n + 1) // cost's base
	words := (n + 63) / 64
	s := &bracketSearch{p: p, bracket: bracket, role: make([]int, n), partner: slices.Repeat([]int{-1}, n),
		meet: make([]bool, n*n), costs: make([]int64, n*n), zero: make([]uint64, n*words), words: words,
		bottom: make([]uint64, words), taken: make([]uint64, words), seen: make([]uint64, words), owner: make([]int, n), mate: make([]int, n)}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if !p.canMeet(bracket[i], bracket[j]) {
				continue
			}
			s.meet[i*n+j], s.meet[j*n+i] = true, true
			c := p.cost(bracket[i], bracket[j], k)
			s.costs[i*n+j] = c
			s.maxCost = max(s.maxCost, c)
			if c == 0 {
				s.zero[i*words+j/64] |= 1 << (j % 64)
			}
		}
	}
	// The weights lie in [lift, lift+maxCost]: n/2 pairs at the most
	// weigh less than lift beyond the least, one pair more at least lift.
	s.lift = s.maxCost*int64(n/2) + 1
	s.weightBits = bits.Len64(uint64(s.lift+s.maxCost)) + 1
	return s
}

// allowed says whether bracket teams i < j may be paired under what is
// fixed.
func (s *bracketSearch) allowed(i, j int) bool {
	role, partner := s.role, s.partner
	return s.meet[i*len(s.bracket)+j] && role[i] != 2 && role[j] != 1 &&
		(partner[i] < 0 || partner[i] == j) && (partner[j] < 0 || partner[j] == i)
}

// cost is the cost of the pair of bracket teams i and j, in either order.
func (s *bracketSearch) cost(i, j int) int64 {
	if i > j {
		i, j = j, i
	}
	return s.costs[i*len(s.bracket)+j]
}

// free looks, without the weighted matching, for the kind of pairing
// that is nearly always the answer: the free teams' first half (those
// fixed as top or bottom aside) as top members, each paired at no cost
// with a later bottom member (a bipartite matching, O(B²/64) when each
// top member finds a free partner at once, O(B·E) at worst). Found, it
// proves that the least cost is zero.
func (s *bracketSearch) free() bool {
	n := len(s.bracket)
	need := 0
	for i := 0; i < n; i++ {
		if s.partner[i] < 0 {
			need++
		}
	}
	need /= 2
	clear(s.bottom)
	s.tops = s.tops[:0]
	for i := 0; i < n; i++ {
		switch {
		case s.partner[i] >= 0:
			if j := s.partner[i]; j > i && s.cost(i, j) != 0 {
				return false
			}
		case s.role[i] == 1 || (s.role[i] == 0 && len(s.tops) < need):
			s.tops = append(s.tops, i)
		default:
			s.bottom[i/64] |= 1 << (i % 64)
		}
	}
	if len(s.tops) != need {
		return false
	}
	// Top and bottom members are free teams in their own roles, so the
	// edges allowed between them are those that may meet at all.
	if !s.bipartitePerfect() {
		return false
	}
	copy(s.mate, s.partner)
	for j, i := range s.owner {
		if i >= 0 {
			s.mate[i], s.mate[j] = j, i
		}
	}
	return true
}

// bipartitePerfect reports whether every top member can be given a later
// bottom member it meets at no cost, none twice: each first takes the
// earliest one not taken, and only those left without one search for
// augmenting paths (Kuhn's), which decide the same.
func (s *bracketSearch) bipartitePerfect() bool {
	clear(s.taken)
	for j := range s.owner {
		s.owner[j] = -1
	}
	var lost []int
	for _, i := range s.tops {
		row := s.zero[i*s.words : (i+1)*s.words]
		got := false
		for w, r := range row {
			if x := r & s.bottom[w] &^ s.taken[w]; x != 0 {
				j := w*64 + bits.TrailingZeros64(x)
				s.taken[w] |= 1 << (j % 64)
				s.owner[j] = i
				got = true
				break
			}
		}
		if !got {
			lost = append(lost, i)
		}
	}
	for _, i := range lost {
		clear(s.seen)
		if !s.augment(i) {
			return false
		}
	}
	return true
}

// augment looks for an augmenting path from top member i through the
// bottom members not yet seen in this search.
func (s *bracketSearch) augment(i int) bool {
	row := s.zero[i*s.words : (i+1)*s.words]
	for w := range row {
		for {
			x := row[w] & s.bottom[w] &^ s.seen[w]
			if x == 0 {
				break
			}
			j := w*64 + bits.TrailingZeros64(x)
			s.seen[w] |= 1 << (j % 64)
			if s.owner[j] < 0 || s.augment(s.owner[j]) {
				s.owner[j] = i
				return true
			}
		}
	}
	return false
}

// tooMany: more free teams fixed as top (or bottom) members than half
// the free teams, which no pairing can give.
func (s *bracketSearch) tooMany() bool {
	count := [3]int{}
	for i := range s.bracket {
		if s.partner[i] < 0 {
			count[s.role[i]]++
		}
	}
	half := (count[0] + count[1] + count[2]) / 2
	return count[1] > half || count[2] > half
}

// best is the least cost of a pairing of the whole bracket under what is
// fixed, or -1 when there is none.
func (s *bracketSearch) best() int64 {
	if s.tooMany() {
		return -1
	}
	if s.free() {
		return 0
	}
	s.update()
	s.m.Solve()
	var total int64
	for i, j := range s.m.Matching() {
		if i == j {
			return -1 // Matching gives an unmatched vertex itself
		}
		if i < j {
			total += s.cost(i, j)
		}
		s.mate[i] = j
	}
	return total
}

// update brings the weighted matching's edges to what is fixed now: made
// on the first search that needs it, then changed only around the teams
// whose role or partner changed since the last one, so that each search
// solves again from the last one's duals, about O(B²) a changed team,
// where solving the teams without a partner from nothing was O(B³) each
// time. An edge struck keeps the duals; one given back frees its first
// team, so each is given back from the team that changed. A fixed pair
// stays in the graph as its two teams' only edge, which every matching of
// the most edges holds. (The solves from nothing leaned towards earlier
// top members, so that the pairing found met more decisions to come; on
// a kept matching a lean frees every team, and the next solve cost more
// than the searches it spared.)
func (s *bracketSearch) update() {
	n := len(s.bracket)
	if s.m == nil {
		s.m = matching.New(n, s.weightBits, nil, make([]int32, n))
		s.on = make([]bool, n*n)
		s.mRole, s.mPartner = make([]int, n), slices.Repeat([]int{-1}, n)
		for i := 0; i < n; i++ {
			for j := i + 1; j < n; j++ {
				if s.allowed(i, j) {
					s.m.SetWeight(i, j, s.weight(i, j))
					s.on[i*n+j], s.on[j*n+i] = true, true
				}
			}
		}
		copy(s.mRole, s.role)
		copy(s.mPartner, s.partner)
		return
	}
	s.changed = s.changed[:0]
	for v := 0; v < n; v++ {
		if s.role[v] != s.mRole[v] || s.partner[v] != s.mPartner[v] {
			s.changed = append(s.changed, v)
			s.mRole[v], s.mPartner[v] = s.role[v], s.partner[v]
		}
	}
	for _, strike := range []bool{true, false} {
		for _, v := range s.changed {
			for u := 0; u < n; u++ {
				if u == v || s.on[v*n+u] == s.allowed(min(u, v), max(u, v)) || s.on[v*n+u] != strike {
					continue
				}
				w := matching.Weight{}
				if !strike {
					w = s.weight(v, u)
				}
				s.m.SetWeight(v, u, w)
				s.on[v*n+u], s.on[u*n+v] = !strike, !strike
			}
		}
	}
}

// weight is what the matching gives the pair of bracket teams i and j:
// the more it costs, the less, and every weight above what any pairing
// of one pair fewer can weigh, so that the heaviest matching has the most
// pairs (as matching.MaxCardinality raises its weights).
func (s *bracketSearch) weight(i, j int) matching.Weight {
	return matching.Weight{uint64(s.lift + s.maxCost - s.cost(i, j))}
}

// boards orders the matches and colours them: by the higher score of the
// pair, then the sum of the scores, then the smaller TPN (C.04.6 leaves the
// order to the competition; this is the order the Dutch system's boards
// and Gacrux use).
func (p *pairer) boards(pairs [][2]*team) []Match {
	key := func(pr [2]*team) (int, int, int) {
		a, b := pr[0], pr[1]
		return max(a.Score, b.Score), a.Score + b.Score, min(a.TPN, b.TPN)
	}
	slices.SortStableFunc(pairs, func(x, y [2]*team) int {
		mx, sx, tx := key(x)
		my, sy, ty := key(y)
		return cmp.Or(cmp.Compare(my, mx), cmp.Compare(sy, sx), cmp.Compare(tx, ty))
	})
	out := make([]Match, len(pairs))
	for i, pr := range pairs {
		out[i] = p.colours(pr[0], pr[1])
	}
	return out
}
