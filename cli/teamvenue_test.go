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

// player add says which way --team was wrong: required in a team event,
// refused in an individual one; nothing is added either way.
func TestPlayerAddSaysWhenTeamIsRequired(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	team, solo := filepath.Join(dir, "league.arbiter"), filepath.Join(dir, "open.arbiter")
	runCLI(t, 0, "new", team, "--name", "League", "--system", "team-swiss", "--boards", "2", "--rounds", "3")
	runCLI(t, 0, "team", "add", team, "Kallio")
	runCLI(t, 0, "new", solo, "--name", "Open")
	for _, c := range []struct {
		file string
		args []string
		want string
	}{
		{team, nil, "--team is required in a team event"},
		{solo, []string{"--team", "Kallio"}, "--team is for team events only"},
	} {
		out := runCLI(t, 2, append([]string{"player", "add", c.file, "--name", "Lone, Wolf"}, c.args...)...)
		if !strings.Contains(out, c.want) {
			t.Errorf("%s %v: %q, want %q", filepath.Base(c.file), c.args, out, c.want)
		}
		if list := runCLI(t, 0, "player", "list", c.file); strings.Contains(list, "Wolf") {
			t.Errorf("%s: the player was added: %s", filepath.Base(c.file), list)
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
