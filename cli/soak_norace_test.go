//go:build !race

package cli

// soakChanges is how many changes TestSoakSharedFile makes by default.
const soakChanges = 40
