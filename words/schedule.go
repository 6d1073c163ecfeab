package words

import (
	"strings"
	"time"

	"arbiter/engine"
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

// ScheduleCut is what the window and the command line say of each round
// whose date or time a Swiss cut short to rounds took out of the schedule
// (schedule.Cut), one line a round.
func ScheduleCut(cat *i18n.Catalog, cut []tournament.RoundTime, rounds int) []string {
	var out []string
	for _, rt := range cut {
		out = append(out, cat.T("schedule.cut", "round", rt.Round, "rounds", rounds, "when", RoundWhen(cat, rt)))
	}
	return out
}

// Moment is the local time t as the reader's language writes a day and a
// clock time, to the second ("5.12.2026 04.58.49"): the history's
// changes and the backups, in the window and on the command line.
func Moment(cat *i18n.Catalog, t time.Time) string {
	return engine.Moment(t.Local().Format("2006-01-02 15:04:05")).Text(cat.TMap)
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
