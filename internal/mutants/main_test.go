package main

import (
	"arbiter/internal/testdir"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// A report in gremlins' JSON form (--output), as v0.6.0 writes it.
const report = `{"go_module":"arbiter","files":[{"file_name":"titles.go","mutations":[
{"type":"CONDITIONALS_BOUNDARY","status":"KILLED","line":10,"column":5},
{"type":"CONDITIONALS_BOUNDARY","status":"LIVED","line":12,"column":7},
{"type":"ARITHMETIC_BASE","status":"LIVED","line":3,"column":9},
{"type":"INCREMENT_DECREMENT","status":"NOT COVERED","line":20,"column":2},
{"type":"CONDITIONALS_NEGATION","status":"TIMED OUT","line":21,"column":4},
{"type":"CONDITIONALS_NEGATION","status":"KILLED","line":22,"column":4},
{"type":"CONDITIONALS_NEGATION","status":"KILLED","line":23,"column":4}]}],
"test_efficacy":60,"mutants_total":7}`

// readRun is the run of a report (gremlins' --output or this command's
// -out) as the command reads one from its file (readReport).
func readRun(t *testing.T, report string) (Run, error) {
	t.Helper()
	path := testdir.Write(t, filepath.Join(t.TempDir(), "report.json"), report)
	rep, err := readReport(path)
	if err != nil {
		t.Fatal(err)
	}
	return rep.Run()
}

func TestReadRunCountsEachState(t *testing.T) {
	r, err := readRun(t, report)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"titles.go:12:7 CONDITIONALS_BOUNDARY", "titles.go:3:9 ARITHMETIC_BASE"}
	if r.Killed != 3 || r.NotCovered != 1 || r.TimedOut != 1 || !slices.Equal(r.Lived, want) {
		t.Errorf("read %+v, want 3 killed, 1 not covered, 1 timed out, lived %v", r, want)
	}
	if r.Rate() != 60 {
		t.Errorf("kill rate %v, want 60 (3 killed of 5 tested; the timed-out one counts in neither)", r.Rate())
	}
	if line := r.Line("tournament/norms", nil); !strings.Contains(line, "kill rate  60.0 %") {
		t.Errorf("line %q does not say the kill rate", line)
	}
}

// The rate the minimum judges sets aside the survivors whose rows call
// them equivalent, and only those: a row that says what a test would
// need counts as lived.
func TestRateSetsAsideTheEquivalentRows(t *testing.T) {
	r := Run{Killed: 8, Lived: []string{"a.go:1:1 X", "a.go:2:2 X", "a.go:3:3 X", "a.go:4:4 X"}}
	rows := parseList("## p\n\n" +
		"| `a.go:1:1 X` | equivalent: the two values are never equal |\n" +
		"| `a.go:2:2 X` | equivalent: the slice's capacity only |\n" +
		"| `a.go:3:3 X` | *not killed*: a test needs a close that fails |\n")["p"]
	if n := r.Equivalent(rows); n != 2 {
		t.Errorf("%d equivalent, want 2", n)
	}
	if got := r.RateAside(rows); got != 80 {
		t.Errorf("rate with the equivalent set aside %v, want 80 (8 killed of 10: the two equivalent out, the not killed and the unlisted in)", got)
	}
	if line := r.Line("p", rows); !strings.Contains(line, "kill rate  66.7 %  with the 2 equivalent set aside  80.0 %") {
		t.Errorf("line %q does not give both rates", line)
	}
	if got := (Run{Lived: []string{"a.go:1:1 X"}}).RateAside(rows); got != 100 {
		t.Errorf("a run whose every survivor is equivalent has rate %v, want 100", got)
	}
	below := check(map[string]Run{"p": r}, map[string]map[string]string{"p": rows}, []string{"p"}, nil, 81)
	if len(below) == 0 || below[0] != "p: kill rate with the equivalent set aside 80.0 %, under 81 %" {
		t.Errorf("problems %q, want the rate with the equivalent set aside under 81 %% first", below)
	}
	for _, p := range check(map[string]Run{"p": r}, map[string]map[string]string{"p": rows}, []string{"p"}, nil, 80) {
		if strings.Contains(p, "kill rate") {
			t.Errorf("a rate of 80 %% with the equivalent set aside judged under 80 %%: %s", p)
		}
	}
}

func TestReadRunRefusesAnUnknownState(t *testing.T) {
	_, err := readRun(t, `{"files":[{"file_name":"a.go","mutations":[{"type":"X","status":"EATEN","line":1,"column":1}]}]}`)
	if err == nil {
		t.Error("a mutant in a state the summary does not know was counted in none")
	}
}

// wantProblems fails unless Check found the problems want, in order.
func wantProblems(t *testing.T, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("problems\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestCheckNamesWhatIsWrong(t *testing.T) {
	list := parseList("# Survivors\n\n## `tournament/norms`\n\n| mutant | why |\n|---|---|\n" +
		"| `titles.go:12:7 CONDITIONALS_BOUNDARY` | equivalent: the two counts are never equal there |\n" +
		"| `titles.go:40:1 ARITHMETIC_BASE` | equivalent: gone since |\n" +
		"\n## engine/rules\n\n| `claims.go:1:1 INVERT_NEGATIVES` | kept for its own run |\n")
	runs := map[string]Run{"tournament/norms": {Killed: 3, Lived: []string{"titles.go:12:7 CONDITIONALS_BOUNDARY", "titles.go:3:9 ARITHMETIC_BASE"}}}
	got := check(runs, list, []string{"tournament/norms"}, nil, 90)
	want := []string{
		"tournament/norms: kill rate with the equivalent set aside 75.0 %, under 90 %",
		"tournament/norms: titles.go:3:9 ARITHMETIC_BASE lives and docs/mutants.md does not say why",
		"tournament/norms: docs/mutants.md lists titles.go:40:1 ARITHMETIC_BASE, which did not live in this run (killed, or its line moved)",
	}
	wantProblems(t, got, want)
}

// A listed package's survivors must be rows, whole or in the files named;
// another package's are its report's, while a row of it that did not live
// is still wrong, and neither has its rate judged.
func TestListedPackagesNameTheirSurvivors(t *testing.T) {
	list := parseList("## tournament/store\n\n| `lock.go:3:3 CONDITIONALS_NEGATION` | equivalent |\n" +
		"\n## printing\n\n| `table.go:1:1 ARITHMETIC_BASE` | equivalent: gone since |\n")
	runs := map[string]Run{
		"tournament/store":   {Killed: 1, Lived: []string{"lock.go:3:3 CONDITIONALS_NEGATION", "lock.go:9:9 ARITHMETIC_BASE", "backup.go:1:1 ARITHMETIC_BASE"}},
		"tournament/checkin": {Killed: 1, Lived: []string{"checkin.go:5:5 CONDITIONALS_BOUNDARY"}},
		"printing":           {Killed: 0, Lived: []string{"table.go:2:2 ARITHMETIC_BASE"}},
	}
	got := check(runs, list, nil, []string{"tournament/checkin", "tournament/store:lock.go,held.go"}, 90)
	want := []string{
		"printing: docs/mutants.md lists table.go:1:1 ARITHMETIC_BASE, which did not live in this run (killed, or its line moved)",
		"tournament/checkin: checkin.go:5:5 CONDITIONALS_BOUNDARY lives and docs/mutants.md does not say why",
		"tournament/store: lock.go:9:9 ARITHMETIC_BASE lives and docs/mutants.md does not say why",
	}
	wantProblems(t, got, want)
}

// The list in docs/ is read as the check reads it: every row under a
// package's heading, with a reason.
func TestSurvivorsListIsReadable(t *testing.T) {
	doc := testdir.Read(t, "../../docs/mutants.md")
	list := parseList(string(doc))
	rows := len(regexp.MustCompile("(?m)^\\| `[^`|]*\\.go:").FindAllString(string(doc), -1))
	n := 0
	for pkg, ms := range list {
		for m, why := range ms {
			n++
			if why == "" {
				t.Errorf("%s: %s is listed without a reason", pkg, m)
			}
		}
	}
	if n != rows {
		t.Errorf("docs/mutants.md has %d rows of mutants, the check reads %d (a row outside a package's heading, or one the check cannot read)", rows, n)
	}
}

// A run of some files (-files, or stopped short) is checked on those
// files' rows only, and its rate is not judged: its line says so.
func TestPartialRunIsJudgedOnItsFiles(t *testing.T) {
	list := parseList("## tournament/norms\n\n" +
		"| `titles.go:12:7 CONDITIONALS_BOUNDARY` | equivalent |\n" +
		"| `titles.go:40:1 ARITHMETIC_BASE` | equivalent: gone since |\n" +
		"| `forecast.go:9:9 ARITHMETIC_BASE` | equivalent, in a file not run |\n")
	r := Run{Killed: 1, Lived: []string{"titles.go:12:7 CONDITIONALS_BOUNDARY"}, Files: []string{"titles.go"}}
	got := check(map[string]Run{"tournament/norms": r}, list, []string{"tournament/norms"}, nil, 90)
	want := []string{"tournament/norms: docs/mutants.md lists titles.go:40:1 ARITHMETIC_BASE, which did not live in this run (killed, or its line moved)"}
	wantProblems(t, got, want)
	if line := r.Line("tournament/norms", list["tournament/norms"]); !strings.Contains(line, "partial: titles.go only") {
		t.Errorf("line %q does not say the run is partial", line)
	}
}

// A run stopped short counts what was judged, as a partial run of the
// files it reached.
func TestStoppedRunIsPartial(t *testing.T) {
	ms := []Mutant{{File: "a.go", Line: 1, Col: 1, Type: "X"}, {File: "a.go", Line: 2, Col: 1, Type: "X"}, {File: "b.go", Line: 1, Col: 1, Type: "X"}}
	lived := Judged{Type: "X", Status: Lived, Line: 2, Column: 1}
	r, err := tally(ms, []*Judged{{Type: "X", Status: killed, Line: 1, Column: 1}, &lived, nil})
	if err != nil || r.Killed != 1 || !slices.Equal(r.Lived, []string{"a.go:2:1 X"}) || !slices.Equal(r.Files, []string{"a.go"}) {
		t.Errorf("stopped run %+v (%v), want 1 killed, a.go:2:1 lived, partial: a.go", r, err)
	}
	r, _ = tally(ms[:2], []*Judged{{Type: "X", Status: killed, Line: 1, Column: 1}, &lived})
	if r.Files != nil {
		t.Errorf("a complete run reads as partial: %v", r.Files)
	}
}
