//go:build !windows && !darwin

package ui

import "os/exec"

// documentsFolder: on Linux and the BSDs the dialogs start in the home
// folder.
func documentsFolder() string { return "" }

// openWithSystem shows a file in the program the desktop associates with
// its kind, through xdg-open (freedesktop.org's xdg-utils).
func openWithSystem(path string) error {
	return startDetached(exec.Command("xdg-open", path))
}
