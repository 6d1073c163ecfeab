package ui

import "os/exec"

// documentsFolder: on macOS the dialogs start in the home folder.
func documentsFolder() string { return "" }

// openWithSystem shows a file in the program macOS associates with its
// kind, as the open command does.
func openWithSystem(path string) error {
	return startDetached(exec.Command("open", path))
}

// printWithSystem sends a file to a printer through CUPS's lp.
func printWithSystem(path string, to printTarget) error { return printWithLP(path, to) }

// systemPrinters is CUPS's list of printers and its default one.
func systemPrinters() (names []string, def string) { return lpstatPrinters() }
