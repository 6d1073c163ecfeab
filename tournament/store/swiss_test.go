package store

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"arbiter/tournament"
)

// TestSwissOptions: a new file has none; set options read back, survive
// reopening and undo restores the previous ones.
func TestSwissOptions(t *testing.T) {
	s, ids := newEvent(t, 4)
	if o, err := s.SwissOptions(); err != nil || !reflect.DeepEqual(o, tournament.SwissOptions{}) {
		t.Fatalf("new file: %+v, %v", o, err)
	}
	first := tournament.SwissOptions{Baku: true}
	second := tournament.SwissOptions{Baku: true, Forbidden: [][2]int64{{ids[0], ids[1]}}}
	for _, o := range []tournament.SwissOptions{first, second} {
		if err := s.Batch(func(tx *Tx) error { return tx.SetSwissOptions(o) }); err != nil {
			t.Fatal(err)
		}
	}
	s = checkKeptThenUndone(t, s, (*Store).SwissOptions, second, first)
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if o, err := s.SwissOptions(); err != nil || !reflect.DeepEqual(o, tournament.SwissOptions{}) {
		t.Errorf("after undoing both: %+v, %v", o, err)
	}
}

// A bye requested for a round not yet paired is a request, never a
// round: one logged action each, cancelled as one, undone as one.
func TestRequestBye(t *testing.T) {
	s, ids := newEvent(t, 6)
	settings := testSettings()
	settings.System = tournament.SwissDutch
	if err := s.UpdateSettings(settings); err != nil {
		t.Fatal(err)
	}
	if err := s.RequestBye(1, ids[2], tournament.ByeZeroPoint); err != nil {
		t.Fatal(err)
	}
	if err := s.RequestBye(4, ids[3], tournament.ByeHalfPoint); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	want := []tournament.PlannedBye{{Player: ids[2], Round: 1, Kind: tournament.ByeZeroPoint}, {Player: ids[3], Round: 4, Kind: tournament.ByeHalfPoint}}
	if len(ev.Rounds) != 0 || !reflect.DeepEqual(ev.Requests, want) {
		t.Fatalf("rounds %+v, requests %+v", ev.Rounds, ev.Requests)
	}
	if err := s.RequestBye(7, ids[3], tournament.ByeHalfPoint); err == nil {
		t.Error("a bye after the last round accepted")
	}
	if err := s.CancelBye(want[1]); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); !reflect.DeepEqual(ev.Requests, want[:1]) {
		t.Errorf("after cancelling: %+v", ev.Requests)
	}
	log, _ := s.Audit()
	if last := log[len(log)-1]; last.Steps[0].Action != "swisscli.bye.cancel" {
		t.Errorf("last action %+v", last.Steps)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ev, _ := s.Event(); !reflect.DeepEqual(ev.Requests, want) {
		t.Errorf("after undoing the cancel: %+v", ev.Requests)
	}
	// Pairing round 1 turns its request into a bye board.
	ev, _ = s.Event()
	pair, _ := s.PairerFor(tournament.SwissDutch)
	if _, err := s.PairRound(ev, 1, false, pair); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	rd := ev.Rounds[0]
	if last := rd.Pairings[len(rd.Pairings)-1]; last.White != ids[2] || last.Bye != tournament.ByeZeroPoint || !reflect.DeepEqual(ev.Requests, want[1:]) {
		t.Errorf("round 1 paired: last board %+v, requests %+v", last, ev.Requests)
	}
}

// A file made before requested byes had their table (schema 6) keeps every
// request: the round that held only a requested bye becomes the request
// it was, the bye planned in the Swiss options joins it, and the rounds
// are the two paired, round 2 in play.
func TestMigrateRequestedByes(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "v6-requested-byes.arbiter"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "byes.arbiter")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ev, err := s.Event()
	if err != nil {
		t.Fatal(err)
	}
	want := []tournament.PlannedBye{{Player: 3, Round: 3, Kind: tournament.ByeHalfPoint}, {Player: 4, Round: 4, Kind: tournament.ByeZeroPoint}}
	if !reflect.DeepEqual(ev.Requests, want) {
		t.Errorf("requests %+v, want %+v", ev.Requests, want)
	}
	if p, in, done, next := tournament.PairedRounds(ev), tournament.RoundInPlay(ev), tournament.CompletedRounds(ev), tournament.NextRound(ev); p != 2 || in != 2 || done != 1 || next != 3 {
		t.Errorf("paired %d, in play %d, complete %d, next %d; want 2, 2, 1, 3", p, in, done, next)
	}
	var opts string
	if err := s.db.QueryRow(`SELECT value FROM meta WHERE key = 'swiss-options'`).Scan(&opts); err != nil || strings.Contains(opts, "byes") {
		t.Errorf("Swiss options after the upgrade: %q, %v", opts, err)
	}
	// Round 2 finished, round 3 pairs with the requested bye as a board.
	var results []tournament.BoardResult
	for _, p := range ev.Rounds[1].Pairings {
		if !p.IsBye() {
			results = append(results, tournament.BoardResult{Board: p.Board, Result: tournament.Draw})
		}
	}
	if err := s.SetResults(2, results); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	pair, _ := s.PairerFor(tournament.SwissDutch)
	rd, err := s.PairRound(ev, 3, false, pair)
	if err != nil {
		t.Fatal(err)
	}
	if last := rd.Round.Pairings[len(rd.Round.Pairings)-1]; last.White != 3 || last.Bye != tournament.ByeHalfPoint {
		t.Errorf("round 3's last board %+v, want player 3's half-point bye", last)
	}
	if ev, _ := s.Event(); !reflect.DeepEqual(ev.Requests, want[1:]) {
		t.Errorf("requests after pairing round 3: %+v", ev.Requests)
	}
}
