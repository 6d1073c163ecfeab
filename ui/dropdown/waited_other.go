//go:build !linux

package dropdown

import "time"

// waited is 0 where the system does not count a thread's wait for a
// processor: a pause between two keys is the clock's alone.
func waited() time.Duration { return 0 }
