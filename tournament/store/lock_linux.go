package store

// On Linux flock and SQLite's POSIX byte-range locks are independent, so
// the lock is taken on the database file itself, which every name of the
// file (hard links included) shares.
const lockBeside = false
