package venue_test

import "arbiter/cli/venuecmd"

// The tests run "arbiter export html" in their own process (runCLI), as
// the venue's program does (cli/arbiter-venue).
func init() { venuecmd.Provide() }
