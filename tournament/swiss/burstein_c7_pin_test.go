package swiss

import "testing"

// TestBurstein2_3_3FloaterOfHigherScoreWeighsMore pins [C7] (2.3.3) in
// the Burstein bracket's weights: among the bracket's floaters paired in
// the next bracket, the scores count highest first, so a resident of a
// higher score (a floater from above) paired with a player of the next
// score weighs more than a resident of the bracket's own score paired with
// the same player, whichever of the two is ranked first. Six players
// before any game, their scores set by hand: residents on 2 and 1, the
// next score 0.
func TestBurstein2_3_3FloaterOfHigherScoreWeighsMore(t *testing.T) {
	d, r := freshDubov(t, 6)
	for _, c := range []struct {
		say          string
		scores       []int
		high, low, o int // the residents on 2 and 1, the player on 0
	}{
		{"the residents ranked first", []int{20, 10, 10, 0, 0, 0}, 0, 1, 3},
		{"the next score's player ranked first", []int{0, 20, 10, 10, 0, 0}, 1, 2, 0},
	} {
		var ps []*dubovPlayer
		for v, s := range d.sorted {
			ps = append(ps, &dubovPlayer{s: s, v: v, score: c.scores[v]})
		}
		b := r.newBursteinBracket(ps, 10, 0, nil)
		pair := func(a, z int) wt { return b.crit(min(a, z), max(a, z)) }
		high, low := pair(c.high, c.o), pair(c.low, c.o)
		if high.Cmp(low) <= 0 {
			t.Errorf("%s: the floater on 2 paired below weighs %v, the one on 1 %v", c.say, high, low)
		}
		b.m.GiveTables(&r.spare)
	}
}

// freshDubov is the Dubov and Burstein state of n players before any
// game, for a test to set their scores by hand.
func freshDubov(t *testing.T, n int) (*dutch, *dubov) {
	t.Helper()
	in := Input{Round: 1, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring}
	for id := 1; id <= n; id++ {
		in.Players = append(in.Players, Player{ID: id})
	}
	d, err := newDutch(in)
	if err != nil {
		t.Fatal(err)
	}
	return d, newDubov(d, nil)
}
