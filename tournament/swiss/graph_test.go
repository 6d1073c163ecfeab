package swiss

import (
	"slices"
	"testing"
)

// pinField is a field of n players built by hand for the tests of the
// shortcut's decisions (robust, lower): every player is eligible for the
// bye with no points (so each is a bye candidate), none is paired yet, and
// the players may meet exactly as the pairs say.
func pinField(n int, pairs [][2]int) *dutch {
	d := &dutch{score: make([]int, n), partner: make([]int, n), compat: make([][]uint64, n)}
	words := (n + 63) / 64
	for v := range n {
		d.sorted = append(d.sorted, &pstate{id: v + 1, eligible: true})
		d.partner[v] = -1
		d.compat[v] = make([]uint64, words)
	}
	for _, p := range pairs {
		a, b := p[0], p[1]
		d.compat[a][b/64] |= 1 << (b % 64)
		d.compat[b][a/64] |= 1 << (a % 64)
	}
	return d
}

// pinAllPairs is every pair of the players vs, less those of except.
func pinAllPairs(vs []int, except ...[2]int) [][2]int {
	out := [][2]int{}
	for i, a := range vs {
	next:
		for _, b := range vs[i+1:] {
			for _, e := range except {
				if e == [2]int{a, b} || e == [2]int{b, a} {
					continue next
				}
			}
			out = append(out, [2]int{a, b})
		}
	}
	return out
}

// pinCross is every pair of one of the players as with one of bs.
func pinCross(as, bs []int) [][2]int {
	var out [][2]int
	for _, a := range as {
		for _, b := range bs {
			out = append(out, [2]int{a, b})
		}
	}
	return out
}

func pinRange(from, to int) []int {
	var vs []int
	for v := from; v < to; v++ {
		vs = append(vs, v)
	}
	return vs
}

// TestRobustAtDiracsBoundInAnEvenField: robust takes a field as one any
// player can be left out of and the rest still be paired when every player
// may meet at least half the field plus one (2·deg ≥ size+2: after any
// player is left out, each still meets half of the rest, Dirac's
// condition). Six players who may meet all but one (four each) are
// robust; take one more pair away and two of them meet three, and the
// field is not. An even field gives no bye, so it needs no bye candidate.
func TestRobustAtDiracsBoundInAnEvenField(t *testing.T) {
	all := pinRange(0, 6)
	d := pinField(6, pinAllPairs(all, [2]int{0, 1}, [2]int{2, 3}, [2]int{4, 5}))
	for _, s := range d.sorted {
		s.eligible = false
	}
	if !d.robust(0, nil) {
		t.Error("six players who each may meet four others, no bye candidate: not robust")
	}
	d = pinField(6, pinAllPairs(all, [2]int{0, 1}, [2]int{2, 3}, [2]int{4, 5}, [2]int{0, 2}))
	if d.robust(0, nil) {
		t.Error("six players, two of whom may meet only three others: robust")
	}
}

// TestRobustOddFieldNeedsAByeCandidate: in an odd field robust also asks
// that some player of the lower part may take the bye. Seven players who
// each may meet at least five (2·5 ≥ 7+2) are robust with one candidate,
// the last, and not with none.
func TestRobustOddFieldNeedsAByeCandidate(t *testing.T) {
	all := pinRange(0, 7)
	d := pinField(7, pinAllPairs(all, [2]int{0, 1}, [2]int{2, 3}, [2]int{4, 5}))
	for _, s := range d.sorted[:6] {
		s.eligible = false
	}
	if !d.robust(0, nil) {
		t.Error("seven players who each may meet five or more, the last a bye candidate: not robust")
	}
	d.sorted[6].eligible = false
	if d.robust(0, nil) {
		t.Error("seven players, no bye candidate: robust")
	}
}

// TestRobustCountsTheLowerPartAndItsFloaters: robust(from, extra) asks
// Dirac's condition of the players from vertex from on together with the
// floaters extra, counting only opponents from from on. Nine players: 0–2
// may meet everyone, 3–8 each other and 0–2. The six from 3 on with one
// floater (seven) are robust, each meeting five of them; with three
// floaters (nine, needing six each) they are not.
func TestRobustCountsTheLowerPartAndItsFloaters(t *testing.T) {
	d := pinField(9, pinAllPairs(pinRange(0, 9)))
	if !d.robust(3, []int{0}) {
		t.Error("six players below, each meeting the five others, with one floater: not robust")
	}
	if d.robust(3, []int{0, 1, 2}) {
		t.Error("six players below, each meeting five, with three floaters: robust")
	}
}

// TestLocalGraphClassIsKindAndPlace pins newLocalGraph's classes: two
// vertices share a class exactly where they have the same kind and both
// are, or both are not, in the next score group (from nsgBegin on; its
// first player counts as in it).
func TestLocalGraphClassIsKindAndPlace(t *testing.T) {
	d := simulatedRun(t, 14, 3, 5, 11)
	pbi := make([]int, len(d.sorted))
	for v := range pbi {
		pbi[v] = v
	}
	shared := 0
	for nsgBegin := 1; nsgBegin+1 < len(pbi); nsgBegin++ {
		g := d.newLocalGraph(pbi, nsgBegin)
		for i := range pbi {
			for j := range i {
				same := d.kind[pbi[i]] == d.kind[pbi[j]] && (i >= nsgBegin) == (j >= nsgBegin)
				if got := g.cls[i] == g.cls[j]; got != same {
					t.Fatalf("next group from %d: vertices %d and %d share a class %v, want %v", nsgBegin, j, i, got, same)
				}
				if same && j == nsgBegin {
					shared++
				}
			}
		}
	}
	if shared == 0 {
		t.Fatal("no next group's first player shares his kind with a later one: the test proves little")
	}
}

// TestFullGraphPacksOnlyTheLevelsOfItsPlayers: the whole field's graph
// holds the players not yet paired, and its packing keeps the score levels
// of those players only (newPacking: the levels of players absent from a
// graph are zero in all its weights). The top player is paired with the
// lowest, and every other player on the lowest score is paired too, so
// the lowest level is left out.
func TestFullGraphPacksOnlyTheLevelsOfItsPlayers(t *testing.T) {
	d := simulatedRun(t, 12, 3, 5, 5)
	n := len(d.sorted)
	nobodyPaired(d)
	low := d.score[n-1]
	d.partner[0], d.partner[n-1] = n-1, 0
	var rest []int // the others on the lowest score, then on the top one
	for _, s := range []int{low, d.score[0]} {
		for v := 1; v < n-1; v++ {
			if d.score[v] == s {
				rest = append(rest, v)
			}
		}
	}
	for i := 0; i+1 < len(rest); i += 2 {
		d.partner[rest[i]], d.partner[rest[i+1]] = rest[i+1], rest[i]
	}
	scores := map[int]bool{}
	for v := range n {
		if d.partner[v] < 0 {
			scores[d.score[v]] = true
		}
	}
	if scores[low] || len(scores) == 0 {
		t.Fatalf("unpaired players' scores %v: the lowest, %d, is not left out", scores, low)
	}
	g := d.newFullGraph(0)
	want := d.newPacking(scores)
	if g.p.none || want.none {
		t.Fatal("weights left unpacked: the test proves little")
	}
	if g.p.bits != want.bits {
		t.Errorf("the graph's weights are packed to %d bits, want %d (the levels of %v)", g.p.bits, want.bits, scores)
	}
}

// pinAbsorbs asks whether the players from vertex from on absorb what the
// bracket of the players pbi leaves unpaired when it pairs pairs.
func pinAbsorbs(d *dutch, from int, pbi []int, pairs ...[2]int) bool {
	st := make([]int, len(d.sorted))
	for v := range st {
		st[v] = v
	}
	for _, p := range pairs {
		st[p[0]], st[p[1]] = p[1], p[0]
	}
	return newLower(d, from).absorbs(&bracket{d: d, pbi: pbi}, st)
}

// TestLowerDegreeCountsOnlyPlayersBelow: a player's degree is the number
// of players from the first vertex below on whom he may meet, whether he
// is one of them or above them, over every word of the bit rows.
func TestLowerDegreeCountsOnlyPlayersBelow(t *testing.T) {
	for _, c := range []struct{ n, from, v, want int }{
		{10, 4, 0, 6},  // above: all six below
		{10, 4, 5, 5},  // below: the five others
		{10, 4, 4, 5},  // the first below
		{70, 3, 1, 67}, // rows of two words
		{70, 66, 0, 4}, // the players below in the second word only
		{70, 66, 67, 3},
	} {
		d := pinField(c.n, pinAllPairs(pinRange(0, c.n)))
		if got := newLower(d, c.from).degree(c.v); got != c.want {
			t.Errorf("%d players, below from %d: player %d may meet %d below, want %d", c.n, c.from, c.v, got, c.want)
		}
	}
}

// TestAbsorbsRefusesAPlayerBelowWhoMayMeetNoneBelow: six players, 0 and 1
// paired in the bracket; of the four below, 2 may meet only 0 and 1, so
// the four cannot be paired among themselves, and absorbs must refuse
// whatever the others below may do (the fewest opponents below is 0).
func TestAbsorbsRefusesAPlayerBelowWhoMayMeetNoneBelow(t *testing.T) {
	d := pinField(6, slices.Concat(pinAllPairs([]int{3, 4, 5}), [][2]int{{0, 1}, {0, 2}, {1, 2}}, pinCross([]int{0, 1}, []int{3, 4, 5})))
	if pinAbsorbs(d, 2, []int{0, 1}, [2]int{0, 1}) {
		t.Error("players below one of whom may meet none of the others below: absorbed")
	}
}

// TestAbsorbsAcceptsAtDiracsBound: eight players; the bracket 0–3 pairs 0
// with 1 and leaves 2 and 3; the four below may all meet each other, and
// 2 and 3 may each meet three of them. Six to pair, each with three
// opponents among the players below: 2·3 ≥ 6, Dirac's condition holds,
// and absorbs accepts (2–5, 3–6, 4–7 is such a pairing).
func TestAbsorbsAcceptsAtDiracsBound(t *testing.T) {
	d := pinField(8, slices.Concat(pinAllPairs(pinRange(4, 8)), [][2]int{{0, 1}}, pinCross([]int{2, 3}, []int{5, 6, 7})))
	if !pinAbsorbs(d, 4, []int{0, 1, 2, 3}, [2]int{0, 1}) {
		t.Error("six to pair, each meeting three of the players below: not absorbed")
	}
}

// TestAbsorbsRefusesFloatersWhoShareTheirOnlyOpponentBelow: eight players;
// the bracket 0–3 pairs 0 with 1 and leaves 2 and 3, who may both meet
// only 6 of the four below (and 0 and 1 above). Both cannot have him, so
// absorbs must refuse, though the four below may all meet each other and
// 0 and 1, whom the bracket pairs, may meet all of them.
func TestAbsorbsRefusesFloatersWhoShareTheirOnlyOpponentBelow(t *testing.T) {
	d := pinField(8, slices.Concat(pinAllPairs(pinRange(4, 8)), [][2]int{{0, 1}, {2, 6}, {3, 6}}, pinCross([]int{0, 1}, pinRange(2, 8))))
	if pinAbsorbs(d, 4, []int{0, 1, 2, 3}, [2]int{0, 1}) {
		t.Error("two left who may meet only the same player below: absorbed")
	}
}

// TestAbsorbsTwoToPairMustMeet: where two players are left to pair (one
// left by the bracket and one below, or two below), absorbs accepts
// exactly when those two may meet each other.
func TestAbsorbsTwoToPairMustMeet(t *testing.T) {
	// 2 is left by the bracket 0–2, 3 is the only player below.
	if !pinAbsorbs(pinField(4, [][2]int{{0, 1}, {2, 3}}), 3, []int{0, 1, 2}, [2]int{0, 1}) {
		t.Error("the one left and the one below may meet: not absorbed")
	}
	if pinAbsorbs(pinField(4, [][2]int{{0, 1}, {0, 3}, {1, 2}}), 3, []int{0, 1, 2}, [2]int{0, 1}) {
		t.Error("the one left and the one below may not meet: absorbed")
	}
	// The bracket 0–1 pairs both; 2 and 3 are below, and 2 may meet 1.
	if !pinAbsorbs(pinField(4, [][2]int{{0, 1}, {1, 2}, {2, 3}}), 2, []int{0, 1}, [2]int{0, 1}) {
		t.Error("the two below may meet: not absorbed")
	}
	if pinAbsorbs(pinField(4, [][2]int{{0, 1}, {1, 2}, {0, 3}}), 2, []int{0, 1}, [2]int{0, 1}) {
		t.Error("the two below may not meet: absorbed")
	}
}

// TestAbsorbsWithNoneBelowPairsTheLastTwo: in the last bracket of a field
// of 64 players (the players below begin past the last bit of a row), the
// two a matching leaves are absorbed exactly when they may meet.
func TestAbsorbsWithNoneBelowPairsTheLastTwo(t *testing.T) {
	var paired [][2]int
	for v := 0; v < 62; v += 2 {
		paired = append(paired, [2]int{v, v + 1})
	}
	all := pinRange(0, 64)
	if !pinAbsorbs(pinField(64, pinAllPairs(all)), 64, all, paired...) {
		t.Error("the last two may meet: not absorbed")
	}
	if pinAbsorbs(pinField(64, pinAllPairs(all, [2]int{62, 63})), 64, all, paired...) {
		t.Error("the last two may not meet: absorbed")
	}
}

// TestAbsorbsOddFieldNeedsAByeCandidateStillToPair: seven players, the top
// player already paired with 1; the bracket 0–2 leaves 2, and 3–6 below
// may all meet each other and him. One of the five must have the bye: if
// none of them may take it, absorbs refuses, though 1, already paired,
// may; if 6 may, it accepts.
func TestAbsorbsOddFieldNeedsAByeCandidateStillToPair(t *testing.T) {
	d := pinField(7, pinAllPairs(pinRange(0, 7)))
	d.partner[0], d.partner[1] = 1, 0
	for _, v := range []int{0, 2, 3, 4, 5, 6} {
		d.sorted[v].eligible = false
	}
	if pinAbsorbs(d, 3, []int{0, 1, 2}) {
		t.Error("no bye candidate among the five to pair: absorbed")
	}
	d.sorted[6].eligible = true
	if !pinAbsorbs(d, 3, []int{0, 1, 2}) {
		t.Error("five to pair, each meeting the others, 6 a bye candidate: not absorbed")
	}
}

// TestRobustNeedsTwoPlayersInTheLowerPart: robust answers whether the
// players from vertex from on can always complete the pairing; a lower
// part of fewer than two players is never robust, even in an even field
// with no floaters into it (there is nothing to build the cycle of
// Dirac's condition from).
func TestRobustNeedsTwoPlayersInTheLowerPart(t *testing.T) {
	all := pinRange(0, 4)
	d := pinField(4, pinAllPairs(all))
	if !d.robust(0, nil) {
		t.Fatal("four players who may all meet: not robust")
	}
	for _, from := range []int{3, 4} {
		if d.robust(from, nil) {
			t.Errorf("lower part from %d (%d players) taken as robust", from, 4-from)
		}
	}
}

// packRound2 is round 2 of n players after round 1's boards {1-2, 3-4, …},
// each won by white, paired.
func packRound2(t *testing.T, n int) *dutch {
	t.Helper()
	var boards [][3]int
	for w := 1; w+1 <= n; w += 2 {
		boards = append(boards, [3]int{w, w + 1, 10})
	}
	return startRun(t, startField(n, boards))
}

// TestPackingLeftOutWhereTheExchangeBoundPassesHalfTheLowestField: the
// lowest weight field is read as signed, so a packing is made only where
// what the brackets add to it, the exchange preference 2^(2·sizeBits+1)+2
// among it, stays below half its range 2^(3·sizeBits). With score groups
// of one player (sizeBits 1) that is 10 against 8: the weights are left as
// they are, even for two players, whose field count alone (2·2+2) fits.
// With groups of two (sizeBits 2) it is 34 against 64, and they are packed.
func TestPackingLeftOutWhereTheExchangeBoundPassesHalfTheLowestField(t *testing.T) {
	// Players 1 (a win) and 4 (a loss) are the only ones present.
	in := startField(4, [][3]int{{1, 3, 10}, {2, 4, 10}})
	in.Players[1].Absent, in.Players[2].Absent = true, true
	d := startRun(t, in)
	if d.sizeBits != 1 {
		t.Fatalf("sizeBits %d, want 1", d.sizeBits)
	}
	if p := d.newPacking(map[int]bool{0: true, 10: true}); !p.none || p.bits != d.lowBits {
		t.Errorf("two players in groups of one: packing %+v, want none of %d bits", p, d.lowBits)
	}
	d = packRound2(t, 4)
	if d.sizeBits != 2 {
		t.Fatalf("sizeBits %d, want 2", d.sizeBits)
	}
	if p := d.newPacking(map[int]bool{0: true, 10: true}); p.none {
		t.Error("four players in groups of two: weights left unpacked")
	}
}

// TestPackingMovesRunsThatLieTogetherAsOne: newPacking joins the fields
// that lie next to each other in both the full and the packed layout into
// one segment (within a 64-bit word), so move carries each run at once; no
// two successive segments could be joined, and together the segments carry
// every packed bit above the order field, each to its place.
func TestPackingMovesRunsThatLieTogetherAsOne(t *testing.T) {
	d := packRound2(t, 8)
	p := d.newPacking(map[int]bool{10: true})
	if p.none {
		t.Fatal("weights left unpacked")
	}
	to := p.order
	for i, sg := range p.segs {
		if sg.to != to {
			t.Fatalf("segment %d at %d of the packed weight, want %d", i, sg.to, to)
		}
		to += sg.width
		if i > 0 {
			last := p.segs[i-1]
			if last.from+last.width == sg.from && last.width+sg.width <= 64 {
				t.Errorf("segments %d %+v and %d %+v lie together but move apart", i-1, last, i, sg)
			}
		}
	}
	if to != p.bits {
		t.Errorf("segments end at bit %d of %d", to, p.bits)
	}
}

// TestFullGraphHoldsOnlyThePlayersNotYetPaired: the whole field's graph is
// built mid-field, after the first brackets paired some players; it holds
// the others only, in order, and every player already paired, the top
// player's partner among them, has no vertex (loc -1).
func TestFullGraphHoldsOnlyThePlayersNotYetPaired(t *testing.T) {
	d := simulatedRun(t, 10, 3, 5, 3)
	nobodyPaired(d)
	d.partner[0], d.partner[3] = 3, 0
	d.partner[1], d.partner[2] = 2, 1
	g := d.newFullGraph(0)
	want := []int{4, 5, 6, 7, 8, 9}
	if !slices.Equal(g.ids, want) {
		t.Errorf("vertices of players %v, want %v", g.ids, want)
	}
	for v := range d.sorted {
		at := slices.Index(want, v)
		if g.at(v) != at {
			t.Errorf("player %d at vertex %d, want %d", v, g.at(v), at)
		}
	}
}

// TestMeetRowsStrikeAPairTheHigherPlayerHasMet: in rows by the higher
// player (the Dutch compat, which reads the pair in the higher player's
// row), a game the higher player has played strikes the pair both ways;
// in rows by each player (Dubov's and Burstein's), it strikes his row
// only. Here player 0's record lists player 1, and 1's lists no game.
func TestMeetRowsStrikeAPairTheHigherPlayerHasMet(t *testing.T) {
	d := &dutch{}
	for v := range 3 {
		d.sorted = append(d.sorted, &pstate{id: v + 1})
	}
	d.sorted[0].opponents = append(d.sorted[0].opponents, 2)
	free := func(*pstate) bool { return false }
	meets := func(rows [][]uint64, a, b int) bool { return rows[a][0]&(1<<b) != 0 }
	rows := d.meetRows(free, false)
	if meets(rows, 0, 1) || meets(rows, 1, 0) {
		t.Error("rows by the higher player: 0 has met 1, yet the pair is left")
	}
	if !meets(rows, 0, 2) || !meets(rows, 2, 0) || !meets(rows, 1, 2) {
		t.Error("rows by the higher player: a pair that has not met is struck")
	}
	rows = d.meetRows(free, true)
	if meets(rows, 0, 1) || !meets(rows, 1, 0) {
		t.Error("rows by each player: 0's game against 1 is not struck from 0's row alone")
	}
}

// TestLocalGraphLocatesOnlyItsPlayers: a bracket's own graph numbers its
// players (pbi) in order, and every other player of the field has no
// vertex there (loc -1).
func TestLocalGraphLocatesOnlyItsPlayers(t *testing.T) {
	d := simulatedRun(t, 10, 3, 5, 3)
	pbi := []int{2, 5, 6, 7}
	g := d.newLocalGraph(pbi, 2)
	defer g.release()
	for v := range d.sorted {
		if at, want := int(g.loc[v]), slices.Index(pbi, v); at != want {
			t.Errorf("player %d at vertex %d, want %d", v, at, want)
		}
	}
}

// TestNaturalPairingLeavingPlayersBelowUnpairedIsRefused pins natural's
// part of the rule every step on a bracket's own graph keeps (brackets):
// a pairing that leaves players below who cannot complete the round is
// not taken. Twelve players before any game; the bracket is the first
// nine, whose natural pairing is optimal and floats the ninth, who may
// meet none of the three below: natural refuses, changing nothing. With
// the ninth free to meet them, it pairs the bracket.
func TestNaturalPairingLeavingPlayersBelowUnpairedIsRefused(t *testing.T) {
	for _, meet := range []bool{false, true} {
		d := startRun(t, startField(12))
		nobodyPaired(d)
		if !meet {
			for _, o := range []int{9, 10, 11} {
				d.compat[8][0] &^= 1 << o
				d.compat[o][0] &^= 1 << 8
			}
		}
		pbi := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}
		b, _ := solvedBracket(d, pbi, newLower(d, 9))
		st, ok := b.natural(b.base)
		if ok != meet {
			t.Errorf("the ninth may meet those below: %v; the natural pairing is taken: %v (%v)", meet, ok, st)
		}
		paired := 0
		for _, v := range pbi {
			if d.partner[v] >= 0 {
				paired++
			}
		}
		if want := map[bool]int{false: 0, true: 8}[meet]; paired != want {
			t.Errorf("the ninth may meet those below: %v; %d of the bracket paired, want %d", meet, paired, want)
		}
		b.m.(*localGraph).release()
	}
}

// solvedBracket is the bracket of the players pbi of d, its lower
// players lower (nil for none), on a local graph of its own weighted by
// the criteria and solved; the caller releases the graph.
func solvedBracket(d *dutch, pbi []int, lower *lower) (*bracket, *localGraph) {
	n := len(d.sorted)
	lg := d.newLocalGraph(pbi, len(pbi))
	b := &bracket{d: d, m: lg, n: n, pbi: pbi, nsgBegin: len(pbi), sgIt: n, matched: make([]bool, n), lower: lower}
	weights := d.newWeightCache(lg)
	b.base = newCriteriaTable(weights, pbi, 0, len(pbi))
	b.setWeights(weights, lg)
	lg.solve()
	return b, lg
}

// TestNaturalPairingIsTakenBesideAnExcludedS1Pair pins natural's early
// refusal to the natural pairs themselves (A.6's first candidate, S1[i]
// against S2[i]): a pair the duals exclude elsewhere in the bracket does
// not stop it. Eight players after a round of draws in which 1-4 had
// white and 5-8 black: the natural pairing 1-5, 2-6, 3-7, 4-8 gives
// every player his colour and is optimal, while a pair of two S1 players
// (both due black) gives one of them the wrong colour and is in no
// optimal pairing.
func TestNaturalPairingIsTakenBesideAnExcludedS1Pair(t *testing.T) {
	d := startRun(t, startField(8, [][3]int{{1, 6, 5}, {2, 7, 5}, {3, 8, 5}, {4, 5, 5}}))
	nobodyPaired(d)
	b, lg := solvedBracket(d, []int{0, 1, 2, 3, 4, 5, 6, 7}, nil)
	if !lg.excluded(1, 3) {
		t.Fatal("the pair of S1 players 2 and 4, both due black, is not excluded by the duals")
	}
	if st, ok := b.natural(b.base); !ok {
		t.Errorf("the optimal natural pairing is refused (%v)", st)
	}
	for i := 0; i < 4; i++ {
		if d.partner[i] != i+4 {
			t.Errorf("player %d paired with vertex %d, want %d", i+1, d.partner[i], i+4)
		}
	}
	b.m.(*localGraph).release()
}

// TestExchangeFindsATwoPairCycleOfEqualWeight pins exchange's contract on
// its smallest path: four players before any game, whom no criterion
// tells apart yet; for v and a player x stable pairs with another, the
// cycle v-x, x's partner with v's partner, weighs as much as stable's two
// pairs, so exchange finds it and changes stable to pair v with x.
func TestExchangeFindsATwoPairCycleOfEqualWeight(t *testing.T) {
	d := startRun(t, startField(4))
	nobodyPaired(d)
	b, lg := solvedBracket(d, []int{0, 1, 2, 3}, nil)
	defer lg.release()
	stable := append([]int(nil), lg.matching()...)
	v, y := 0, stable[0]
	x := 1
	if x == y {
		x = 2
	}
	z := stable[x]
	if !b.exchange(v, x, stable) {
		t.Fatalf("no exchange found pairing %d with %d in %v", v, x, lg.matching())
	}
	if stable[v] != x || stable[x] != v || stable[y] != z || stable[z] != y {
		t.Errorf("after the exchange %v, want %d-%d and %d-%d", stable, v, x, y, z)
	}
}
