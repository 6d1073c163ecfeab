package tournament

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testform"
)

func TestValidateSchedule(t *testing.T) {
	tests := []struct {
		name     string
		schedule []RoundTime
		key      string
	}{
		{"in order", []RoundTime{{Round: 1, Date: "2026-11-20", Time: "18:00"}, {Round: 2, Date: "2026-11-20", Time: "10:00"}}, ""},
		{"a round beyond the event", []RoundTime{{Round: 8, Date: "2026-11-20"}}, "schedule.err.round"},
		{"a round twice", []RoundTime{{Round: 1, Date: "2026-11-20"}, {Round: 1, Date: "2026-11-21"}}, "schedule.err.twice"},
		{"a later round dated earlier", []RoundTime{{Round: 2, Date: "2026-11-19"}, {Round: 1, Date: "2026-11-20"}}, "schedule.err.order"},
		{"a time not of a day", []RoundTime{{Round: 1, Time: "8 pm"}}, "schedule.err.time"},
		{"no date", []RoundTime{{Round: 1, Date: "0000-01-01"}}, "schedule.err.date"},
	}
	for _, tt := range tests {
		st := DefaultSettings()
		st.Rounds, st.Schedule = 7, tt.schedule
		err := validateSchedule(st, nil)
		if testform.KeyOf(err) != tt.key {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.key)
		}
	}
}

// A round dated outside the event's days is refused, naming the round, its
// date and the day it passes in every language, each day as the language
// writes it; a bound not set bounds
// nothing, and a round on a bound's day is within.
func TestValidateRoundOutsideTheEventsDays(t *testing.T) {
	tests := []struct {
		name, start, end string
		round            RoundTime
		key, bound       string
	}{
		{"after the last day", "2026-01-01", "2026-01-01", RoundTime{Round: 7, Date: "2026-01-07", Time: "18:00"}, "schedule.err.after-end", "2026-01-01"},
		{"before the first day", "2026-01-03", "2026-01-09", RoundTime{Round: 1, Date: "2026-01-02"}, "schedule.err.before-start", "2026-01-03"},
		{"after the last day, no first day", "", "2026-01-05", RoundTime{Round: 2, Date: "2026-01-06"}, "schedule.err.after-end", "2026-01-05"},
		{"before the first day, no last day", "2026-01-05", "", RoundTime{Round: 2, Date: "2026-01-04"}, "schedule.err.before-start", "2026-01-05"},
		{"on the last day", "2026-01-01", "2026-01-07", RoundTime{Round: 7, Date: "2026-01-07"}, "", ""},
		{"on the first day", "2026-01-01", "2026-01-07", RoundTime{Round: 1, Date: "2026-01-01"}, "", ""},
		{"no days set", "", "", RoundTime{Round: 7, Date: "2030-01-07"}, "", ""},
		{"a time without a date", "2026-01-01", "2026-01-01", RoundTime{Round: 7, Time: "18:00"}, "", ""},
	}
	for _, tt := range tests {
		st := DefaultSettings()
		st.Rounds, st.StartDate, st.EndDate, st.Schedule = 7, tt.start, tt.end, []RoundTime{tt.round}
		err := st.Validate()
		if testform.KeyOf(err) != tt.key {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.key)
			continue
		}
		if err == nil {
			continue
		}
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			text, date, bound := cat.Error(err), engine.Day(tt.round.Date).Text(cat.TMap), engine.Day(tt.bound).Text(cat.TMap)
			if !strings.Contains(text, strconv.Itoa(tt.round.Round)) || !strings.Contains(text, date) || !strings.Contains(text, bound) {
				t.Errorf("%s, %s: %q does not name round %d, %s and %s", tt.name, lang, text, tt.round.Round, date, bound)
			}
		}
	}
}

// An old file whose round is already dated past its last day takes a change
// that leaves that round and that day as they were (its tie-breaks), and
// is refused one that moves either and still leaves the round outside.
func TestSettingsChangeKeepsARoundTheFileAlreadyDatedOutside(t *testing.T) {
	ev := &Event{Settings: DefaultSettings()}
	ev.Settings.System, ev.Settings.Rounds = SwissDutch, 7
	ev.Settings.TieBreaks = ev.Settings.System.DefaultTieBreaks()
	ev.Settings.StartDate, ev.Settings.EndDate = "2026-01-01", "2026-01-01"
	ev.Settings.Schedule = []RoundTime{{Round: 7, Date: "2026-01-07", Time: "18:00"}}

	tieBreaks := ev.Settings
	tieBreaks.TieBreaks = slices.Clone(tieBreaks.TieBreaks[:1])
	if err := ev.ValidateSettingsChange(tieBreaks); err != nil {
		t.Errorf("the tie-breaks changed: %v, want them taken", err)
	}
	timeOnly := ev.Settings
	timeOnly.Schedule = []RoundTime{{Round: 7, Date: "2026-01-07", Time: "17:00"}}
	if err := ev.ValidateSettingsChange(timeOnly); err != nil {
		t.Errorf("round 7's time changed: %v, want it taken", err)
	}
	moved := ev.Settings
	moved.Schedule = []RoundTime{{Round: 7, Date: "2026-01-08"}}
	testform.WantKey(t, ev.ValidateSettingsChange(moved), "schedule.err.after-end")
	end := ev.Settings
	end.EndDate = "2026-01-05"
	testform.WantKey(t, ev.ValidateSettingsChange(end), "schedule.err.after-end")
	mended := ev.Settings
	mended.EndDate = "2026-01-07"
	if err := ev.ValidateSettingsChange(mended); err != nil {
		t.Errorf("the end date moved to round 7's day: %v", err)
	}
}

// TestSettingsChangeKeepsAPairedRoundDatedAfterTheEnd: a round paired and
// dated a day after the event's last day (played late) is a fact of the
// record, which the window's settings show in the round's row and save
// back into the schedule; a change of the name with it is taken, as the
// command line takes it, while a round not so dated is still refused.
func TestSettingsChangeKeepsAPairedRoundDatedAfterTheEnd(t *testing.T) {
	ev := &Event{Settings: DefaultSettings()}
	ev.Settings.System, ev.Settings.Rounds = SwissDutch, 7
	ev.Settings.StartDate, ev.Settings.EndDate = "2026-11-20", "2026-11-24"
	ev.Rounds = []Round{{Number: 1, Date: "2026-11-20"}, {Number: 2, Date: "2026-11-25"}}

	renamed := ev.Settings
	renamed.Name = "Syysavoin"
	renamed.Schedule = []RoundTime{{Round: 1, Date: "2026-11-20"}, {Round: 2, Date: "2026-11-25", Time: "18:00"}}
	if err := ev.ValidateSettingsChange(renamed); err != nil {
		t.Errorf("renamed with round 2 dated as played: %v, want it taken", err)
	}
	moved := renamed
	moved.Schedule = []RoundTime{{Round: 2, Date: "2026-11-26"}}
	testform.WantKey(t, ev.ValidateSettingsChange(moved), "schedule.err.after-end")
	unplayed := renamed
	unplayed.Schedule = []RoundTime{{Round: 3, Date: "2026-11-25"}}
	testform.WantKey(t, ev.ValidateSettingsChange(unplayed), "schedule.err.after-end")
}
