package ui

import "os/exec"

// startDetached starts a helper program and reaps it when it ends, without
// waiting for it: a viewer may stay open long after the window asked.
func startDetached(cmd *exec.Cmd) error {
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { _ = cmd.Wait() }()
	return nil
}
