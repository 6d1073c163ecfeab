// Command arbiter-window is Arbiter's window: "arbiter-window [FILE]"
// opens the app, on FILE if one is given; FyneApp.toml beside it is its
// description, where Fyne's tools look for it. The arbiter program
// (cli/arbiter) starts it from the same folder when it is asked for the
// window (no argument, or a tournament file) and runs every command
// itself: linked without Fyne, goldmark and go-text, whose package
// initialisers and shared libraries (OpenGL, X11, Wayland) Go would run
// and load before main, a command starts in a third of the time
// (bench/start).
package main

import (
	_ "embed"
	"fmt"
	"os"
	"strings"

	"github.com/BurntSushi/toml"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"arbiter/cli/cmdline"
	"arbiter/tournament/store"
	"arbiter/ui"
)

// fyneApp is the app's description: its ID (which names its preferences),
// name, version, and the Fyne migrations it has made.
//
//go:embed FyneApp.toml
var fyneApp string

// metadata reads fyneApp. Fyne reads that file itself only when its own
// packaging tool builds the app, or when a development build finds it
// beside the executable, so a plain "go build" ran without the fyneDo
// migration: Fyne then checked the goroutine of every widget refresh with
// a stack trace, a quarter of the processor time of switching views.
func metadata() (fyne.AppMetadata, error) {
	var f struct {
		Details struct {
			ID, Name, Version string
			Build             int
		}
		Migrations map[string]bool
	}
	_, err := toml.Decode(fyneApp, &f)
	return fyne.AppMetadata{ID: f.Details.ID, Name: f.Details.Name, Version: f.Details.Version,
		Build: f.Details.Build, Migrations: f.Migrations}, err
}

func main() {
	// A command given here is refused, not run: the commands are the
	// arbiter program's, which attaches to the console on Windows.
	if len(os.Args) > 2 || (len(os.Args) == 2 && cmdline.IsCommand(os.Args[1])) {
		os.Exit(cmdline.Fail(os.Stderr, "arbiter-window", "app.error.window-usage"))
	}
	if !hasDisplay() {
		os.Exit(cmdline.Fail(os.Stderr, "arbiter-window", "app.error.no-display"))
	}
	// A display that does not answer makes the toolkit panic ("GLFW
	// library is not initialized") when the window is made: the arbiter
	// is told so instead of shown a Go stack trace.
	defer func() {
		if r := recover(); r != nil {
			if !strings.Contains(fmt.Sprint(r), "GLFW") {
				panic(r)
			}
			os.Exit(cmdline.Fail(os.Stderr, "arbiter-window", "app.error.no-window", "display", os.Getenv("DISPLAY")+os.Getenv("WAYLAND_DISPLAY")))
		}
	}()
	store.Actor, store.Program = "gui", store.Window
	meta, err := metadata()
	if err != nil {
		panic(err) // the file is built in: only a broken build gets here
	}
	app.SetMetadata(meta)
	a := app.NewWithID(meta.ID)
	a.SetIcon(ui.Icon)
	path := ""
	if len(os.Args) > 1 {
		path = os.Args[1]
	}
	ui.Start(a, path).ShowAndRun()
}
