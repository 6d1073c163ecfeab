//go:build linux

package xwindow

import (
	"os/exec"
	"syscall"
)

// Command is the command name with args, made to end with this process:
// the kernel kills it (SIGKILL) when the process that started it ends,
// however it ends — a test binary stopped by go test's -timeout panics
// and exits without running a single clean-up, and a killed one runs
// none, which left the windows of the tests under way and their X
// servers running. The signal goes when the thread that started the
// child ends; Go ends a thread only under a goroutine that locked it and
// exited, which no caller here does. It survives exec, so a program that
// replaces itself with another (arbiter with arbiter-window) passes it on.
func Command(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	return cmd
}
