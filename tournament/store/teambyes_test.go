package store

import (
	"path/filepath"
	"testing"

	"arbiter/internal/testdir"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
)

// A team's requested bye is judged by the store, logged and undone as
// one action, and turned by the pairing of its round into a bye match of
// its kind that the file keeps; a round robin refuses it.
func TestTeamRequestedByeStored(t *testing.T) {
	rr, teams := newTeamEvent(t, 4, 2, 2)
	if err := rr.RequestBye(tournament.PlannedBye{Team: teams[0], Round: 1, Kind: tournament.ByeHalfPoint}); testform.KeyOf(err) != "teams.err.bye.system" {
		t.Errorf("a round robin took a team bye: %v", err)
	}
	s := newTeamSwissEvent(t, 6)
	ev, _ := s.Event()
	a, b := ev.Teams[0].ID, ev.Teams[1].ID
	if err := s.RequestBye(tournament.PlannedBye{Team: a, Round: 1, Kind: tournament.ByeFullPoint}); err != nil {
		t.Fatal(err)
	}
	if err := s.RequestBye(tournament.PlannedBye{Team: b, Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	log, err := s.AuditLog()
	if err != nil {
		t.Fatal(err)
	}
	last := log[len(log)-1].Steps[0]
	if last.MessageKey() != "store.audit.team.bye.half" || last.Args["team"] != "Team B" {
		t.Errorf("audit step %+v", last)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	if len(ev.Requests) != 1 || ev.Requests[0] != (tournament.PlannedBye{Team: a, Round: 1, Kind: tournament.ByeFullPoint}) {
		t.Fatalf("requests after undo: %+v", ev.Requests)
	}
	if err := s.RequestBye(tournament.PlannedBye{Team: b, Round: 1, Kind: tournament.ByeZeroPoint}); err != nil {
		t.Fatal(err)
	}
	pairRound(t, s, 1)
	ev, _ = s.Event()
	got := map[int64]tournament.ByeKind{}
	for _, m := range ev.RoundMatches(1) {
		if m.IsBye() {
			got[m.White] = m.Bye
		}
	}
	if len(ev.Requests) != 0 || len(got) != 2 || got[a] != tournament.ByeFullPoint || got[b] != tournament.ByeZeroPoint {
		t.Errorf("round 1 byes %v, requests left %+v", got, ev.Requests)
	}
	if err := s.RequestBye(tournament.PlannedBye{Team: a, Round: 1, Kind: tournament.ByeHalfPoint}); testform.KeyOf(err) != "swisscli.err.byepaired" {
		t.Errorf("a bye for a round paired: %v", err)
	}
	if err := s.CancelBye(tournament.PlannedBye{Team: a, Round: 2}); testform.KeyOf(err) != "byes.err.none" {
		t.Errorf("cancelling a bye never asked: %v", err)
	}
}

// A team report with team byes (echecsjs/trf's grandmommyscup.trf) goes
// into a file whole: the file's standings are the report's.
func TestCreateTeamImportedWithTeamByes(t *testing.T) {
	data := testdir.Read(t, filepath.Join("..", "testdata", "teams", "echecsjs-grandmommyscup.trf"))
	rep, err := exchange.ReadTeamTRFReport(data)
	if err != nil {
		t.Fatal(err)
	}
	ev := importedTeamEvent(t, filepath.Join(t.TempDir(), "cup.arbiter"), rep)
	if r, ok := ev.Round(1); !ok || r.Date != "2024-12-01" {
		t.Errorf("round 1: %+v, want it dated as the report's 24/12/01", r)
	}
	if len(ev.TeamOptions.Forbidden) != 21 {
		t.Errorf("%d forbidden pairs, want 21 (10 + 10 + 1)", len(ev.TeamOptions.Forbidden))
	}
}
