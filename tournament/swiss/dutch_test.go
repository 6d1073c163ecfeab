package swiss

import (
	"math/rand"
	"testing"
)

// startField is round len(rounds)+1 of players 1..n, each round given as
// its boards {white, black, white's points}, a board {id, 0, points} an
// unplayed round (a pairing-allocated bye worth a win leaves its player
// ineligible for another).
func startField(n int, rounds ...[][3]int) Input {
	in := Input{Round: len(rounds) + 1, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring}
	for id := 1; id <= n; id++ {
		in.Players = append(in.Players, Player{ID: id})
	}
	for _, boards := range rounds {
		for _, b := range boards {
			w := &in.Players[b[0]-1]
			if b[1] == 0 {
				w.History = append(w.History, Round{Kind: PairingBye, Points: b[2]})
				continue
			}
			bl := &in.Players[b[1]-1]
			w.History = append(w.History, Round{Kind: Played, Opponent: b[1], Colour: White, Points: b[2]})
			bl.History = append(bl.History, Round{Kind: Played, Opponent: b[0], Colour: Black, Points: 10 - b[2]})
		}
	}
	return in
}

// mustDutch is the Dutch pairing of in, set up and not yet run; an input
// it refuses fails the test.
func mustDutch(t *testing.T, in Input) *dutch {
	t.Helper()
	d, err := newDutch(in)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// startRun runs the Dutch pairing of in and returns it.
func startRun(t *testing.T, in Input) *dutch {
	t.Helper()
	d := mustDutch(t, in)
	if _, err := d.run(); err != nil {
		t.Fatal(err)
	}
	return d
}

// TestOddRobustFieldNeedsNoWholeFieldMatching pins the start's shortcut
// (dutch.run): an odd field any player can be left out of with the rest
// still paired, whose lowest score a player may take the bye at is below
// the top score, is paired bracket by bracket with no matching over the
// whole field, and the bye's score is that lowest eligible one. Nine
// players after one round each may meet seven of the eight others (2·7 ≥
// 9+2); the bye's player of round 1, on the top score, may not have it
// again.
func TestOddRobustFieldNeedsNoWholeFieldMatching(t *testing.T) {
	for _, c := range []struct {
		say     string
		result  int // white's points on every board of round 1
		byScore int
	}{
		{"the whites won: the lowest eligible score is 0", 10, 0},
		{"every game drawn: the lowest eligible score is ½", 5, 5},
	} {
		in := startField(9, [][3]int{{1, 5, c.result}, {6, 2, c.result}, {3, 7, c.result}, {8, 4, c.result}, {9, 0, 10}})
		d := startRun(t, in)
		if !d.robust(0, nil) {
			t.Fatalf("%s: the field is not robust", c.say)
		}
		if d.full != nil {
			t.Errorf("%s: a matching over the whole field was made", c.say)
		}
		if d.byeScore != c.byScore {
			t.Errorf("%s: the bye's score is %d, want %d", c.say, d.byeScore, c.byScore)
		}
	}
}

// TestByeOnTheTopScoreIsDecidedByTheWholeField pins the exception to the
// shortcut: where the lowest score the bye may go to is the top score, a
// robust odd field is still started on a matching over the whole field,
// which decides whether the bye's player is the top group's single
// downfloater (C.9 then weighs the top bracket). Nine players before any
// game: all on 0, all eligible.
func TestByeOnTheTopScoreIsDecidedByTheWholeField(t *testing.T) {
	d := startRun(t, startField(9))
	if !d.robust(0, nil) {
		t.Fatal("nine players who may all meet are not robust")
	}
	if d.full == nil {
		t.Error("the bye on the top score was decided without the whole field's matching")
	}
	if d.byeScore != 0 {
		t.Errorf("the bye's score is %d, want 0", d.byeScore)
	}
}

// topByeField is round 3 of n players, the first top of them on 1½
// points (a win over a player of the rest in round 1, a half-point bye in
// round 2), all of them eligible for the bye, and the rest on 1 point,
// each with a full-point bye, so none may have the bye again: the bye must
// go to the top score group.
func topByeField(n, top int) Input {
	in := Input{Round: 3, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring}
	for id := 1; id <= n; id++ {
		in.Players = append(in.Players, Player{ID: id})
	}
	h := func(id int, r ...Round) { in.Players[id-1].History = append(in.Players[id-1].History, r...) }
	for t := 1; t <= top; t++ {
		o := top + t
		h(t, Round{Kind: Played, Opponent: o, Colour: White, Points: 10}, Round{Kind: HalfBye, Points: 5})
		h(o, Round{Kind: Played, Opponent: t, Colour: Black}, Round{Kind: FullBye, Points: 10})
	}
	for id := 2*top + 1; id <= n; id++ {
		h(id, Round{Kind: FullBye, Points: 10}, Round{Kind: ZeroBye})
	}
	return in
}

// nobodyPaired takes every player of d off his partner, as a round
// starts.
func nobodyPaired(d *dutch) {
	for v := range d.partner {
		d.partner[v] = -1
	}
}

// startAgain starts d's round again from scratch on the whole field's
// matching (fullStart), after run has laid out its scores and levels.
func startAgain(t *testing.T, d *dutch) {
	t.Helper()
	nobodyPaired(d)
	d.full, d.byeScore, d.singleIsBye = nil, 0, false
	if err := d.fullStart(d.score[0]); err != nil {
		t.Fatal(err)
	}
}

// TestByeInAnOddTopGroupIsItsSingleDownfloater pins fullStart's rule for
// a bye that must go to the top score group (C.9 then weighs the top
// bracket): where the top group is odd, the whole field's first matching
// pairs the rest of it among themselves (more pairs inside the top group
// first), so the bye's player is the group's single downfloater. Three
// and five top players over an even rest, each of whom may meet all but
// one of the top players.
func TestByeInAnOddTopGroupIsItsSingleDownfloater(t *testing.T) {
	for _, c := range [][2]int{{7, 3}, {11, 5}} {
		d := startRun(t, topByeField(c[0], c[1]))
		startAgain(t, d)
		if d.byeScore != 15 {
			t.Fatalf("%d players, %d on top: the bye's score is %d, want the top score 15", c[0], c[1], d.byeScore)
		}
		if !d.singleIsBye {
			t.Errorf("%d players, %d on the top score, one to have the bye: the bye's player is not the group's single downfloater", c[0], c[1])
		}
	}
}

// TestByeInAnEvenTopGroupIsNotItsSingleDownfloater: where the top group
// that must give the bye is even, one of its players has the bye and
// another floats down to complete the pairing: the bye's player is not
// the group's single downfloater.
func TestByeInAnEvenTopGroupIsNotItsSingleDownfloater(t *testing.T) {
	d := startRun(t, topByeField(7, 2))
	startAgain(t, d)
	if d.byeScore != 15 {
		t.Fatalf("the bye's score is %d, want the top score 15", d.byeScore)
	}
	if d.singleIsBye {
		t.Error("two players on the top score, one to have the bye: the other's float is not counted")
	}
}

// TestPairsMadeNeverGiveTwoByes pins the end of dutch.run: the brackets'
// partners become the round's boards and at most one bye, and a round the
// brackets leave with two or more players unpaired is refused, never
// published with a bye for each. Eight and nine players are paired, then
// the top player's board is undone by hand: two, then three, left over.
func TestPairsMadeNeverGiveTwoByes(t *testing.T) {
	for _, n := range []int{8, 9} {
		d := startRun(t, startField(n))
		pairs, err := d.pairsMade()
		if err != nil {
			t.Fatalf("%d players: %v", n, err)
		}
		byes := 0
		for _, p := range pairs {
			if p[1] < 0 {
				byes++
			}
		}
		if len(pairs) != (n+1)/2 || byes != n%2 {
			t.Fatalf("%d players: %d boards with %d byes, want %d with %d", n, len(pairs), byes, (n+1)/2, n%2)
		}
		top := d.partner[0]
		d.partner[0], d.partner[top] = -1, -1
		if pairs, err := d.pairsMade(); err == nil {
			t.Errorf("%d players, the top board undone: %v published, want the round refused", n, pairs)
		}
	}
}

// simulatedRun is the Dutch run of the round after played rounds of a
// simulated event of n players, out of total rounds.
func simulatedRun(t *testing.T, n, played, total int, seed int64) *dutch {
	t.Helper()
	players, _, err := Simulate(n, played, rand.New(rand.NewSource(seed)))
	if err != nil {
		t.Fatal(err)
	}
	return startRun(t, Input{Round: played + 1, TotalRounds: total, InitialColour: White, Scoring: DefaultScoring, Players: players})
}

// TestCriteriaTableStruckPairsWeighNothing pins the criteria table's
// contract: a pair struck off weighs nothing from then on, and striking it
// leaves every other pair's weight as it was. Every pair of a 14-player
// bracket (91 pairs, over two words of flags) is struck in turn.
func TestCriteriaTableStruckPairsWeighNothing(t *testing.T) {
	d := simulatedRun(t, 14, 3, 5, 11)
	pbi := make([]int, 14)
	for v := range pbi {
		pbi[v] = v
	}
	table := newCriteriaTable(d.newWeightCache(nil), pbi, 0, 10)
	fresh := newCriteriaTable(d.newWeightCache(nil), pbi, 0, 10)
	weighed := 0
	for l := 1; l < len(pbi); l++ {
		for h := 0; h < l; h++ {
			if !fresh.isZero(l, h) {
				weighed++
			}
			table.strike(l, h)
			for l2 := 1; l2 < len(pbi); l2++ {
				for h2 := 0; h2 < l2; h2++ {
					struck := l2 < l || l2 == l && h2 <= h
					got, want := table.at(l2, h2), fresh.at(l2, h2)
					if struck {
						want = wt{}
					}
					if got != want {
						t.Fatalf("after striking (%d,%d): pair (%d,%d) weighs %v, want %v", l, h, l2, h2, got, want)
					}
				}
			}
		}
	}
	if weighed < 45 {
		t.Fatalf("only %d of the 91 pairs weigh anything: the test proves little", weighed)
	}
}

// TestInitialWeightsOnlyBetweenPlayersNotYetPaired pins initialWeights:
// the whole field's graph built after some pairs are made holds only the
// players not yet paired, and each pair of them that may meet is given
// its weight outside any bracket. The top player (vertex 0) is among
// those already paired.
func TestInitialWeightsOnlyBetweenPlayersNotYetPaired(t *testing.T) {
	d := simulatedRun(t, 12, 3, 5, 5)
	n := len(d.sorted)
	nobodyPaired(d)
	// Pair the top player with the first lower player he may meet who
	// has unpaired players above him that he may meet too.
	p := 0
	for v := 2; v < n && p == 0; v++ {
		for o := 1; o < v; o++ {
			if d.compatible(d.sorted[0], d.sorted[v]) && d.compatible(d.sorted[o], d.sorted[v]) {
				p = v
			}
		}
	}
	if p == 0 {
		t.Fatal("no partner for the top player with a player above him to meet")
	}
	d.partner[0], d.partner[p] = p, 0
	d.full = d.newFullGraph(0)
	d.initialWeights(nil)
	for v := 1; v < n; v++ {
		for o := 1; o < v; o++ {
			if v == p || o == p {
				continue
			}
			want := wt{}
			if d.compatible(d.sorted[o], d.sorted[v]) {
				want = d.edgeWeight(o, v, false, false)
			}
			if got := d.full.low(o, v); got != want {
				t.Errorf("pair (%d,%d) weighs %v, want %v", o, v, got, want)
			}
		}
	}
}

// TestKeptWeightOfMovedDownPairIsFoundByTheNextGraph pins the contract of
// lastLow: the weight two players moving down together had in their
// bracket (finish keeps it) is the weight their pair is given again when
// the next graph is built for them, on the whole field's graph
// (initialWeights) and on the next bracket's own (fill). The pair is not
// vertex 0's, whose key a mistaken one could share, and the kept weight
// is not the pair's fresh one, which a lost key would give.
func TestKeptWeightOfMovedDownPairIsFoundByTheNextGraph(t *testing.T) {
	d := simulatedRun(t, 10, 3, 5, 3)
	n := len(d.sorted)
	// Start again with nobody paired, the two players a and c moving down
	// out of a bracket settled on the whole field's graph.
	nobodyPaired(d)
	d.lastLow = map[int]wt{}
	// The first pair after vertex 0's that may meet, weighed in their
	// bracket otherwise than outside it.
	a, c := 1, 2
	for ; c < n && !(d.compatible(d.sorted[a], d.sorted[c]) && d.edgeWeight(a, c, true, false) != d.edgeWeight(a, c, false, false)); c++ {
	}
	if c == n {
		t.Fatal("no pair of player 1's is weighed otherwise in a bracket: the test proves nothing")
	}
	fresh := d.edgeWeight(a, c, false, false)
	kept := d.edgeWeight(a, c, true, false)
	above := d.newFullGraph(0)
	above.set(a, c, kept)
	stable := make([]int, n)
	for v := range stable {
		stable[v] = v
	}
	b := &bracket{d: d, m: above, n: n, pbi: []int{a, c}, nsgBegin: 2, sgIt: n, matched: make([]bool, n)}
	b.finish(stable)
	if b.nsg != 2 {
		t.Fatalf("%d players moved down, want 2", b.nsg)
	}

	d.full = d.newFullGraph(0)
	d.initialWeights([]int{a, c})
	if got := d.full.low(a, c); got != kept {
		t.Errorf("the whole field's graph gives the pair %v, kept %v (fresh %v)", got, kept, fresh)
	}

	pbi := []int{a, c, 6, 7, 8, 9}
	if c >= pbi[2] {
		t.Fatalf("player 1's partner %d is not above the next bracket's residents", c)
	}
	g := d.newLocalGraph(pbi, 4)
	defer g.release()
	g.fill(d.newWeightCache(g), 2, 4)
	if got := g.low(a, c); got != kept {
		t.Errorf("the next bracket's graph gives the pair %v, kept %v (fresh %v)", got, kept, fresh)
	}
}

// TestCompleteLeavesAtMostOnePlayerOut pins complete: a matching (each
// player's partner, the player himself if none) is complete where it
// leaves no player or one out, and not where it leaves two or more.
func TestCompleteLeavesAtMostOnePlayerOut(t *testing.T) {
	for _, c := range []struct {
		m    []int
		want bool
	}{
		{[]int{1, 0, 3, 2}, true},
		{[]int{1, 0, 2}, true},
		{[]int{0, 1, 3, 2}, false},
		{[]int{0, 1, 2}, false},
	} {
		if got := complete(c.m); got != c.want {
			t.Errorf("complete(%v) = %v, want %v", c.m, got, c.want)
		}
	}
}

// TestCriteriaTableWeighsTheNextScoreGroupAsSuch: the criteria table gives
// a pair with a player of the next score group (from position nsgBegin on,
// its first player among them) the weight its kinds have with him in the
// next group, and a pair inside the bracket the weight without; isZero
// tells the pairs that weigh zero (who may not meet, or struck) without
// the weight.
func TestCriteriaTableWeighsTheNextScoreGroupAsSuch(t *testing.T) {
	d := simulatedRun(t, 14, 3, 5, 11)
	pbi := make([]int, 14)
	for v := range pbi {
		pbi[v] = v
	}
	const nsgBegin = 10
	table := newCriteriaTable(d.newWeightCache(nil), pbi, 0, nsgBegin)
	c := d.newWeightCache(nil)
	differ, zeros := 0, 0
	for l := 1; l < len(pbi); l++ {
		for h := 0; h < l; h++ {
			want := c.edge(pbi[h], pbi[l], l >= nsgBegin)
			if got := table.at(l, h); got != want {
				t.Fatalf("pair (%d,%d) weighs %v, want %v", l, h, got, want)
			}
			if got := table.isZero(l, h); got != want.IsZero() {
				t.Fatalf("pair (%d,%d) weighs %v, and isZero says %v", l, h, want, got)
			}
			if want.IsZero() {
				zeros++
			}
			if l == nsgBegin && want != c.edge(pbi[h], pbi[l], false) {
				differ++
			}
		}
	}
	if differ == 0 {
		t.Fatal("no pair with the next group's first player weighs otherwise inside the bracket: the test proves little")
	}
	if zeros == 0 {
		t.Fatal("no pair weighs zero: isZero is not tried on one")
	}
	// A struck pair weighs zero, the others as before.
	table.strike(5, 2)
	if !table.isZero(5, 2) || !table.at(5, 2).IsZero() || table.isZero(5, 3) != c.edge(pbi[3], pbi[5], false).IsZero() {
		t.Fatal("a struck pair is not zero, or striking it changed its neighbour")
	}
}
