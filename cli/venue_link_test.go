package cli_test

import "arbiter/cli/venuecmd"

// The tests of package cli run serve and export html in their own
// process, as the venue's program does (cli/arbiter-venue); the arbiter
// program starts that program for them (cli/arbiter's
// TestServeThroughTheVenueProgram).
func init() { venuecmd.Provide() }
