package store

import (
	"errors"
	"fmt"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/seats"
)

// The seats are saved as one action: every seat and the note with its
// seed in its audit entry, undone as one; once round 1 is paired, or when
// setting them fails, nothing changes. (conduct's tests hold the draw by
// lot and by hand.)
func TestSeatsSavedAsOneAction(t *testing.T) {
	s, ids := newEvent(t, 4)
	ev := eventOf(t, s)
	draw := func(e *tournament.Event) error { seats.Draw(e, 20261122); return nil }
	if err := s.SeatPlayers(ev, draw, "event.draw", "seed", "20261122"); err != nil {
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
	last := newestEntry(t, s)
	if len(last.Steps) == 0 || last.Steps[len(last.Steps)-1].Action != "event.draw" || fmt.Sprint(last.Steps[len(last.Steps)-1].Args["seed"]) != "20261122" || !last.Undoable() {
		t.Errorf("audit entry %+v", last)
	}

	before, _ := s.Event()
	refused := errors.New("no seats")
	if err := s.SeatPlayers(ev, func(e *tournament.Event) error { e.Players[0].Seat = 9; return refused }, "event.draw.hand"); !errors.Is(err, refused) {
		t.Errorf("seats that could not be set: %v", err)
	}
	if after, _ := s.Event(); fmt.Sprint(after.Players) != fmt.Sprint(before.Players) || fmt.Sprint(ev.Players) != fmt.Sprint(before.Players) {
		t.Error("a refused draw changed the seats")
	}

	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	var te *engine.Message
	if err := s.SeatPlayers(ev, draw, "event.draw"); !errors.As(err, &te) || te.Key != "event.err.seats.paired" {
		t.Errorf("draw after round 1: %v", err)
	}
}
