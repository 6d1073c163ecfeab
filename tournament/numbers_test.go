package tournament

import (
	"testing"

	"arbiter/engine"
	"arbiter/tournament/swiss"
)

// A round robin numbers its players by the seats drawn.
func TestStartNumbersOfARoundRobin(t *testing.T) {
	ev := &Event{Settings: DefaultSettings(), Players: []Player{{ID: 1, Seat: 2}, {ID: 2, Seat: 1}}}
	ev.Settings.System = RoundRobin
	if got := StartNumbers(ev); got[1] != 2 || got[2] != 1 {
		t.Errorf("numbers %v, want the seats", got)
	}
}

// A roster gives each player the number StartNumbers gives him and his
// name, and says so of an id the event does not hold.
func TestRoster(t *testing.T) {
	ev := swissEvent(6, 5)
	ev.Players[0].Rating, ev.Players[5].Rating = 1000, 2500
	r := NewRoster(ev)
	for _, p := range ev.Players {
		if n, name, ok := r.Player(p.ID); !ok || n != StartNumbers(ev)[p.ID] || name != p.Name {
			t.Errorf("player %d: %d %q %v, want %d %q", p.ID, n, name, ok, StartNumbers(ev)[p.ID], p.Name)
		}
	}
	if n, name, ok := r.Player(999); ok || n != 0 || name != "" {
		t.Errorf("an id not in the event: %d %q %v", n, name, ok)
	}
	// A finding names players by pairing number; a number beyond the
	// field names nobody.
	f := swiss.Finding{Rule: "C3", Message: engine.Message{Args: map[string]any{"white": 1, "black": 7, "player": 6}}}
	got := r.Named(f)
	want := []Numbered{{6, 100, ev.Players[0].Name}, {1, 105, ev.Players[5].Name}}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("named %+v, want %+v", got, want)
	}
}
