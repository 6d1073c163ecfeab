// Package childwait waits for a program this one started on Windows,
// where there is no exec that keeps the process (program.Run). It is a
// package of its own so that the arbiter program on other systems, which
// execs, links neither os/exec nor what it brings (context).
package childwait

import (
	"errors"
	"os"
	"os/exec"
)

// Wait waits for cmd, started, to end and returns its exit status, as
// Windows' program.Run does for the program it starts. Ctrl+C in the console
// reaches this program (interrupted) and every other program of the
// console: one of the console (arbiter-venue, closing its files) ends as
// it would alone and is waited out, its exit status still the one seen;
// one without a console (console false: the window) never hears it, so
// the wait ends there, the program left running, and the terminal's
// prompt comes back with the window still open, as it does for any
// window program a terminal starts.
func Wait(cmd *exec.Cmd, interrupted <-chan os.Signal, console bool) (int, error) {
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	for {
		select {
		case err := <-done:
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				return exit.ExitCode(), nil
			}
			if err != nil {
				return 1, err
			}
			return 0, nil
		case <-interrupted:
			if !console {
				return 0, nil
			}
		}
	}
}
