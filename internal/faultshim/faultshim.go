// Package faultshim builds, for the fault-injection tests of the packages
// that write files (the event store, the rating lists, the venue's
// deputy entry), the library they preload into the program under test:
// tournament/store/testdata/faultshim.c, which kills that program or
// fails its disk at its N-th write or flush of a file in a folder, or
// fails its opening of SQLite's side files there. Each campaign reads the
// same environment (ARBITER_FAULT_DIR, _AT, _MODE, _COUNT, _READ, _OPEN…),
// described in the C source.
package faultshim

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/shareddata"
)

// Build compiles the shim into the folder dir (a test's temporary folder,
// or one its package's tests share) and returns the library's path;
// without a C compiler the test fails, as a test whose tools are missing
// does.
func Build(t testing.TB, dir string) string {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Fatal("the fault campaign needs gcc to build its shim")
	}
	// From the module's root, not this file's recorded path, which a
	// build with -trimpath (a mutation run's) leaves relative.
	src := filepath.Join(shareddata.ModuleRoot(), "tournament", "store", "testdata", "faultshim.c")
	// Read here and given to gcc on its input, so that Go's test cache,
	// which sees the files the test process opens and not gcc's, runs
	// the tests again when the shim's source changes.
	code, err := os.ReadFile(src)
	if err != nil {
		t.Fatalf("reading the fault shim's source: %v", err)
	}
	lib := filepath.Join(dir, "faultshim.so")
	cc := exec.Command(gcc, "-shared", "-fPIC", "-O2", "-o", lib, "-x", "c", "-")
	cc.Stdin = strings.NewReader(string(code))
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("building the fault shim: %v\n%s", err, out)
	}
	return lib
}

// Command runs this test binary again as a campaign's program, its test
// helper (a test's name), with the shim at lib preloaded (none where lib
// is "") to strike in dir, and env added to its environment (with
// ARBITER_FAULT_MODE and _AT, where the shim strikes). Its Points, once
// it has ended, are the writes and flushes the shim counted.
func Command(t testing.TB, lib, helper, dir string, env ...string) *Run {
	t.Helper()
	count, opens := filepath.Join(t.TempDir(), "count"), filepath.Join(t.TempDir(), "opens")
	cmd := exec.Command(os.Args[0], "-test.run=^"+helper+"$")
	cmd.Env = append(os.Environ(), "ARBITER_FAULT_DIR="+dir, "ARBITER_FAULT_COUNT="+count, "ARBITER_FAULT_OPEN_COUNT="+opens)
	if lib != "" {
		cmd.Env = append(cmd.Env, "LD_PRELOAD="+lib)
	}
	cmd.Env = append(cmd.Env, env...)
	return &Run{Cmd: cmd, count: count, opens: opens}
}

// Helper is the value of env in a campaign's program, the test helper
// Command runs; run by go test among the other tests, where env is not
// set, the helper is skipped as what runs only as of.
func Helper(t testing.TB, env, of string) string {
	t.Helper()
	v := os.Getenv(env)
	if v == "" {
		t.Skipf("runs only as %s", of)
	}
	return v
}

// Run is a run of a campaign's program.
type Run struct {
	*exec.Cmd
	count, opens string
}

// Points is how many writes and flushes the shim counted in the run, 0
// where it left no count.
func (r *Run) Points() int { return readCount(r.count) }

// Opens is how many opens of the side files named in ARBITER_FAULT_OPEN
// the shim counted in the run.
func (r *Run) Opens() int { return readCount(r.opens) }

func readCount(path string) int {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	n, _ := strconv.Atoi(strings.TrimSpace(string(data)))
	return n
}

// Fault is one faulted run of a campaign: what it is called and the
// environment that makes the shim, or the program, strike there.
type Fault struct {
	What string
	Env  []string
}

// Every lists the faults of mode (kill, eio, enospc) at the n writes and
// flushes a run without faults counted: every step-th from a random
// start, or every one under ARBITER_DEEP=1.
func Every(mode string, step, n int) []Fault {
	if os.Getenv("ARBITER_DEEP") == "1" {
		step = 1
	}
	var out []Fault
	for at := 1 + rand.IntN(step); at <= n; at += step {
		out = append(out, Fault{fmt.Sprintf("%s at %d", mode, at),
			[]string{"ARBITER_FAULT_MODE=" + mode, "ARBITER_FAULT_AT=" + strconv.Itoa(at)}})
	}
	return out
}

// AtOpens lists the faults that fail the opening of the side files whose
// names end with end ("-wal", "-shm") with errno (eio, enospc, eacces),
// from an open on, as a disk that fills or fails from then on: of the n
// opens a run without faults counted, every step-th from a random start,
// or every one under ARBITER_DEEP=1.
func AtOpens(end, errno string, step, n int) []Fault {
	if os.Getenv("ARBITER_DEEP") == "1" {
		step = 1
	}
	var out []Fault
	for at := 1 + rand.IntN(step); at <= n; at += step {
		out = append(out, Fault{fmt.Sprintf("%s %s at open %d", end, errno, at),
			[]string{"ARBITER_FAULT_OPEN=" + end, "ARBITER_FAULT_OPEN_ERRNO=" + errno, "ARBITER_FAULT_OPEN_AT=" + strconv.Itoa(at)}})
	}
	return out
}
