// Package faultshim builds, for the fault-injection tests of the packages
// that write files (the event store, the rating lists, the venue's
// deputy entry), the library they preload into the program under test:
// tournament/store/testdata/faultshim.c, which kills that program or
// fails its disk at its N-th write or flush of a file in a folder. Each
// campaign reads the same environment (ARBITER_FAULT_DIR, _AT, _MODE,
// _COUNT, _READ), described in the C source.
package faultshim

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// Build compiles the shim into a test's temporary folder and returns the
// library's path; without a C compiler the test fails, as a test whose
// tools are missing does.
func Build(t testing.TB) string {
	t.Helper()
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Fatal("the fault campaign needs gcc to build its shim")
	}
	_, here, _, _ := runtime.Caller(0)
	src := filepath.Join(filepath.Dir(here), "..", "..", "tournament", "store", "testdata", "faultshim.c")
	lib := filepath.Join(t.TempDir(), "faultshim.so")
	if out, err := exec.Command(gcc, "-shared", "-fPIC", "-O2", "-o", lib, src).CombinedOutput(); err != nil {
		t.Fatalf("building the fault shim: %v\n%s", err, out)
	}
	return lib
}
