package store

import (
	"reflect"
	"testing"

	"arbiter/tournament"
)

// Every pairing system has its row of the systems' table, and one
// operation each seats, pairs and checks an event of either kind: a team
// round robin's teams drawn and paired as matches, an individual Swiss's
// players paired on boards, each round judged with its own verdict.
func TestSystemsTable(t *testing.T) {
	for _, sys := range []tournament.System{tournament.RoundRobin, tournament.DoubleRoundRobin, tournament.Match,
		tournament.SwissDutch, tournament.SwissDubov, tournament.SwissBurstein, tournament.TeamRoundRobin, tournament.TeamSwiss} {
		c, ok := conducts[sys]
		if !ok {
			t.Errorf("%s: no row in the systems' table", sys)
		}
		// The row agrees with the model's kind of the system
		// (tournament's systemRules): a team system's entrants are teams.
		if teamRow := reflect.ValueOf(c.saveRound).Pointer() == reflect.ValueOf(saveTeams).Pointer(); teamRow != sys.Team() {
			t.Errorf("%s: the systems' table seats and pairs teams %v, the model says %v", sys, teamRow, sys.Team())
		}
	}

	teams, _ := newTeamEvent(t, 5, 2, 2)
	ev := eventOf(t, teams)
	if err := teams.DrawSeats(ev, 1953); err != nil {
		t.Fatal(err)
	}
	want := eventOf(t, teams)
	for i, tm := range ev.Teams {
		if tm.Seat != want.Teams[i].Seat {
			t.Errorf("team %s: seat %d in the event drawn, %d in the file", tm.Name, tm.Seat, want.Teams[i].Seat)
		}
	}
	// The round holds the matches' games as an individual round holds
	// its boards: two boards of each of the two matches, the bye none.
	paired, err := teams.Pair(ev, 1, false)
	if err != nil || len(paired.Matches) != 3 || paired.Round.Number != 1 || len(paired.Round.Pairings) != 4 {
		t.Fatalf("a team round paired: %+v, %v", paired, err)
	}
	// One backup name before a pairing for either kind, which the
	// window's list of backups names in the user's language.
	if list, err := teams.Backups(); err != nil || len(list) != 1 || list[0].Reason != "before-round-1" {
		t.Errorf("the backups after pairing a team round: %+v, %v", list, err)
	}
	c, err := CheckRound(eventOf(t, teams), 1, tournament.SwissOptions{})
	if err != nil || len(c.Findings) != 0 || c.Verdict.Key != "teams.cli.check.ok" || c.Heading != nil {
		t.Errorf("a team round checked: %+v, %v", c, err)
	}

	players, _, _ := swissEvent(t, 7)
	ev = eventOf(t, players)
	if paired, err = players.Pair(ev, 1, false); err != nil || len(paired.Matches) != 0 || len(paired.Round.Pairings) != 4 {
		t.Fatalf("a Swiss round paired: %+v, %v", paired, err)
	}
	c, err = CheckRound(eventOf(t, players), 1, tournament.SwissOptions{})
	if err != nil || len(c.Findings) != 0 || c.Verdict.Key != "swisscli.check.ok" {
		t.Errorf("a Swiss round checked: %+v, %v", c, err)
	}
}
