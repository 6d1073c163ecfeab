package conduct_test

import (
	"os"
	"path/filepath"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/conduct"
)

// readTestReport reads a report of the tournament package's testdata as
// every front end's import reads it.
func readTestReport(t *testing.T, name string) conduct.Imported {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	imp, err := conduct.ReadReport(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return imp
}

// The reading tells a team report from an individual one, and Import
// hands the store the report whole (settings, players, rounds, its Swiss
// options); a player list is players only, into the event as it is.
func TestImportReadsEitherKindOfReport(t *testing.T) {
	team := readTestReport(t, "teams/arbiter-rr6.trf")
	if !team.Report || !team.Event.Settings.System.Team() || len(team.Event.Teams) == 0 {
		t.Errorf("a team report read as %s with %d teams", team.Event.Settings.System, len(team.Event.Teams))
	}
	imp := readTestReport(t, "swissmanager-layout.trf")
	if !imp.Report || imp.Event.Settings.System.Team() || len(imp.Event.Players) == 0 {
		t.Fatalf("an individual report read as %s with %d players", imp.Event.Settings.System, len(imp.Event.Players))
	}
	m := &memory{ev: &tournament.Event{}}
	if err := conduct.Import(m, imp); err != nil {
		t.Fatal(err)
	}
	if m.ev.Settings.Name != imp.Event.Settings.Name || len(m.ev.Players) != len(imp.Event.Players) || len(m.ev.Rounds) != len(imp.Event.Rounds) {
		t.Errorf("kept %q with %d players and %d rounds", m.ev.Settings.Name, len(m.ev.Players), len(m.ev.Rounds))
	}
	list, err := conduct.ReadPlayers([]byte("name,rating\nAnna Aho,1800\nBo Berg,1700\n"))
	if err != nil {
		t.Fatal(err)
	}
	if list.Report || len(list.Event.Players) != 2 {
		t.Fatalf("a list read as a report %v with %d players", list.Report, len(list.Event.Players))
	}
	name := m.ev.Settings.Name
	if err := conduct.Import(m, list); err != nil {
		t.Fatal(err)
	}
	if m.ev.Settings.Name != name || len(m.ev.Players) != len(imp.Event.Players)+2 {
		t.Errorf("a list changed the settings to %q or kept %d players", m.ev.Settings.Name, len(m.ev.Players))
	}
}
