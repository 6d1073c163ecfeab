package tournament

import (
	"testing"

	"arbiter/engine"
)

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
		err := ForKind(c.sys, c.teams, "norms")
		if c.key == "" {
			if err != nil {
				t.Errorf("%s for teams %v: %v", c.sys, c.teams, err)
			}
			continue
		}
		m, ok := err.(*engine.Message)
		if !ok || m.Key != c.key {
			t.Errorf("%s for teams %v: %v, want %s", c.sys, c.teams, err, c.key)
		}
	}
}
