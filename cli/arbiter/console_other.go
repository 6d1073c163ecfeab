//go:build !windows

package main

// attachParentConsole has nothing to do outside Windows, where a program
// always writes to the terminal it was started from.
func attachParentConsole() {}
