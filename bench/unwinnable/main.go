// Command unwinnable measures the mate analysis of arbiter/engine on the
// unwinnability reference data beside the repository
// (../shared/data/unwinnability): wrong and undetermined verdicts, the mean
// and worst time per side analysed, and the positions searched per second.
// Every can-mate witness is replayed; one that is illegal or does not end in
// mate counts as wrong.
//
//	go run ./bench/unwinnable [-budget N] [-limit N] [-v]
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"arbiter/engine"
	"arbiter/internal/shareddata"
)

func main() {
	budget := flag.Int("budget", 0, "node budget per side (0 = the engine's default)")
	limit := flag.Int("limit", 0, "analyse only the first N positions of each file (0 = all)")
	verbose := flag.Bool("v", false, "list every wrong or undetermined verdict")
	flag.Parse()
	root := shareddata.Root()
	if root == "" {
		fmt.Fprintln(os.Stderr, "unwinnable: the reference data ../shared is absent")
		os.Exit(1)
	}
	failed := false
	for _, name := range []string{"positions.txt", "lichess.txt"} {
		if !run(filepath.Join(root, "data", "unwinnability", name), *budget, *limit, *verbose) {
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}

// run analyses one file and prints its line of figures; false on a wrong
// verdict.
func run(path string, budget, limit int, verbose bool) bool {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unwinnable:", err)
		return false
	}
	defer f.Close()
	var times []time.Duration
	var total time.Duration
	wrong, undetermined, positions := 0, 0, 0
	var cannot time.Duration
	nodes := 0 // positions searched, over all sides
	cannotCount := 0
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if len(text) < 4 || limit > 0 && positions >= limit {
			continue
		}
		p, err := engine.FromFEN(text[3:])
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s:%d: %v\n", path, line, err)
			return false
		}
		positions++
		for c := engine.White; c <= engine.Black; c++ {
			start := time.Now()
			a := engine.AnalyseMate(p, c, budget)
			el := time.Since(start)
			times = append(times, el)
			total += el
			nodes += a.Nodes
			want := text[c] != '-'
			switch {
			case a.Verdict == engine.Undetermined:
				undetermined++
				if verbose {
					fmt.Printf("  undetermined %s line %d (%d nodes): %s\n", c, line, a.Nodes, text[3:])
				}
			case (a.Verdict == engine.CanMate) != want:
				wrong++
				fmt.Printf("  WRONG %s line %d: %s for %s\n", c, line, a.Verdict, text)
			case a.Verdict == engine.CanMate && !matesWith(p, c, a.Line):
				wrong++
				fmt.Printf("  WRONG %s line %d: the witness does not end in mate: %s\n", c, line, text)
			case a.Verdict == engine.CannotMate:
				cannot += el
				cannotCount++
			}
		}
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "unwinnable:", err)
		return false
	}
	slices.Sort(times)
	n := len(times)
	if n == 0 {
		return true
	}
	meanCannot := time.Duration(0)
	if cannotCount > 0 {
		meanCannot = cannot / time.Duration(cannotCount)
	}
	fmt.Printf("%s: %d positions, %d sides: %d wrong, %d undetermined; mean %v (cannot-mate verdicts %v), median %v, p99 %v, max %v\n",
		filepath.Base(path), positions, n, wrong, undetermined, total/time.Duration(n), meanCannot,
		times[n/2], times[n*99/100], times[n-1])
	// The node count does not depend on the machine, and the rate moves
	// far less with its load than the times do: compare these first.
	fmt.Printf("%s: %d positions searched, %.2f M per second\n", filepath.Base(path), nodes, float64(nodes)/total.Seconds()/1e6)
	return wrong == 0
}

// matesWith replays a can-mate witness: every move legal, and the last one
// mates with colour c.
func matesWith(p engine.Position, c engine.Color, line []engine.Move) bool {
	for _, m := range line {
		if !p.IsLegal(m) {
			return false
		}
		p.Play(m)
	}
	return p.IsCheckmate() && p.Turn() != c
}
