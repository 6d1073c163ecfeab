package tournament

import (
	"slices"
	"testing"

	"arbiter/internal/testform"
)

// TestSystemRules: every pairing system has its row of systemRules, and a
// new event of it starts with tie-breaks its own rule takes; a system the
// build does not know is judged as a round robin.
func TestSystemRules(t *testing.T) {
	want := map[System][]string{
		RoundRobin: {"sb", "de", "wins"}, DoubleRoundRobin: {"sb", "de", "wins"}, Match: {"sb", "de", "wins"},
		SwissDutch: {"bh-c1", "bh", "sb", "wins"}, SwissDubov: {"bh-c1", "bh", "sb", "wins"}, SwissBurstein: {"bh-c1", "bh", "sb", "wins"},
		TeamRoundRobin: {"gp", "sb", "bc"}, TeamSwiss: {"gp", "bh", "sb"},
		"a-system-of-the-future": {"sb", "de", "wins"},
	}
	for sys, tbs := range want {
		got := sys.DefaultTieBreaks()
		if !slices.Equal(got, tbs) {
			t.Errorf("%s: default tie-breaks %v, want %v", sys, got, tbs)
		}
		if err := sys.rules().validateTieBreaks(got); err != nil {
			t.Errorf("%s: its own default tie-breaks refused: %v", sys, err)
		}
		for _, id := range got {
			if !slices.Contains(sys.TieBreaksOffered(), id) {
				t.Errorf("%s: default tie-break %s is not among those it offers %v", sys, id, sys.TieBreaksOffered())
			}
		}
		got[0] = "changed" // a caller's copy, not the table
		if sys.DefaultTieBreaks()[0] == "changed" {
			t.Fatalf("%s: DefaultTieBreaks hands out the table itself", sys)
		}
	}
	for _, sys := range []System{RoundRobin, DoubleRoundRobin, Match, SwissDutch, SwissDubov, SwissBurstein, TeamRoundRobin, TeamSwiss} {
		if _, ok := systemRules.Get()[sys]; !ok {
			t.Errorf("%s: no row in systemRules", sys)
		}
	}
	s := DefaultSettings()
	s.System, s.TieBreaks = TeamSwiss, []string{"wins"} // an individual id in a team event
	if err := s.Validate(); err == nil {
		t.Error("a team Swiss took the individual tie-break wins")
	}
	s.System, s.TieBreaks = SwissDutch, []string{"gp"} // a team id in an individual event
	if err := s.Validate(); err == nil {
		t.Error("a Dutch Swiss took the team tie-break gp")
	}
}

// TestKindRules: the kind of event is the rule only for an action made for
// one kind, refused on the other with its one message, and for a change of
// system once an entrant is in.
func TestKindRules(t *testing.T) {
	ind := &Event{Settings: DefaultSettings()}
	ind.Settings.System = SwissDutch
	teams := &Event{Settings: DefaultSettings()}
	teams.Settings.System = TeamSwiss
	toTeams := ind.Settings
	toTeams.System, toTeams.TieBreaks = TeamRoundRobin, TeamRoundRobin.DefaultTieBreaks()
	if err := ind.ValidateSettingsChange(toTeams); err != nil {
		t.Errorf("an empty individual event made a team event: %v", err)
	}
	ind.Players = []Player{{ID: 1, Name: "A"}}
	testform.WantKey(t, ind.ValidateSettingsChange(toTeams), "teams.err.system")
	other := teams.Settings
	other.System, other.TieBreaks = TeamRoundRobin, TeamRoundRobin.DefaultTieBreaks()
	teams.Teams = []Team{{ID: 1, Name: "T"}}
	if err := teams.ValidateSettingsChange(other); err != nil {
		t.Errorf("a team Swiss with a team made a team round robin before round 1: %v", err)
	}
}

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
		testform.WantKey(t, ForKind(c.sys, c.teams, "norms"), c.key)
	}
}
