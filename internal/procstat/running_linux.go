package procstat

import (
	"fmt"
	"time"

	"golang.org/x/sys/unix"
)

// Running is the CPU time (user and system, all its threads, those ended
// too) that the running process pid has used so far: what a program
// started and still at work, such as a window not yet closed, has cost up
// to a moment (Linux; elsewhere an error). It is read from the process's
// CPU clock, to the nanosecond: /proc/PID/stat counts in the kernel's
// ticks of 10 ms, a fifteenth of a window's cold start.
func Running(pid int) (time.Duration, error) {
	if pid <= 0 { // the clock of pid 0 is the caller's own
		return 0, fmt.Errorf("no process %d", pid)
	}
	// The kernel's CPU clock of a process, as clock_getcpuclockid makes
	// it: the pid's complement shifted past the clock's kind (2, the
	// scheduler's count).
	var ts unix.Timespec
	if err := unix.ClockGettime(int32(^pid<<3|2), &ts); err != nil {
		return 0, fmt.Errorf("the CPU clock of process %d: %w", pid, err)
	}
	return time.Duration(ts.Nano()), nil
}
