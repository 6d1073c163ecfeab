package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/tournament"
)

// TestPlayerAddNamesake: a name already in the event but for its accents
// is refused, naming the player as he is written there and the way past
// it; --namesake adds a real namesake.
func TestPlayerAddNamesake(t *testing.T) {
	file := filepath.Join(t.TempDir(), "e.arbiter")
	emptyEvent(t, file)
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

// TestImportCSVNamesake: a list naming a player of the event but for his
// accents is refused, naming both and the way past it, as a player added
// alone is; --namesake imports the list's namesakes, and is refused with a
// report (trf), which goes into an event without players. The import had
// no way past the refusal.
func TestImportCSVNamesake(t *testing.T) {
	file := filepath.Join(t.TempDir(), "e.arbiter")
	emptyEvent(t, file)
	runCLI(t, 0, "player", "add", file, "--name", "Tõnis Õunapuu")
	list := filepath.Join(t.TempDir(), "list.csv")
	if err := os.WriteFile(list, []byte("name,rating\nTonis Ounapuu,1900\nMari Kask,1800\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := runCLI(t, 1, "import", "csv", file, list)
	for _, want := range []string{"Tonis Ounapuu is already in the event as Tõnis Õunapuu", "import the list with --namesake"} {
		if !strings.Contains(out, want) {
			t.Errorf("refusal %q lacks %q", out, want)
		}
	}
	runCLI(t, 2, "import", "trf", file, list, "--namesake")
	runCLI(t, 0, "import", "csv", file, list, "--namesake")
	var players []tournament.Player
	if err := json.Unmarshal([]byte(runCLI(t, 0, "player", "list", file, "--json")), &players); err != nil {
		t.Fatal(err)
	}
	if len(players) != 3 || players[1].Name != "Tonis Ounapuu" || players[2].Name != "Mari Kask" {
		t.Errorf("players %+v, want the list imported beside Tõnis Õunapuu", players)
	}
}
