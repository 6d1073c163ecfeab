package tournament

import (
	"slices"
	"testing"
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
		got := DefaultTieBreaks(sys)
		if !slices.Equal(got, tbs) {
			t.Errorf("%s: default tie-breaks %v, want %v", sys, got, tbs)
		}
		if err := sys.rules().validateTieBreaks(got); err != nil {
			t.Errorf("%s: its own default tie-breaks refused: %v", sys, err)
		}
		for _, id := range got {
			if !slices.Contains(TieBreaksOffered(sys), id) {
				t.Errorf("%s: default tie-break %s is not among those it offers %v", sys, id, TieBreaksOffered(sys))
			}
		}
		got[0] = "changed" // a caller's copy, not the table
		if DefaultTieBreaks(sys)[0] == "changed" {
			t.Fatalf("%s: DefaultTieBreaks hands out the table itself", sys)
		}
	}
	for _, sys := range []System{RoundRobin, DoubleRoundRobin, Match, SwissDutch, SwissDubov, SwissBurstein, TeamRoundRobin, TeamSwiss} {
		if _, ok := systemRules[sys]; !ok {
			t.Errorf("%s: no row in systemRules", sys)
		}
	}
	s := DefaultSettings()
	s.System, s.TieBreaks = TeamSwiss, []string{"wins"} // an individual id in a team event
	if err := ValidateSettings(s); err == nil {
		t.Error("a team Swiss took the individual tie-break wins")
	}
	s.System, s.TieBreaks = SwissDutch, []string{"gp"} // a team id in an individual event
	if err := ValidateSettings(s); err == nil {
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
	toTeams.System, toTeams.TieBreaks = TeamRoundRobin, DefaultTieBreaks(TeamRoundRobin)
	if err := ValidateSettingsChange(ind, toTeams); err != nil {
		t.Errorf("an empty individual event made a team event: %v", err)
	}
	ind.Players = []Player{{ID: 1, Name: "A"}}
	wantKey(t, ValidateSettingsChange(ind, toTeams), "teams.err.system")
	other := teams.Settings
	other.System, other.TieBreaks = TeamRoundRobin, DefaultTieBreaks(TeamRoundRobin)
	teams.Teams = []Team{{ID: 1, Name: "T"}}
	if err := ValidateSettingsChange(teams, other); err != nil {
		t.Errorf("a team Swiss with a team made a team round robin before round 1: %v", err)
	}
}

// TestRoundsOverMatches: a team event's games are its rounds' pairings,
// as an individual event's are: a round is complete when every game of
// it is finished, a forfeited match's games holding its forfeit.
func TestRoundsOverMatches(t *testing.T) {
	ev := &Event{Settings: DefaultSettings()}
	ev.Settings.System = TeamRoundRobin
	ev.Rounds = []Round{{Number: 1, Date: "2026-05-01"}, {Number: 2, Date: "2026-05-02"}}
	if got := CompletedRounds(ev); got != 2 {
		t.Fatalf("dated rounds, no match: %d completed", got)
	}
	ev.Matches = []TeamMatch{
		{Round: 1, Number: 1, White: 1, Black: 2},
		{Round: 2, Number: 1, White: 2, Black: 1, Forfeit: WhiteForfeitWin},
	}
	one := MatchBoards(2, []int64{11, 22}, []int64{21, 12})
	one[0].Result = Draw
	ev.Rounds[0].Pairings = LayMatches(1, ev.Matches[:1], func(TeamMatch) []Pairing { return one })
	ev.Rounds[1].Pairings = LayMatches(2, ev.Matches[1:], func(TeamMatch) []Pairing {
		return ForfeitGames(MatchBoards(1, []int64{21}, []int64{11}), WhiteForfeitWin)
	})
	if got := CompletedRounds(ev); got != 0 {
		t.Errorf("round 1's match with a board to play: %d completed", got)
	}
	ev.Rounds[0].Pairings[1].Result = WhiteWins
	if got := CompletedRounds(ev); got != 2 {
		t.Errorf("every match finished (round 2's forfeited whole): %d completed, want 2", got)
	}
	if g := ev.Rounds[1].Pairings[0]; g.Result != WhiteForfeitWin || g.Match != 1 || g.IsBye() {
		t.Errorf("the forfeited match's game: %+v", g)
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
		wantKey(t, ForKind(c.sys, c.teams, "norms"), c.key)
	}
}
