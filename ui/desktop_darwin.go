package ui

import "os/exec"

// documentsFolder: on macOS the dialogs start in the home folder.
func documentsFolder() string { return "" }

// openWithSystem shows a file in the program macOS associates with its
// kind, as the open command does.
func openWithSystem(path string) error {
	return startDetached(exec.Command("open", path))
}
