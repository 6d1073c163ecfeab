// Package schedule is when an event's rounds are played: the schedule the
// settings keep (tournament.Settings.Schedule), read, edited and typed,
// and the round the venue's clock counts down to. The rule a saved
// schedule keeps is tournament's (Settings.Validate), which the store
// judges.
package schedule

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/input"
)

// Round is when round n is played: the round as set (Stated), and where
// that names no date, the event's one day when its first and last days
// are the same (a club evening, a one-day rapid), which fixes every
// round's. Every front end, sheet and report reads a round's date
// through it.
func Round(ev *tournament.Event, n int) tournament.RoundTime {
	rt := Stated(ev, n)
	if s := ev.Settings; rt.Date == "" && s.StartDate != "" && s.StartDate == s.EndDate {
		rt.Date = s.StartDate
	}
	return rt
}

// OneDay makes a new event whose first day is given and whose last is
// left empty a one-day event (Round dates its rounds by that day), as
// the window's new-event box and "arbiter new" both take it; it says
// whether it did, for the command line to tell. An event whose end is
// not yet known (a league) is given its end empty on purpose, after.
func OneDay(s *tournament.Settings) bool {
	if s.StartDate == "" || s.EndDate != "" {
		return false
	}
	s.EndDate = s.StartDate
	return true
}

// DropEventDay takes out of ev's rounds and schedule each date that only
// repeats a one-day event's day, which Round gives every round of it: a
// rating report's record 132 writes that day for each round (Round), and
// an import of it keeps the event as it was, its rounds dated by the
// event's day, not each by a date of its own.
func DropEventDay(ev *tournament.Event) {
	day := ev.Settings.StartDate
	if day == "" || day != ev.Settings.EndDate {
		return
	}
	for i := range ev.Rounds {
		if ev.Rounds[i].Date == day {
			ev.Rounds[i].Date = ""
		}
	}
	var kept []tournament.RoundTime
	for _, rt := range ev.Settings.Schedule {
		if rt.Date == day {
			rt.Date = ""
		}
		if rt.Date != "" || rt.Time != "" {
			kept = append(kept, rt)
		}
	}
	ev.Settings.Schedule = kept
}

// Stated is round n as the event sets it: the event's schedule, and the
// date the round itself carries (imported from a rating report) where the
// schedule names none; what the settings show and keep of the round.
func Stated(ev *tournament.Event, n int) tournament.RoundTime {
	rt := tournament.RoundTime{Round: n}
	for _, s := range ev.Settings.Schedule {
		if s.Round == n {
			rt = s
		}
	}
	if r, ok := ev.Round(n); ok && rt.Date == "" {
		rt.Date = r.Date
	}
	return rt
}

// Sorted is the schedule in round order, without rounds that have neither
// date nor time.
func Sorted(s []tournament.RoundTime) []tournament.RoundTime {
	var out []tournament.RoundTime
	for _, rt := range s {
		if rt.Date != "" || rt.Time != "" {
			out = append(out, rt)
		}
	}
	slices.SortFunc(out, func(a, b tournament.RoundTime) int { return a.Round - b.Round })
	return out
}

// Set is the schedule with round rt.Round's date and time replaced; both
// empty take the round out of it.
func Set(s []tournament.RoundTime, rt tournament.RoundTime) []tournament.RoundTime {
	out := slices.DeleteFunc(slices.Clone(s), func(o tournament.RoundTime) bool { return o.Round == rt.Round })
	return Sorted(append(out, rt))
}

// Cut takes out of s's schedule the rounds past its number of rounds, which
// a Swiss cut short no longer plays, and gives them for the front end to
// name (words.ScheduleCut): the cut keeps no date of a round that is not
// one of the event's, and drops none unsaid.
func Cut(s *tournament.Settings) []tournament.RoundTime {
	if s.Rounds <= 0 {
		return nil
	}
	var cut []tournament.RoundTime
	s.Schedule = slices.DeleteFunc(slices.Clone(s.Schedule), func(rt tournament.RoundTime) bool {
		if rt.Round > s.Rounds {
			cut = append(cut, rt)
		}
		return rt.Round > s.Rounds
	})
	return cut
}

// Parse reads "N=DATE", "N=DATE TIME", "N=TIME" or "N=" (no date), as the
// command line and the settings take a round's schedule: the date as
// input.ParseDate reads it, in any language's form ("20 Nov 2026" has
// blanks of its own), and the time, the last word, as
// input.ParseClockTime reads it.
func Parse(text string) (tournament.RoundTime, error) {
	num, rest, ok := strings.Cut(text, "=")
	n, err := strconv.Atoi(strings.TrimSpace(num))
	if !ok || err != nil {
		return tournament.RoundTime{}, engine.NewMessage("schedule.err.form", "text", text)
	}
	rt := tournament.RoundTime{Round: n}
	words := strings.Fields(rest)
	if len(words) == 0 {
		return rt, nil
	}
	// No date ends in a word that reads as a time of day.
	last := len(words) - 1
	if at, err := input.ParseClockTime(words[last]); err == nil {
		rt.Time, words = at, words[:last]
	} else if timeMeant(words) {
		return tournament.RoundTime{}, engine.NewMessage("schedule.err.time", "round", n, "time", words[last])
	}
	if len(words) > 0 {
		date := strings.Join(words, " ")
		d, err := input.ParseDate(date)
		if err != nil {
			return tournament.RoundTime{}, engine.NewMessage("schedule.err.date", "round", n, "date", date)
		}
		rt.Date = d.Format(time.DateOnly)
	}
	return rt, nil
}

// timeMeant tells whether the last of a round's words, which is no time
// of day, was meant as one: it follows a date, or it stands alone and is
// written as no date is (no letters, fewer than two dots or dashes).
func timeMeant(words []string) bool {
	last := len(words) - 1
	if last > 0 {
		_, err := input.ParseDate(strings.Join(words[:last], " "))
		return err == nil
	}
	w := words[0]
	return strings.Count(w, ".") < 2 && strings.Count(w, "-") < 2 && !strings.ContainsFunc(w, unicode.IsLetter)
}
