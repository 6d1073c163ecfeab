package ui

import (
	"testing"
)

// TestRoundsHintSaysTheNextStep: before round 1 the rounds view says
// what the arbiter does next, from the players (a team event's teams)
// entered: add them while there are none, add another while there is one,
// and pair round 1, by its button and key, once there are enough. It said
// "Add the players, then pair round 1" with every player entered, and a
// team event "Add the teams" with its teams entered.
func TestRoundsHintSaysTheNextStep(t *testing.T) {
	for _, c := range []struct {
		name string
		path func(t *testing.T) string
		key  string
		args []any
	}{
		{"no player", func(t *testing.T) string { return newEventFile(t) }, "ui.rounds.none", nil},
		{"one player", func(t *testing.T) string { return newEventFile(t, "Anna") }, "ui.rounds.none.one", nil},
		{"four players", func(t *testing.T) string { return newEventFile(t, "Anna", "Börje", "Õie", "Šarlota") }, "ui.rounds.none.pair", []any{"n", 4}},
		{"two teams", func(t *testing.T) string { return newTeamFile(t, 2, 2, 2) }, "teams.ui.rounds.none.pair", []any{"n", 2}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := openShell(t, c.path(t))
			s.show(areaRounds)
			var shown string
			var hidden bool
			switch v := s.areaView(areaRounds).(type) {
			case *roundsView:
				shown, hidden = v.empty.Text, v.empty.Hidden
			case *matchesView:
				shown, hidden = v.empty.Text, v.empty.Hidden
			}
			want := s.t(c.key, append(c.args, "pair", s.t("ui.rounds.pair", "n", 1))...)
			if hidden || shown != want {
				t.Errorf("before round 1 the rounds view says %q (hidden %v), want %q", shown, hidden, want)
			}
		})
	}
}
