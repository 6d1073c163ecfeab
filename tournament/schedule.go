package tournament

import (
	"arbiter/engine"
	"arbiter/tournament/input"
	"slices"
	"time"
)

// RoundTime is when a round is to be played: its date (ISO, "2026-11-20")
// and the local time it starts ("18:00"); either may be unknown.
type RoundTime struct {
	Round int    `json:"round"`
	Date  string `json:"date,omitempty"`
	Time  string `json:"time,omitempty"`
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
			return engine.NewMessage("schedule.err.round", "round", rt.Round, "rounds", s.Rounds)
		case seen[rt.Round]:
			return engine.NewMessage("schedule.err.twice", "round", rt.Round)
		}
		seen[rt.Round] = true
		if rt.Date != "" {
			d, err := time.Parse(time.DateOnly, rt.Date)
			if err != nil || !input.PlausibleDate(d) {
				return engine.NewMessage("schedule.err.date", "round", rt.Round, "date", rt.Date)
			}
		}
		if rt.Time != "" {
			if t, err := input.ParseClockTime(rt.Time); err != nil || t != rt.Time {
				return engine.NewMessage("schedule.err.time", "round", rt.Round, "time", rt.Time)
			}
		}
	}
	for _, rt := range slices.SortedFunc(slices.Values(s.Schedule), func(a, b RoundTime) int { return a.Round - b.Round }) {
		if rt.Date == "" {
			continue
		}
		if rt.Date < last {
			return engine.NewMessage("schedule.err.order", "round", rt.Round, "before", lastRound)
		}
		last, lastRound = rt.Date, rt.Round
	}
	return nil
}
