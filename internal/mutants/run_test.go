package main

import (
	"arbiter/internal/testdir"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// tiny is the package of testdata with each test's coverage recorded.
func tiny(t *testing.T) (*Package, Coverage, map[string]Mutant) {
	t.Helper()
	p, err := loadPackage("./testdata/tiny", mutantFlags(false), nil)
	if err != nil {
		t.Fatal(err)
	}
	cov, err := p.Cover(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ms, _, _ := tinyMutants(t)
	return p, cov, ms
}

// Each mutant runs the tests whose coverage reaches it, and only those. A
// case clause's expression is in no block of the profile: it is reached
// through its switch, else no test would run it.
func TestCoverageSelectsTheTestsThatReach(t *testing.T) {
	_, cov, ms := tiny(t)
	all := []string{"TestJoin", "TestMax", "TestSign", "TestTriangle"}
	for key, want := range map[string][]string{
		"tiny.go:7:7 CONDITIONALS_BOUNDARY":  {"TestMax"},
		"tiny.go:16:9 CONDITIONALS_BOUNDARY": {"TestSign"},
		"tiny.go:18:9 CONDITIONALS_NEGATION": {"TestSign"},
		"tiny.go:27:23 INCREMENT_DECREMENT":  {"TestTriangle"},
		"tiny.go:40:9 INVERT_NEGATIVES":      nil,
		"tiny.go:45:15 ARITHMETIC_BASE":      all,
	} {
		if got := cov.Reaching(ms[key]); !slices.Equal(got, want) {
			t.Errorf("%s is reached by %v, want %v", key, got, want)
		}
	}
	m := ms["tiny.go:16:9 CONDITIONALS_BOUNDARY"]
	if m.ReachLine != 15 || m.ReachCol != 2 {
		t.Errorf("the case's mutant is looked for at %d:%d, want the switch at 15:2", m.ReachLine, m.ReachCol)
	}
	m.ReachLine, m.ReachCol = m.Line, m.Col
	if got := cov.Reaching(m); len(got) != len(all) {
		t.Errorf("at the case expression itself, outside every block, %v reach it; want every test (the rule for code outside functions), which is why the switch is asked instead", got)
	}
	if len(cov.CPU) != len(all) || cov.CPU["TestMax"] <= 0 {
		t.Errorf("each test's CPU time: %v", cov.CPU)
	}
}

// The verdicts: killed on a failing test, lived on a pass (an equivalent
// mutant), not viable where the mutant does not compile, timed out past
// the CPU limit (a loop that never ends), not covered where no test
// reaches it. The checkout's file is never touched.
func TestJudgeDecidesEachVerdict(t *testing.T) {
	p, cov, ms := tiny(t)
	before := testdir.Read(t, filepath.Join(p.Dir, "tiny.go"))
	lim := Limits{Coefficient: 10, Floor: time.Second, Memory: 1 << 30, Wall: 5 * time.Minute}
	for key, want := range map[string]Verdict{
		"tiny.go:7:7 CONDITIONALS_NEGATION": {Status: killed, Tests: []string{"TestMax"}, Detail: "TestMax"},
		"tiny.go:7:7 CONDITIONALS_BOUNDARY": {Status: Lived, Tests: []string{"TestMax"}},
		"tiny.go:35:11 ARITHMETIC_BASE":     {Status: notViable, Tests: []string{"TestJoin"}},
		"tiny.go:27:23 INCREMENT_DECREMENT": {Status: timedOut, Tests: []string{"TestTriangle"}},
		"tiny.go:40:9 ARITHMETIC_BASE":      {Status: notCovered},
	} {
		v, err := p.Judge(ms[key], cov, lim, t.TempDir())
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		if v.Status != want.Status || !slices.Equal(v.Tests, want.Tests) || (want.Detail != "" && v.Detail != want.Detail) {
			t.Errorf("%s: %+v, want %+v", key, v, want)
		}
		if v.Status == timedOut && !strings.HasPrefix(v.Detail, "past 1s of CPU") {
			t.Errorf("%s timed out not on its CPU limit of 1 s: %s", key, v.Detail)
		}
	}
	after, err := os.ReadFile(filepath.Join(p.Dir, "tiny.go"))
	if err != nil || string(after) != string(before) {
		t.Errorf("the checkout's tiny.go changed (%v)", err)
	}
}

// A report's verdicts are reused only for the same package: the digest is
// the same from one call to the next and changes with the build flags.
func TestDigestIsStable(t *testing.T) {
	p, err := loadPackage("./testdata/tiny", mutantFlags(false), nil)
	if err != nil {
		t.Fatal(err)
	}
	a, err := p.Digest()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := p.Digest()
	p.BuildFlags = mutantFlags(true)
	c, _ := p.Digest()
	if a != b || a == c {
		t.Errorf("digests %s, %s, optimised %s: want the first two equal, the third different", a, b, c)
	}
}

// Tests added since a run keep its kills; any other change of the tests
// judges every mutant again.
func TestReusableOnlyWhenTestsAreAdded(t *testing.T) {
	const base = "package p\n\nimport \"testing\"\n\ntype box struct{ n int }\n\nfunc (b box) get() int { return b.n }\n\nconst limit = 3\n\nvar seen = 0\n\nfunc TestA(t *testing.T) {\n\tif limit != 3 {\n\t\tt.Fail()\n\t}\n}\n"
	decls := func(src string, more ...string) map[string]string {
		dir := t.TempDir()
		for i, s := range append([]string{src}, more...) {
			testdir.Write(t, filepath.Join(dir, fmt.Sprintf("p%d_test.go", i)), s)
		}
		d, err := (&Package{Dir: dir}).TestDecls()
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	was := decls(base)
	for _, c := range []struct {
		name, add string
		reused    bool
	}{
		{"a test", "func TestB(t *testing.T) {}\n", true},
		{"a helper, a type with a method, a constant", "type pair struct{}\n\nfunc (pair) ok() bool { return true }\n\nconst two = 2\n\nfunc helper() int { return two }\n", true},
		{"a variable", "var other = 1\n", false},
		{"a blank variable", "var _ = box{}\n", false},
		{"an init", "func init() { seen = 1 }\n", false},
		{"a TestMain", "func TestMain(m *testing.M) { m.Run() }\n", false},
		{"a method of an earlier type", "func (b box) String() string { return \"\" }\n", false},
		{"an import", "import _ \"os\"\n", false},
	} {
		src := base + "\n" + c.add
		if strings.HasPrefix(c.add, "import") {
			src = strings.Replace(base, "\n\ntype", "\n"+c.add+"\ntype", 1)
		}
		if why := reusable(was, decls(src)); (why == "") != c.reused {
			t.Errorf("%s added: Reusable says %q, want reused %v", c.name, why, c.reused)
		}
	}
	if why := reusable(was, decls(base, "package p\n\nimport (\n\t\"testing\"\n)\n\nfunc TestC(t *testing.T) {}\n")); why != "" {
		t.Errorf("a test file added that imports what another does: Reusable says %q, want the kills kept", why)
	}
	changed := strings.Replace(base, "limit != 3", "limit != 4", 1)
	if why := reusable(was, decls(changed)); !strings.Contains(why, "func p.TestA") {
		t.Errorf("a test changed: Reusable says %q, want it to name func p.TestA", why)
	}
	if why := reusable(was, decls(strings.Replace(base, "const limit = 3", "", 1))); why == "" {
		t.Error("a constant taken away: Reusable keeps the kills")
	}
}
