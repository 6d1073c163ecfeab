// Command engine measures the perft speed of Arbiter's move generator
// against github.com/notnil/chess on the same positions, counting leaves in
// bulk (the last ply's moves are counted, not played) for every engine, and
// prints nodes per second and the ratios.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"arbiter/engine"

	"github.com/notnil/chess"
)

type benchPosition struct {
	name  string
	fen   string
	depth int
	nodes uint64
}

var positions = []benchPosition{
	{"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603},
	{"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624},
}

// perftEngine counts perft nodes of a FEN at a depth with one library.
type perftEngine struct {
	name  string
	perft func(fen string, depth int) (uint64, error)
}

var engines = []perftEngine{
	{"arbiter/engine", arbiterPerft},
	{"notnil/chess", notnilPerft},
}

func arbiterPerft(fen string, depth int) (uint64, error) {
	p, err := engine.FromFENAnyCheck(fen)
	if err != nil {
		return 0, err
	}
	return engine.Perft(p, depth), nil
}

func notnilPerft(fen string, depth int) (uint64, error) {
	opt, err := chess.FEN(fen)
	if err != nil {
		return 0, err
	}
	return notnilCount(chess.NewGame(opt).Position(), depth), nil
}

func notnilCount(pos *chess.Position, depth int) uint64 {
	moves := pos.ValidMoves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += notnilCount(pos.Update(m), depth-1)
	}
	return n
}

func main() {
	minTime := flag.Duration("min", 2*time.Second, "measure each engine on each position for at least this long")
	flag.Parse()

	// Engines take turns, one perft each per round, so that a change in the
	// load of a shared machine affects all of them alike.
	nodes := make([]uint64, len(engines))
	elapsed := make([]time.Duration, len(engines))
	fmt.Printf("%-16s %-12s %5s %12s %14s\n", "engine", "position", "depth", "nodes", "nodes/s")
	for _, bp := range positions {
		n := make([]uint64, len(engines))
		d := make([]time.Duration, len(engines))
		for done := false; !done; {
			done = true
			for i, e := range engines {
				start := time.Now()
				got, err := e.perft(bp.fen, bp.depth)
				d[i] += time.Since(start)
				if err != nil {
					fmt.Fprintf(os.Stderr, "%s: %s: %v\n", e.name, bp.name, err)
					os.Exit(1)
				}
				if got != bp.nodes {
					fmt.Fprintf(os.Stderr, "%s: %s perft(%d) = %d, want %d\n", e.name, bp.name, bp.depth, got, bp.nodes)
					os.Exit(1)
				}
				n[i] += got
				done = done && d[i] >= *minTime
			}
		}
		for i, e := range engines {
			nodes[i] += n[i]
			elapsed[i] += d[i]
			fmt.Printf("%-16s %-12s %5d %12d %14.0f\n", e.name, bp.name, bp.depth, bp.nodes, float64(n[i])/d[i].Seconds())
		}
	}
	fmt.Println()
	base := float64(nodes[0]) / elapsed[0].Seconds()
	for i, e := range engines {
		rate := float64(nodes[i]) / elapsed[i].Seconds()
		fmt.Printf("%-16s %8.2f M nodes/s overall; arbiter/engine is %.2f× as fast\n", e.name, rate/1e6, base/rate)
	}
}
