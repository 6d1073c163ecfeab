package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/tournament"
)

// TestRoundsHintSaysTheNextStep: before round 1 the rounds view says
// what the arbiter does next, from the players (a team event's teams)
// entered: add them while there are none, add another while there is one,
// draw the seats where the pairing waits on them, and pair round 1, by its
// button and key, once there are enough. It said
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
		{"four players to seat", func(t *testing.T) string {
			settings := tournament.DefaultSettings()
			settings.Name = "Club"
			return createEvent(t, filepath.Join(t.TempDir(), "club.arbiter"), settings,
				tournament.Player{Name: "Anna"}, tournament.Player{Name: "Börje"}, tournament.Player{Name: "Õie"})
		}, "ui.rounds.none.seats", []any{"n", 3, "button", "ui.players.draw", "view", "ui.nav.players"}},
		{"two teams to seat", func(t *testing.T) string { return newTeamFile(t, 2, 2, 2) },
			"teams.ui.rounds.none.seats", []any{"n", 2, "button", "ui.players.draw", "view", "teams.ui.nav.teams"}},
		{"two teams of a Swiss", func(t *testing.T) string { return newTeamFileOf(t, tournament.TeamSwiss, 3, 2, 2, 2) },
			"teams.ui.rounds.none.pair", []any{"n", 2}},
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
			args := append([]any{"pair", s.t("ui.rounds.pair", "n", 1)}, c.args...)
			for i := 3; i < len(args); i += 2 {
				if k, ok := args[i].(string); ok && args[i-1] != "n" {
					args[i] = s.t(k) // a button's or a view's words
				}
			}
			want := s.t(c.key, args...)
			if hidden || shown != want {
				t.Errorf("before round 1 the rounds view says %q (hidden %v), want %q", shown, hidden, want)
			}
		})
	}
}

// The hint to draw the seats names the button once, in each language:
// the Finnish read "arvo numerot (”Arvo numerot”, Pelaajat)", the
// Estonian "loosi numbrid („Loosi numbrid“, …)", the button's words twice.
func TestSeatHintNamesTheButtonOnce(t *testing.T) {
	s := openShell(t, newEventFile(t))
	inEachLanguage(s, func(l i18n.Lang) {
		button := strings.ToLower(s.t("ui.players.draw"))
		for key, view := range map[string]string{"ui.rounds.none": "ui.nav.players", "teams.ui.rounds.none": "teams.ui.nav.teams"} {
			if hint := noRoundHint(s, key, 3, true, view); strings.Count(strings.ToLower(hint), button) != 1 {
				t.Errorf("%s: %q names %q other than once", l, hint, button)
			}
		}
	})
}
