package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/testdir"
)

// A file an older Arbiter wrote is upgraded as it opens, after which that
// Arbiter cannot open it: the window said nothing. It says so, naming the
// backup of the file as it was.
func TestOpeningAnOlderFileSaysItIsUpgraded(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.arbiter")
	testdir.Write(t, path, testdir.Read(t, filepath.Join("..", "tournament", "store", "testdata", "v13-player-byes.arbiter")))
	s := openShell(t, path)
	notice := topMessage(s)
	if !strings.Contains(notice, "File upgraded") || !strings.Contains(notice, "(file version 13) and is now upgraded") ||
		!strings.Contains(notice, "before-upgrade-to-v") {
		t.Errorf("the notice on opening a version 13 file says %q", notice)
	}
}
