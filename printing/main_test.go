package printing

import (
	"os"
	"testing"

	"arbiter/internal/testgc"
)

// TestMain collects garbage less often: every test lays out documents and
// keeps little of them (TestLayoutEverySheet: 25.5 s of CPU with the
// default collection, 22.6 s with less).
func TestMain(m *testing.M) {
	testgc.Less()
	os.Exit(m.Run())
}
