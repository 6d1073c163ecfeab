package swiss

import (
	"math/rand"
	"os"
	"reflect"
	"testing"
)

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
		players, _, err := Simulate(n, 7, rand.New(rand.NewSource(int64(n))))
		if err != nil {
			t.Fatal(err)
		}
		for r := 1; r <= 8; r++ {
			in := Input{Round: r, TotalRounds: 8, InitialColour: White, Scoring: DefaultScoring, Players: players}
			var got [2][]Pair
			for i, whole := range []bool{false, true} {
				d, err := newDutch(in)
				if err != nil {
					t.Fatal(err)
				}
				d.wholeField = whole
				pairs, err := d.run()
				if err != nil {
					t.Fatalf("n=%d round %d whole=%v: %v", n, r, whole, err)
				}
				got[i] = d.boards(pairs)
			}
			if !reflect.DeepEqual(got[0], got[1]) {
				t.Errorf("n=%d round %d: bracket graphs give\n%v\nthe whole field gives\n%v", n, r, got[0], got[1])
			}
		}
	}
}
