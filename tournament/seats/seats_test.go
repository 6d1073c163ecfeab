package seats

import (
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testfield"
	"arbiter/tournament"
)

func TestDrawSeatsReproducible(t *testing.T) {
	a, b := testfield.Field(12, tournament.RoundRobin), testfield.Field(12, tournament.RoundRobin)
	Draw(a, 1953)
	Draw(b, 1953)
	seen := map[int]bool{}
	for i := range a.Players {
		if a.Players[i].Seat != b.Players[i].Seat {
			t.Fatalf("same seed, different seats: %d vs %d", a.Players[i].Seat, b.Players[i].Seat)
		}
		seen[a.Players[i].Seat] = true
	}
	if len(seen) != 12 || a.SeatsWanted() {
		t.Errorf("seats not a permutation: %v", seen)
	}
	Draw(b, 1954)
	differs := false
	for i := range a.Players {
		differs = differs || a.Players[i].Seat != b.Players[i].Seat
	}
	if !differs {
		t.Error("another seed gave the same draw")
	}
}

func TestAssign(t *testing.T) {
	ev := testfield.Field(3, tournament.RoundRobin)
	if err := Assign(ev, []string{"player 3", "Player  1", "Player 2"}); err != nil {
		t.Fatal(err)
	}
	if got := []int{ev.Players[0].Seat, ev.Players[1].Seat, ev.Players[2].Seat}; !slices.Equal(got, []int{2, 3, 1}) {
		t.Errorf("seats %v", got)
	}
	for _, tt := range []struct {
		names []string
		key   string
	}{
		{[]string{"Player 1", "Player 2"}, "event.err.seats.count"},
		{[]string{"Player 1", "Player 2", "Nobody"}, "event.err.seats.unknown"},
		{[]string{"Player 1", "Player 2", "player 1"}, "event.err.seats.twice"},
	} {
		err := Assign(ev, tt.names)
		if e, ok := err.(*engine.Message); !ok || e.Key != tt.key {
			t.Errorf("%v: error %v, want key %s", tt.names, err, tt.key)
		}
	}
}

// The teams' numbers are read in one pass: whether the seats are drawn
// was asked again for each team, reading every team each time, and the
// matches view, naming two teams a match, took 5 ms a result key at 160
// teams for it.
func TestTeamNumbersReadTheTeamsOnce(t *testing.T) {
	ev := &tournament.Event{}
	for i := 1; i <= 500; i++ {
		ev.Teams = append(ev.Teams, tournament.Team{ID: int64(i), Seat: 501 - i})
	}
	var numbers map[int64]int
	if n := testing.AllocsPerRun(5, func() { numbers = TeamNumbers(ev) }); n > 50 {
		t.Errorf("500 teams' numbers took %.0f allocations: the teams are read again for each", n)
	}
	if numbers[1] != 500 || numbers[500] != 1 {
		t.Errorf("drawn seats: team 1 is %d, team 500 is %d", numbers[1], numbers[500])
	}
	ev.Teams[0].Seat = 0 // not drawn: the order of entry
	if numbers = TeamNumbers(ev); numbers[1] != 1 || numbers[500] != 500 {
		t.Errorf("seats not drawn: team 1 is %d, team 500 is %d", numbers[1], numbers[500])
	}
}

// A Swiss has no seats to draw: its numbers follow the ratings (FIDE
// C.04.2). The window offered "Draw seats" in a new Swiss, asked whether
// to draw, and only then said a Swiss's numbers are not typed for one
// player, the refusal of the first player's seat in the middle of the
// draw.
func TestNoDrawInASwiss(t *testing.T) {
	for _, sys := range []tournament.System{tournament.SwissDutch, tournament.SwissDubov, tournament.SwissBurstein} {
		err := CheckDraw(testfield.Field(12, sys))
		if e, ok := err.(*engine.Message); !ok || e.Key != "event.err.seats.draw.swiss" {
			t.Errorf("%s: %v, want event.err.seats.draw.swiss", sys, err)
		}
	}
	for _, sys := range []tournament.System{tournament.RoundRobin, tournament.DoubleRoundRobin, tournament.Match} {
		if err := CheckDraw(testfield.Field(2, sys)); err != nil {
			t.Errorf("%s: %v", sys, err)
		}
	}
}
