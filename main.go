// Command arbiter is a desktop app for chess arbiters. Without arguments, or
// with a tournament file, it opens the window; "arbiter COMMAND ..." runs a
// command headless (see "arbiter help").
package main

import (
	"os"
	"strings"

	"fyne.io/fyne/v2/app"

	"arbiter/cli"
	"arbiter/tournament/store"
	"arbiter/ui"
)

// appID names the app for its preferences and the desktop; it matches
// FyneApp.toml.
const appID = "org.arbiter.desktop"

// isTournamentFile tells "arbiter event.arbiter" (open the window) from a
// command or a mistyped one, which the command line answers.
func isTournamentFile(arg string) bool {
	if cli.IsCommand(arg) {
		return false
	}
	if strings.HasSuffix(arg, ".arbiter") {
		return true
	}
	_, err := os.Stat(arg)
	return err == nil
}

func main() {
	if len(os.Args) > 2 || (len(os.Args) == 2 && !isTournamentFile(os.Args[1])) {
		attachParentConsole()
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	store.Actor = "gui"
	a := app.NewWithID(appID)
	a.SetIcon(ui.Icon)
	w := a.NewWindow("Arbiter")
	shell := ui.NewShell(a, w)
	if len(os.Args) > 1 {
		shell.Open(os.Args[1])
	}
	w.ShowAndRun()
}
