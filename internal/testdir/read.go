package testdir

import (
	"os"
	"testing"
)

// Read is the file at path; one that cannot be read fails the test, as
// missing data does.
func Read(t testing.TB, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
