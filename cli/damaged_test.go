package cli

import (
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
