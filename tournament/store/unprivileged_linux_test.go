package store

import (
	"arbiter/internal/testdir"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// unprivileged is set in the copy of the test binary runAsNobody starts.
const unprivileged = "ARBITER_TEST_UNPRIVILEGED"

// runAsNobody runs the named test of this binary again as the user nobody,
// so that a test about file permissions binds when the suite runs as root,
// as CI does: the superuser may write anywhere. The binary and a temporary
// folder are copied where nobody may read and write.
func runAsNobody(t *testing.T, name string) {
	t.Helper()
	dir, err := os.MkdirTemp("", "arbiter-nobody-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	tmp := filepath.Join(dir, "tmp")
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	data := testdir.Read(t, exe)
	bin := filepath.Join(dir, "store.test")
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(tmp, 0o777); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{dir, tmp} {
		if err := os.Chmod(p, map[bool]os.FileMode{true: 0o777, false: 0o755}[p == tmp]); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(bin, "-test.run", "^"+name+"$", "-test.v", "-test.count=1")
	cmd.Dir = tmp
	cmd.Env = append(os.Environ(), unprivileged+"=1", "TMPDIR="+tmp, "HOME="+tmp)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: "+name) {
		t.Fatalf("%s as nobody: %v\n%s", name, err, out)
	}
}
