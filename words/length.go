package words

import (
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// LengthNote says what a Swiss's rounds changed once paired do to its
// tables: cut to the rounds played, they are final at once; lengthened
// past its last round, no longer. wasOver is standings.Over of the event
// before the change, now the event after it; "" where neither. The
// window's settings and the command line's "event" say it alike.
func LengthNote(cat *i18n.Catalog, wasOver bool, now *tournament.Event) string {
	switch over := standings.Over(now); {
	case over && !wasOver:
		return cat.T("event.length.over", "rounds", now.TotalRounds())
	case wasOver && !over:
		return cat.T("event.length.reopened", "rounds", now.TotalRounds())
	}
	return ""
}
