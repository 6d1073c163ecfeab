package main

import (
	"os"

	"golang.org/x/sys/windows"
)

// attachParentConsole gives a command its output on Windows. The program is
// linked as a GUI program, so double-clicking it opens no console window; a
// GUI program started from cmd or PowerShell has no standard output of its
// own, so a command attaches to the console it was started from. Output the
// caller redirected to a file or a pipe is left where it goes.
func attachParentConsole() {
	const attachParentProcess = ^uint32(0) // ATTACH_PARENT_PROCESS
	out, _ := windows.GetStdHandle(windows.STD_OUTPUT_HANDLE)
	errh, _ := windows.GetStdHandle(windows.STD_ERROR_HANDLE)
	if isValidHandle(out) && isValidHandle(errh) {
		return
	}
	attach := windows.NewLazySystemDLL("kernel32.dll").NewProc("AttachConsole")
	if r, _, _ := attach.Call(uintptr(attachParentProcess)); r == 0 {
		return // started without a console (Explorer, a shortcut): nowhere to write
	}
	con, err := os.OpenFile("CONOUT$", os.O_RDWR, 0)
	if err != nil {
		return
	}
	if !isValidHandle(out) {
		os.Stdout = con
	}
	if !isValidHandle(errh) {
		os.Stderr = con
	}
}

func isValidHandle(h windows.Handle) bool {
	return h != 0 && h != windows.InvalidHandle
}
