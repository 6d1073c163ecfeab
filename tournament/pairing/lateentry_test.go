package pairing_test

import (
	"testing"

	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
)

// A player added once rounds 1 and 2 are over, before round 3 is paired,
// alone or in a list imported, entered in round 3: the lists of rounds 1 and 2 leave him out, as they
// will once he has a board in round 3, where they listed him absent.
func TestRoundListLeavesOutALateEntryAddedBeforeHisRoundIsPaired(t *testing.T) {
	st := testevent.Open(t, testevent.EventFile(t, testevent.Swiss(t, 8, 2, false)))
	id, err := st.AddPlayer(tournament.Player{Name: "Kalle Myöhä", Rating: 1700})
	if err != nil {
		t.Fatal(err)
	}
	// One of a list imported is a late entry as well.
	list := &tournament.Event{Players: []tournament.Player{{ID: 1, Name: "Liisa Listalta", Rating: 1600}}}
	if _, err := st.Import(list, false, tournament.SwissOptions{}); err != nil {
		t.Fatal(err)
	}
	ev := testevent.Event(t, st)
	imported := ev.Players[len(ev.Players)-1]
	for _, id := range []int64{id, imported.ID} {
		if p, _ := ev.Player(id); p.Entered != 3 {
			t.Errorf("%s entered in round %d, want 3", p.Name, p.Entered)
		}
		for r := 1; r <= 2; r++ {
			_, out, ok := pairing.RoundList(ev, r)
			if !ok {
				t.Fatalf("round %d has no list", r)
			}
			for _, a := range out {
				if a.Player == id {
					t.Errorf("round %d's list names the late entry: %+v", r, a)
				}
			}
		}
	}
}
