package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Block is a block of a coverage profile: from line.col to line.col.
type Block struct{ StartLine, StartCol, EndLine, EndCol int }

func (b Block) contains(line, col int) bool {
	if line < b.StartLine || line > b.EndLine {
		return false
	}
	return (line > b.StartLine || col >= b.StartCol) && (line < b.EndLine || col <= b.EndCol)
}

// Coverage is what each test of a package reaches of the package's files,
// each test run alone.
type Coverage struct {
	// Reached is test -> file -> the blocks it ran.
	Reached map[string]map[string][]Block
	// Blocks is file -> every block the profile has, run or not.
	Blocks map[string][]Block
	// CPU is each test's run alone (the whole process: start, the
	// package's initialisation, the test), user+sys.
	CPU map[string]time.Duration
}

// Reaching returns the tests whose run reaches the mutant, sorted. A
// position in no block of the profile at all is outside every function
// body: a constant, a variable's initialiser, an array's length, which
// the compiler or the package's initialisation evaluate for every test,
// so every test reaches it. (A position in a block that no test ran is
// reached by none.)
func (c Coverage) Reaching(m Mutant) []string {
	in := slices.ContainsFunc(c.Blocks[m.File], func(b Block) bool { return b.contains(m.ReachLine, m.ReachCol) })
	var tests []string
	for t, files := range c.Reached {
		if !in || slices.ContainsFunc(files[m.File], func(b Block) bool { return b.contains(m.ReachLine, m.ReachCol) }) {
			tests = append(tests, t)
		}
	}
	slices.Sort(tests)
	return tests
}

// CPUOf is the covering tests' own CPU time, summed.
func (c Coverage) CPUOf(tests []string) time.Duration {
	var d time.Duration
	for _, t := range tests {
		d += c.CPU[t]
	}
	return d
}

// profileLine is a line of a coverage profile: import/path/file.go:l.c,l.c statements count
var profileLine = regexp.MustCompile(`^(.+):(\d+)\.(\d+),(\d+)\.(\d+) \d+ (\d+)$`)

// readProfile reads a coverage profile's blocks of the package importPath's
// own files, by base name: every block, and those run.
func readProfile(path, importPath string) (all, run map[string][]Block, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	all, run = map[string][]Block{}, map[string][]Block{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		m := profileLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		dir, file := filepath.Split(filepath.ToSlash(m[1]))
		if strings.TrimSuffix(dir, "/") != importPath {
			continue
		}
		var n [5]int
		for i := range n {
			n[i], _ = strconv.Atoi(m[i+2])
		}
		b := Block{n[0], n[1], n[2], n[3]}
		all[file] = append(all[file], b)
		if n[4] > 0 {
			run[file] = append(run[file], b)
		}
	}
	return all, run, sc.Err()
}

// testNames are the names -test.list prints that -test.run runs: tests,
// examples and fuzz tests (their seed corpus), not benchmarks.
func testNames(list string) []string {
	var names []string
	for _, l := range strings.Fields(list) {
		if strings.HasPrefix(l, "Test") || strings.HasPrefix(l, "Example") || strings.HasPrefix(l, "Fuzz") {
			names = append(names, l)
		}
	}
	return names
}

// Cover records each test's coverage: the package's test binary built
// once with coverage, its tests listed, each run alone with -test.short.
// A test that fails on the code as it is stops the run: every mutant it
// reaches would read as killed.
func (p *Package) Cover(tmp string) (Coverage, error) {
	bin := filepath.Join(tmp, "cover.test")
	if out, err := p.build(bin, "", "-cover"); err != nil {
		return Coverage{}, fmt.Errorf("building the tests with coverage: %v\n%s", err, out)
	}
	list, err := p.command(bin, "-test.list", ".").Output()
	if err != nil {
		return Coverage{}, fmt.Errorf("listing the tests: %v", err)
	}
	c := Coverage{Reached: map[string]map[string][]Block{}, Blocks: map[string][]Block{}, CPU: map[string]time.Duration{}}
	for _, t := range testNames(string(list)) {
		prof := filepath.Join(tmp, "cover.out")
		cmd := p.command(bin, "-test.short", "-test.count=1", "-test.run", "^"+t+"$", "-test.coverprofile", prof)
		out, err := cmd.CombinedOutput()
		if err != nil {
			return Coverage{}, fmt.Errorf("%s fails on the code as it is: %v\n%s", t, err, out)
		}
		c.CPU[t] = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
		all, run, err := readProfile(prof, p.ImportPath)
		if err != nil {
			return Coverage{}, err
		}
		c.Reached[t] = run
		for f, bs := range all {
			if len(c.Blocks[f]) == 0 {
				c.Blocks[f] = bs
			}
		}
	}
	return c, nil
}
