package store

import (
	"maps"
	"path/filepath"
	"testing"

	"arbiter/tournament"
)

// Once a Swiss's fourth round is paired no pairing number changes (FIDE
// C.04.2.B.3): a rating corrected after round 7 of a Helsinki open gave
// three players new numbers, every sheet posted before with the old ones.
// Before round 4 a correction still reorders the list; from then on it
// moves no one, a late entry takes the number after the last, the check
// of round 4 names the correction alone (not the numbers kept), and Undo
// takes the correction back with the numbers' keeping.
func TestPairingNumbersStayOnceRoundFourIsPaired(t *testing.T) {
	s, ids := eventAt(t, filepath.Join(t.TempDir(), "event.arbiter"), unseated(testPlayers(10)))
	st := testSettings()
	st.System, st.Rounds = tournament.SwissDutch, 6
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	rerate := func(id int64, rating int) {
		t.Helper()
		p, _ := eventOf(t, s).Player(id)
		p.Rating = rating
		if err := s.UpdatePlayer(*p); err != nil {
			t.Fatal(err)
		}
	}
	for r := 1; r <= 3; r++ {
		pairRound(t, s, r)
		drawRound(t, s, r)
	}
	rerate(ids[9], 2100)
	if n := eventOf(t, s).StartNumbers()[ids[9]]; n != 1 {
		t.Fatalf("rated above the field after round 3: number %d, want 1", n)
	}
	corrected := newestEntry(t, s).ID
	pairRound(t, s, 4)
	fixed := eventOf(t, s).StartNumbers()

	rerate(ids[8], 2200)
	if now := eventOf(t, s).StartNumbers(); !maps.Equal(now, fixed) {
		t.Errorf("a rating corrected once round 4 is paired: numbers %v, want %v as they were", now, fixed)
	}
	late, err := s.AddPlayer(tournament.Player{Name: "Myöhäinen Matti", Rating: 2300, Federation: "FIN"})
	if err != nil {
		t.Fatal(err)
	}
	ev := eventOf(t, s)
	if n := ev.StartNumbers()[late]; n != 11 {
		t.Errorf("a late entry rated above the field after round 4: number %d, want 11, after the last", n)
	}
	then := asPairedOf(t, s, ev, 4)
	if len(then.Corrected) != 1 || then.Corrected[0].Key != "swisscli.check.since.rating" {
		t.Errorf("round 4 after a rating corrected: %+v, want the rating alone", then.Corrected)
	}
	// The correction after round 3 is named by its own action, not by
	// the later one that kept the numbers.
	then = asPairedOf(t, s, ev, 3)
	if len(then.Corrected) != 2 || then.Corrected[0].Args["entry"] != corrected {
		t.Errorf("round 3 after two ratings corrected: %+v, want the first of action #%d", then.Corrected, corrected)
	}

	for range 2 {
		if _, err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	ev = eventOf(t, s)
	if now := ev.StartNumbers(); !maps.Equal(now, fixed) || ev.Players[8].Seat != 0 {
		t.Errorf("the correction and the entry undone: numbers %v, seat %d; want %v from the ratings", now, ev.Players[8].Seat, fixed)
	}
}
