package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/testdir"
)

// TestAReportSaysItUpgradedTheFile: a report of a file an older Arbiter
// wrote upgrades it, as every command does, after which that Arbiter
// cannot open it; standings said nothing of it. It is said once, with the
// backup of the file as it was.
func TestAReportSaysItUpgradedTheFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "old.arbiter")
	testdir.Write(t, file, testdir.Read(t, filepath.Join("..", "tournament", "store", "testdata", "v13-player-byes.arbiter")))
	code, _, errOut := run(t, "standings", file)
	if want := "was written by an older version of Arbiter (file version 13) and is now upgraded to version "; code != 0 ||
		!strings.Contains(errOut, want) || !strings.Contains(errOut, "before-upgrade-to-v") {
		t.Errorf("standings of a version 13 file: exit %d, said %q, want %q", code, errOut, want)
	}
	if _, _, errOut := run(t, "standings", file); errOut != "" {
		t.Errorf("standings of the file upgraded already said %q", errOut)
	}
}

// TestACommandSaysTheFileWasNotClosed: the window killed while results
// were entered leaves its record beside the file; the next command that
// opens it for writing says so with the last change kept, once.
func TestACommandSaysTheFileWasNotClosed(t *testing.T) {
	file := newOpenOfFour(t)
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	record := filepath.Join(filepath.Dir(file), "."+filepath.Base(file)+".holder")
	testdir.Write(t, record, `{"program":"window","host":"elsewhere","pid":4242}`)
	code, _, errOut := run(t, "backup", file)
	if code != 0 || !strings.Contains(errOut, "(process 4242) ended without closing it") || !strings.Contains(errOut, "Round 1, board 1: result 1–0") {
		t.Errorf("backup of a file not closed: exit %d, said %q", code, errOut)
	}
	if _, _, errOut := run(t, "backup", file); errOut != "" {
		t.Errorf("the next command said %q", errOut)
	}
}
