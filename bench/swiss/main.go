// Command swiss measures the Dutch pairing speed and memory: it plays a
// simulated event of -players players for -rounds rounds and prints the
// time each round's pairing took.
//
//	go run ./bench/swiss -players 1000 -rounds 9
//
// With -event FILE the simulated event is kept in FILE (made on the first
// run), and -round N pairs only round N, printing its time and the
// process's peak memory, so that each pairing is measured in a fresh
// process against the target (1 s a round at 2,000 players, 13 rounds):
//
//	bench/swiss/scale.sh
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math/rand"
	"os"
	"time"

	_ "arbiter/i18n" // the English texts of the errors it prints
	"arbiter/internal/procstat"
	"arbiter/tournament/swiss"
)

func main() {
	n := flag.Int("players", 1000, "number of players")
	rounds := flag.Int("rounds", 9, "number of rounds")
	seed := flag.Int64("seed", 1, "random seed for the results")
	event := flag.String("event", "", "file keeping the simulated event")
	only := flag.Int("round", 0, "pair only this round")
	out := flag.String("out", "", "file to which each pairing is appended, one board a line")
	profile := flag.String("cpuprofile", "", "file to which a CPU profile of the pairings is written")
	flag.Parse()
	log.SetFlags(0)
	// Without a file to keep it in, the event is played only as far as the
	// round measured needs: a 10,000-player round 1 needs no history.
	played := *rounds - 1
	if *only != 0 && *event == "" {
		played = *only - 1
	}
	players, err := load(*event, *n, played, *seed)
	if err != nil {
		log.Fatal(err)
	}
	// A kept event made for fewer rounds would have the rounds it lacks
	// paired as absences: another event, and its times mean nothing.
	need := played
	if *only != 0 {
		need = *only - 1
	}
	kept := 0
	for _, p := range players {
		kept = max(kept, len(p.History))
	}
	if kept < need {
		log.Fatalf("%s: %d rounds played, and pairing round %d needs %d; remove the file to simulate the event again\n", *event, kept, need+1, need)
	}
	stop, err := procstat.StartProfile(*profile)
	if err != nil {
		log.Fatal(err)
	}
	defer stop()
	var total time.Duration
	timed := 0
	for r := 1; r <= *rounds; r++ {
		if *only != 0 && r != *only {
			continue
		}
		in := swiss.Input{Round: r, TotalRounds: *rounds, InitialColour: swiss.White,
			Scoring: swiss.DefaultScoring, Players: players}
		start := time.Now()
		cpu := procstat.CPU()
		pairs, err := swiss.Pairing(in)
		took, cpuTook := time.Since(start), procstat.CPU()-cpu
		if err != nil {
			log.Fatal(err)
		}
		if *out != "" {
			if err := appendPairs(*out, r, pairs); err != nil {
				log.Fatal(err)
			}
		}
		total += took
		timed++
		fmt.Printf("round %d: %d boards in %v (%v of processor time)", r, len(pairs), took.Round(time.Millisecond), cpuTook.Round(time.Millisecond))
		if *only != 0 {
			fmt.Printf(", peak memory %d MB", procstat.PeakRSS()>>20)
		}
		fmt.Println()
	}
	if timed > 1 {
		fmt.Printf("%d players, %d rounds: %v per round on average\n", *n, *rounds, (total / time.Duration(timed)).Round(time.Microsecond))
	}
}

// load plays the event's first rounds, or reads it from file if it was
// kept there.
func load(file string, n, rounds int, seed int64) ([]swiss.Player, error) {
	if file != "" {
		if b, err := os.ReadFile(file); err == nil {
			var players []swiss.Player
			return players, json.Unmarshal(b, &players)
		}
	}
	// The pairing of a round ignores the later rounds, so a kept event is
	// played once to its last round but one.
	players, _, err := swiss.Simulate(n, rounds, rand.New(rand.NewSource(seed)))
	if err != nil || file == "" {
		return players, err
	}
	b, err := json.Marshal(players)
	if err != nil {
		return nil, err
	}
	return players, os.WriteFile(file, b, 0o644)
}

// appendPairs appends round r's boards to file, so that two builds'
// pairings can be compared byte for byte.
func appendPairs(file string, r int, pairs []swiss.Pair) error {
	f, err := os.OpenFile(file, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	for _, p := range pairs {
		fmt.Fprintf(f, "%d %+v\n", r, p)
	}
	return f.Close()
}
