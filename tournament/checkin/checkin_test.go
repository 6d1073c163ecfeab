package checkin

import (
	"testing"

	"arbiter/internal/testform"
	"arbiter/tournament"
)

// TestTeamEventHasNoCheckIn: a team event's line-ups say who plays, so its
// check-in is refused with the kind's one message.
func TestTeamEventHasNoCheckIn(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.System = tournament.TeamSwiss
	_, err := Open(ev)
	if testform.KeyOf(err) != "checkin.err.team" {
		t.Fatalf("Open(team event) = %v, want checkin.err.team", err)
	}
}
