//go:build !windows

package ui

import (
	"os"
	"path/filepath"
	"slices"
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
	body := "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '" + calls + "'\n" + script + "\n"
	if err := os.WriteFile(filepath.Join(dir, "lp"), []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	return calls
}

// lp is handed the file with the printer, copies, pages and paper asked;
// its refusal comes back in its own words; no lp at all is said in the
// window's language, where Go's English words ('exec: "lp": executable
// file not found in $PATH') stood in a Finnish window.
func TestPrintWithLP(t *testing.T) {
	calls := standInLP(t, "exit 0")
	for _, c := range []struct {
		to   printTarget
		want string
	}{
		{printTarget{}, "-n 1 -- /tmp/round 3.pdf"},
		{printTarget{printer: "office", copies: 3, pages: pageRanges{{1, 2}, {5, 5}}, paper: "Letter"}, "-d office -n 3 -P 1-2,5 -o media=Letter -- /tmp/round 3.pdf"},
	} {
		_ = os.Remove(calls)
		if err := printWithSystem("/tmp/round 3.pdf", c.to); err != nil {
			t.Fatalf("lp took the file, yet: %v", err)
		}
		if got, _ := os.ReadFile(calls); strings.TrimSpace(string(got)) != c.want {
			t.Errorf("%+v: lp was called with %q, want %q", c.to, got, c.want)
		}
	}
	standInLP(t, "echo 'lp: Error - No default destination.' >&2; exit 1")
	if err := printWithSystem("/tmp/x.pdf", printTarget{}); err == nil || err.Error() != "lp: Error - No default destination." {
		t.Errorf("lp's refusal came back as %v", err)
	}
	t.Setenv("PATH", t.TempDir())
	err := printWithSystem("/tmp/x.pdf", printTarget{})
	if got := i18n.For(i18n.Finnish).Error(err); !strings.Contains(got, "tulostuskomentoa lp") || strings.Contains(got, "executable") {
		t.Errorf("without lp, in Finnish: %q", got)
	}
}

// standInLpstat puts an lpstat on PATH, beside what is there, that
// answers -e (or -a), -d as CUPS does.
func standInLpstat(t *testing.T, dir, e, a, d string) {
	t.Helper()
	body := "#!/bin/sh\ncase \"$1\" in\n-e) " + e + ";;\n-a) " + a + ";;\n-d) " + d + ";;\nesac\n"
	if err := os.WriteFile(filepath.Join(dir, "lpstat"), []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
}

// The printer list is CUPS's, with its default; an older CUPS without
// -e is read from -a; no lpstat, or one that fails, is no printer.
func TestLpstatPrinters(t *testing.T) {
	for _, c := range []struct {
		name     string
		e, a, d  string
		want     []string
		wantDef  string
		noLpstat bool
	}{
		{"two", "printf 'Office\\nHall_Laser\\n'", "exit 1", "echo 'system default destination: Hall_Laser'", []string{"Office", "Hall_Laser"}, "Hall_Laser", false},
		{"no default", "echo Office", "exit 1", "echo 'no system default destination'; exit 0", []string{"Office"}, "", false},
		{"old CUPS", "echo 'lpstat: invalid option -e' >&2; exit 1", "echo 'Office accepting requests since Mon 01 Jan'", "exit 1", []string{"Office"}, "", false},
		{"scheduler down", "echo 'lpstat: Scheduler is not running.' >&2; exit 1", "exit 1", "exit 1", nil, "", false},
		{"no lpstat", "", "", "", nil, "", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if !c.noLpstat {
				standInLpstat(t, dir, c.e, c.a, c.d)
			}
			t.Setenv("PATH", dir+":/usr/bin:/bin")
			names, def := systemPrinters()
			if !slices.Equal(names, c.want) || def != c.wantDef {
				t.Errorf("printers %q, default %q; want %q, %q", names, def, c.want, c.wantDef)
			}
		})
	}
}
