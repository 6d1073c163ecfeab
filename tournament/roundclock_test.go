package tournament

import (
	"testing"
	"time"
)

// A round robin's rounds are its table's (TotalRounds), whatever number
// of rounds its settings hold: its clock counts for round 1 before the
// start and for none once every round is played.
func TestARoundRobinsClockCountsForItsTablesRounds(t *testing.T) {
	ev := newField(12, RoundRobin)
	ev.Settings.Rounds = 0
	ev.Settings.Schedule = []RoundTime{{Round: 1, Date: "2026-05-02", Time: "10:00"}, {Round: 11, Date: "2026-05-06", Time: "15:00"}}
	r, start, ok := ClockRound(ev, time.UTC)
	if want := time.Date(2026, 5, 2, 10, 0, 0, 0, time.UTC); !ok || r != 1 || !start.Equal(want) {
		t.Errorf("before round 1: round %d at %v (%v), want round 1 at %v", r, start, ok, want)
	}
	pairAll(t, ev)
	for i := range ev.Rounds {
		for j := range ev.Rounds[i].Pairings {
			if i < 10 || j > 0 {
				ev.Rounds[i].Pairings[j].Result = Draw
			}
		}
	}
	if r, _, ok := ClockRound(ev, time.UTC); !ok || r != 11 {
		t.Errorf("round 11 in play: the clock counts for round %d (%v)", r, ok)
	}
	ev.Rounds[10].Pairings[0].Result = Draw
	if r, _, ok := ClockRound(ev, time.UTC); ok {
		t.Errorf("every round played: a clock for round %d", r)
	}
}
