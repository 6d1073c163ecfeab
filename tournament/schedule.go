package tournament

import (
	"arbiter/tournament/input"
	"slices"
	"strconv"
	"strings"
	"time"
)

// RoundTime is when a round is to be played: its date (ISO, "2026-11-20")
// and the local time it starts ("18:00"); either may be unknown.
type RoundTime struct {
	Round int    `json:"round"`
	Date  string `json:"date,omitempty"`
	Time  string `json:"time,omitempty"`
}

// RoundSchedule is when round n is played: the event's schedule, and the
// date the round itself carries (imported from a rating report) where the
// schedule names none. Every front end, sheet and report reads a round's
// date through it.
func RoundSchedule(ev *Event, n int) RoundTime {
	rt := RoundTime{Round: n}
	for _, s := range ev.Settings.Schedule {
		if s.Round == n {
			rt = s
		}
	}
	if rt.Date == "" {
		for _, r := range ev.Rounds {
			if r.Number == n {
				rt.Date = r.Date
			}
		}
	}
	return rt
}

// validateSchedule checks a schedule: rounds of the event each named
// once, real dates and times of day, and no round dated before the one
// it follows. The store checks it before every save.
func validateSchedule(s Settings) error {
	seen := map[int]bool{}
	last, lastRound := "", 0
	for _, rt := range s.Schedule {
		switch {
		case rt.Round < 1 || s.Rounds > 0 && rt.Round > s.Rounds:
			return errorf("schedule.err.round", []any{"round", rt.Round, "rounds", s.Rounds})
		case seen[rt.Round]:
			return errorf("schedule.err.twice", []any{"round", rt.Round})
		}
		seen[rt.Round] = true
		if rt.Date != "" {
			d, err := time.Parse(time.DateOnly, rt.Date)
			if err != nil || !input.PlausibleDate(d) {
				return errorf("schedule.err.date", []any{"round", rt.Round, "date", rt.Date})
			}
		}
		if rt.Time != "" {
			if t, err := parseClockTime(rt.Time); err != nil || t != rt.Time {
				return errorf("schedule.err.time", []any{"round", rt.Round, "time", rt.Time})
			}
		}
	}
	for _, rt := range SortedSchedule(s.Schedule) {
		if rt.Date == "" {
			continue
		}
		if rt.Date < last {
			return errorf("schedule.err.order", []any{"round", rt.Round, "before", lastRound})
		}
		last, lastRound = rt.Date, rt.Round
	}
	return nil
}

// SortedSchedule is the schedule in round order, without rounds that
// have neither date nor time.
func SortedSchedule(s []RoundTime) []RoundTime {
	var out []RoundTime
	for _, rt := range s {
		if rt.Date != "" || rt.Time != "" {
			out = append(out, rt)
		}
	}
	slices.SortFunc(out, func(a, b RoundTime) int { return a.Round - b.Round })
	return out
}

// SetRoundTime is the schedule with round n's date and time replaced;
// both empty take the round out of it.
func SetRoundTime(s []RoundTime, rt RoundTime) []RoundTime {
	out := slices.DeleteFunc(slices.Clone(s), func(o RoundTime) bool { return o.Round == rt.Round })
	return SortedSchedule(append(out, rt))
}

// ParseRoundTime reads "N=DATE", "N=DATE TIME", "N=TIME" or "N=" (no
// date), as the command line takes a round's schedule: the date as
// ParseDate reads it, the time "18:00" or "18.00".
func ParseRoundTime(text string) (RoundTime, error) {
	num, rest, ok := strings.Cut(text, "=")
	n, err := strconv.Atoi(strings.TrimSpace(num))
	if !ok || err != nil {
		return RoundTime{}, errorf("schedule.err.form", []any{"text", text})
	}
	rt := RoundTime{Round: n}
	for _, f := range strings.Fields(rest) {
		if strings.Count(f, ".") == 2 || strings.Count(f, "-") == 2 {
			d, err := input.ParseDate(f)
			if err != nil {
				return RoundTime{}, errorf("schedule.err.date", []any{"round", n, "date", f})
			}
			rt.Date = d.Format(time.DateOnly)
			continue
		}
		if rt.Time, err = parseClockTime(f); err != nil {
			return RoundTime{}, errorf("schedule.err.time", []any{"round", n, "time", f})
		}
	}
	return rt, nil
}

// parseClockTime reads a time of day, "18:00", "9:30" or "18.00", as
// "HH:MM".
func parseClockTime(s string) (string, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ".", ":")
	t, err := time.Parse("15:04", s)
	if err != nil {
		return "", err
	}
	return t.Format("15:04"), nil
}
