// Command unwinnable measures the mate analysis of arbiter/engine on the
// unwinnability reference data beside the repository
// (engine/testdata/unwinnability): wrong and undetermined verdicts, the mean,
// median, 99th percentile and worst time per side analysed, both on the
// clock and as CPU time of all the process's threads (less what reading
// that clock costs, measured at start and printed), and the positions
// searched per second. Every can-mate witness is replayed; one that is
// illegal or does not end in mate counts as wrong.
//
// Given a build of the Chess Unwinnability Analyzer (CHA, by M. Ambrona,
// github.com/miguel-ambrona/D3-Chess) by -cha PATH or the environment
// variable CHA, it runs CHA side by side on the same sides, each side
// alternately by one and the other so that both meet the same load, and
// prints the same figures for it (its verdicts checked against the labels;
// its witnesses are not replayed); its CPU time per side is read from the
// scheduler's account of all its threads (/proc/PID/task/*/schedstat).
//
// With CHA it ends with Arbiter's figures as fractions of CHA's.
//
// -slow D lists every side on which Arbiter spent more than D of CPU time,
// with its verdict and positions searched: the tail that the worst case and
// much of the mean come from.
//
//	go run ./bench/unwinnable [-budget N] [-limit N] [-sets F,F] [-v] [-slow D] [-verdicts F] [-cpuprofile F] [-cha PATH] [-cha-limit N]
//
// -sets picks the reference files (both by default), or by an absolute
// path a file of the same form held elsewhere (the Analyzer's own vectors:
// see cha.sh, which builds the Analyzer); -verdicts writes every
// side's verdict and positions searched, so that two builds' files can be
// compared line by line. -cpuprofile writes Arbiter's CPU profile; while
// it profiles, the process's CPU clock moves in coarse steps, so such a
// run's CPU figures are not a measurement.
//
// Built with CGO_ENABLED=0 it is one static file that runs where Go is not
// installed: it finds the data by walking up from the working directory to
// go.mod, so a folder holding go.mod and engine/testdata/unwinnability is
// enough. Two builds (before and after a change) run at once on a machine
// with cores to spare meet the same load, each beside its own CHA.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"arbiter/engine"
	_ "arbiter/i18n" // the English texts of the errors it prints
	"arbiter/internal/procstat"
	"arbiter/internal/shareddata"
)

func main() {
	budget := flag.Int("budget", 0, "node budget per side (0 = the engine's default)")
	limit := flag.Int("limit", 0, "analyse only the first N positions of each file (0 = all)")
	verbose := flag.Bool("v", false, "list every wrong or undetermined verdict")
	slow := flag.Duration("slow", 0, "list every side that took Arbiter more CPU time than this (0 = none)")
	chaPath := flag.String("cha", os.Getenv("CHA"), "a build of the Chess Unwinnability Analyzer to run side by side")
	chaLimit := flag.Int("cha-limit", 0, "CHA's node limit (0 = its default)")
	profile := flag.String("cpuprofile", "", "write Arbiter's CPU profile to this file (its CPU figures are then coarse)")
	verdicts := flag.String("verdicts", "", "write Arbiter's verdict and positions searched of every side to this file, to compare two builds")
	sets := flag.String("sets", "positions.txt,lichess.txt", "the reference files to analyse, comma-separated: names in engine/testdata/unwinnability or absolute paths")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("unwinnable: ")
	stopProfile, err := procstat.StartProfile(*profile)
	if err != nil {
		log.Fatal(err)
	}
	root := shareddata.ModuleRoot()
	if root == "" {
		log.Fatal("the reference data engine/testdata/unwinnability is not found (run from the repository)")
	}
	var cha *analyzer
	if *chaPath != "" {
		var err error
		if cha, err = startCHA(*chaPath, *chaLimit); err != nil {
			log.Fatal(err)
		}
		defer cha.close()
	}
	if *verdicts != "" {
		f, err := os.Create(*verdicts)
		if err != nil {
			log.Fatal(err)
		}
		w := bufio.NewWriter(f)
		verdictLog = w
		// Written out before the exit below too, which skips deferred
		// calls: a set with rejected lines had lost the file's last
		// buffer of sides.
		closeVerdicts = func() {
			if err := errors.Join(w.Flush(), f.Close()); err != nil {
				log.Fatal(err)
			}
		}
	}
	readingPair = readingCost()
	fmt.Printf("reading the CPU clock: %v a pair of readings, taken off each of Arbiter's sides\n", readingPair)
	if *profile != "" {
		// Profiled, the process's CPU clock moved in steps far coarser
		// than a side: back-to-back readings 0 apart and the games'
		// median side 0, where a run without gave 0.93 µs and 40 µs.
		fmt.Println("profiled: the CPU clock is coarse; read Arbiter's CPU figures and their ratios from a run without -cpuprofile")
	}
	failed := false
	var all [2]tally
	for _, name := range strings.Split(*sets, ",") {
		path := name
		if !filepath.IsAbs(name) {
			path = filepath.Join(root, "engine", "testdata", "unwinnability", name)
		}
		ours, theirs, ok := run(path, *budget, *limit, *verbose, *slow, cha)
		failed = failed || !ok
		ours.print(name, "Arbiter")
		all[0].add(&ours)
		if cha != nil {
			theirs.print(name, "CHA")
			all[1].add(&theirs)
		}
	}
	all[0].print("both files", "Arbiter")
	if cha != nil {
		all[1].print("both files", "CHA")
		printRatios("both files", &all[0], &all[1])
	}
	stopProfile()
	if closeVerdicts != nil {
		closeVerdicts()
	}
	if failed {
		os.Exit(1)
	}
}

// closeVerdicts, when set (-verdicts), writes out and closes the file.
var closeVerdicts func()

// verdictLog, when set (-verdicts), receives a line per side analysed.
var verdictLog io.Writer

// readingPair is the CPU time that reading the CPU clock twice adds to the
// interval between the readings (see readingCost).
var readingPair time.Duration

// readingCost is the median CPU time between two readings of the CPU
// clock back to back, of 1,001: what a side's reading counts that is not
// the analysis's. It is taken off each of Arbiter's sides, since CHA's CPU
// time is read from outside its process and counts none of it (on the
// shared 2-core machine about 1.3 µs, a twentieth of the games' median).
func readingCost() time.Duration {
	xs := make([]time.Duration, 1001)
	for i := range xs {
		a := procstat.CPU()
		xs[i] = procstat.CPU() - a
	}
	slices.Sort(xs)
	return xs[len(xs)/2]
}

// tally is what one analyser did on a set of sides.
type tally struct {
	wrong, undetermined int
	rejected            int // lines whose position could not be read
	wall, cpu           []time.Duration
	nodes               int
}

func (t *tally) add(o *tally) {
	t.wrong += o.wrong
	t.undetermined += o.undetermined
	t.rejected += o.rejected
	t.wall = append(t.wall, o.wall...)
	t.cpu = append(t.cpu, o.cpu...)
	t.nodes += o.nodes
}

// figures are the summary of a set of times.
type figures struct{ mean, median, p99, worst, total time.Duration }

func summarise(times []time.Duration) figures {
	ts := slices.Clone(times)
	slices.Sort(ts)
	var sum time.Duration
	for _, x := range ts {
		sum += x
	}
	n := len(ts)
	return figures{sum / time.Duration(n), ts[n/2], ts[n*99/100], ts[n-1], sum}
}

// timing is one kind of time a tally keeps, named.
type timing struct {
	name  string
	times []time.Duration
}

func (t *tally) timings() []timing { return []timing{{"clock", t.wall}, {"CPU", t.cpu}} }

// print writes the tally's line of figures.
func (t *tally) print(set, who string) {
	n := len(t.wall)
	if n == 0 {
		return
	}
	fmt.Printf("%-12s %-8s %6d sides: %d wrong, %d undetermined (%.2f %%); %d positions searched\n",
		set, who, n, t.wrong, t.undetermined, 100*float64(t.undetermined)/float64(n), t.nodes)
	if t.rejected > 0 {
		fmt.Printf("%-12s %-8s %6d positions rejected (listed above)\n", set, who, t.rejected)
	}
	for _, d := range t.timings() {
		f := summarise(d.times)
		fmt.Printf("%-12s %-8s %-5s mean %v, median %v, p99 %v, worst %v, total %v\n", set, who, d.name,
			f.mean, f.median, f.p99, f.worst, f.total.Round(time.Millisecond))
	}
}

// printRatios writes Arbiter's figures as fractions of CHA's on the same
// sides: below 0.5 is under half.
func printRatios(set string, ours, theirs *tally) {
	if len(ours.wall) == 0 || len(theirs.wall) == 0 {
		return
	}
	for i, d := range ours.timings() {
		a, b := summarise(d.times), summarise(theirs.timings()[i].times)
		ratio := func(x, y time.Duration) float64 { return float64(x) / float64(y) }
		fmt.Printf("%-12s %-8s %-5s mean %.2f, median %.2f, p99 %.2f, worst %.2f of CHA's\n", set, "Arbiter", d.name,
			ratio(a.mean, b.mean), ratio(a.median, b.median), ratio(a.p99, b.p99), ratio(a.worst, b.worst))
	}
}

// run analyses one file with Arbiter, and with CHA if given; false on a
// wrong verdict of Arbiter.
func run(path string, budget, limit int, verbose bool, slow time.Duration, cha *analyzer) (ours, theirs tally, ok bool) {
	f, err := os.Open(path)
	if err != nil {
		log.Println(err)
		return ours, theirs, false
	}
	defer f.Close()
	positions := 0
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if len(text) < 4 || limit > 0 && positions >= limit {
			continue
		}
		fen := text[3:]
		p, err := engine.FromFENAnyCheck(fen)
		if err != nil {
			// Reported and counted; the positions after it are still read.
			fmt.Fprintf(os.Stderr, "%s:%d: rejected: %v\n", path, line, err)
			ours.rejected++
			continue
		}
		positions++
		for c := engine.White; c <= engine.Black; c++ {
			want := text[c] != '-'
			cpu0, start := procstat.CPU(), time.Now()
			a := engine.AnalyseMate(p, c, budget)
			cpu := max(0, procstat.CPU()-cpu0-readingPair)
			ours.wall = append(ours.wall, time.Since(start))
			ours.cpu = append(ours.cpu, cpu)
			ours.nodes += a.Nodes
			if verdictLog != nil {
				fmt.Fprintf(verdictLog, "%s:%d %s %s %d\n", filepath.Base(path), line, c, a.Verdict, a.Nodes)
			}
			if slow > 0 && cpu > slow {
				fmt.Printf("  slow %s line %d: %s after %d nodes, %v CPU: %s\n", c, line, a.Verdict, a.Nodes, cpu.Round(time.Millisecond), fen)
			}
			switch {
			case a.Verdict == engine.Undetermined:
				ours.undetermined++
				if verbose {
					fmt.Printf("  undetermined %s line %d (%d nodes): %s\n", c, line, a.Nodes, fen)
				}
			case (a.Verdict == engine.CanMate) != want:
				ours.wrong++
				fmt.Printf("  WRONG %s line %d: %s for %s\n", c, line, a.Verdict, text)
			case a.Verdict == engine.CanMate && !matesWith(p, c, a.Line):
				ours.wrong++
				fmt.Printf("  WRONG %s line %d: the witness does not end in mate: %s\n", c, line, text)
			}
			if cha == nil {
				continue
			}
			r, err := cha.analyse(fen, c)
			if err != nil {
				log.Fatal("CHA: ", err)
			}
			theirs.wall = append(theirs.wall, r.wall)
			theirs.cpu = append(theirs.cpu, r.cpu)
			theirs.nodes += r.nodes
			switch {
			case r.verdict == engine.Undetermined:
				theirs.undetermined++
				if verbose {
					fmt.Printf("  CHA undetermined %s line %d: %s\n", c, line, fen)
				}
			case (r.verdict == engine.CanMate) != want:
				theirs.wrong++
				fmt.Printf("  CHA WRONG %s line %d: %s for %s\n", c, line, r.verdict, text)
			}
		}
	}
	if err := sc.Err(); err != nil {
		log.Println(err)
		return ours, theirs, false
	}
	return ours, theirs, ours.wrong == 0 && ours.rejected == 0
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

// analyzer is a running CHA process that answers one side per line.
type analyzer struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
	pid int
}

// chaResult is CHA's answer for one side.
type chaResult struct {
	verdict   engine.Verdict
	nodes     int
	wall, cpu time.Duration
}

func startCHA(path string, limit int) (*analyzer, error) {
	var args []string
	if limit > 0 {
		args = append(args, "-limit", strconv.Itoa(limit))
	}
	cmd := exec.Command(path, args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &analyzer{cmd: cmd, in: in, out: bufio.NewReader(out), pid: cmd.Process.Pid}, nil
}

// analyse asks CHA whether c can mate in the position fen.
func (a *analyzer) analyse(fen string, c engine.Color) (chaResult, error) {
	var r chaResult
	cpu0, start := a.cpuTime(), time.Now()
	if _, err := fmt.Fprintf(a.in, "%s %s\n", fen, strings.ToLower(c.String())); err != nil {
		return r, err
	}
	for {
		text, err := a.out.ReadString('\n')
		if err != nil {
			return r, err
		}
		fields := strings.Fields(text)
		if len(fields) == 0 {
			continue
		}
		// A mate on the board is answered "winnable#".
		switch strings.TrimSuffix(fields[0], "#") {
		case "winnable":
			r.verdict = engine.CanMate
		case "unwinnable":
			r.verdict = engine.CannotMate
		case "undetermined":
			r.verdict = engine.Undetermined
		default:
			continue // the banner
		}
		r.wall, r.cpu = time.Since(start), a.cpuTime()-cpu0
		if i := slices.Index(fields, "nodes"); i > 0 && i+1 < len(fields) {
			r.nodes, _ = strconv.Atoi(fields[i+1])
		}
		return r, nil
	}
}

// cpuTime returns the CPU time CHA has used, all its threads, from the
// scheduler's account (nanoseconds, the first field of schedstat).
func (a *analyzer) cpuTime() time.Duration {
	dir := fmt.Sprintf("/proc/%d/task", a.pid)
	tasks, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	var sum int64
	for _, t := range tasks {
		b, err := os.ReadFile(filepath.Join(dir, t.Name(), "schedstat"))
		if err != nil {
			continue
		}
		if f := strings.Fields(string(b)); len(f) > 0 {
			ns, _ := strconv.ParseInt(f[0], 10, 64)
			sum += ns
		}
	}
	return time.Duration(sum)
}

func (a *analyzer) close() {
	a.in.Close()
	a.cmd.Wait()
}
