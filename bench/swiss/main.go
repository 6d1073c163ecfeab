// Command swiss measures the Dutch pairing speed: it plays a simulated
// event of -players players for -rounds rounds and prints the time each
// round's pairing took.
//
//	go run ./bench/swiss -players 1000 -rounds 9
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"time"

	_ "arbiter/i18n" // the English texts of the errors it prints
	"arbiter/tournament/swiss"
)

func main() {
	n := flag.Int("players", 1000, "number of players")
	rounds := flag.Int("rounds", 9, "number of rounds")
	seed := flag.Int64("seed", 1, "random seed for the results")
	flag.Parse()
	// Play the event once, then time the pairing of each round from the
	// rounds before it (the pairing ignores later rounds).
	players, _, err := swiss.Simulate(*n, *rounds-1, rand.New(rand.NewSource(*seed)))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var total time.Duration
	for r := 1; r <= *rounds; r++ {
		in := swiss.Input{Round: r, TotalRounds: *rounds, InitialColour: swiss.White,
			Scoring: swiss.DefaultScoring, Players: players}
		start := time.Now()
		pairs, err := swiss.Pairing(in)
		took := time.Since(start)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		total += took
		fmt.Printf("round %d: %d boards in %v\n", r, len(pairs), took.Round(time.Microsecond))
	}
	fmt.Printf("%d players, %d rounds: %v per round on average\n", *n, *rounds, (total / time.Duration(*rounds)).Round(time.Microsecond))
}
