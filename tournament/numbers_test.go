package tournament

import (
	"slices"
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

// A Dubov Swiss numbers an unrated player by the provisional rating the
// arbiter gave him for the pairing (C.04.4.1 1.1.2), as its pairing ranks
// him: the pairing read him as rated 2390 while every list, and the
// report, numbered him last, so that the report, imported, was paired
// and checked with him last. Another system, which never reads it, and a
// rated player keep their rating's place.
func TestDubovNumbersAnUnratedPlayerByHisPairingRating(t *testing.T) {
	ev := &Event{Settings: DefaultSettings(), Players: []Player{
		{ID: 1, Name: "Anna Berg", Rating: 2200}, {ID: 2, Name: "Carl Dahl", PairingRating: 2390},
		{ID: 3, Name: "Eva Falk", Rating: 2100, PairingRating: 2400}, {ID: 4, Name: "Gus Holm"}}}
	for sys, want := range map[System][]int64{SwissDubov: {2, 1, 3, 4}, SwissDutch: {1, 3, 2, 4}, SwissBurstein: {1, 3, 2, 4}} {
		ev.Settings.System = sys
		if got := ev.SwissNumbers(); !slices.Equal(got, want) {
			t.Errorf("%s: numbers %v, want %v", sys, got, want)
		}
	}
}
