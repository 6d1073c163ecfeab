package store

import (
	"errors"
	"path/filepath"
	"testing"

	"arbiter/tournament"
)

// What fills a new file is part of its making: a new team event's boards
// are in the log, but no Undo takes them away (the first Undo of a new
// team event was "team options: 4 boards"); the event's first own action
// is still undone.
func TestCreateWithFillIsNoUndo(t *testing.T) {
	st := tournament.DefaultSettings()
	st.Name, st.System = "League", tournament.TeamRoundRobin
	st.TieBreaks = st.System.DefaultTieBreaks()
	s, err := CreateWith(filepath.Join(t.TempDir(), "league.arbiter"), st, func(tx *Tx) error {
		return tx.SetTeamOptions(st.System.DefaultTeamOptions(4))
	})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if e, err := s.NextUndo(); !errors.Is(err, errNothingToUndo) {
		t.Errorf("a new team event's first Undo: %+v, %v; want nothing to undo", e.Steps, err)
	}
	log, err := s.AuditLog()
	if err != nil || len(log) != 2 || len(log[1].Steps) == 0 {
		t.Fatalf("the log of a new team event: %+v, %v", log, err)
	}
	if _, err := s.AddTeam(tournament.Team{Name: "Kallio"}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatalf("the first team's Undo: %v", err)
	}
	if ev, err := s.Event(); err != nil || len(ev.Teams) != 0 || ev.TeamOptions.Boards != 4 {
		t.Errorf("after Undo: %d teams, %d boards, %v", len(ev.Teams), ev.TeamOptions.Boards, err)
	}
	if _, err := s.Undo(); !errors.Is(err, errNothingToUndo) {
		t.Errorf("Undo past the making: %v", err)
	}
}
