//go:build windows || darwin

package main

// hasDisplay is true where the desktop is always there to draw on.
func hasDisplay() bool { return true }
