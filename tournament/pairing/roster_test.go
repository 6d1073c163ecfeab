package pairing

import (
	"fmt"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/swiss"
)

// A roster gives each player the number tournament.Event.StartNumbers gives
// him and his name, and says so of an id the event does not hold.
func TestRoster(t *testing.T) {
	ev := testfield.Swiss(6, 5)
	ev.Players[0].Rating, ev.Players[5].Rating = 1000, 2500
	r := NewRoster(ev)
	for _, p := range ev.Players {
		if n, name, ok := r.Player(p.ID); !ok || n != ev.StartNumbers()[p.ID] || name != p.Name {
			t.Errorf("player %d: %d %q %v, want %d %q", p.ID, n, name, ok, ev.StartNumbers()[p.ID], p.Name)
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

// A round robin's roster numbers its players by their seats; a player not
// seated yet has no number, and a finding's 0 (no player) names nobody.
func TestRosterOfARoundRobinNumbersBySeat(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Players[2].Seat = 0 // 103, entered after the draw
	r := NewRoster(ev)
	f := swiss.Finding{Message: engine.Message{Args: map[string]any{"white": 4, "black": 0, "player": 2}}}
	got := r.Named(f)
	if want := []Numbered{{2, 102, "Player 2"}, {4, 104, "Player 4"}}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("named %+v, want %+v", got, want)
	}
}
