package swiss

import (
	"math/rand"
	"testing"
)

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
	for v := range d.partner {
		d.partner[v] = -1
	}
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
