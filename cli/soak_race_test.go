//go:build race

package cli

// soakChanges is how many changes TestSoakSharedFile makes by default
// under the race detector, where every program of the evening runs with it
// (make test's race phase): fewer, to stay within its time.
const soakChanges = 16

// soakPhases is how many phases TestSoakEveryProgramOnOneFile runs by
// default under the race detector.
const soakPhases = 2
