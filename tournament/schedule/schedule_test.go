package schedule

import (
	"errors"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
)

func TestParse(t *testing.T) {
	tests := []struct {
		text string
		want tournament.RoundTime
		key  string
	}{
		{"3=2026-11-22 18:00", tournament.RoundTime{Round: 3, Date: "2026-11-22", Time: "18:00"}, ""},
		{"3=22.11.2026 18.00", tournament.RoundTime{Round: 3, Date: "2026-11-22", Time: "18:00"}, ""},
		{"3=22 Nov 2026 18:00", tournament.RoundTime{Round: 3, Date: "2026-11-22", Time: "18:00"}, ""},
		{"3= 22 Nov 2026 ", tournament.RoundTime{Round: 3, Date: "2026-11-22"}, ""},
		{"3=22 Noc 2026 18:00", tournament.RoundTime{}, "schedule.err.date"},
		{"3=22 Nov 2026 25:00", tournament.RoundTime{}, "schedule.err.time"},
		{"1=9:30", tournament.RoundTime{Round: 1, Time: "09:30"}, ""},
		{"2=", tournament.RoundTime{Round: 2}, ""},
		{"2=2026-13-01", tournament.RoundTime{}, "schedule.err.date"},
		{"2=25:00", tournament.RoundTime{}, "schedule.err.time"},
		{"two=2026-11-22", tournament.RoundTime{}, "schedule.err.form"},
	}
	for _, tt := range tests {
		got, err := Parse(tt.text)
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

// TestRoundFallsBackToTheRound: a round without a scheduled date
// keeps the date it carries (from an imported report).
func TestRoundFallsBackToTheRound(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings(), Rounds: []tournament.Round{{Number: 1, Date: "2026-11-20"}, {Number: 2, Date: "2026-11-21"}}}
	ev.Settings.Schedule = []tournament.RoundTime{{Round: 2, Date: "2026-11-22", Time: "18:00"}, {Round: 3, Time: "10:00"}}
	for n, want := range map[int]tournament.RoundTime{1: {Round: 1, Date: "2026-11-20"}, 2: {Round: 2, Date: "2026-11-22", Time: "18:00"},
		3: {Round: 3, Time: "10:00"}} {
		if got := Round(ev, n); got != want {
			t.Errorf("round %d: %+v, want %+v", n, got, want)
		}
	}
}

// TestRoundOfAOneDayEventIsThatDay: a round of an event whose first and
// last days are one day is played that day, as the event's dates fix it,
// where the schedule and the round name no other; the pairing sheets,
// the scoresheets, the venue and the TRF's round dates left it undated
// (and the TRF export said record 132 missing) though the PGN's games
// were dated that day. The schedule's date wins, and the schedule as set
// (Stated) gives none; an event of several days, or of one named day
// alone, gives its undated rounds none.
func TestRoundOfAOneDayEventIsThatDay(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings(), Rounds: []tournament.Round{{Number: 1}, {Number: 2}, {Number: 3}}}
	ev.Settings.StartDate, ev.Settings.EndDate = "2026-12-04", "2026-12-04"
	ev.Settings.Schedule = []tournament.RoundTime{{Round: 2, Time: "18:30"}, {Round: 3, Date: "2026-12-05", Time: "10:00"}}
	for n, want := range map[int]tournament.RoundTime{1: {Round: 1, Date: "2026-12-04"}, 2: {Round: 2, Date: "2026-12-04", Time: "18:30"},
		3: {Round: 3, Date: "2026-12-05", Time: "10:00"}, 4: {Round: 4, Date: "2026-12-04"}} {
		if got := Round(ev, n); got != want {
			t.Errorf("round %d: %+v, want %+v", n, got, want)
		}
	}
	if got := Stated(ev, 2); got != (tournament.RoundTime{Round: 2, Time: "18:30"}) {
		t.Errorf("round 2 as set: %+v, want its time alone", got)
	}
	for _, days := range [][2]string{{"2026-12-04", "2026-12-06"}, {"2026-12-04", ""}, {"", "2026-12-04"}} {
		ev.Settings.StartDate, ev.Settings.EndDate = days[0], days[1]
		if got := Round(ev, 1); got.Date != "" {
			t.Errorf("%v: round 1 dated %s, want undated", days, got.Date)
		}
	}
}
