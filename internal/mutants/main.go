// Command mutants runs gremlins (mutation testing) over packages one at a
// time and prints one line per package: killed, lived, not covered, timed
// out and the kill rate, killed / (killed + lived). It then checks the
// survivors against docs/mutants.md, where every mutant that lives is
// listed with the reason it is left, and fails when a core package's kill
// rate is under the minimum, when a survivor is not listed, or when a
// listed one of a package just run no longer lives (killed now, or its line
// moved: the list says what lives today, nothing else).
//
//	go run ./internal/mutants [-docs docs/mutants.md] [-core "a b"] [-min 90] [-out dir]
//		[-workers n] [-optimised "a b"] ./pkg...
//
// A timed-out mutant counts in neither the killed nor the lived: on a busy
// machine a mutant that lives can run past its time as well as one that
// loops.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

func main() {
	docs := flag.String("docs", "docs/mutants.md", "the survivors' list")
	core := flag.String("core", "", "packages (space-separated) whose kill rate must reach -min")
	minRate := flag.Float64("min", 90, "the least kill rate of a core package, in percent")
	out := flag.String("out", os.TempDir(), "where each package's gremlins JSON report is written")
	gremlins := flag.String("gremlins", "gremlins", "the gremlins program")
	workers := flag.Int("workers", 1, "mutants tested at once (each in its own copy of the module)")
	optimised := flag.String("optimised", "", "packages (space-separated) whose tests are compiled optimised: they compute long enough that it pays")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "mutants: name the packages to run, as ./dir")
		os.Exit(2)
	}
	runs := map[string]Run{}
	for _, dir := range flag.Args() {
		pkg := strings.TrimPrefix(filepath.ToSlash(filepath.Clean(dir)), "./")
		report := filepath.Join(*out, "mutants-"+strings.ReplaceAll(pkg, "/", "_")+".json")
		// Niced: the run shares the machine. Files of the package's
		// subfolders (other packages, or testdata) are left to their own
		// runs. A mutant's time limit is a multiple of the first run of
		// the tests, which for a package of quick tests is seconds, less
		// than compiling a mutant on a busy machine: 30 times, so that
		// only a mutant that loops runs past it. Not silent: each
		// mutant's line as it is judged, so that a run stopped short
		// shows how far it reached.
		cmd := exec.Command("nice", *gremlins, "unleash", "--workers", fmt.Sprint(*workers), "--timeout-coefficient", "30",
			"--exclude-files", "/", "--output", report, "./"+pkg)
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		cmd.Env = append(os.Environ(), "GOFLAGS="+strings.TrimSpace(os.Getenv("GOFLAGS")+" "+
			MutantFlags(slices.Contains(strings.Fields(*optimised), pkg))))
		if err := cmd.Run(); err != nil {
			fmt.Fprintf(os.Stderr, "mutants: gremlins on %s: %v\n", pkg, err)
			os.Exit(1)
		}
		f, err := os.Open(report)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mutants:", err)
			os.Exit(1)
		}
		r, err := ReadRun(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(os.Stderr, "mutants: %s: %v\n", report, err)
			os.Exit(1)
		}
		runs[pkg] = r
		fmt.Println(r.Line(pkg))
	}
	list, err := os.ReadFile(*docs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mutants:", err)
		os.Exit(1)
	}
	problems := Check(runs, ParseList(string(list)), strings.Fields(*core), *minRate)
	for _, p := range problems {
		fmt.Println(p)
	}
	if len(problems) > 0 {
		os.Exit(1)
	}
}

// MutantFlags are the go command's flags for every test run of a mutant.
// Each mutant costs a compile of its package (with the package's own test
// files) and a link of the test binary, far more than the tests of most
// packages: unoptimised, without debug information and without go vet (it
// judges the source, not the behaviour) they cost about 40 % less CPU. A
// package whose tests compute for seconds is compiled optimised, or they
// run slower by more than the compile saves. -trimpath keeps the build
// cache's entries the same in gremlins' copy of the module as in the
// checkout, so a run compiles only what the mutant changed, even the first
// mutant of a run. -count=1: gremlins times each mutant against its first,
// plain run of the tests, which must not be a cached result. -short: the
// oracle tests that judge generated events and the pairing corpora check a
// part of them (docs/mutants.md says which and how much), as make test
// does not. -failfast: a mutant is killed by its first failing test as by
// all of them, and the rest of the package's tests are not run (a killed
// mutant of tournament/swiss cost half the CPU); a survivor runs them all.
func MutantFlags(optimised bool) string {
	gc := "'-gcflags=-N -l -dwarf=false'"
	if optimised {
		gc = "-gcflags=-dwarf=false"
	}
	return "-count=1 -short -failfast -vet=off -trimpath " + gc + " '-ldflags=-s -w'"
}

// Run is one package's mutants by their state.
type Run struct {
	Killed, NotCovered, TimedOut int
	// Lived are the survivors, as "file.go:line:col TYPE".
	Lived []string
}

// Rate is killed / (killed + lived) in percent; 100 with no mutant tested.
func (r Run) Rate() float64 {
	if r.Killed+len(r.Lived) == 0 {
		return 100
	}
	return 100 * float64(r.Killed) / float64(r.Killed+len(r.Lived))
}

// Line is the package's line of the summary.
func (r Run) Line(pkg string) string {
	return fmt.Sprintf("%-24s killed %4d  lived %3d  not covered %3d  timed out %3d  kill rate %5.1f %%",
		pkg, r.Killed, len(r.Lived), r.NotCovered, r.TimedOut, r.Rate())
}

// ReadRun reads gremlins' JSON report (--output).
func ReadRun(r io.Reader) (Run, error) {
	var rep struct {
		Files []struct {
			Name      string `json:"file_name"`
			Mutations []struct {
				Type   string `json:"type"`
				Status string `json:"status"`
				Line   int    `json:"line"`
				Column int    `json:"column"`
			} `json:"mutations"`
		} `json:"files"`
	}
	if err := json.NewDecoder(r).Decode(&rep); err != nil {
		return Run{}, err
	}
	var run Run
	for _, f := range rep.Files {
		for _, m := range f.Mutations {
			switch m.Status {
			case "KILLED":
				run.Killed++
			case "LIVED":
				run.Lived = append(run.Lived, fmt.Sprintf("%s:%d:%d %s", filepath.Base(f.Name), m.Line, m.Column, m.Type))
			case "NOT COVERED":
				run.NotCovered++
			case "TIMED OUT":
				run.TimedOut++
			case "NOT VIABLE", "SKIPPED":
			default:
				return Run{}, fmt.Errorf("a mutant of %s in state %q", f.Name, m.Status)
			}
		}
	}
	slices.Sort(run.Lived)
	return run, nil
}

// listRow is a row of the survivors' table: | file.go:line:col TYPE | reason |
var listRow = regexp.MustCompile("^\\| `?([A-Za-z0-9_]+\\.go:\\d+:\\d+ [A-Z_]+)`? \\|(.*)\\|\\s*$")

// ParseList reads docs/mutants.md: under each "## package" heading a table
// of the package's survivors and why each is left. It returns package ->
// mutant -> reason.
func ParseList(doc string) map[string]map[string]string {
	list := map[string]map[string]string{}
	pkg := ""
	sc := bufio.NewScanner(strings.NewReader(doc))
	for sc.Scan() {
		line := sc.Text()
		if h, ok := strings.CutPrefix(line, "## "); ok {
			pkg = strings.Trim(strings.TrimSpace(h), "`")
			continue
		}
		if m := listRow.FindStringSubmatch(line); m != nil && pkg != "" {
			if list[pkg] == nil {
				list[pkg] = map[string]string{}
			}
			list[pkg][m[1]] = strings.TrimSpace(m[2])
		}
	}
	return list
}

// Check compares the runs with the list and the core packages' rates with
// the minimum; it returns what is wrong, one sentence each.
func Check(runs map[string]Run, list map[string]map[string]string, core []string, minRate float64) []string {
	var problems []string
	pkgs := make([]string, 0, len(runs))
	for p := range runs {
		pkgs = append(pkgs, p)
	}
	slices.Sort(pkgs)
	for _, pkg := range pkgs {
		r := runs[pkg]
		if slices.Contains(core, pkg) && r.Rate() < minRate {
			problems = append(problems, fmt.Sprintf("%s: kill rate %.1f %%, under %.0f %%", pkg, r.Rate(), minRate))
		}
		for _, m := range r.Lived {
			if why, ok := list[pkg][m]; !ok || why == "" {
				problems = append(problems, fmt.Sprintf("%s: %s lives and docs/mutants.md does not say why", pkg, m))
			}
		}
		var listed []string
		for m := range list[pkg] {
			if !slices.Contains(r.Lived, m) {
				listed = append(listed, m)
			}
		}
		slices.Sort(listed)
		for _, m := range listed {
			problems = append(problems, fmt.Sprintf("%s: docs/mutants.md lists %s, which did not live in this run (killed, or its line moved)", pkg, m))
		}
	}
	return problems
}
