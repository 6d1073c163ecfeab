// Package cli is the code of the command line's commands that open an
// event file or the rating lists, through SQLite (cgo): each gives its
// code in init to the command line (cmdline.Provide), which lists every
// command's line and help. The event program (cli/arbiter-event) and the
// venue's link it; the arbiter program does not, and starts the event
// program for these commands.
package cli

import (
	"io"

	"arbiter/cli/cmdline"
)

// Run runs the command line (cmdline.Run) in a program that links these
// commands (the event program, the venue's, tests) and returns the
// process exit status.
func Run(args []string, stdout, stderr io.Writer) int { return cmdline.Run(args, stdout, stderr) }
