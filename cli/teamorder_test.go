package cli

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
)

// "team order" sets a team's board order by its players' present numbers
// (team list), judged by the store: an order that leaves a player out is
// refused, and once round 1 is paired every change is, the rule named in
// the user's language; "undo" takes a change back.
func TestTeamOrderCommand(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "order.arbiter")
	runCLI(t, 0, "new", file, "--name", "Order", "--system", "team-swiss", "--rounds", "3", "--boards", "2")
	addTeams(t, file, "%s %d", 3, nil, "Alfa", "Beta")
	names := func(out string) []string {
		t.Helper()
		var team teamJSON
		if err := json.Unmarshal([]byte(out), &team); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		var got []string
		for _, p := range team.Players {
			got = append(got, p.Name)
		}
		return got
	}
	if got := names(runCLI(t, 0, "team", "order", file, "--team", "Alfa", "--players", "3,1,2", "--json")); !slices.Equal(got, []string{"Alfa 3", "Alfa 1", "Alfa 2"}) {
		t.Errorf("new order %v", got)
	}
	cat := i18n.For(i18n.English)
	for _, tt := range []struct {
		players string
		code    int
		want    string
	}{
		{"1,2", 1, cat.T("teams.err.order.players", "team", "Alfa", "players", 3)},
		{"1,1,2", 1, cat.T("teams.err.order.players", "team", "Alfa", "players", 3)},
		{"1,2,9", 2, "9"}, // no such number: a bad value, as in a line-up
	} {
		msg := runCLI(t, tt.code, "team", "order", file, "--team", "Alfa", "--players", tt.players)
		if !strings.Contains(msg, tt.want) {
			t.Errorf("--players %s: %q, want %q", tt.players, msg, tt.want)
		}
	}
	runCLI(t, 0, "undo", file)
	var teams []teamJSON
	if err := json.Unmarshal([]byte(runCLI(t, 0, "team", "list", file, "--json")), &teams); err != nil {
		t.Fatal(err)
	}
	if teams[0].Players[0].Name != "Alfa 1" {
		t.Errorf("after undo Alfa's first board is %s", teams[0].Players[0].Name)
	}
	runCLI(t, 0, "pair", file)
	t.Setenv("ARBITER_LANG", "fi")
	msg := runCLI(t, 1, "team", "order", file, "--team", "Alfa", "--players", "2,1,3")
	if want := i18n.For(i18n.Finnish).T("teams.err.order.fixed", "team", "Alfa"); !strings.Contains(msg, want) {
		t.Errorf("round 1 paired: %q, want %q", msg, want)
	}
}
