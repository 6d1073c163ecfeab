//go:build unix && !netbsd

package procstat

import (
	"time"

	"golang.org/x/sys/unix"
)

// CPU is the CPU time (user and system) the process has used, all its
// threads (SQLite's and the garbage collector's among them) included. It
// is read from the process's CPU clock, to the nanosecond where the system
// keeps it so (getrusage gives microseconds: a short interval read 0, 1 or
// 2 µs whatever its length below that).
func CPU() time.Duration {
	var ts unix.Timespec
	if unix.ClockGettime(unix.CLOCK_PROCESS_CPUTIME_ID, &ts) != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}
