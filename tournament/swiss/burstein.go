package swiss

import (
	"sort"
	"strconv"
)

// The Burstein system, FIDE Handbook C.04.4.2, the edition approved by
// the Council on 13 April 2024: the handbook's page dates it from 1 July
// 2025, py4swiss implements it as in force from 1 February 2026 (the 2026
// edition). Articles are cited by their numbers in that text.
//
// After the seeding rounds, paired by the Dutch system (1.6), the players
// of a score are ranked by an Index of their opposition (1.7, 1.8), and
// each bracket pairs its highest ranked player with the lowest ranked one
// it may meet (4.3). It shares the Dubov system's players, absolute
// criteria, choice of the bye, colour rules and board order, and its
// bracket graph: every player still unpaired, each edge weighing, from the
// most significant field down, the completion of the round ([C4], 2.2.1),
// the quality criteria [C5]–[C8] (2.3.1–2.3.4), then the preference of
// 4.3 among the optimal pairings; or, where the players below the next
// score can surely complete the round, those of that score and above
// without [C4] (bursteinAbove).

// BursteinPairing computes the Burstein pairing of in.Round (C.04.4.2,
// 2026). Boards come in the published order, the pairing-allocated bye
// (if any) last as {ID, 0}. The score of a player is the accelerated one
// (the event's acceleration, C.04.5); the Index counts real scores. No
// article of the text read (1.1–1.8, 2.1–2.3, 3.1–3.2, 4.1–4.3, 5.2)
// defines an acceleration of the system's own: its first rounds are the
// seeding rounds, paired by the Dutch system (1.6).
func BursteinPairing(in Input) ([]Pair, error) {
	if burstein1_6Seeding(in.Round, in.TotalRounds) {
		return Pairing(in)
	}
	return bursteinPairing(in, nil)
}

// bursteinPairing pairs a round after the seeding rounds, keeping each
// bracket in trace when it is not nil.
func bursteinPairing(in Input, trace *[]systemBracket) ([]Pair, error) {
	return bursteinRound(in, trace, false)
}

// bursteinRound is bursteinPairing, solving for every choice of 4.3 where
// solveEach is set (TestBurstein4_3ChoicesReadAsSolved).
func bursteinRound(in Input, trace *[]systemBracket, solveEach bool) ([]Pair, error) {
	d, r, err := startDubov(in, trace, burstein1_5Colour)
	if err != nil {
		return nil, err
	}
	r.solveEach = solveEach
	buchholz, sb := burstein1_7Index(d)
	index := map[*dubovPlayer][2]int{}
	for _, p := range r.players {
		index[p] = [2]int{buchholz[p.s.id], sb[p.s.id]}
	}
	// 1.8: by the Index (Buchholz, then Sonneborn-Berger), then TPN.
	ranked := func(a, b *dubovPlayer) bool {
		ia, ib := index[a], index[b]
		if ia != ib {
			return ia[0] > ib[0] || ia[0] == ib[0] && ia[1] > ib[1]
		}
		return a.s.rank < b.s.rank
	}
	sort.SliceStable(r.players, func(i, j int) bool { return ranked(r.players[i], r.players[j]) })
	// 3.1 is the Dubov system's article 3.1, the lowest ranking of 3.1.5
	// being that of 1.8: the players are in that order.
	pairs, err := r.pairRound(r.burstein3_2Bracket)
	if err != nil {
		return nil, err
	}
	return r.dubov5_3Order(pairs, func(x, y *dubovPlayer) Pair {
		top := x
		if ranked(y, x) {
			top = y
		}
		return r.dubov5_2Colours(x, y, top)
	}), nil
}

// burstein1_6Seeding tells whether round is a seeding round (1.6): half
// the rounds, rounded down, at most four, are paired by the Dutch system.
func burstein1_6Seeding(round, rounds int) bool {
	return round <= min(rounds/2, 4)
}

// burstein1_5Colour: no colour preference before a first game (1.5.4).
func burstein1_5Colour(s *pstate) (Colour, int) { return colourPreference(s, None, 0) }

// burstein1_7Index computes the two sorting methods of the Index (1.7.1)
// from the scores before the round: Buchholz, the sum of the scores of
// the opponents met, and Sonneborn-Berger, each opponent's score times
// the points scored against him. An unplayed round counts as a game
// against the player himself (1.7.2); the zero-point byes of an opponent
// absent ever since count, for his opponents, as draws (1.7.2).
func burstein1_7Index(d *dutch) (buchholz, sb map[int]int) {
	asOpponent := map[int]int{}
	for id, s := range d.byID {
		score := s.score
		h := s.p.History
		for k := len(h) - 1; k >= 0 && h[k].Kind == ZeroBye; k-- {
			score += d.in.Scoring.Draw - h[k].Points
		}
		asOpponent[id] = score
	}
	buchholz, sb = map[int]int{}, map[int]int{}
	for id, s := range d.byID {
		for _, r := range s.p.History {
			opp := s.score
			if r.Kind == Played {
				opp = asOpponent[r.Opponent]
			}
			buchholz[id] += opp
			sb[id] += opp * r.Points
		}
	}
	return buchholz, sb
}

// burstein3_2Bracket pairs the bracket below the score above (the first
// bracket when above is negative): the residents, players of the highest
// score left and the floaters of the bracket before (1.2), returned as
// pairs, and the score of the bracket. The players come in the order of
// 1.8.
func (r *dubov) burstein3_2Bracket(ps []*dubovPlayer, above int) ([][2]*dubovPlayer, int, error) {
	score, lower := -1, -1
	for _, p := range ps {
		if (above < 0 || p.score < above) && p.score > score {
			score = p.score
		}
	}
	for _, p := range ps {
		if p.score < score && p.score > lower {
			lower = p.score
		}
	}
	if out, ok := r.bursteinAbove(ps, score, lower); ok {
		return out, score, nil
	}
	b := r.newBursteinBracket(ps, score, lower, nil)
	if !b.solve() {
		return nil, 0, r.d.noPairing(dubovAbsolute)
	}
	b.burstein4_3Order()
	out := b.pairs()
	r.traced(b, score)
	b.m.GiveTables(&r.spare)
	return out, score, nil
}

// bursteinAbove pairs the bracket on the graph of the players of its next
// score and above alone, when the players below (O) can complete the
// pairing with whichever of them the bracket leaves: every player of the
// field may meet at least half of O and those left (Dirac's condition, so
// that they have a perfect matching), checked at every solve against the
// players its matching leaves. The edges of O carry only the completion
// [C4], which every pairing then meets, so that graph's optimal pairings
// are those of the whole field's on its players, and each of the
// residents' choices of 4.3 a solve of a graph without O: a whole-field
// solve for each resident was most of a 1,000-player round. A bracket
// kept for the check is always weighed on the whole field's graph.
func (r *dubov) bursteinAbove(ps []*dubovPlayer, score, lower int) ([][2]*dubovPlayer, bool) {
	if r.trace != nil {
		return nil, false
	}
	below := make([]uint64, len(r.meetTable()))
	var above []*dubovPlayer
	for _, p := range ps {
		if p.score >= lower {
			above = append(above, p)
		} else {
			below[p.v>>6] |= 1 << (p.v & 63)
		}
	}
	if len(above) == len(ps) {
		return nil, false
	}
	o := &absorber{size: len(ps) - len(above), minDeg: len(ps)}
	for _, p := range ps {
		o.minDeg = min(o.minDeg, r.degreeIn(p, below))
	}
	b := r.newBursteinBracket(above, score, lower, o)
	ok := b.solve()
	if ok {
		b.burstein4_3Order()
	}
	b.m.GiveTables(&r.spare)
	if !ok || b.lost {
		return nil, false
	}
	return b.pairs(), true
}

// bursteinKind is a player's part in a bracket.
const (
	bursteinOther = iota
	bursteinLower // of the score next below the bracket's
	bursteinResident
)

// newBursteinBracket builds the graph of a bracket whose residents score
// at least score, the next score below being lower: of the players ps, or,
// with below, of the players of lower and above, below pairing the rest
// (see bursteinAbove), their edges then without [C4].
func (r *dubov) newBursteinBracket(ps []*dubovPlayer, score, lower int, below *absorber) *dubovBracket {
	n := len(ps)
	b := &dubovBracket{r: r, ps: ps, resident: make([]bool, n), index: map[*dubovPlayer]int{},
		struck: make([]uint64, (n*n+63)/64), residentsOnly: true, below: below}
	kind := make([]int, n)
	residents, lowers, counts := 0, 0, map[int]int{}
	for i, p := range ps {
		b.index[p] = i
		switch {
		case p.score >= score:
			kind[i], b.resident[i] = bursteinResident, true
			residents++
			counts[p.score]++
		case p.score == lower:
			kind[i] = bursteinLower
			lowers++
		}
	}
	b.bb = bitsFor(residents)
	// [C6]: a field per score of the residents, the highest score in the
	// most significant, each wide enough to count its players.
	shift, sBits := fieldShifts(counts, false)
	lb := bitsFor(lowers)
	// The fields crit composes, from the most significant down.
	b.spans = []critSpan{{"C5", b.bb}, {"C6", sBits}, {"C7", lb}, {"C7", sBits}, {"C8", b.bb}, {"order", b.bb}}
	if below == nil {
		b.spans = append([]critSpan{{"C4", 1}}, b.spans...)
	}
	total := spansWidth(b.spans)
	// Pairs who may not meet never reach crit (dubovBracket.weight).
	crit := func(i, j int) wt {
		x, y := ps[i], ps[j]
		kx, ky := kind[i], kind[j]
		both := kx == bursteinResident && ky == bursteinResident
		f := newField(total, false)
		if below == nil {
			f.put("C4", 1, 1)
		}
		// [C5] 2.3.1: most pairs.
		f.put("C5", b.bb, b2u(both))
		// [C6] 2.3.2: the lowest scores (in descending order) of the
		// outgoing floaters: the paired residents' scores, highest first.
		f.put("C6", sBits, 0)
		if both {
			addIn(&f.w, f.pos+shift[x.score], 1)
			addIn(&f.w, f.pos+shift[y.score], 1)
		}
		// [C7] 2.3.3: floaters that let the next bracket comply with
		// [C5] and [C6]: its pairs, and the scores of the floaters paired
		// in it.
		next := kx != bursteinOther && ky != bursteinOther && (kx == bursteinLower || ky == bursteinLower)
		f.put("C7", lb, b2u(next))
		f.put("C7", sBits, 0)
		if next && kx == bursteinResident {
			addIn(&f.w, f.pos+shift[x.score], 1)
		} else if next && ky == bursteinResident {
			addIn(&f.w, f.pos+shift[y.score], 1)
		}
		// [C8] 2.3.4: most colour preferences granted.
		f.put("C8", b.bb, b2u(both && (x.side != y.side || x.side == None)))
		// 4.3: the field the order of pairings adds to.
		f.put("4.3", b.bb, 0)
		return f.w
	}
	b.build(total, crit, func(p *dubovPlayer) string {
		i := b.index[p]
		return strconv.Itoa(kind[i]) + "/" + strconv.Itoa(p.score) + "/" + p.side.String() + strconv.Itoa(p.strength)
	}, b.ps)
	return b
}

// burstein4_3Order chooses, among the optimal pairings, the first in the
// order of 4.3: the residents by their in-bracket sequence numbers (4.1,
// the order of 1.8), each in turn paired with the lowest ranked resident
// left that an optimal pairing allows, floating (a BSN of zero, 4.2) only
// when none does.
func (b *dubovBracket) burstein4_3Order() {
	res := b.players(true)
	done := map[int]bool{}
	// solved: mate is the last solve's matching, its duals kept (pairs
	// taken out since leave both optimal for the players left).
	solved := true
	for k, v := range res {
		if done[v] {
			continue
		}
		// The next resident left weighs 1, the one after 2, ...: any of
		// them above floating, whose virtual opponent has the BSN zero.
		// A resident floated before stays out.
		var later []int
		for _, x := range res[k+1:] {
			if !done[x] {
				later = append(later, x)
			}
		}
		if w, ok := b.latestKept(v, later, solved); ok {
			b.pairOut(v, w)
			done[v], done[w] = true, true
			continue
		}
		b.addTo(v, later, 1, 1)
		if !b.solve() && b.lost {
			return
		}
		solved = true
		w := b.mate[v]
		if w == v {
			// Floated to the players below the graph.
			b.strike(v, b.all())
			done[v], solved = true, false
			continue
		}
		if !b.resident[w] {
			// Floated to a lower player of the graph: its opponent here is
			// virtual (4.2); which lower player it meets is the next
			// bracket's choice, so only its edges to the residents left go
			// (fixing this solve's partner, one of several equal ones,
			// could take the one another floater needs).
			b.strike(v, later)
			done[v], solved = true, false
			continue
		}
		b.pairOut(v, w)
		done[v], done[w] = true, true
	}
	b.pairedOut()
}

// latestKept is the resident whom 4.3's solve would give v (the last of
// later whom an optimal pairing allows), when the last solve's matching
// shows it without solving: the duals kept exclude every one after him,
// and the matching pairs v with him, or pairs each with another who may
// meet the other's partner at no loss (swapTo). 4.3's field is below every
// criterion, so the solve keeps an optimal pairing and, among them, takes
// the latest partner one allows: this one. Most of a 1,000-player
// Burstein round was those solves, one a resident. Only the pairs
// taken out are read after (pairs); a bracket kept for the check, whose
// whole matching the check reads, is solved for each resident.
func (b *dubovBracket) latestKept(v int, later []int, solved bool) (int, bool) {
	if !solved || b.r.solveEach || b.r.trace != nil {
		return 0, false
	}
	for i := len(later) - 1; i >= 0; i-- {
		x := later[i]
		k := b.at(v, x)
		if (b.gone != nil && b.gone[x]) || b.barredAt(k) || b.weight(v, x).IsZero() {
			continue // addTo leaves it out as well
		}
		switch {
		case b.struckAt(k):
			return 0, false // addTo would put it back: not in the duals
		case b.m.Excluded(v, x):
			continue
		}
		return x, b.swapTo(v, x)
	}
	return 0, false
}
