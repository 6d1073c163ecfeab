// Command arbiter is a desktop app for chess arbiters. Without arguments,
// or with a tournament file, it opens the window by starting
// arbiter-window (the module's top-level main package) from its own
// folder; "arbiter COMMAND ..." runs a command headless (see "arbiter
// help"), but for those that open an event file or the rating lists,
// which it runs by starting arbiter-event (cli/arbiter-event) the same
// way, and those that serve the venue pages, arbiter-venue
// (cli/arbiter-venue). This program links none of the window's libraries,
// nor the venue's server, nor SQLite, and is built without cgo, so that
// a command does not pay for their start (bench/start).
package main

import (
	"io"
	"os"
	"strings"

	"arbiter/cli/cmdline"
	"arbiter/internal/program"
)

// isTournamentFile tells "arbiter event.arbiter" (open the window) from a
// command or a mistyped one, which the command line answers.
func isTournamentFile(arg string) bool {
	if cmdline.IsCommand(arg) {
		return false
	}
	if strings.HasSuffix(arg, ".arbiter") {
		return true
	}
	_, err := os.Stat(arg)
	return err == nil
}

func main() {
	args := os.Args[1:]
	switch {
	case len(args) > 1 && isTournamentFile(args[0]):
		attachParentConsole()
		os.Exit(oneFile(args, os.Stderr))
	case len(args) > 1 || (len(args) == 1 && !isTournamentFile(args[0])):
		attachParentConsole()
		os.Exit(cmdline.Run(args, os.Stdout, os.Stderr))
	}
	os.Exit(openWindow(args, os.Stderr))
}

// oneFile answers a tournament file followed by more ("arbiter a.arbiter
// b.arbiter"): the window opens one file, and the second is no command,
// which is what the command line would have answered.
func oneFile(args []string, stderr io.Writer) int {
	cmdline.Fail(stderr, "arbiter", "app.error.window-one-file", "file", args[0], "more", args[1])
	return 2
}

// openWindow starts the window's program on args (nothing, or the file to
// open) and returns the exit status to end with; a missing program is
// said, not guessed at.
func openWindow(args []string, stderr io.Writer) int {
	path, err := program.Path(program.Window)
	if err != nil {
		attachParentConsole()
		return cmdline.Fail(stderr, "arbiter", "app.error.window-start", "path", program.Window, "error", err.Error())
	}
	if _, err := os.Stat(path); err != nil {
		attachParentConsole()
		return cmdline.Fail(stderr, "arbiter", "app.error.no-window-program", "path", path)
	}
	code, err := program.Run(path, args)
	if err != nil {
		attachParentConsole()
		return cmdline.Fail(stderr, "arbiter", "app.error.window-start", "path", path, "error", err.Error())
	}
	return code
}
