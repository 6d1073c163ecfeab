//go:build !amd64 || purego

package engine

import "unsafe"

// prefetch asks for the cache lines at base + (at[i]&mask)<<shift, each i
// (see prefetch_amd64.go), where there is no prefetch instruction (or the
// purego tag leaves the assembly out): by reading a byte at each address,
// the reads independent of each other.
func prefetch(base unsafe.Pointer, shift uint, mask uint32, at []uint32) {
	var sum byte
	for _, a := range at {
		sum += *(*byte)(unsafe.Add(base, uintptr(a&mask)<<shift))
	}
	prefetchSink = sum
}

// prefetchSink keeps what prefetch read, so that its reads are made.
var prefetchSink byte
