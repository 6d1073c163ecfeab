//go:build !race

package cli

// soakChanges is how many changes TestSoakSharedFile makes by default.
const soakChanges = 40

// soakPhases is how many phases TestSoakEveryProgramOnOneFile runs by
// default.
const soakPhases = 3
