package testevent

import (
	"fmt"

	"arbiter/tournament"
)

// Field is an event of the system with n players seated 1…n, ids 101,
// 102, … and ratings 2010, 2020, … in seat order, no round yet: the small
// fields the tests of the packages above the event model build by hand.
func Field(n int, sys tournament.System) *tournament.Event {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.System = sys
	for i := 1; i <= n; i++ {
		ev.Players = append(ev.Players, tournament.Player{ID: int64(100 + i), Seat: i, Name: fmt.Sprintf("Player %d", i), Rating: 2000 + 10*i})
	}
	return ev
}
