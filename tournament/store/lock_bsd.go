//go:build darwin || freebsd || openbsd || netbsd || dragonfly

package store

// On the BSDs and macOS flock and POSIX locks on one file conflict, so a
// flock on the database would shut out SQLite's own locks; the lock is a
// file beside the database's real path instead.
const lockBeside = true
