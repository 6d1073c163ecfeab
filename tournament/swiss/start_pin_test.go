package swiss

import "testing"

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

// startRun runs the Dutch pairing of in and returns it.
func startRun(t *testing.T, in Input) *dutch {
	t.Helper()
	d, err := newDutch(in)
	if err != nil {
		t.Fatal(err)
	}
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

// startAgain starts d's round again from scratch on the whole field's
// matching (fullStart), after run has laid out its scores and levels.
func startAgain(t *testing.T, d *dutch) {
	t.Helper()
	for v := range d.partner {
		d.partner[v] = -1
	}
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
