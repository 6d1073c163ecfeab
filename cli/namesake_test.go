package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/store"
)

// TestPlayerAddNamesake: a name already in the event but for its accents
// is refused, naming the player as he is written there and the way past
// it; --namesake adds a real namesake.
func TestPlayerAddNamesake(t *testing.T) {
	file := filepath.Join(t.TempDir(), "e.arbiter")
	st, err := store.Create(file, tournament.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	runCLI(t, 0, "player", "add", file, "--name", "Tõnis Õunapuu")
	out := runCLI(t, 1, "player", "add", file, "--name", "Tonis Ounapuu")
	for _, want := range []string{"Tonis Ounapuu is already in the event as Tõnis Õunapuu", "--namesake"} {
		if !strings.Contains(out, want) {
			t.Errorf("refusal %q lacks %q", out, want)
		}
	}
	if out := runCLI(t, 1, "player", "add", file, "--name", "tõnis õunapuu"); !strings.Contains(out, "--namesake") {
		t.Errorf("the same name's refusal %q gives no way past it", out)
	}
	runCLI(t, 0, "player", "add", file, "--name", "Tonis Ounapuu", "--namesake")
	var players []tournament.Player
	if err := json.Unmarshal([]byte(runCLI(t, 0, "player", "list", file, "--json")), &players); err != nil {
		t.Fatal(err)
	}
	if len(players) != 2 || players[1].Name != "Tonis Ounapuu" {
		t.Errorf("players %+v, want the namesake added", players)
	}
}
