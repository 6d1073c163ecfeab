package store

import "golang.org/x/sys/unix"

// dmsLockCommand is an open file description's lock: it conflicts with
// SQLite's record locks in every process, this one included, and letting
// it go touches none of theirs.
const dmsLockCommand = unix.F_OFD_SETLK
