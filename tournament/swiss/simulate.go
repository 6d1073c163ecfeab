package swiss

import "math/rand"

// Simulate plays a random Swiss event of n players over rounds rounds with
// Dutch pairings, results drawn by rating difference (pairing number), and
// returns the players' histories and the pairings of every round. It is
// used to measure the pairing speed and to test the checker on events of
// any size.
func Simulate(n, rounds int, rng *rand.Rand) ([]Player, [][]Pair, error) {
	players := make([]Player, n)
	for i := range players {
		players[i].ID = i + 1
	}
	var all [][]Pair
	for r := 1; r <= rounds; r++ {
		pairs, err := Pairing(Input{Round: r, TotalRounds: rounds, InitialColour: White,
			Scoring: DefaultScoring, Players: players})
		if err != nil {
			return nil, nil, err
		}
		all = append(all, pairs)
		next := make(map[int]Round, n)
		for _, p := range pairs {
			if p.Black == 0 {
				next[p.White] = Round{Kind: PairingBye, Points: DefaultScoring.PairingBye}
				continue
			}
			// The lower pairing number is the stronger player.
			edge := 0.1 * float64(p.Black-p.White) / float64(n)
			x := rng.Float64()
			w, b := 5, 5
			switch {
			case x < 0.4+edge:
				w, b = 10, 0
			case x > 0.7+edge:
				w, b = 0, 10
			}
			next[p.White] = Round{Kind: Played, Opponent: p.Black, Colour: White, Points: w}
			next[p.Black] = Round{Kind: Played, Opponent: p.White, Colour: Black, Points: b}
		}
		for i := range players {
			players[i].History = append(players[i].History, next[players[i].ID])
		}
	}
	return players, all, nil
}
