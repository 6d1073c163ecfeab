// Command arbiter is a desktop app for chess arbiters. Without arguments, or
// with a tournament file, it opens the window; "arbiter COMMAND ..." runs a
// command headless (see "arbiter help").
package main

import (
	"os"

	"fyne.io/fyne/v2/app"

	"arbiter/cli"
	"arbiter/tournament/store"
	"arbiter/ui"
)

// appID names the app for its preferences and the desktop; it matches
// FyneApp.toml.
const appID = "org.arbiter.desktop"

func main() {
	if len(os.Args) > 1 && (cli.IsCommand(os.Args[1]) || len(os.Args) > 2) {
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
