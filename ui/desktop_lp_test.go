//go:build !windows

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
)

// standInLP puts an lp on PATH, alone, that runs script (a shell script's
// body) and records its arguments in the returned file.
func standInLP(t *testing.T, script string) (calls string) {
	t.Helper()
	dir := t.TempDir()
	calls = filepath.Join(dir, "calls")
	body := "#!/bin/sh\necho \"$@\" >> '" + calls + "'\n" + script + "\n"
	if err := os.WriteFile(filepath.Join(dir, "lp"), []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	return calls
}

// lp is handed the file; its refusal comes back in its own words; no lp
// at all is said in the window's language, where Go's English words
// ('exec: "lp": executable file not found in $PATH') stood in a Finnish
// window.
func TestPrintWithLP(t *testing.T) {
	calls := standInLP(t, "exit 0")
	if err := printWithLP("/tmp/round 3.pdf"); err != nil {
		t.Fatalf("lp took the file, yet: %v", err)
	}
	if got, _ := os.ReadFile(calls); strings.TrimSpace(string(got)) != "-- /tmp/round 3.pdf" {
		t.Errorf("lp was called with %q", got)
	}
	standInLP(t, "echo 'lp: Error - No default destination.' >&2; exit 1")
	if err := printWithLP("/tmp/x.pdf"); err == nil || err.Error() != "lp: Error - No default destination." {
		t.Errorf("lp's refusal came back as %v", err)
	}
	t.Setenv("PATH", t.TempDir())
	err := printWithLP("/tmp/x.pdf")
	if got := i18n.For(i18n.Finnish).Error(err); !strings.Contains(got, "tulostuskomentoa lp") || strings.Contains(got, "executable") {
		t.Errorf("without lp, in Finnish: %q", got)
	}
}
