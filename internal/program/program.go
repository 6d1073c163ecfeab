// Package program finds and starts Arbiter's other programs, which come
// beside the arbiter program in every package: arbiter-window (the
// window), arbiter-venue (the commands that serve the venue pages) and
// arbiter-event (the commands that open an event file). Each links
// libraries that the arbiter program does not, whose start Go would pay
// before every command's main: the window's toolkit, the venue's net/http
// and crypto/tls, and SQLite through cgo (the C library's start, the
// dynamic loader, a larger binary).
package program

import (
	"os"
	"path/filepath"
)

// The programs' names, without Windows' ".exe" (Path adds it).
const (
	Window = "arbiter-window"
	Venue  = "arbiter-venue"
	Event  = "arbiter-event"
)

// Path is program name's path: beside this program's own file, symbolic
// links resolved, so that a link to arbiter in a folder of the PATH finds
// it where it was installed.
func Path(name string) (string, error) {
	self, err := os.Executable()
	if err != nil {
		return "", err
	}
	if resolved, err := filepath.EvalSymlinks(self); err == nil {
		self = resolved
	}
	return filepath.Join(filepath.Dir(self), name+exeSuffix), nil
}
