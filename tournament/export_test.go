package tournament

// The fixtures of the package's own tests, for its external tests
// (package tournament_test), which pair through tournament/pairing: that
// package imports this one, so a test of both lives outside it.
var (
	G           = g
	ByeBoard    = bye
	Constructed = constructed
)
