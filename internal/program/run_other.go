//go:build !windows

package program

import (
	"os"
	"syscall"
)

const exeSuffix = ""

// Run replaces this process with the program at path, given args: the
// same process, so its standard files, signals, a terminal's job control,
// a desktop entry and the exit status see that program as they saw this
// one. It returns only when the program cannot be started.
func Run(path string, args []string) (int, error) {
	return 1, syscall.Exec(path, append([]string{path}, args...), os.Environ())
}
