package tournament

import "testing"

// TestCompletedRounds: a round counts as completed only when every game
// that counts has its final result; one pending or adjourned board keeps
// it open, and a later round cannot be complete before an earlier one.
func TestCompletedRounds(t *testing.T) {
	ev := &Event{Settings: DefaultSettings()}
	for i := 1; i <= 6; i++ {
		ev.Players = append(ev.Players, Player{ID: int64(i), Seat: i, Name: string(rune('A' - 1 + i))})
	}
	for r := 1; r <= 3; r++ {
		rd, err := PairRoundRobin(ev, r)
		if err != nil {
			t.Fatal(err)
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	finish := func(r int) {
		for b := range ev.Rounds[r-1].Pairings {
			ev.Rounds[r-1].Pairings[b].Result = Draw
		}
	}
	if got := CompletedRounds(ev); got != 0 {
		t.Fatalf("nothing played: %d completed rounds", got)
	}
	finish(1)
	finish(2)
	ev.Rounds[2].Pairings[0].Result = WhiteWins // one result of three in round 3
	if got := CompletedRounds(ev); got != 2 {
		t.Errorf("round 3 with one result: %d completed rounds, want 2", got)
	}
	ev.Rounds[1].Pairings[1].Result = Adjourned
	if got := CompletedRounds(ev); got != 1 {
		t.Errorf("an adjourned game in round 2: %d completed rounds, want 1", got)
	}
	if got := Standings(ev).Complete; got != CompletedRounds(ev) {
		t.Errorf("standings say %d completed rounds, CompletedRounds %d", got, CompletedRounds(ev))
	}
}

// TestAfterRound: the event after round n has only its first n rounds,
// and a player who withdrew later is still in play then.
func TestAfterRound(t *testing.T) {
	ev := &Event{Settings: DefaultSettings()}
	for i := 1; i <= 4; i++ {
		ev.Players = append(ev.Players, Player{ID: int64(i), Seat: i, Name: string(rune('A' - 1 + i))})
	}
	for r := 1; r <= 3; r++ {
		rd, err := PairRoundRobin(ev, r)
		if err != nil {
			t.Fatal(err)
		}
		for b := range rd.Pairings {
			rd.Pairings[b].Result = WhiteWins
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	ev.Players[1].WithdrawnAfter = 2
	at1 := AfterRound(ev, 1)
	if len(at1.Rounds) != 1 || at1.Rounds[0].Number != 1 {
		t.Fatalf("after round 1: %d rounds", len(at1.Rounds))
	}
	if at1.Players[1].Withdrawn() {
		t.Error("a player who withdrew after round 2 is withdrawn after round 1")
	}
	if !ev.Players[1].Withdrawn() {
		t.Error("AfterRound changed the event it was given")
	}
	if at2 := AfterRound(ev, 2); !at2.Players[1].Withdrawn() || len(at2.Rounds) != 2 {
		t.Error("after round 2 the withdrawal stands")
	}
	if got := Standings(at1).Rows[0].Points; got != 2 {
		t.Errorf("leader after round 1 has %s points, want 1", got)
	}
}
