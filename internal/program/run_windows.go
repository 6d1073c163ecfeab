package program

import (
	"errors"
	"os"
	"os/exec"
	"os/signal"
)

const exeSuffix = ".exe"

// Run runs the program at path, given args, and returns its exit status.
// Windows has no exec that keeps the process, so this one waits: whoever
// started arbiter.exe (a script, a test, a terminal) sees the program's
// end as its own. Ctrl+C reaches every program of the console: this one
// lets it pass, so that the program (arbiter-venue.exe, closing its
// files) ends as it would alone and its exit status is still the one
// seen. The installer's shortcut and file type start arbiter-window.exe
// directly.
func Run(path string, args []string) (int, error) {
	interrupted := make(chan os.Signal, 1)
	signal.Notify(interrupted, os.Interrupt)
	defer signal.Stop(interrupted)
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
