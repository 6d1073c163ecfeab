//go:build !unix

package main

import "time"

// cpuTime is 0 where the system is not asked for the process's CPU time:
// the run prints none.
func cpuTime() time.Duration { return 0 }
