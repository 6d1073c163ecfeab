// Command mutants is mutation testing: it changes the code one operator
// at a time (a mutant: gremlins v0.6.0's default mutators, `<` for `<=`,
// `==` for `!=`, `+` for `-`, `++` for `--`, a sign flipped), runs the
// tests against each change and prints one line per package: killed,
// lived, not covered, timed out, not viable, the kill rate, killed / (killed +
// lived), and the rate with the survivors the list shows equivalent set
// aside. It checks the survivors against docs/mutants.md, where
// every mutant that lives in a core or listed package is listed with the
// reason it is left, and fails when a core package's rate with the
// equivalent set aside is under the minimum (an equivalent mutant changes
// nothing a test of behaviour can see, so no test can kill it), when such
// a survivor is not listed, or when a listed one of
// a package just run no longer lives
// (killed now, or its line moved: the list says what lives today, nothing
// else).
//
//	go run ./internal/mutants [-docs docs/mutants.md] [-core "a b"] [-listed "c d:x.go"] [-min 95] [-out dir]
//		[-workers n] [-optimised "a b"] [-files a.go,b.go] [-fresh] ./pkg...
//
// The runner is written here for the cost of a mutant. docs/mutants.md's
// rows are gremlins v0.6.0's mutants under its names, and gremlins runs
// `go test` on the whole package for each mutant: none of its options
// narrows that (--integration widens it to the module). On the two-core
// machine a complete run of tournament/standings took 1 h 38 min that way,
// and swiss and norms never finished. Tools that select tests per mutant
// exist (jonbaldie/go-mutesting v2 --per-test, codingconcepts/mutant), but with
// mutators and names of their own, which would renumber every row. Here
// the mutants are gremlins' (Mutants), each test's own coverage is
// recorded once (Cover), and each mutant's test binary, built with the
// mutated file in an overlay (the checkout is not touched), runs only the
// tests whose coverage reaches the mutated token (Judge).
//
// A mutant no test reaches is not covered; one whose test binary does not
// build is not viable; one that runs past its CPU limit (a multiple of its
// tests' own time) or memory ceiling is timed out. None of these counts in
// the kill rate: on a busy machine a mutant that lives can run past its
// time as well as one that loops. Each mutant's verdict is printed as it
// is judged, and kept in a JSON report per package (-out), from which a
// run stopped short resumes while the package's code, the flags and the
// go version are the same and its tests are the same or only added to (then
// only the kills and the mutants that do not build are kept: Reusable); a
// change in a package it imports or in testdata is not seen (-fresh judges
// every mutant again).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"
)

func main() {
	docs := flag.String("docs", "docs/mutants.md", "the survivors' list")
	core := flag.String("core", "", "packages (space-separated) whose kill rate must reach -min")
	listed := flag.String("listed", "", "packages (space-separated, pkg or pkg:a.go,b.go) each of whose survivors docs/mutants.md must name with its reason; the -core packages are always")
	minRate := flag.Float64("min", 95, "the least kill rate of a core package with the survivors its rows show equivalent set aside, in percent")
	out := flag.String("out", os.TempDir(), "where each package's JSON report is kept (a run resumes from it)")
	workers := flag.Int("workers", 1, "mutants tested at once")
	optimised := flag.String("optimised", "", "packages (space-separated) whose tests are compiled optimised: they compute long enough that it pays")
	files := flag.String("files", "", "only these files of each package (comma-separated base names): a partial run")
	fresh := flag.Bool("fresh", false, "judge every mutant again, not resuming from the report")
	coefficient := flag.Float64("cpu-coefficient", 10, "a mutant's CPU limit: this many times its tests' own CPU time")
	floor := flag.Duration("cpu-floor", 20*time.Second, "the least CPU limit of a mutant")
	memory := flag.Int64("memory", 4096, "a mutant's memory ceiling (address space), in MB")
	wall := flag.Duration("wall", 15*time.Minute, "a mutant's wall-time limit (-test.timeout), for one that blocks")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "mutants: name the packages to run, as ./dir")
		os.Exit(2)
	}
	var only []string
	if *files != "" {
		only = strings.Split(*files, ",")
	}
	lim := Limits{Coefficient: *coefficient, Floor: *floor, Memory: *memory << 20, Wall: *wall}
	// A folder named for the reports that is not there yet is made, not
	// found missing after the coverage pass.
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "mutants:", err)
		os.Exit(1)
	}
	// The list is read first: each package's line gives its rate with the
	// rows it calls equivalent set aside.
	doc, err := os.ReadFile(*docs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mutants:", err)
		os.Exit(1)
	}
	list := parseList(string(doc))
	runs := map[string]Run{}
	for _, dir := range flag.Args() {
		pkg := strings.TrimPrefix(filepath.ToSlash(filepath.Clean(dir)), "./")
		// Niced: the run shares the machine. Files of the package's
		// subfolders (other packages, or testdata) are left to their own
		// runs.
		p, err := loadPackage("./"+pkg, mutantFlags(slices.Contains(strings.Fields(*optimised), pkg)), []string{"nice", "-n", "19"})
		if err == nil {
			var r Run
			r, err = runPackage(p, pkg, only, filepath.Join(*out, "mutants-"+strings.ReplaceAll(pkg, "/", "_")+".json"), *fresh, *workers, lim)
			runs[pkg] = r
			fmt.Println(r.Line(pkg, list[pkg]))
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "mutants: %s: %v\n", pkg, err)
			os.Exit(1)
		}
	}
	problems := check(runs, list, strings.Fields(*core), strings.Fields(*listed), *minRate)
	for _, p := range problems {
		fmt.Println(p)
	}
	if len(problems) > 0 {
		os.Exit(1)
	}
}

// packageMutants are the mutants of the package's files in only (all
// when nil); a file of only that is not the package's is refused.
func packageMutants(p *Package, only []string) ([]Mutant, error) {
	for _, f := range only {
		if !slices.Contains(p.Files, f) {
			return nil, fmt.Errorf("-files names %s, which is not a file of the package", f)
		}
	}
	var mutants []Mutant
	for _, f := range p.Files {
		if only != nil && !slices.Contains(only, f) {
			continue
		}
		src, err := os.ReadFile(filepath.Join(p.Dir, f))
		if err != nil {
			return nil, err
		}
		ms, err := Mutants(f, src)
		if err != nil {
			return nil, err
		}
		mutants = append(mutants, ms...)
	}
	return mutants, nil
}

// resumed are the verdicts of the report at path that a run of the
// package (of binary digest, with tests) may keep, by mutant key: all of
// them when the tests are the report's, and with tests added the kills
// (the test that failed is unchanged) and the mutants not viable (they
// still do not build), the others to be judged again by every test that
// reaches them now. None when the report is another binary's or its tests
// cannot be reused; it says which.
func resumed(pkg, path, digest string, tests map[string]string) map[string]Judged {
	done := map[string]Judged{}
	old, err := readReport(path)
	if err != nil || old.Binary != digest {
		return done
	}
	why := reusable(old.Tests, tests)
	same := maps.Equal(old.Tests, tests)
	for _, f := range old.Files {
		for _, m := range f.Mutations {
			if why == "" && (same || m.Status == killed || m.Status == notViable) {
				done[fmt.Sprintf("%s:%d:%d %s", f.Name, m.Line, m.Column, m.Type)] = m
			}
		}
	}
	switch {
	case why != "":
		fmt.Printf("%s: not resuming from %s: %s\n", pkg, path, why)
	case same:
		fmt.Printf("%s: resuming from %s (%d verdicts; the package's files and flags are the same)\n", pkg, path, len(done))
	default:
		fmt.Printf("%s: resuming from %s with tests added (%d kills and builds that failed kept; the rest judged again)\n", pkg, path, len(done))
	}
	return done
}

// runPackage judges the package's mutants (of the files in only, or all),
// workers at once, printing each verdict as it comes and keeping them in
// the report at path, from which it resumes when the package's digest is
// the report's. It returns the run so far, also when it stops on
// an error.
func runPackage(p *Package, pkg string, only []string, path string, fresh bool, workers int, lim Limits) (Run, error) {
	start, cpu0 := time.Now(), childCPU()
	tmp, err := os.MkdirTemp("", "mutants-")
	if err != nil {
		return Run{}, err
	}
	defer os.RemoveAll(tmp)
	mutants, err := packageMutants(p, only)
	if err != nil {
		return Run{}, err
	}
	cov, err := p.Cover(tmp)
	if err != nil {
		return Run{}, err
	}
	digest, err := p.Digest()
	if err != nil {
		return Run{}, err
	}
	fmt.Printf("%s: %d mutants, %d tests, each test's coverage recorded in %v\n", pkg, len(mutants), len(cov.Reached), time.Since(start).Round(time.Second))
	tests, err := p.TestDecls()
	if err != nil {
		return Run{}, err
	}
	done := map[string]Judged{}
	if !fresh {
		done = resumed(pkg, path, digest, tests)
	}
	rep := Report{Module: p.ImportPath, Package: pkg, Binary: digest, Tests: tests}
	verdicts := make([]*Judged, len(mutants))
	var mu sync.Mutex
	n := 0
	record := func(i int, j Judged, resumed bool) error {
		mu.Lock()
		defer mu.Unlock()
		verdicts[i] = &j
		n++
		m := mutants[i]
		how := fmt.Sprintf("%d tests, %.1f s", len(j.Tests), j.CPU)
		if resumed {
			how = "from the report"
		}
		fmt.Printf("[%d/%d] %-46s %-11s %s  %s\n", n, len(mutants), m.Key(), j.Status, how, j.Detail)
		return writeReport(path, rep, mutants, verdicts)
	}
	failed := judgeAll(p, mutants, done, cov, lim, tmp, workers, record)
	r, err := tally(mutants, verdicts)
	if err == nil {
		err = failed
	}
	if r.Files == nil && only != nil {
		r.Files = only
	}
	fmt.Printf("%s: %v of wall time, %v of CPU (user+sys of every build and test run)\n", pkg,
		time.Since(start).Round(time.Second), (childCPU() - cpu0).Round(time.Second))
	return r, err
}

// judgeAll has workers judge the mutants, each in a directory of its own
// under tmp, and records each verdict; a mutant judged in done (a report
// resumed) is recorded as it was. It stops at the first error and
// returns it.
func judgeAll(p *Package, mutants []Mutant, done map[string]Judged, cov Coverage, lim Limits, tmp string, workers int,
	record func(i int, j Judged, resumed bool) error) (failed error) {
	jobs := make(chan int)
	errs := make(chan error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			dir := filepath.Join(tmp, fmt.Sprint(w))
			if err := os.Mkdir(dir, 0o700); err != nil {
				errs <- err
				return
			}
			for i := range jobs {
				v, err := p.Judge(mutants[i], cov, lim, dir)
				if err == nil {
					err = record(i, Judged{Type: mutants[i].Type, Status: v.Status, Line: mutants[i].Line, Column: mutants[i].Col,
						Tests: v.Tests, CPU: v.CPU.Seconds(), Detail: v.Detail}, false)
				}
				if err != nil {
					errs <- fmt.Errorf("%s: %v", mutants[i].Key(), err)
					return
				}
			}
		})
	}
feed:
	for i, m := range mutants {
		if j, ok := done[m.Key()]; ok {
			if err := record(i, j, true); err != nil {
				failed = err
				break
			}
			continue
		}
		select {
		case jobs <- i:
		case failed = <-errs:
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	if failed == nil {
		select {
		case failed = <-errs:
		default:
		}
	}
	return failed
}

// collect adds the verdicts so far to rep, by file in the mutants' order
// (each file's mutants are together); complete when every mutant has one.
func collect(rep Report, mutants []Mutant, verdicts []*Judged) (Report, bool) {
	complete := true
	for i, v := range verdicts {
		if v == nil {
			complete = false
			continue
		}
		if f := mutants[i].File; len(rep.Files) == 0 || rep.Files[len(rep.Files)-1].Name != f {
			rep.Files = append(rep.Files, ReportFile{Name: f})
		}
		rep.Files[len(rep.Files)-1].Mutations = append(rep.Files[len(rep.Files)-1].Mutations, *v)
	}
	return rep, complete
}

// tally is the run of the mutants judged; partial (Files set to the
// files reached) where some were not.
func tally(mutants []Mutant, verdicts []*Judged) (Run, error) {
	rep, complete := collect(Report{}, mutants, verdicts)
	r, err := rep.Run()
	if !complete {
		r.Files = []string{}
		for _, f := range rep.Files {
			r.Files = append(r.Files, f.Name)
		}
	}
	return r, err
}

// writeReport writes the verdicts so far.
func writeReport(path string, rep Report, mutants []Mutant, verdicts []*Judged) error {
	rep, _ = collect(rep, mutants, verdicts)
	b, err := json.MarshalIndent(rep, "", " ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(path+".new", b, 0o644); err != nil {
		return err
	}
	return os.Rename(path+".new", path)
}

func readReport(path string) (Report, error) {
	var rep Report
	b, err := os.ReadFile(path)
	if err == nil {
		err = json.Unmarshal(b, &rep)
	}
	return rep, err
}

// childCPU is the user+sys time of this process's children so far (the
// go command's compiles and links are its children, waited for).
func childCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_CHILDREN, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// mutantFlags are the go command's flags for every test binary of a
// mutant. Each mutant costs a compile of its package (with the package's
// own test files) and a link of the test binary, far more than the tests
// that reach it in most packages: unoptimised, without debug information
// and without go vet (it judges the source, not the behaviour) they cost
// about 40 % less CPU. A package whose tests compute for seconds is
// compiled optimised, or they run slower by more than the compile saves.
// -trimpath keeps the build cache's entries free of the checkout's path.
func mutantFlags(optimised bool) []string {
	gc := "-gcflags=-N -l -dwarf=false"
	if optimised {
		gc = "-gcflags=-dwarf=false"
	}
	return []string{"-vet=off", "-trimpath", gc, "-ldflags=-s -w"}
}

// Run is one package's mutants by their state.
type Run struct {
	Killed, NotCovered, TimedOut, NotViable int
	// Lived are the survivors, as "file.go:line:col TYPE".
	Lived []string
	// Files are the files run where the run was not of the whole
	// package (-files, or a run stopped short); nil for a complete run.
	Files []string
}

// Rate is killed / (killed + lived) in percent; 100 with no mutant tested.
func (r Run) Rate() float64 { return r.RateAside(nil) }

// Equivalent counts the survivors that rows of the list (the package's:
// mutant -> reason) show equivalent, a reason that begins "equivalent":
// changes no test of behaviour can see.
func (r Run) Equivalent(rows map[string]string) int {
	n := 0
	for _, m := range r.Lived {
		if strings.HasPrefix(rows[m], "equivalent") {
			n++
		}
	}
	return n
}

// RateAside is the kill rate with the equivalent survivors set aside:
// killed / (killed + lived − equivalent), in percent; 100 with none left.
func (r Run) RateAside(rows map[string]string) float64 {
	tested := r.Killed + len(r.Lived) - r.Equivalent(rows)
	if tested == 0 {
		return 100
	}
	return 100 * float64(r.Killed) / float64(tested)
}

// Line is the package's line of the summary: the counts, the kill rate,
// and the rate with the survivors its rows (rows) show equivalent set
// aside.
func (r Run) Line(pkg string, rows map[string]string) string {
	l := fmt.Sprintf("%-24s killed %4d  lived %3d  not covered %3d  timed out %3d  not viable %3d  kill rate %5.1f %%  with the %d equivalent set aside %5.1f %%",
		pkg, r.Killed, len(r.Lived), r.NotCovered, r.TimedOut, r.NotViable, r.Rate(), r.Equivalent(rows), r.RateAside(rows))
	if r.Files != nil {
		l += fmt.Sprintf("  (partial: %s only; the rate and the rows of other files are judged on a complete run)", strings.Join(r.Files, ","))
	}
	return l
}

// Report is a package's mutants and their verdicts, in the form of
// gremlins' JSON report (--output) with what decided each verdict added.
type Report struct {
	Module  string            `json:"go_module"`
	Package string            `json:"package,omitempty"`
	Binary  string            `json:"sources,omitempty"` // a digest of the package's code, the flags and the go version (Package.Digest)
	Tests   map[string]string `json:"tests,omitempty"`   // its tests' declarations (Package.TestDecls)
	Files   []ReportFile      `json:"files"`
}

// ReportFile is one file's mutants.
type ReportFile struct {
	Name      string   `json:"file_name"`
	Mutations []Judged `json:"mutations"`
}

// Judged is one mutant and its verdict.
type Judged struct {
	Type   string   `json:"type"`
	Status string   `json:"status"`
	Line   int      `json:"line"`
	Column int      `json:"column"`
	Tests  []string `json:"tests,omitempty"`
	CPU    float64  `json:"cpu_s,omitempty"`
	Detail string   `json:"detail,omitempty"`
}

// Run counts the report's mutants by state.
func (rep Report) Run() (Run, error) {
	var run Run
	for _, f := range rep.Files {
		for _, m := range f.Mutations {
			switch m.Status {
			case killed:
				run.Killed++
			case Lived:
				run.Lived = append(run.Lived, fmt.Sprintf("%s:%d:%d %s", filepath.Base(f.Name), m.Line, m.Column, m.Type))
			case notCovered:
				run.NotCovered++
			case timedOut:
				run.TimedOut++
			case notViable:
				run.NotViable++
			case "SKIPPED":
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

// parseList reads docs/mutants.md: under each "## package" heading a table
// of the package's survivors and why each is left. It returns package ->
// mutant -> reason.
func parseList(doc string) map[string]map[string]string {
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

// check compares the runs with the list and the core packages' rates, with
// the equivalent rows set aside, with the minimum; it returns what is wrong, one sentence each. Every
// survivor of a core package, or of a listed one ("pkg", or "pkg:a.go,b.go"
// for those files of it), must be a row of the list; another package's
// survivors are its report's, and its line gives its rate. A row that did
// not live is wrong in any package. A partial run (Files set) is judged
// on its files' rows only, and its rate not at all: its Line says so.
func check(runs map[string]Run, list map[string]map[string]string, core, listed []string, minRate float64) []string {
	var problems []string
	for _, pkg := range slices.Sorted(maps.Keys(runs)) {
		r := runs[pkg]
		if slices.Contains(core, pkg) && r.Files == nil && r.RateAside(list[pkg]) < minRate {
			problems = append(problems, fmt.Sprintf("%s: kill rate with the equivalent set aside %.1f %%, under %.0f %%", pkg, r.RateAside(list[pkg]), minRate))
		}
		for _, m := range r.Lived {
			if !mustList(pkg, m, core, listed) {
				continue
			}
			if why, ok := list[pkg][m]; !ok || why == "" {
				problems = append(problems, fmt.Sprintf("%s: %s lives and docs/mutants.md does not say why", pkg, m))
			}
		}
		var listed []string
		for m := range list[pkg] {
			file, _, _ := strings.Cut(m, ":")
			if !slices.Contains(r.Lived, m) && (r.Files == nil || slices.Contains(r.Files, file)) {
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

// mustList reports whether survivor m of package pkg must be a row of
// the list: pkg is core, or listed whole or with m's file.
func mustList(pkg, m string, core, listed []string) bool {
	if slices.Contains(core, pkg) {
		return true
	}
	file, _, _ := strings.Cut(m, ":")
	for _, l := range listed {
		p, files, some := strings.Cut(l, ":")
		if p == pkg && (!some || slices.Contains(strings.Split(files, ","), file)) {
			return true
		}
	}
	return false
}
