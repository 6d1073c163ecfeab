package tournament

import (
	"testing"

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
		err := validateSchedule(st)
		if testform.KeyOf(err) != tt.key {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.key)
		}
	}
}
