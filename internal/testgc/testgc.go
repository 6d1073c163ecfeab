// Package testgc sets the garbage collector of a test binary whose tests
// allocate much and keep little.
package testgc

import (
	"os"
	"runtime/debug"
)

// Less has the collector run a quarter as often (GOGC 400): with a
// collection at every doubling of a small heap, a tenth to a quarter of
// such a package's CPU was collecting. The heap may grow to about a
// gigabyte, two at most: past that the collector runs as often as it
// needs. GOGC or GOMEMLIMIT set by whoever runs the tests is kept.
func Less() {
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		debug.SetGCPercent(400)
		debug.SetMemoryLimit(2 << 30)
	}
}
