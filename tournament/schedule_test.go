package tournament

import (
	"errors"
	"testing"

	"arbiter/engine"
)

func TestParseRoundTime(t *testing.T) {
	tests := []struct {
		text string
		want RoundTime
		key  string
	}{
		{"3=2026-11-22 18:00", RoundTime{Round: 3, Date: "2026-11-22", Time: "18:00"}, ""},
		{"3=22.11.2026 18.00", RoundTime{Round: 3, Date: "2026-11-22", Time: "18:00"}, ""},
		{"1=9:30", RoundTime{Round: 1, Time: "09:30"}, ""},
		{"2=", RoundTime{Round: 2}, ""},
		{"2=2026-13-01", RoundTime{}, "schedule.err.date"},
		{"2=25:00", RoundTime{}, "schedule.err.time"},
		{"two=2026-11-22", RoundTime{}, "schedule.err.form"},
	}
	for _, tt := range tests {
		got, err := ParseRoundTime(tt.text)
		var ke *engine.Message
		switch {
		case tt.key == "" && err != nil:
			t.Errorf("%q: %v", tt.text, err)
		case tt.key != "" && (!errors.As(err, &ke) || ke.Key != tt.key):
			t.Errorf("%q: error %v, want %s", tt.text, err, tt.key)
		case got != tt.want:
			t.Errorf("%q = %+v, want %+v", tt.text, got, tt.want)
		}
	}
}

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
		err := validateSchedule(st)
		var ke *engine.Message
		if tt.key == "" && err != nil || tt.key != "" && (!errors.As(err, &ke) || ke.Key != tt.key) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.key)
		}
	}
}

// TestRoundScheduleFallsBackToTheRound: a round without a scheduled date
// keeps the date it carries (from an imported report).
func TestRoundScheduleFallsBackToTheRound(t *testing.T) {
	ev := &Event{Settings: DefaultSettings(), Rounds: []Round{{Number: 1, Date: "2026-11-20"}, {Number: 2, Date: "2026-11-21"}}}
	ev.Settings.Schedule = []RoundTime{{Round: 2, Date: "2026-11-22", Time: "18:00"}, {Round: 3, Time: "10:00"}}
	for n, want := range map[int]RoundTime{1: {Round: 1, Date: "2026-11-20"}, 2: {Round: 2, Date: "2026-11-22", Time: "18:00"},
		3: {Round: 3, Time: "10:00"}} {
		if got := RoundSchedule(ev, n); got != want {
			t.Errorf("round %d: %+v, want %+v", n, got, want)
		}
	}
}
