package store

// DSN is the SQLite driver's name for the database file at path with the
// given parameters, the characters the driver would read as part of its
// URI escaped: the rating lists (tournament/ratinglist) open their own
// SQLite files by it.
func DSN(path, params string) string { return dsn(path, params) }
