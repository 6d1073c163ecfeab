package words

import (
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
)

// RoundWhen is a round's date and starting time as cat's language writes
// them ("22 November 2026, 18:00", "22. marraskuuta 2026 klo 18.00"),
// either alone when the other is unknown: on paper and on the venue's
// pages alike.
func RoundWhen(cat *i18n.Catalog, rt tournament.RoundTime) string {
	date, at := Date(cat, rt.Date), ClockTime(cat, rt.Time)
	switch {
	case date == "":
		return at
	case at == "":
		return date
	}
	return cat.T("schedule.when", "date", date, "time", at)
}

// ClockTime is a time of day "18:00" as cat's language writes it, "" for
// none.
func ClockTime(cat *i18n.Catalog, hhmm string) string {
	h, m, ok := strings.Cut(hhmm, ":")
	if !ok {
		return hhmm
	}
	return cat.T("schedule.time", "h", h, "m", m)
}
