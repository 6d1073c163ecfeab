package main

import (
	"errors"
	"os"
	"os/exec"
)

// windowName is the window's program's file name.
const windowName = "arbiter-window.exe"

// runWindow runs the window's program and ends with its exit status.
// Windows has no exec that keeps the process, so this one waits: whoever
// started arbiter.exe (a script, a test, a terminal) sees the window's
// end as the program's. The installer's shortcut and file type start
// arbiter-window.exe directly.
func runWindow(path string, args []string) (int, error) {
	cmd := exec.Command(path, args...)
	// Started from Explorer, a GUI program has no standard files (nil
	// here): the window's program is given none rather than a nil file.
	if os.Stdin != nil {
		cmd.Stdin = os.Stdin
	}
	if os.Stdout != nil {
		cmd.Stdout = os.Stdout
	}
	if os.Stderr != nil {
		cmd.Stderr = os.Stderr
	}
	err := cmd.Run()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return exit.ExitCode(), nil
	}
	if err != nil {
		return 1, err
	}
	return 0, nil
}
