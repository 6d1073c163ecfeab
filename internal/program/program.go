// Package program finds and starts Arbiter's other programs, which come
// beside the arbiter program in every package: arbiter-window (the
// window) and arbiter-venue (the commands that serve the venue pages).
// Each links libraries that the command line does not, whose package
// initialisers Go would run before every command's main: the window's
// toolkit, and the venue's net/http and crypto/tls.
package program

import (
	"os"
	"path/filepath"
)

// The programs' names, without Windows' ".exe" (Path adds it).
const (
	Window = "arbiter-window"
	Venue  = "arbiter-venue"
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
