package tournament

import "testing"

// A Swiss made from scratch has no seats: its standings and crosstable
// must still number the players by the initial ranking list.
func TestStartNumbersOfASwissWithoutSeats(t *testing.T) {
	ev := swissEvent(6, 5)
	// Ratings out of list order, so the numbers are not the input order.
	ev.Players[0].Rating, ev.Players[5].Rating = 1000, 2500
	want := map[int64]int{105: 1, 101: 2, 102: 3, 103: 4, 104: 5, 100: 6}
	got := StartNumbers(ev)
	for id, n := range want {
		if got[id] != n {
			t.Errorf("player %d has number %d, want %d", id, got[id], n)
		}
	}
	for _, r := range Standings(ev).Rows {
		if r.No != want[r.ID] {
			t.Errorf("standings: player %d numbered %d, want %d", r.ID, r.No, want[r.ID])
		}
	}
	for i, r := range Crosstable(ev).Rows {
		if r.No != i+1 || r.No != want[r.ID] {
			t.Errorf("crosstable row %d: player %d numbered %d, want %d", i, r.ID, r.No, want[r.ID])
		}
	}
}

// A round robin numbers its players by the seats drawn.
func TestStartNumbersOfARoundRobin(t *testing.T) {
	ev := &Event{Settings: DefaultSettings(), Players: []Player{{ID: 1, Seat: 2}, {ID: 2, Seat: 1}}}
	ev.Settings.System = RoundRobin
	if got := StartNumbers(ev); got[1] != 2 || got[2] != 1 {
		t.Errorf("numbers %v, want the seats", got)
	}
}
