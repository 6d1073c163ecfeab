// Command start measures what starting the program costs: the CPU time
// (user and system, and each apart), the page faults (memory touched for
// the first time, which costs more than the work itself on some virtual
// machines) and the peak memory of a command, `arbiter --version`
// unless other arguments follow "--", beside a Go program that only
// prints a line, built in the same run as the reference (what any Go
// program costs to start on this machine). The two are run in turn -n
// times each, so that both meet the same load; the median and the worst
// of each are printed, and the ratio of the medians. The target for
// --version is 1.5× the Go program. With -ref, the reference is that
// command instead (its words split at spaces), such as another pairing
// program pairing the same file (the target for pair-trf from 20 players
// is 1.5× bbpPairings) or the build before a change printing the same
// pack.
// With -old, the build before a change runs the same command in the same
// turns, and both are printed against the reference and against each
// other. The programs built here (arbiter, and the event program beside
// it for a command that opens an event file) are built as the Makefile
// builds them, stripped (-s -w):
//
//	go run ./bench/start -n 50
//	go run ./bench/start -- pair-trf bench.trf
//	go run ./bench/start -ref "bbpPairings.exe --dutch bench.trf -p out.txt" -- pair-trf bench.trf
//	go run ./bench/start -old arbiter-before -ref "bbpPairings.exe --dutch bench.trf -p out.txt" -- pair-trf bench.trf
//	go run ./bench/start -n 3 -ref "arbiter-before print pack a.arbiter -o a.pdf" -- print pack b.arbiter -o b.pdf
//
// Figures: README.md.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"arbiter/internal/procstat"
	"arbiter/internal/program"
)

func main() {
	runs := flag.Int("n", 30, "times each program is started")
	bin := flag.String("bin", "", "the arbiter binary (default: built from this checkout)")
	refCmd := flag.String("ref", "", "the reference command, its words split at spaces (default: a Go program printing a line)")
	old := flag.String("old", "", "the build before a change, run beside -bin in the same turns")
	flag.Parse()
	args := flag.Args()
	if len(args) == 0 {
		args = []string{"--version"}
	}
	if err := run(*runs, *bin, *old, strings.Fields(*refCmd), args); err != nil {
		fmt.Fprintln(os.Stderr, "start:", err)
		os.Exit(1)
	}
}

// hello is the reference: a Go program that prints one line.
const hello = "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"arbiter reference\") }\n"

func run(runs int, bin, old string, refCmd, args []string) error {
	dir, err := os.MkdirTemp("", "arbiter-start-bench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	refName := "a Go program printing a line"
	if len(refCmd) > 0 {
		refName = strings.Join(refCmd, " ")
	} else {
		src := filepath.Join(dir, "hello.go")
		if err := os.WriteFile(src, []byte(hello), 0o644); err != nil {
			return err
		}
		var ref string
		ref, err = build(dir, "hello", src)
		refCmd = []string{ref}
	}
	if err == nil && bin == "" {
		bin, err = build(dir, "arbiter", "./cli/arbiter")
		// The commands that open an event file run in the event
		// program, which arbiter starts from its own folder.
		if err == nil {
			_, err = build(dir, program.Event, "./cli/arbiter-event")
		}
	}
	if err != nil {
		return err
	}
	type prog struct {
		name    string
		argv    []string
		samples []sample
	}
	progs := []*prog{{name: "arbiter", argv: append([]string{bin}, args...)}, {name: "the reference", argv: refCmd}}
	if old != "" {
		progs = append(progs, &prog{name: "the build before", argv: append([]string{old}, args...)})
	}
	for i := range runs {
		for _, j := range order(i, len(progs)) {
			p := progs[j]
			s, err := measure(exec.Command(p.argv[0], p.argv[1:]...))
			if err != nil {
				return fmt.Errorf("%s %v: %v", p.name, p.argv, err)
			}
			p.samples = append(p.samples, s)
		}
	}
	ours, theirs := progs[0].samples, progs[1].samples
	o, t := summary(ours), summary(theirs)
	fmt.Printf("arbiter %v (%s): %s; %.2f× the reference\n", args, bin, o, ratio(o, t))
	if old != "" {
		b := summary(progs[2].samples)
		fmt.Printf("the build before (%s): %s; %.2f× the reference\n", old, b, ratio(b, t))
		fmt.Printf("now against before: %.2f×\n", ratio(o, b))
	}
	fmt.Printf("reference (%s): %s\n", refName, t)
	fmt.Printf("ratios of the medians of CPU time (user and system); %d runs each, in turn, each program after each other equally often\n", runs)
	return nil
}

// order is the order of two or three programs in turn i: 0 1 2, then
// 0 2 1, so that over every two turns each program follows each other
// one's exit once and none its own. A turn begun by the next program
// (1 2 0 after 0 1 2) still had each follow the same one within a turn:
// a program that always ran right after the same other one measured up
// to a tenth slower or faster than in another place, and the ratio
// tilted with it.
func order(i, n int) []int {
	o := make([]int, n)
	for j := range o {
		o[j] = j
	}
	if i%2 == 1 {
		slices.Reverse(o[1:])
	}
	return o
}

// ratio is a's median CPU time over b's.
func ratio(a, b stats) float64 { return ms(a.median) / max(ms(b.median), 0.001) }

// build compiles the Go package or file src into dir as name, stripped as
// the Makefile's builds are.
func build(dir, name, src string) (string, error) {
	out := filepath.Join(dir, name)
	if msg, err := exec.Command("go", "build", "-ldflags=-s -w", "-o", out, src).CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %s: %v\n%s", src, err, msg)
	}
	return out, nil
}

type sample struct {
	cpu, user, sys time.Duration
	faults         int64   // minor page faults: memory touched for the first time
	rss            float64 // MB
}

// measure runs cmd to its end, its output discarded.
func measure(cmd *exec.Cmd) (sample, error) {
	cpu, err := procstat.Child(cmd)
	if err != nil {
		return sample{}, err
	}
	s := sample{cpu: cpu, user: cmd.ProcessState.UserTime(), sys: cmd.ProcessState.SystemTime()}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		s.rss = float64(ru.Maxrss) / 1024 // kB on Linux
		s.faults = ru.Minflt
	}
	return s, nil
}

// stats are a program's runs summed up: the median and the worst of
// its CPU time, the medians of its user and system time and of its page
// faults (each taken apart, so user and system need not add up to the
// CPU's median), and its peak memory.
type stats struct {
	median, worst, user, sys time.Duration
	faults                   int64
	rss                      float64
}

func summary(ss []sample) stats {
	var st stats
	for _, s := range ss {
		st.rss = max(st.rss, s.rss)
	}
	cpus := sorted(ss, func(s sample) time.Duration { return s.cpu })
	st.median, st.worst = cpus[len(cpus)/2], cpus[len(cpus)-1]
	st.user = median(ss, func(s sample) time.Duration { return s.user })
	st.sys = median(ss, func(s sample) time.Duration { return s.sys })
	st.faults = median(ss, func(s sample) int64 { return s.faults })
	return st
}

func (st stats) String() string {
	return fmt.Sprintf("CPU median %.1f ms (user %.1f, system %.1f), worst %.1f ms; %d page faults; peak memory %.1f MB",
		ms(st.median), ms(st.user), ms(st.sys), ms(st.worst), st.faults, st.rss)
}

// sorted is f of each sample, in order.
func sorted[T int64 | time.Duration](ss []sample, f func(sample) T) []T {
	vs := make([]T, len(ss))
	for i, s := range ss {
		vs[i] = f(s)
	}
	slices.Sort(vs)
	return vs
}

// median is the median of f over the samples.
func median[T int64 | time.Duration](ss []sample, f func(sample) T) T {
	vs := sorted(ss, f)
	return vs[len(vs)/2]
}

func ms(d time.Duration) float64 { return d.Seconds() * 1000 }
