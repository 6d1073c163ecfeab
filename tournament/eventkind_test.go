package tournament

import "testing"

// ForKind lets each kind do what is made for it and refuses the other
// with the one message of its kind.
func TestForKind(t *testing.T) {
	for _, c := range []struct {
		sys   System
		teams bool
		key   string
	}{
		{TeamSwiss, true, ""}, {TeamRoundRobin, true, ""}, {SwissDutch, false, ""}, {RoundRobin, false, ""},
		{SwissDutch, true, "teams.error.not-team"}, {TeamRoundRobin, false, "teams.cli.unsupported"},
	} {
		wantKey(t, ForKind(c.sys, c.teams, "norms"), c.key)
	}
}
