//go:build !windows && !darwin

package main

import "os"

// hasDisplay reports whether an X or Wayland display is there to open the
// window on: without one the toolkit ended in a Go panic ("GLFW library is
// not initialized") instead of a message.
func hasDisplay() bool { return os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != "" }
