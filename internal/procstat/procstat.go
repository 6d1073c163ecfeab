// Package procstat gives benchmarks what the operating system counts of
// their own process and of the reference programs they run beside it: the
// CPU time used (which, unlike the clock, does not grow when other
// programs share the machine) and the peak resident memory (SQLite's and
// fpdf's buffers included, which Go's own statistics do not see); and,
// on a benchmark's -cpuprofile, the CPU profile of its run.
package procstat

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// Child runs cmd to its end and returns the CPU time (user and system)
// it used.
func Child(cmd *exec.Cmd) (time.Duration, error) {
	if err := cmd.Run(); err != nil {
		return 0, err
	}
	return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), nil
}

// ResetPeak starts the kernel's count of the peak resident memory anew
// (Linux; elsewhere PeakRSS keeps the process's peak since it started).
func ResetPeak() { _ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// PeakRSS is the process's peak resident memory in bytes since it started
// or since ResetPeak (0 where the system does not tell).
func PeakRSS() int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb * 1024
		}
	}
	return 0
}
