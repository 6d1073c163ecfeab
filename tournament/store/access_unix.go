//go:build unix

package store

import "golang.org/x/sys/unix"

// mayWrite asks the system whether this process may write path now: its
// mode, its owner, a read-only disk (EROFS binds the superuser too). The
// file is not opened: closing a descriptor of the event would drop
// SQLite's locks on it.
func mayWrite(path string) error { return unix.Access(path, unix.W_OK) }
