package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// The version "arbiter --version" prints is FyneApp.toml's, the one the
// window's metadata and the Windows resources carry: every program the
// Makefile builds is stamped with it, and the stamp reaches the program
// (a -X naming a variable that is not there is dropped by the linker
// without a word, so the Linux build is made and asked).
func TestBuildsSayFyneAppVersion(t *testing.T) {
	var app struct{ Details struct{ Version string } }
	if _, err := toml.DecodeFile("../../FyneApp.toml", &app); err != nil {
		t.Fatal(err)
	}
	want := app.Details.Version
	if want == "" {
		t.Fatal("FyneApp.toml gives no version")
	}
	targets := []string{"bin/arbiter", "bin/arbiter-window", "bin/arbiter-event", "bin/arbiter-venue", "bin/arbiter.exe", "bin/arbiter-window.exe", "bin/arbiter-event.exe", "bin/arbiter-venue.exe"}
	mk := exec.Command("make", append([]string{"-n", "-B"}, targets...)...)
	mk.Dir = "../.."
	out, err := mk.CombinedOutput()
	if err != nil {
		t.Fatalf("make -n: %v\n%s", err, out)
	}
	ldflags := regexp.MustCompile(`go build -ldflags '([^']*)' -o (\S+)`)
	builds := map[string]string{}
	for _, m := range ldflags.FindAllStringSubmatch(string(out), -1) {
		builds[m[2]] = m[1]
	}
	for _, target := range targets {
		flags, ok := builds[target]
		switch {
		case !ok:
			t.Errorf("make builds %s without -ldflags:\n%s", target, out)
		case !strings.Contains(flags, "-X arbiter/internal/crash.version="+want+" ") && !strings.HasSuffix(flags, "-X arbiter/internal/crash.version="+want):
			t.Errorf("make stamps %s with %q, not FyneApp.toml's version %s", target, flags, want)
		case !strings.Contains(flags, "-s -w"):
			t.Errorf("make leaves %s unstripped: %q", target, flags)
		}
	}
	if t.Failed() {
		return
	}
	bin := filepath.Join(t.TempDir(), "arbiter")
	if out, err := exec.Command("go", "build", "-ldflags", builds["bin/arbiter"], "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	got, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(got), "arbiter "+want+" ") && string(got) != "arbiter "+want+"\n" {
		t.Errorf("the Makefile's build says %q, not FyneApp.toml's version %s", got, want)
	}
}
