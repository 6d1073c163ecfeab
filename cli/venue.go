package cli

import (
	"context"
	"os"
	"os/signal"
	"strconv"
	"syscall"

	"arbiter/internal/program"
)

func init() {
	Register(Command{Name: "serve", Usage: "serve FILE [FILE …] [--addr HOST:PORT]",
		Run: runServe, Teams: true})
}

// Venue is what the venue's program (cli/arbiter-venue) adds to the
// command line: "arbiter serve" and "arbiter export html", whose code
// (arbiter/venue) links net/http and crypto/tls. The arbiter program does
// not link them, whose package initialisers Go would run before every
// command's main; it starts the venue's program instead (inVenueProgram).
type Venue struct {
	Serve      func(env *Env, args []string) error
	ExportHTML func(env *Env, paths []string, out, lang string) error
}

// stopContext ends a command that runs until it is stopped (serve): on
// Ctrl+C or a termination signal; tests replace it.
var stopContext = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

// UntilStopped is the context of a command that runs until it is stopped.
func UntilStopped() (context.Context, context.CancelFunc) { return stopContext() }

// venueCommands is what ProvideVenue gave: nothing in the arbiter program.
var venueCommands Venue

// ProvideVenue is called by the venue's program before Run.
func ProvideVenue(v Venue) { venueCommands = v }

func runServe(env *Env, args []string) error {
	if venueCommands.Serve == nil {
		return inVenueProgram(env)
	}
	return venueCommands.Serve(env, args)
}

// exportHTML writes the events' pages into the folder out (the venue's
// program's ExportHTML).
func exportHTML(env *Env, paths []string, out, lang string) error {
	if venueCommands.ExportHTML == nil {
		return inVenueProgram(env)
	}
	return venueCommands.ExportHTML(env, paths, out, lang)
}

// inVenueProgram runs the whole command line in the venue's program,
// beside this one, as the window's is started (program.Run): on Unix it
// replaces this process and does not return; on Windows it returns the
// program's exit status. A missing program is said, not guessed at.
func inVenueProgram(env *Env) error {
	path, err := program.Path(program.Venue)
	if err != nil {
		return errCLI("app.error.venue-start", "path", program.Venue, "error", err.Error())
	}
	if _, err := os.Stat(path); err != nil {
		return errCLI("app.error.no-venue-program", "path", path)
	}
	code, err := program.Run(path, env.line)
	if err != nil {
		return errCLI("app.error.venue-start", "path", path, "error", err.Error())
	}
	return exitStatus(code)
}

// exitStatus is the exit status of a program that ran the command, which
// said itself what it had to say.
type exitStatus int

func (e exitStatus) Error() string { return "exit status " + strconv.Itoa(int(e)) }
