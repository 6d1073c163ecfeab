package ratinglist

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"arbiter/internal/testdir"
)

// TestAListInAReadOnlyFolderIsCheckedWholeOnce: a list changed since its
// last check, in a folder the user may only read (a club's shared lists),
// where no record can be written beside it, is read whole by the first
// command that opens it and by none after: the record is kept in the
// user's cache folder. Before, every command ran integrity_check again.
func TestAListInAReadOnlyFolderIsCheckedWholeOnce(t *testing.T) {
	checks := countChecks(t)
	t.Setenv("XDG_CACHE_HOME", filepath.Join(t.TempDir(), "cache"))
	l := importSample(t)
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(l.path("FIDE"), later, later); err != nil {
		t.Fatal(err)
	}
	testdir.ReadOnly(t, l.Dir())
	*checks = 0
	for range 3 {
		searchOnce(t, l.Dir())
	}
	if *checks != 1 {
		t.Errorf("three commands checked the changed list %d times, want once", *checks)
	}
}
