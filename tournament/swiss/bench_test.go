package swiss

import (
	"fmt"
	"math/rand"
	"testing"
)

// BenchmarkPairing measures pairing the last round of simulated events.
func BenchmarkPairing(b *testing.B) {
	for _, n := range []int{100, 1000} {
		players, _, err := Simulate(n, 5, rand.New(rand.NewSource(7)))
		if err != nil {
			b.Fatal(err)
		}
		in := Input{Round: 6, TotalRounds: 9, InitialColour: White, Scoring: DefaultScoring, Players: players}
		b.Run(fmt.Sprintf("players=%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Pairing(in); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
