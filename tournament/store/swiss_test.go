package store

import (
	"reflect"
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

// A bye in the next round goes into its pairing list, one in a later
// round waits with the options; both are one logged action each, and a
// planned one can be cancelled.
func TestRequestBye(t *testing.T) {
	s, ids := newEvent(t, 6)
	settings := testSettings()
	settings.System = tournament.SwissDutch
	if err := s.UpdateSettings(settings); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	if err := s.RequestBye(ev, 1, ids[2], tournament.ByeZeroPoint); err != nil {
		t.Fatal(err)
	}
	if err := s.RequestBye(ev, 4, ids[3], tournament.ByeHalfPoint); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	opts, _ := s.SwissOptions()
	want := []tournament.PlannedBye{{Player: ids[3], Round: 4, Kind: tournament.ByeHalfPoint}}
	if len(ev.Rounds) != 1 || ev.Rounds[0].Pairings[0].White != ids[2] || !reflect.DeepEqual(opts.Byes, want) {
		t.Fatalf("rounds %+v, planned %+v", ev.Rounds, opts.Byes)
	}
	if err := s.RequestBye(ev, 7, ids[3], tournament.ByeHalfPoint); err == nil {
		t.Error("a bye after the last round accepted")
	}
	if err := s.CancelPlannedBye(ev, want[0]); err != nil {
		t.Fatal(err)
	}
	if opts, _ := s.SwissOptions(); len(opts.Byes) != 0 {
		t.Errorf("cancelled bye still planned: %+v", opts.Byes)
	}
	log, _ := s.Audit()
	if last := log[len(log)-1]; last.Steps[0].Action != "swisscli.bye.cancel" {
		t.Errorf("last action %+v", last.Steps)
	}
}
