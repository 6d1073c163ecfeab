package program

import (
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"

	"arbiter/internal/program/childwait"
)

const exeSuffix = ".exe"

// Run runs the program at path, given args, and returns its exit status.
// Windows has no exec that keeps the process, so this one waits: whoever
// started arbiter.exe (a script, a test, a terminal) sees the program's
// end as its own, and a Ctrl+C typed meanwhile is answered as
// childwait.Wait says (the venue's program waited out, the window's left
// open). The
// installer's shortcut and file type start arbiter-window.exe directly.
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
	if err := cmd.Start(); err != nil {
		return 1, err
	}
	return childwait.Wait(cmd, interrupted, !strings.EqualFold(filepath.Base(path), Window+exeSuffix))
}
