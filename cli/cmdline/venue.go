package cmdline

import (
	"os"
	"strconv"

	"arbiter/internal/program"
)

// Venue is what the venue's program (cli/arbiter-venue) adds to the
// command line: "arbiter serve" and "arbiter export html", whose code
// (arbiter/venue) links net/http and crypto/tls. Neither the arbiter
// program nor the event program links them, whose package initialisers Go
// would run before every command's main; each starts the venue's program
// instead (inVenueProgram).
type Venue struct {
	Serve      func(env *Env, args []string) error
	ExportHTML func(env *Env, paths []string, out, lang string) error
}

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

// ExportHTML writes the events' pages into the folder out (the venue's
// program's ExportHTML).
func ExportHTML(env *Env, paths []string, out, lang string) error {
	if venueCommands.ExportHTML == nil {
		return inVenueProgram(env)
	}
	return venueCommands.ExportHTML(env, paths, out, lang)
}

// inVenueProgram runs the whole command line in the venue's program.
func inVenueProgram(env *Env) error {
	return inProgram(env, program.Venue, "app.error.venue-start", "app.error.no-venue-program")
}

// inProgram runs the whole command line in program name, beside this one,
// as the window's is started (program.Run): on Unix it replaces this
// process and does not return; on Windows it returns the program's exit
// status. A missing program is said (the catalogue's missing), not
// guessed at; one that cannot be started too (start).
func inProgram(env *Env, name, start, missing string) error {
	path, err := program.Path(name)
	if err != nil {
		return Error(start, "path", name, "error", err.Error())
	}
	if _, err := os.Stat(path); err != nil {
		return Error(missing, "path", path)
	}
	code, err := program.Run(path, env.line)
	if err != nil {
		return Error(start, "path", path, "error", err.Error())
	}
	return exitStatus(code)
}

// exitStatus is the exit status of a program that ran the command, which
// said itself what it had to say.
type exitStatus int

func (e exitStatus) Error() string { return "exit status " + strconv.Itoa(int(e)) }
