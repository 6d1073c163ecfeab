//go:build unix

package ratinglist

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, its threads (SQLite's
// among them) included: unlike the clock, it does not grow when other
// programs share the machine.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
