package procstat

import (
	"syscall"
	"time"
)

// CPU is the CPU time (user and system) the process has used, all its
// threads included: netbsd has no process CPU clock in golang.org/x/sys,
// so it is read from getrusage, in microseconds.
func CPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
