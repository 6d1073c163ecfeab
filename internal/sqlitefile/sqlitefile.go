// Package sqlitefile names an SQLite file for the driver. The event store
// (tournament/store) and the rating lists (tournament/ratinglist) both
// open SQLite files; the name lives here so that a rating list needs
// nothing of the event store.
package sqlitefile

import "strings"

// DSN is the driver's name for the database file at path with the given
// parameters: a URI, so that any character in the path survives, the
// characters the driver would read as part of the URI (%, ?, #) escaped.
func DSN(path, params string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
	return "file:" + esc + "?" + params
}
