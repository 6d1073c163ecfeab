package dropdown

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// waited is how long the thread that calls it has waited, ready, for a
// processor (the kernel's run_delay): the window's keys are handled on one
// thread, and what it waited between two keys was the machine's pause, not
// the typist's. 0 where the kernel does not say.
func waited() time.Duration {
	b, err := os.ReadFile("/proc/thread-self/schedstat")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	ns, _ := strconv.ParseInt(f[1], 10, 64)
	return time.Duration(ns)
}
