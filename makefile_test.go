package main

import (
	"arbiter/internal/testdir"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every test the Makefile's race phase names (RACE_TESTS) is a test of
// one of the packages that phase runs: go test -run with a name that
// matches nothing passes, so a test renamed or moved would leave the race
// phase without a word.
func TestRacePhaseNamesTestsThatExist(t *testing.T) {
	mk := testdir.Read(t, "Makefile")
	list := regexp.MustCompile(`(?m)^RACE_TESTS := \^\(([A-Za-z0-9_|]+)\)\$\$$`).FindSubmatch(mk)
	run := regexp.MustCompile(`(?m)^\t.*phase,race,.*-run "\$\(RACE_TESTS\)" (.+)\)$`).FindSubmatch(mk)
	if list == nil || run == nil {
		t.Fatal("the Makefile has no RACE_TESTS := ^(A|B)$$ or no race phase that runs it")
	}
	var src strings.Builder
	for _, pkg := range strings.Fields(string(run[1])) {
		files, err := filepath.Glob(filepath.Join(pkg, "*_test.go"))
		if err != nil || len(files) == 0 {
			t.Fatalf("the race phase runs %s, which has no tests (%v)", pkg, err)
		}
		for _, f := range files {
			data := testdir.Read(t, f)
			src.Write(data)
		}
	}
	for _, name := range strings.Split(string(list[1]), "|") {
		if !strings.Contains(src.String(), "\nfunc "+name+"(t *testing.T) {") {
			t.Errorf("RACE_TESTS names %s, which no package of the race phase (%s) declares", name, run[1])
		}
	}
}

// Every fuzz target the Makefile's fuzz phase names (FUZZ_TARGETS,
// PKG:FuzzName) is declared in that package's tests: go test -fuzz with a
// name that matches nothing fuzzes nothing and passes, so a target whose
// reader moved to another package would be left unfuzzed without a word.
func TestFuzzTargetsExist(t *testing.T) {
	mk := testdir.Read(t, "Makefile")
	block := regexp.MustCompile(`(?s)\nFUZZ_TARGETS := (.*?)\nfuzz:`).FindSubmatch(mk)
	if block == nil {
		t.Fatal("the Makefile has no FUZZ_TARGETS list before its fuzz rule")
	}
	targets := regexp.MustCompile(`\./([a-z/]+):(Fuzz[A-Za-z0-9_]+)`).FindAllSubmatch(block[1], -1)
	if len(targets) == 0 {
		t.Fatal("FUZZ_TARGETS names no PKG:FuzzName")
	}
	for _, m := range targets {
		pkg, name := string(m[1]), string(m[2])
		files, _ := filepath.Glob(filepath.Join(pkg, "*_test.go"))
		found := false
		for _, f := range files {
			data := testdir.Read(t, f)
			found = found || strings.Contains(string(data), "\nfunc "+name+"(f *testing.F) {")
		}
		if !found {
			t.Errorf("FUZZ_TARGETS names %s in ./%s, which declares no such fuzz test", name, pkg)
		}
	}
}
