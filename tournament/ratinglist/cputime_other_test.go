//go:build !unix

package ratinglist

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
