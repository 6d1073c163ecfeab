package swiss

import (
	"math/rand"
	"os"
	"reflect"
	"testing"
)

// pairBothWays pairs rounds from..to of a simulated event of n players
// twice, with option set off and on, and reports each round whose
// pairings differ; it returns the dutch runs for the caller to inspect.
func pairBothWays(t *testing.T, n, seed, from, to int, set func(d *dutch, on bool), say string) []*dutch {
	t.Helper()
	players, _, err := Simulate(n, to-1, rand.New(rand.NewSource(int64(seed))))
	if err != nil {
		t.Fatal(err)
	}
	var runs []*dutch
	for r := from; r <= to; r++ {
		in := Input{Round: r, TotalRounds: to, InitialColour: White, Scoring: DefaultScoring, Players: players}
		var got [2][]Pair
		for i, on := range []bool{false, true} {
			d := mustDutch(t, in)
			set(d, on)
			pairs, err := d.run()
			if err != nil {
				t.Fatalf("n=%d round %d (%v): %v", n, r, on, err)
			}
			got[i] = d.boards(pairs)
			runs = append(runs, d)
		}
		if !reflect.DeepEqual(got[0], got[1]) {
			t.Errorf("n=%d round %d: %s\n%v\nand\n%v", n, r, say, got[0], got[1])
		}
	}
	return runs
}

// TestBracketGraphsMatchWholeField pairs simulated events both ways: with
// brackets settled on their own graphs where the players below are dense
// enough, and always on the whole field. The pairings must be identical.
func TestBracketGraphsMatchWholeField(t *testing.T) {
	sizes := []int{60, 151}
	switch {
	case testing.Short():
		sizes = []int{60}
	case os.Getenv("ARBITER_DEEP") != "":
		sizes = append(sizes, 40, 99, 250, 301, 500)
	}
	for _, n := range sizes {
		pairBothWays(t, n, n, 1, 8, func(d *dutch, on bool) { d.wholeField = on },
			"bracket graphs and the whole field differ")
	}
}

// TestProvenOpponentsMatchSolving pairs simulated events both ways: with
// the opponents that the duals and equal-weight exchanges prove taken
// without solving again, and with a solve for every player whose partner
// in hand is not its first candidate. The pairings must be identical.
func TestProvenOpponentsMatchSolving(t *testing.T) {
	sizes := []int{61, 150, 301}
	if testing.Short() {
		sizes = []int{61}
	}
	exchanged := 0
	for _, n := range sizes {
		for _, d := range pairBothWays(t, n, 7*n, 2, 10, func(d *dutch, on bool) { d.solveAlways = on },
			"proven opponents and solving differ") {
			exchanged += d.exchanged
		}
	}
	if exchanged < 1 {
		t.Fatalf("%d opponents proven by an exchange", exchanged)
	}
	t.Logf("%d opponents proven by an exchange", exchanged)
}

// TestFirstRoundDirect pairs first rounds both ways — directly, and by the
// matching — for every field size up to 120, with
// absentees, forbidden pairs (some on the natural boards, so the matching
// must decide), a Baku-style acceleration and either initial colour. The
// pairings must be identical.
func TestFirstRoundDirect(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	maxN := 120
	if testing.Short() {
		maxN = 60
	}
	direct := 0
	for n := 2; n <= maxN; n++ {
		for variant := 0; variant < 4; variant++ {
			in := randomFirstRound(rng, n, variant, false)
			var got [2][]Pair
			var errs [2]error
			d := mustDutch(t, in)
			if _, ok := d.firstRound(); ok {
				direct++
			}
			got[0], errs[0] = Pairing(in)
			if pairs, err := d.run(); err != nil {
				errs[1] = err
			} else {
				got[1] = d.boards(pairs)
			}
			if (errs[0] == nil) != (errs[1] == nil) || !reflect.DeepEqual(got[0], got[1]) {
				t.Errorf("n=%d variant %d: direct gives %v (%v), the matching gives %v (%v)", n, variant, got[0], errs[0], got[1], errs[1])
			}
		}
	}
	if direct == 0 {
		t.Fatal("no first round was paired directly")
	}
}

// randomFirstRound is a first round of n players, some absent, drawn with
// rng for the tests that pair it directly and by the matching: variants 1
// and 3 with Black first, 2 with three forbidden pairs, 3 with the upper
// half accelerated as Baku's. Rated, the players are rated down from 2800
// (at random in variant 4) and the first forbidden pair, where it fits,
// is one of the natural boards, 1+i against 1+i+n/2.
func randomFirstRound(rng *rand.Rand, n, variant int, rated bool) Input {
	in := Input{Round: 1, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring}
	if variant&1 == 1 {
		in.InitialColour = Black
	}
	for id := 1; id <= n; id++ {
		p := Player{ID: id, Absent: rng.Intn(10) == 0}
		if rated {
			p.Rating = 2800 - 10*id
		}
		if variant == 4 {
			p.Rating = 1000 + rng.Intn(1500)
		}
		if variant == 3 && id <= n/2 {
			p.Acceleration = []int{10}
		}
		in.Players = append(in.Players, p)
	}
	if variant == 2 {
		for k := 0; k < 3; k++ {
			a := 1 + rng.Intn(n)
			b := a + n/2
			if !rated || k > 0 || b > n {
				b = 1 + rng.Intn(n)
			}
			if a != b {
				in.Forbidden = append(in.Forbidden, [2]int{a, b})
			}
		}
	}
	return in
}

// TestWeightCacheMatchesCriteria: the weight a bracket takes from the
// cache of kinds is the one the criteria give, for every pair of players
// of simulated events (so the kind holds everything the criteria read).
func TestWeightCacheMatchesCriteria(t *testing.T) {
	players, _, err := Simulate(91, 7, rand.New(rand.NewSource(5)))
	if err != nil {
		t.Fatal(err)
	}
	for r := 2; r <= 8; r++ {
		in := Input{Round: r, TotalRounds: 8, InitialColour: White, Scoring: DefaultScoring, Players: players}
		d := startRun(t, in)
		for _, single := range []bool{false, true} {
			d.singleIsBye = single
			c := d.newWeightCache(nil)
			for l := range d.sorted {
				for h := range l {
					for _, next := range []bool{false, true} {
						got := c.edge(h, l, next)
						if want := d.edgeWeight(h, l, !next, next); got != want {
							t.Fatalf("round %d: %d-%d (next %v, single %v): cached %v, criteria %v", r, h, l, next, single, got, want)
						}
					}
				}
			}
		}
	}
}

// TestCompatibilityIsPairwise: the matrix of pairs that may meet, built a
// word at a time, says for every pair what compatible says, in rounds
// where a topscorer's absolute colour preference binds and in last
// rounds, where it does not.
func TestCompatibilityIsPairwise(t *testing.T) {
	players, _, err := Simulate(91, 8, rand.New(rand.NewSource(9)))
	if err != nil {
		t.Fatal(err)
	}
	bound, freed := 0, 0 // absolute preferences that bind, and that a last round frees
	for r := 2; r <= 9; r++ {
		for _, total := range []int{r, 9} {
			in := Input{Round: r, TotalRounds: total, InitialColour: White, Scoring: DefaultScoring, Players: players}
			d := mustDutch(t, in)
			d.compatibility()
			for v, a := range d.sorted {
				switch {
				case d.colourBound(a):
					bound++
				case a.absolute():
					freed++
				}
				for o := v + 1; o < len(d.sorted); o++ {
					want := d.compatible(a, d.sorted[o])
					if got := d.compat[v][o/64]&(1<<(o%64)) != 0; got != want || d.compat[o][v/64]&(1<<(v%64)) != 0 != want {
						t.Fatalf("round %d of %d: %d-%d may meet: %v, compatible says %v", r, total, v, o, got, want)
					}
				}
				if d.compat[v][v/64]&(1<<(v%64)) != 0 {
					t.Fatalf("round %d: %d may meet itself", r, v)
				}
			}
		}
	}
	if bound == 0 || freed == 0 {
		t.Fatalf("%d players bound to a colour, %d freed by a last round: the test proves nothing about colours", bound, freed)
	}
}
