//go:build unix && !linux

package store

import "golang.org/x/sys/unix"

// dmsLockCommand is a record lock: it conflicts only with other
// processes' locks; whileUnused judges only while no other Store of this
// process has the file.
const dmsLockCommand = unix.F_SETLK
