package main

import (
	"arbiter/internal/testdir"
	"slices"
	"strings"
	"testing"
)

func tinyMutants(t *testing.T) (map[string]Mutant, []string, []byte) {
	t.Helper()
	src := testdir.Read(t, "testdata/tiny/tiny.go")
	ms, err := Mutants("tiny.go", src)
	if err != nil {
		t.Fatal(err)
	}
	byKey := map[string]Mutant{}
	var keys []string
	for _, m := range ms {
		byKey[m.Key()] = m
		keys = append(keys, m.Key())
	}
	return byKey, keys, src
}

// The mutants are gremlins v0.6.0's, in its order: every comparison twice
// (boundary, negation) but == and !=, every + - * / %, a minus (binary or
// unary) both INVERT_NEGATIVES and ARITHMETIC_BASE, ++ and --; the outer
// of two additions first, as the syntax tree is walked.
func TestMutantsAreGremlinsDefaultOnes(t *testing.T) {
	_, keys, _ := tinyMutants(t)
	want := []string{
		"tiny.go:7:7 CONDITIONALS_BOUNDARY", "tiny.go:7:7 CONDITIONALS_NEGATION",
		"tiny.go:16:9 CONDITIONALS_BOUNDARY", "tiny.go:16:9 CONDITIONALS_NEGATION",
		"tiny.go:18:9 CONDITIONALS_NEGATION",
		"tiny.go:27:16 CONDITIONALS_BOUNDARY", "tiny.go:27:16 CONDITIONALS_NEGATION",
		"tiny.go:27:23 INCREMENT_DECREMENT",
		"tiny.go:35:17 ARITHMETIC_BASE", "tiny.go:35:11 ARITHMETIC_BASE",
		"tiny.go:40:9 INVERT_NEGATIVES", "tiny.go:40:9 ARITHMETIC_BASE",
		"tiny.go:45:15 ARITHMETIC_BASE",
	}
	if !slices.Equal(keys, want) {
		t.Errorf("mutants\n%s\nwant\n%s", strings.Join(keys, "\n"), strings.Join(want, "\n"))
	}
}

// A mutant changes its token and nothing else; one whose token is not
// where it says (the file changed under it) is refused.
func TestApplyChangesTheOneToken(t *testing.T) {
	ms, _, src := tinyMutants(t)
	for key, line := range map[string]string{
		"tiny.go:7:7 CONDITIONALS_BOUNDARY":  "\tif a >= b {",
		"tiny.go:7:7 CONDITIONALS_NEGATION":  "\tif a <= b {",
		"tiny.go:27:23 INCREMENT_DECREMENT":  "\tfor i := 1; i <= n; i-- {",
		"tiny.go:35:11 ARITHMETIC_BASE":      "\treturn a - \" \" + b",
		"tiny.go:16:9 CONDITIONALS_NEGATION": "\tcase n >= 0:",
	} {
		m := ms[key]
		out, err := m.Apply(src)
		if err != nil {
			t.Fatal(err)
		}
		got, orig := strings.Split(string(out), "\n"), strings.Split(string(src), "\n")
		if got[m.Line-1] != line {
			t.Errorf("%s: line %d reads %q, want %q", key, m.Line, got[m.Line-1], line)
		}
		got[m.Line-1] = orig[m.Line-1]
		if !slices.Equal(got, orig) {
			t.Errorf("%s changed more than line %d", key, m.Line)
		}
	}
	m := ms["tiny.go:7:7 CONDITIONALS_BOUNDARY"]
	m.Offset++
	if _, err := m.Apply(src); err == nil {
		t.Error("a mutant applied where its token is not")
	}
}
