package swiss

import (
	"math/rand"
	"testing"
)

// TestSimulateDrawsByPairingNumber: Simulate's results favour the
// stronger player (the lower pairing number) with either colour. In
// round 1 of 4,000 players each board's players are 2,000 numbers apart,
// an edge of 0.05: White wins 0.45 of the games when he is the stronger,
// 0.35 when the weaker, and Black 0.35 and 0.25. A simulation that
// ignored the difference, or turned it round, for either colour, would
// give that colour's stronger player no more wins than its weaker.
func TestSimulateDrawsByPairingNumber(t *testing.T) {
	const n = 4000
	players, rounds, err := Simulate(n, 1, rand.New(rand.NewSource(1)))
	if err != nil {
		t.Fatal(err)
	}
	// Of each colour (0 White, 1 Black), as the weaker (0) or the
	// stronger (1): games and wins.
	var games, wins [2][2]float64
	for _, p := range rounds[0] {
		if p.Black == 0 {
			continue
		}
		w, b := 0, 1 // White's and Black's strength
		if p.White < p.Black {
			w, b = 1, 0
		}
		games[0][w]++
		games[1][b]++
		switch players[p.White-1].History[0].Points {
		case 10:
			wins[0][w]++
		case 0:
			wins[1][b]++
		}
	}
	for c, name := range []string{"White", "Black"} {
		stronger, weaker := wins[c][1]/games[c][1], wins[c][0]/games[c][0]
		if d := stronger - weaker; d < 0.05 || d > 0.15 {
			t.Errorf("%s wins %.3f of the games as the stronger, %.3f as the weaker; want about 0.10 more", name, stronger, weaker)
		}
	}
}
