package swiss

import (
	"math/rand"
	"slices"
	"testing"
)

// TestDubovMayFloatChoosesAsEveryLowerPlayer pairs every bracket of
// simulated rounds on dubovLowerApart's graph of the lower players that
// mayFloat keeps, and on the same graph of every lower player (as before
// mayFloat): the same upfloaters (3.2.2) and the same bracket's players,
// in the same order. Both of its bounds must be met with: brackets whose
// solve of the first 2 of each class floats fewer, and brackets whose
// residents, all of one colour and many of them having met, float 2 or
// more, which take the residents' bound.
func TestDubovMayFloatChoosesAsEveryLowerPlayer(t *testing.T) {
	certified, bounded := 0, 0
	for _, c := range []struct {
		players, round int
		met            bool // the residents of the top bracket met before
	}{{40, 5, false}, {120, 6, false}, {300, 8, false}, {300, 3, false}, {30, 1, true}, {60, 1, true}} {
		players, _, err := Simulate(c.players, c.round-1, rand.New(rand.NewSource(int64(c.players+c.round))))
		if err != nil {
			t.Fatal(err)
		}
		in := Input{Round: c.round, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring, Players: players}
		if c.met {
			// Eight players on 1 who may not meet one another (forbidden
			// pairs): every one of them floats a lower player up.
			for a := 1; a <= 8; a++ {
				in.Players[a-1].Acceleration = []int{10}
				for b := a + 1; b <= 8; b++ {
					in.Forbidden = append(in.Forbidden, [2]int{a, b})
				}
			}
		}
		r, err := newDubovRound(in, nil)
		if err != nil {
			t.Fatal(err)
		}
		_, err = r.pairRound(func(rest []*dubovPlayer, _ int) ([][2]*dubovPlayer, int, error) {
			if o := r.lowerAbsorber(rest); o != nil {
				b := r.newBracket(rest, o, r.mayFloat(rest, 2))
				b.solve()
				if b.floated() < 2 {
					certified++
				} else if len(rest) > 2 && b.floated() < len(b.players(true)) {
					bounded++
				}
				b.m.GiveTables(&r.spare)
			}
			kept, players := r.dubovLowerApart(rest)
			var whole *dubovBracket
			var wholePlayers []int
			if o := r.lowerAbsorber(rest); o != nil {
				whole = r.newBracket(rest, o, nil)
				if whole.solve() {
					wholePlayers = whole.dubov3_2_2Upfloaters()
				}
				if whole.lost {
					whole.m.GiveTables(&r.spare)
					whole = nil
				}
			}
			if (kept == nil) != (whole == nil) {
				t.Fatalf("%d players, round %d, bracket of %d: chosen apart %v on the kept lower players, %v on all", c.players, c.round, len(rest), kept != nil, whole != nil)
			}
			if kept != nil {
				ids := func(b *dubovBracket, vs []int) []int {
					var out []int
					for _, v := range vs {
						out = append(out, b.ps[v].s.id)
					}
					return out
				}
				if got, want := ids(kept, players), ids(whole, wholePlayers); !slices.Equal(got, want) {
					t.Errorf("%d players, round %d, bracket of %d: players %v on the kept lower players, %v on all", c.players, c.round, len(rest), got, want)
				}
				kept.m.GiveTables(&r.spare)
				whole.m.GiveTables(&r.spare)
			}
			got, err := r.dubov3_2Bracket(rest)
			return got, 0, err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if certified == 0 || bounded == 0 {
		t.Fatalf("brackets solved on the first 2 of each class: %d; on the residents' bound: %d; want both", certified, bounded)
	}
}
