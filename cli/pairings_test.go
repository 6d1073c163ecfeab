package cli

import (
	"path/filepath"
	"reflect"
	"testing"
)

// An arbiter at the terminal asks for a round paired earlier, by the
// window or by pair: pairings prints its boards, the bye and the
// unpaired as pair printed them when it paired the round, and its JSON is
// pair --json's; a round not paired is refused, saying so.
func TestPairingsShowsARoundAsPairPrintedIt(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "dubov.arbiter")
	newEvent(t, file, []string{"--name", "Narva Open", "--system", "swiss-dubov", "--rounds", "3"},
		"Player 1:2100", "Player 2:2000", "Player 3:1950", "Player 4:1900", "Player 5:1850")
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
