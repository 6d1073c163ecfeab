// Command arbiter-venue runs the commands that serve the venue pages,
// "arbiter serve" and "arbiter export html", for the arbiter program
// (cli/arbiter), which starts it from its own folder with its whole
// command line: they link net/http and crypto/tls (arbiter/venue), whose
// package initialisers the arbiter program would otherwise run before
// every command (bench/start).
package main

import (
	"os"

	"arbiter/cli"
	"arbiter/cli/venuecmd"
)

func main() {
	venuecmd.Provide()
	os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
}
