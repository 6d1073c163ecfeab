// Command arbiter-event runs the commands that open an event file or the
// rating lists for the arbiter program (cli/arbiter), which starts it from
// its own folder with its whole command line: they link SQLite through
// cgo, whose start (the C library's, the dynamic loader's, a larger
// binary's) the arbiter program would otherwise pay before every command,
// pair-trf and --version too (bench/start).
package main

import (
	"os"

	"arbiter/cli"
)

func main() { os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr)) }
