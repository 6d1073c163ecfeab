package desk

import (
	"os"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/internal/testgc"
)

// TestMain collects less often: each desk test builds a desk's widgets on
// a fixture's event and keeps little of them, and a fifth of the
// package's CPU was the collector's. It removes the fixtures' files made
// once for all tests (testdir.Made) at the end.
func TestMain(m *testing.M) {
	testgc.Less()
	code := m.Run()
	testdir.RemoveMade()
	os.Exit(code)
}
