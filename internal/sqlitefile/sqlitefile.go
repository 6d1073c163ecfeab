// Package sqlitefile names an SQLite file for the driver and bounds what
// is read from one. The event store (tournament/store) and the rating
// lists (tournament/ratinglist) both open SQLite files that may have been
// written outside Arbiter; what they share lives here so that a rating
// list needs nothing of the event store.
package sqlitefile

import "strings"

// DSN is the driver's name for the database file at path with the given
// parameters: a URI, so that any character in the path survives, the
// characters the driver would read as part of the URI (%, ?, #) escaped.
func DSN(path, params string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23").Replace(path)
	return "file:" + esc + "?" + params
}

// MaxValueBytes is the longest text a file's row may hold outside an
// event's audit log: nothing Arbiter writes comes near it (a name is 60
// characters, a text 200, a game's moves a few kilobytes). A longer value
// was crafted or edited outside Arbiter; reading it (a 200,000,000-character
// name) would take the program's memory and minutes of CPU, so the file is
// refused before it is read.
const MaxValueBytes = 4 << 20
