package program

import (
	"errors"
	"os"
	"os/exec"
)

const exeSuffix = ".exe"

// Run runs the program at path, given args, and returns its exit status.
// Windows has no exec that keeps the process, so this one waits: whoever
// started arbiter.exe (a script, a test, a terminal) sees the program's
// end as its own, and Ctrl+C reaches both, which share the console. The
// installer's shortcut and file type start arbiter-window.exe directly.
func Run(path string, args []string) (int, error) {
	cmd := exec.Command(path, args...)
	// Started from Explorer, a GUI program has no standard files (nil
	// here): the program is given none rather than a nil file.
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
