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

// dateOutside is a round dated outside the event's days: before its
// first day (Bound the StartDate) or, After, past its last (Bound the
// EndDate).
type dateOutside struct {
	Round       int
	Date, Bound string
	After       bool
}

// DatesOutside is the refusal of each round of dated whose date lies
// outside the settings' days, as a report's import names them.
func (s Settings) DatesOutside(dated []RoundTime) []*engine.Message {
	var out []*engine.Message
	for _, d := range s.datesOutside(dated) {
		out = append(out, d.message())
	}
	return out
}

// datesOutside is the rounds of dated whose date lies outside the
// settings' days, each against the bound it passes; a bound not set
// bounds nothing, and a round on a bound's day is within. It is the one
// reading of the rule for the settings' own schedule (validateSchedule)
// and a report's round dates alike (DatesOutside).
func (s Settings) datesOutside(dated []RoundTime) []dateOutside {
	var out []dateOutside
	for _, rt := range dated {
		switch {
		case rt.Date == "":
		case s.StartDate != "" && rt.Date < s.StartDate:
			out = append(out, dateOutside{Round: rt.Round, Date: rt.Date, Bound: s.StartDate})
		case s.EndDate != "" && rt.Date > s.EndDate:
			out = append(out, dateOutside{Round: rt.Round, Date: rt.Date, Bound: s.EndDate, After: true})
		}
	}
	return out
}

// message is the refusal of a round so dated, naming the round, its date
// and the day it passes.
func (d dateOutside) message() *engine.Message {
	if d.After {
		return engine.NewMessage("schedule.err.after-end", "round", d.Round, "date", engine.Day(d.Date), "end", engine.Day(d.Bound))
	}
	return engine.NewMessage("schedule.err.before-start", "round", d.Round, "date", engine.Day(d.Date), "start", engine.Day(d.Bound))
}

// validateSchedule checks a schedule: rounds of the event each named
// once, real dates and times of day, no round dated before the one it
// follows, and none outside the event's days, save those in kept: a
// file's own, which a change that leaves the round's date and the day it
// passes as they were does not make, so that an old file dated so still
// takes every other change (Event.SettingsAllowed).
func validateSchedule(s Settings, kept []dateOutside) error {
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
	for _, d := range s.datesOutside(s.Schedule) {
		if !slices.Contains(kept, d) {
			return d.message()
		}
	}
	return nil
}
