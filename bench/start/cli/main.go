// Command cli is Arbiter's command line without the window: the same
// cli.Run as the arbiter program, linked without Fyne, goldmark and
// go-text, whose package initialisers and shared libraries (OpenGL, X11,
// Wayland) every start of the arbiter program pays before main. Measured
// by bench/start (-bin) beside the arbiter program and the references,
// it is the floor a command's start would have if the window were not in
// the same program.
package main

import (
	"os"

	"arbiter/cli"
)

func main() { os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr)) }
