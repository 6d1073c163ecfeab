//go:build !windows

package main

import (
	"os"
	"syscall"
)

// windowName is the window's program's file name.
const windowName = "arbiter-window"

// runWindow replaces this process with the window's program: the same
// process, so a desktop entry, a terminal's job control and the exit
// status see the window as they saw the one program before. It returns
// only when the program cannot be started.
func runWindow(path string, args []string) (int, error) {
	return 1, syscall.Exec(path, append([]string{path}, args...), os.Environ())
}
