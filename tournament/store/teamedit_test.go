package store

import (
	"slices"
	"testing"

	"arbiter/tournament"
)

// A team's details change as one action the store judges: another team's
// name is refused, an unknown team is refused, and Undo brings the old
// name back.
func TestUpdateTeam(t *testing.T) {
	s, teams := newTeamEvent(t, 3, 2, 2)
	for _, c := range []struct {
		name string
		team tournament.Team
		want string
	}{
		{"another team's name", tournament.Team{ID: teams[0], Name: "team b"}, "teams.err.name.twice"},
		{"no name", tournament.Team{ID: teams[0], Name: "  "}, "teams.err.name.empty"},
		{"no such team", tournament.Team{ID: 999, Name: "Team Z"}, "teams.error.no-team"},
		{"a new name", tournament.Team{ID: teams[0], Name: "Kotka SK", ShortName: "KSK", Captain: "Virtanen, Ville"}, ""},
	} {
		if err := s.UpdateTeam(c.team); keyOf(err) != c.want {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	ev, err := s.Event()
	if err != nil {
		t.Fatal(err)
	}
	tm, _ := ev.Team(teams[0])
	if tm.Name != "Kotka SK" || tm.ShortName != "KSK" || tm.Captain != "Virtanen, Ville" || tm.Seat != 1 || len(tm.Players) != 2 {
		t.Errorf("team after the change: %+v", *tm)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	if tm, _ := ev.Team(teams[0]); tm.Name != "Team A" {
		t.Errorf("after Undo the team is %q", tm.Name)
	}
}

// A team event's first options are part of making it: Undo right after
// does not take its boards away, while a later change of its options is
// undone.
func TestTeamOptionsOfCreationStay(t *testing.T) {
	s, _ := newTeamEvent(t, 2, 1, 4)
	for {
		if _, err := s.Undo(); err != nil {
			break
		}
	}
	ev, err := s.Event()
	if err != nil {
		t.Fatal(err)
	}
	if ev.TeamOptions.Boards != 4 {
		t.Fatalf("after undoing everything the event has %d boards", ev.TeamOptions.Boards)
	}
	o := ev.TeamOptions
	o.MatchWin = 3
	if err := s.Batch(func(tx *Tx) error { return tx.SetTeamOptions(o) }); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); ev.TeamOptions.MatchWin != 2 || ev.TeamOptions.Boards != 4 {
		t.Errorf("after undoing 3/1/0: %+v", ev.TeamOptions)
	}
}

// A team's player removed before round 1 leaves his team, and Undo brings
// him back to his place in its board order; once round 1 is paired he
// cannot be removed.
func TestTeamPlayerRemoved(t *testing.T) {
	s, teams := newTeamEvent(t, 2, 3, 2)
	players := func() []int64 {
		ev, err := s.Event()
		if err != nil {
			t.Fatal(err)
		}
		tm, _ := ev.Team(teams[0])
		return tm.Players
	}
	before := players()
	if err := s.DeletePlayer(before[1]); err != nil {
		t.Fatal(err)
	}
	if got := players(); len(got) != 2 || got[1] != before[2] {
		t.Errorf("after removing the second player: %v", got)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := players(); len(got) != 3 || got[1] != before[1] {
		t.Errorf("after Undo: %v, want %v", got, before)
	}
	if _, err := s.PairTeamRound(1); err != nil {
		t.Fatal(err)
	}
	if err := s.DeletePlayer(before[2]); keyOf(err) == "" {
		t.Errorf("a team's player removed after round 1 was paired: %v", err)
	}
}

// A team's board order changes freely before round 1 is paired, each
// change one action Undo takes back; an order that leaves out or repeats
// a player is refused, and once round 1 is paired every change is, the
// rule named (the order handed in before the start stays), while a late
// player still joins at the end.
func TestBoardOrder(t *testing.T) {
	s, teams := newTeamEvent(t, 4, 4, 4)
	order := func() []int64 {
		t.Helper()
		ev, err := s.Event()
		if err != nil {
			t.Fatal(err)
		}
		tm, _ := ev.Team(teams[0])
		return tm.Players
	}
	was := order()
	a, b, c, d := was[0], was[1], was[2], was[3]
	for _, tt := range []struct {
		name  string
		order []int64
		key   string
		want  []int64
	}{
		{"fourth to the top", []int64{d, a, b, c}, "", []int64{d, a, b, c}},
		{"swap the first two", []int64{a, d, b, c}, "", []int64{a, d, b, c}},
		{"one left out", []int64{a, b, c}, "teams.err.order.players", []int64{a, d, b, c}},
		{"one twice", []int64{a, a, b, c}, "teams.err.order.players", []int64{a, d, b, c}},
		{"another team's player", []int64{a, b, c, order()[0] + 100}, "teams.err.order.players", []int64{a, d, b, c}},
	} {
		err := s.SetBoardOrder(teams[0], tt.order)
		if keyOf(err) != tt.key && !(tt.key == "" && err == nil) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.key)
		}
		if got := order(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: order %v, want %v", tt.name, got, tt.want)
		}
	}
	if e, err := s.NextUndo(); err != nil || e.Steps[0].Action != "team.order" {
		t.Fatalf("logged as %+v, %v", e, err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := order(); !slices.Equal(got, []int64{d, a, b, c}) {
		t.Errorf("undone: %v", got)
	}
	if _, err := s.PairTeamRound(1); err != nil {
		t.Fatal(err)
	}
	if err := s.SetBoardOrder(teams[0], []int64{a, b, c, d}); keyOf(err) != "teams.err.order.fixed" {
		t.Errorf("round 1 paired: %v", err)
	}
	late, err := s.AddTeamPlayer(teams[0], tournament.Player{Name: "Late Reserve"})
	if err != nil {
		t.Fatal(err)
	}
	if got := order(); !slices.Equal(got, []int64{d, a, b, c, late}) {
		t.Errorf("with the late reserve: %v", got)
	}
}
