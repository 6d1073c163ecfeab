//go:build !linux

package store

import "testing"

const unprivileged = "ARBITER_TEST_UNPRIVILEGED"

// runAsNobody is for Linux, where CI runs the suite as root.
func runAsNobody(t *testing.T, name string) {
	t.Fatalf("%s needs an unprivileged user: run the tests as one", name)
}
