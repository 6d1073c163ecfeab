package store

import (
	"errors"
	"fmt"
	"testing"

	"arbiter/engine"
	"arbiter/tournament/seats"
)

// The seat draw is one action: every seat and the seed in its audit entry,
// undone as one; a hand draw is audited as such; once round 1 is paired,
// or when the names do not fit, nothing changes.
func TestSeatDraw(t *testing.T) {
	s, ids := newEvent(t, 4)
	ev := eventOf(t, s)
	if err := s.DrawSeats(ev, 20261122); err != nil {
		t.Fatal(err)
	}
	want := *ev
	seats.Draw(&want, 20261122)
	saved, _ := s.Event()
	for i, p := range saved.Players {
		if p.Seat != want.Players[i].Seat || ev.Players[i].Seat != p.Seat {
			t.Errorf("%s: seat %d saved, %d in the event, drawn %d", p.Name, p.Seat, ev.Players[i].Seat, want.Players[i].Seat)
		}
	}
	log, _ := s.Audit()
	last := log[len(log)-1]
	if len(last.Steps) == 0 || last.Steps[len(last.Steps)-1].Action != "event.draw" || fmt.Sprint(last.Steps[len(last.Steps)-1].Args["seed"]) != "20261122" || !last.Undoable() {
		t.Errorf("audit entry %+v", last)
	}

	before, _ := s.Event()
	if err := s.AssignSeats(ev, []string{before.Players[0].Name, "Nobody", before.Players[2].Name, before.Players[3].Name}); err == nil {
		t.Error("an unknown name seated")
	}
	if after, _ := s.Event(); fmt.Sprint(after.Players) != fmt.Sprint(before.Players) || fmt.Sprint(ev.Players) != fmt.Sprint(before.Players) {
		t.Error("a refused hand draw changed the seats")
	}
	names := []string{before.Players[3].Name, before.Players[2].Name, before.Players[1].Name, before.Players[0].Name}
	if err := s.AssignSeats(ev, names); err != nil {
		t.Fatal(err)
	}
	log, _ = s.Audit()
	if steps := log[len(log)-1].Steps; steps[len(steps)-1].Action != "event.draw.hand" {
		t.Errorf("hand draw audited as %+v", steps)
	}

	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	var te *engine.Message
	if err := s.DrawSeats(ev, 1); !errors.As(err, &te) || te.Key != "event.err.seats.paired" {
		t.Errorf("draw after round 1: %v", err)
	}
}
