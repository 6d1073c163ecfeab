package standings_test

import (
	"reflect"
	"slices"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/tiebreak"
)

// TestCompletedRounds: a round counts as completed only when every game
// that counts has its final result; one pending or adjourned board keeps
// it open, and a later round cannot be complete before an earlier one.
func TestCompletedRounds(t *testing.T) {
	ev := testfield.Field(6, tournament.RoundRobin)
	testfield.Play(t, ev, make([][]tournament.Result, 3)) // three rounds paired, no result
	finish := func(r int) {
		for b := range ev.Rounds[r-1].Pairings {
			ev.Rounds[r-1].Pairings[b].Result = tournament.Draw
		}
	}
	if got := ev.CompletedRounds(); got != 0 {
		t.Fatalf("nothing played: %d completed rounds", got)
	}
	finish(1)
	finish(2)
	ev.Rounds[2].Pairings[0].Result = tournament.WhiteWins // one result of three in round 3
	if got := ev.CompletedRounds(); got != 2 {
		t.Errorf("round 3 with one result: %d completed rounds, want 2", got)
	}
	ev.Rounds[1].Pairings[1].Result = tournament.Adjourned
	if got := ev.CompletedRounds(); got != 1 {
		t.Errorf("an adjourned game in round 2: %d completed rounds, want 1", got)
	}
	if got := standings.Of(ev).Complete; got != ev.CompletedRounds() {
		t.Errorf("standings say %d completed rounds, Event.CompletedRounds %d", got, ev.CompletedRounds())
	}
}

// TestAfterRound: the event after round n has only its first n rounds,
// and a player who withdrew later is still in play then.
func TestAfterRound(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	won := []tournament.Result{tournament.WhiteWins, tournament.WhiteWins}
	testfield.Play(t, ev, [][]tournament.Result{won, won, won})
	ev.Players[1].WithdrawnAfter = 2
	at1 := ev.AfterRound(1)
	if len(at1.Rounds) != 1 || at1.Rounds[0].Number != 1 {
		t.Fatalf("after round 1: %d rounds", len(at1.Rounds))
	}
	if at1.Players[1].Withdrawn() {
		t.Error("a player who withdrew after round 2 is withdrawn after round 1")
	}
	if !ev.Players[1].Withdrawn() {
		t.Error("AfterRound changed the event it was given")
	}
	if at2 := ev.AfterRound(2); !at2.Players[1].Withdrawn() || len(at2.Rounds) != 2 {
		t.Error("after round 2 the withdrawal stands")
	}
	if got := standings.Of(at1).Rows[0].Points; got != 2 {
		t.Errorf("leader after round 1 has %s points, want 1", got)
	}
}

// TestStandingsIgnoreRoundsNotCompleted: the standings are those after
// the last completed round, so pairing the next round — its games without
// results, a pairing-allocated bye — or entering part of its results
// changes no place, point or tie-break.
func TestStandingsIgnoreRoundsNotCompleted(t *testing.T) {
	round1 := []tournament.Pairing{testfield.Game(1, 2, tournament.WhiteWins), testfield.Game(3, 4, tournament.Draw), testfield.Bye(5, tournament.ByePairingAllocated)}
	ev := testfield.Constructed(tournament.SwissDutch, 5, tiebreak.IDs, round1)
	ev.Settings.Rounds = 3
	want, wantTable := texts(ev), standings.Of(ev)
	if wantTable.Complete != 1 {
		t.Fatalf("round 1 played: %d completed rounds", wantTable.Complete)
	}
	check := func(what string) {
		t.Helper()
		if got := texts(ev); !slices.Equal(got, want) {
			t.Errorf("%s: standings after round 1\n got %q\nwant %q", what, got, want)
		}
		if got := standings.Of(ev); got.Complete != 1 || got.Rounds != 2 {
			t.Errorf("%s: %d completed rounds of %d paired, want 1 of 2", what, got.Complete, got.Rounds)
		}
		if got := standings.SwissCrosstable(ev); !reflect.DeepEqual(got.Rows, wantTable.Rows) {
			t.Errorf("%s: the crosstable's rows differ from the standings after round 1", what)
		}
	}
	two := testfield.Constructed(tournament.SwissDutch, 5, nil, round1, []tournament.Pairing{testfield.Game(3, 1, tournament.NoResult), testfield.Game(4, 5, tournament.NoResult), testfield.Bye(2, tournament.ByePairingAllocated)})
	ev.Rounds = append(ev.Rounds, two.Rounds[1])
	check("round 2 paired")
	ev.Rounds[1].Pairings[1].Result = tournament.BlackWins
	check("one result of round 2")
}
