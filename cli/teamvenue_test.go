package cli

import (
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// A team event's boards are not entered at the venue: serve, given a PIN,
// says that result entry there is off and where the results go, and the
// entry page is not served.
func TestServeSaysATeamEventTakesNoResultsAtTheVenue(t *testing.T) {
	t.Setenv("ARBITER_LANG", "fi")
	file := filepath.Join(t.TempDir(), "league.arbiter")
	runCLI(t, 0, "new", file, "--name", "Liiga", "--system", "team-round-robin", "--boards", "2")
	addTeams(t, file, "", 0, nil, "Kallio", "Tapiola")
	t.Setenv(pinVariable, "432165")
	url, out, _, stop := serveFor(t, file, "--addr", "127.0.0.1:0")
	resp, err := http.Get(url + "enter.html")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if code := stop(); code != 0 {
		t.Errorf("serve ended with %d", code)
	}
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("enter.html of a team event: %d", resp.StatusCode)
	}
	if !strings.Contains(out.String(), "Tulosten syöttö pelipaikalla on pois päältä") || !strings.Contains(out.String(), "Ottelut ja tulokset") {
		t.Errorf("serve does not say that a team event's results are not entered at the venue:\n%s", out)
	}
}

// Every flag made for one kind of event (kindFlags) is refused on the
// other kind with the message that names it (player add says which way
// --team was wrong: required in a team event, refused in an individual
// one), and a team-only command or sheet on an individual event says it
// is not a team event (tournament.ForKind); nothing is added either way.
func TestKindFlagsRefuseTheOtherKind(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	team, solo := filepath.Join(dir, "league.arbiter"), filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", team, "--name", "League", "--system", "team-swiss", "--boards", "2", "--rounds", "3")
	runCLI(t, 0, "team", "add", team, "Kallio")
	runCLI(t, 0, "new", solo, "--name", "Open")
	individual := "are for team events (--system team-round-robin or team-swiss)"
	seen := map[string]bool{}
	for _, c := range []struct {
		code int
		args []string
		want string
	}{
		{2, []string{"new", filepath.Join(dir, "b.arbiter"), "--name", "B", "--boards", "4"}, "--boards is a team option: the team options " + individual},
		{2, []string{"new", filepath.Join(dir, "m.arbiter"), "--name", "M", "--match-points", "2,1,0"}, "--match-points is a team option"},
		{2, []string{"new", filepath.Join(dir, "t.arbiter"), "--name", "T", "--system", "team-swiss", "--rounds", "3"}, "--boards is required"},
		{2, []string{"event", solo, "--lineup-order", "free"}, "--lineup-order is a team option: the team options " + individual},
		{2, []string{"player", "add", team, "--name", "Lone, Wolf"}, "--team is required in a team event"},
		{2, []string{"player", "add", solo, "--name", "Lone, Wolf", "--team", "Kallio"}, "--team is for team events only"},
		{2, []string{"pair", team, "--override"}, "--override is not for team events"},
		{2, []string{"result", team, "--round", "1", "--board", "1", "1-0"}, "give the board's match with --match"},
		{1, []string{"team", "boards", solo}, "the event is not a team event"},
		{1, []string{"print", "match-sheets", solo, "-o", filepath.Join(dir, "m.pdf")}, "the event is not a team event"},
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
	for _, file := range []string{team, solo} {
		if list := runCLI(t, 0, "player", "list", file); strings.Contains(list, "Wolf") {
			t.Errorf("%s: the player was added: %s", filepath.Base(file), list)
		}
	}
}

// A paired team round is said to be paired in the words the catalogues
// use for an individual round ("paritettu", "paaritatud"), not drawn by
// lot, which is the seats' and the colour's word.
func TestAPairedTeamRoundIsSaidPaired(t *testing.T) {
	file := filepath.Join(t.TempDir(), "league.arbiter")
	runCLI(t, 0, "new", file, "--name", "League", "--system", "team-round-robin", "--boards", "1")
	for _, team := range []string{"Kallio", "Tapiola"} {
		runCLI(t, 0, "team", "add", file, team)
		runCLI(t, 0, "player", "add", file, "--name", team+", Player", "--team", team)
	}
	runCLI(t, 0, "draw", file, "--seed", "1")
	runCLI(t, 0, "pair", file)
	for lang, want := range map[string]string{"fi": "kierros 1 on jo paritettu", "et": "1. voor on paaritatud"} {
		t.Setenv("ARBITER_LANG", lang)
		if out := runCLI(t, 1, "team", "add", file, "Tammer"); !strings.Contains(out, want) {
			t.Errorf("%s: a team added after round 1 is paired: %q, want %q", lang, out, want)
		}
	}
}
