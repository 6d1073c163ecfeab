//go:build !windows && !darwin

package main

import (
	"bytes"
	"strings"
	"testing"

	"arbiter/cli"
)

// Without a display the window is not tried: "arbiter FILE" over ssh or in
// a text console ended in a Go panic from the toolkit. The message is the
// user's language's.
func TestNoDisplayIsSaid(t *testing.T) {
	for _, c := range []struct {
		display, wayland string
		want             bool
	}{{"", "", false}, {":0", "", true}, {"", "wayland-0", true}} {
		t.Setenv("DISPLAY", c.display)
		t.Setenv("WAYLAND_DISPLAY", c.wayland)
		if got := hasDisplay(); got != c.want {
			t.Errorf("DISPLAY=%q WAYLAND_DISPLAY=%q: hasDisplay %v", c.display, c.wayland, got)
		}
	}
	t.Setenv("ARBITER_LANG", "fi")
	var out bytes.Buffer
	if rc := cli.Fail(&out, "app.error.no-display"); rc == 0 || !strings.Contains(out.String(), "näyttöä ei ole") {
		t.Errorf("exit %d, message %q: want a failure said in Finnish", rc, out.String())
	}
}
