package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/internal/testdir"
)

// TestADamagedFileIsRestoredByCommands: a file cut short is called
// damaged, "restore a backup from the folder beside the file", and
// `backup --list` and `restore` refused it with those same words. The
// list is shown with the damage said, and the restore puts the backup
// back, naming the damaged file's copy it kept.
func TestADamagedFileIsRestoredByCommands(t *testing.T) {
	file := newOpenOfFour(t)
	backup := strings.TrimSpace(strings.TrimPrefix(runCLI(t, 0, "backup", file), "Backup written: "))
	whole := testdir.Read(t, file)
	testdir.Write(t, file, whole[:len(whole)/2])
	code, out, errOut := run(t, "backup", file, "--list")
	if code != 1 || !strings.Contains(out, backup) || !strings.Contains(errOut, "is damaged") {
		t.Errorf("backup --list of a damaged file: exit %d\n%s%s", code, out, errOut)
	}
	out = runCLI(t, 0, "restore", file, backup)
	if !strings.Contains(out, "was damaged: it is restored from "+backup+", and the damaged file is kept as ") {
		t.Errorf("restore over a damaged file says %q", out)
	}
	if out := runCLI(t, 0, "player", "list", file); strings.Count(out, "\n") < 4 {
		t.Errorf("the restored file's players:\n%s", out)
	}
}

// TestAReportSaysItUpgradedTheFile: a report of a file an older Arbiter
// wrote upgrades it, as every command does, after which that Arbiter
// cannot open it; standings said nothing of it. It is said once, with the
// backup of the file as it was.
func TestAReportSaysItUpgradedTheFile(t *testing.T) {
	file := testdir.OlderEvent(t)
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
