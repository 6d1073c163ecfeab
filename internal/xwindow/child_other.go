//go:build !linux

package xwindow

import "os/exec"

// Command is the command name with args. Only Linux ends a child with
// the process that started it (child_linux.go); elsewhere the callers'
// clean-ups end it, which a killed test binary does not run.
func Command(name string, args ...string) *exec.Cmd { return exec.Command(name, args...) }
