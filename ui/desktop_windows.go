package ui

import "golang.org/x/sys/windows"

// documentsFolder is the user's Documents folder, where Windows users
// keep their files; "" when Windows does not say.
func documentsFolder() string {
	dir, err := windows.KnownFolderPath(windows.FOLDERID_Documents, windows.KF_FLAG_DEFAULT)
	if err != nil {
		return ""
	}
	return dir
}

// openWithSystem shows a file in the program Windows associates with its
// kind (the PDF viewer for a PDF), through the shell as Explorer does.
func openWithSystem(path string) error { return shellExecute("open", path, windows.SW_SHOWNORMAL) }

// printWithSystem prints a file with the program Windows associates with
// its kind, through the shell's print verb, as Explorer's Print does.
func printWithSystem(path string) error { return shellExecute("print", path, windows.SW_HIDE) }

// shellExecute asks the Windows shell to do verb to a file.
func shellExecute(verb, path string, show int32) error {
	v, err := windows.UTF16PtrFromString(verb)
	if err != nil {
		return err
	}
	file, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return err
	}
	return windows.ShellExecute(0, v, file, nil, nil, show)
}
