package tournament

import (
	"testing"
)

// A round robin numbers its players by the seats drawn.
func TestStartNumbersOfARoundRobin(t *testing.T) {
	ev := &Event{Settings: DefaultSettings(), Players: []Player{{ID: 1, Seat: 2}, {ID: 2, Seat: 1}}}
	ev.Settings.System = RoundRobin
	if got := ev.StartNumbers(); got[1] != 2 || got[2] != 1 {
		t.Errorf("numbers %v, want the seats", got)
	}
}
