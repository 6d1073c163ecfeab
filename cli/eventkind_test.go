package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// Every flag made for one kind of event (kindFlags) is refused on the
// other kind with the message that names it, and a team-only command or
// sheet on an individual event says it is not a team event
// (tournament.ForKind); nothing of it changes the file.
func TestKindFlagsRefuseTheOtherKind(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	league, open := filepath.Join(dir, "league.arbiter"), filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", league, "--name", "League", "--system", "team-swiss", "--boards", "2", "--rounds", "3")
	runCLI(t, 0, "new", open, "--name", "Open")
	individual := "are for team events (--system team-round-robin or team-swiss)"
	seen := map[string]bool{}
	for _, c := range []struct {
		code int
		args []string
		want string
	}{
		{2, []string{"new", filepath.Join(dir, "b.arbiter"), "--name", "B", "--boards", "4"}, individual},
		{2, []string{"new", filepath.Join(dir, "m.arbiter"), "--name", "M", "--match-points", "2,1,0"}, individual},
		{2, []string{"new", filepath.Join(dir, "t.arbiter"), "--name", "T", "--system", "team-swiss", "--rounds", "3"}, "--boards is required"},
		{2, []string{"event", open, "--lineup-order", "free"}, individual},
		{2, []string{"player", "add", league, "--name", "Lone, Wolf"}, "--team is required in a team event"},
		{2, []string{"player", "add", open, "--name", "Lone, Wolf", "--team", "Kallio"}, "--team is for team events only"},
		{2, []string{"pair", league, "--override"}, "--override is not for team events"},
		{2, []string{"result", league, "--round", "1", "--board", "1", "1-0"}, "give the board's match with --match"},
		{1, []string{"team", "boards", open}, "the event is not a team event"},
		{1, []string{"print", "match-sheets", open, "-o", filepath.Join(dir, "m.pdf")}, "the event is not a team event"},
	} {
		seen[c.args[0]] = true
		if out := runCLI(t, c.code, c.args...); !strings.Contains(out, c.want) {
			t.Errorf("%v: %q, want %q", c.args, out, c.want)
		}
	}
	for cmd := range kindFlags {
		if !seen[strings.Fields(cmd)[0]] {
			t.Errorf("no case for %s's kind flags", cmd)
		}
	}
	if list := runCLI(t, 0, "player", "list", open); strings.Contains(list, "Wolf") {
		t.Errorf("a player was added: %s", list)
	}
}
