package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/store"
)

// A team event's file is not shown as players without games: the window
// says it does not show team events yet, names the commands that run
// them, and opens nothing.
func TestTeamEventNotShownAsIndividual(t *testing.T) {
	path := filepath.Join(t.TempDir(), "league.arbiter")
	st := tournament.DefaultSettings()
	st.Name, st.System = "League", tournament.TeamRoundRobin
	st.TieBreaks = tournament.DefaultTeamTieBreaks(st.System)
	f, err := store.CreateWith(path, st, func(tx *store.Tx) error {
		return tx.SetTeamOptions(tournament.DefaultTeamOptions(st.System, 4))
	})
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	s := openShell(t, "")
	s.Open(path)
	if s.doc != nil {
		t.Fatal("the team event opened as an individual one")
	}
	if got, want := dialogText(s), s.t("teams.ui.unsupported", "file", "league.arbiter"); !strings.Contains(got, want) {
		t.Errorf("dialog says %q, want %q", got, want)
	}
}
