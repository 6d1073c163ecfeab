// Package cli is the code of the command line's commands that open an
// event file or the rating lists, through SQLite (cgo): each gives its
// code in init to the command line (cmdline.Provide), which lists every
// command's line and help. The event program (cli/arbiter-event) and the
// venue's link it; the arbiter program does not, and starts the event
// program for these commands.
package cli

import (
	"context"
	"io"
	"os"
	"os/signal"
	"syscall"

	"arbiter/cli/cmdline"
)

// Run runs the command line (cmdline.Run) in a program that links these
// commands (the event program, the venue's, tests) and returns the
// process exit status. A reader of its output that stops reading
// (arbiter pair FILE | head -1) no longer ends it by SIGPIPE halfway
// through a change, the file held: the lines it does not read are lost,
// the change is finished and the file let go, as a crash or a power cut
// would not have it.
func Run(args []string, stdout, stderr io.Writer) int {
	signal.Ignore(syscall.SIGPIPE)
	return cmdline.Run(args, stdout, stderr)
}

// UntilStopped is the context of a command that runs until it is
// stopped (serve): it ends on Ctrl+C or a termination signal; tests
// replace it. It is here, not in the command line's package, so that the
// arbiter program does not link context and os/signal, whose package
// initialisers would run before every command (bench/start).
var UntilStopped = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}
