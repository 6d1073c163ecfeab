//go:build !linux

package procstat

import (
	"errors"
	"time"
)

// Running is another process's CPU time so far, read on Linux only.
func Running(pid int) (time.Duration, error) {
	return 0, errors.New("the CPU time of another process is read on Linux only")
}
