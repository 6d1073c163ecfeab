package cli

import (
	"fmt"
	"path/filepath"
	"reflect"
	"regexp"
	"testing"
)

// An arbiter at the terminal asks for a round paired earlier, by the
// window or by pair: pairings prints its boards, the bye and the
// unpaired as pair printed them when it paired the round, and its JSON is
// pair --json's; a round not paired is refused, saying so, and before
// any is paired that none is, where it said "Round 0 has no pairings yet".
func TestPairingsShowsARoundAsPairPrintedIt(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "dubov.arbiter")
	newEvent(t, file, []string{"--name", "Narva Open", "--system", "swiss-dubov", "--rounds", "3"},
		"Player 1:2100", "Player 2:2000", "Player 3:1950", "Player 4:1900", "Player 5:1850")
	if got := runCLI(t, 1, "pairings", file); got != "arbiter pairings: No round is paired yet.\n" {
		t.Errorf("pairings before round 1 is paired: %q", got)
	}
	paired := runCLI(t, 0, "pair", file)
	if got := runCLI(t, 0, "pairings", file); got != paired {
		t.Errorf("pairings:\n%s\npair printed:\n%s", got, paired)
	}
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "½-½")
	runCLI(t, 0, "player", "withdraw", file, "--seat", "4", "--after-round", "1")
	want := runJSON[roundJSON](t, "pair", file, "--json")
	if got := runJSON[roundJSON](t, "pairings", file, "--round", "2", "--json"); !reflect.DeepEqual(got, want) {
		t.Errorf("pairings --json: %+v\npair --json: %+v", got, want)
	}
	if got := runCLI(t, 1, "pairings", file, "--round", "3"); got != "arbiter pairings: Round 3 has no pairings yet.\n" {
		t.Errorf("pairings of a round not paired: %q", got)
	}
}

// Before round 1 is paired, the commands that act on the last round paired
// say that none is, as pairings and print do, in an individual event and
// a team event alike: check said "round 0 is not paired", and unpair
// "only the last round (0) can be un-paired, not round 0".
func TestTheLastRoundsCommandsBeforeRound1SayNoneIsPaired(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	dir := t.TempDir()
	individual := filepath.Join(dir, "swiss.arbiter")
	newEvent(t, individual, []string{"--name", "Swiss", "--system", "swiss-dutch", "--rounds", "3"}, "Player 1:2100", "Player 2:2000")
	teams := filepath.Join(dir, "teams.arbiter")
	runCLI(t, 0, "new", teams, "--name", "Teams", "--system", "team-swiss", "--rounds", "3", "--boards", "2")
	for _, file := range []string{individual, teams} {
		for _, cmd := range []string{"check", "unpair", "pairings"} {
			if got, want := runCLI(t, 1, cmd, file), "arbiter "+cmd+": No round is paired yet.\n"; got != want {
				t.Errorf("%s %s before round 1: %q, want %q", cmd, filepath.Base(file), got, want)
			}
		}
	}
}

// A team Swiss paired in the window is shown at the terminal: pairings
// prints its matches, boards and bye as pair printed them, its JSON is
// pair --json's, where it refused the team event as an individual one;
// a match played is headed by its score.
func TestPairingsShowsATeamRoundAsPairPrintedIt(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "teams.arbiter")
	runCLI(t, 0, "new", file, "--name", "Team Swiss", "--system", "team-swiss", "--rounds", "3", "--boards", "2")
	for i, team := range []string{"Kallio", "Tapiola", "Tammer"} {
		runCLI(t, 0, "team", "add", file, team)
		for b := 1; b <= 3; b++ {
			runCLI(t, 0, "player", "add", file, "--name", fmt.Sprintf("%s, Player %d", team, b), "--rating", fmt.Sprint(2100-100*i-10*b), "--team", team)
		}
	}
	paired := runCLI(t, 0, "pair", file)
	if got := runCLI(t, 0, "pairings", file); got != paired {
		t.Errorf("pairings:\n%s\npair printed:\n%s", got, paired)
	}
	runCLI(t, 0, "result", file, "--round", "1", "--match", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--match", "1", "--board", "2", "½-½")
	// The match's score heads its boards, as the window, the paper and
	// the venue's pages give it.
	if got := runCLI(t, 0, "pairings", file, "--round", "1"); !regexp.MustCompile(`(?m)^1\. \d [A-Za-z]+ – \d [A-Za-z]+  1½–½$`).MatchString(got) {
		t.Errorf("pairings of round 1 played gives no match score 1½–½:\n%s", got)
	}
	want := runCLI(t, 0, "pair", file, "--json")
	if got := runCLI(t, 0, "pairings", file, "--round", "2", "--json"); got != want {
		t.Errorf("pairings --json:\n%s\npair --json:\n%s", got, want)
	}
}
