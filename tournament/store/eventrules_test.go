package store

import (
	"reflect"
	"testing"

	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/berger"
	"arbiter/tournament/conduct"
	"arbiter/tournament/exchange"
	"arbiter/tournament/standings"
)

// swissEvent is newEvent as a Swiss of five rounds (fewer where its field
// cannot play five); it returns the settings too.
func swissEvent(t *testing.T, n int) (*Store, []int64, tournament.Settings) {
	t.Helper()
	s, ids := newEvent(t, n)
	st := testSettings()
	// Five rounds, or as many as a field of n can play.
	st.System, st.Rounds = tournament.SwissDutch, min(5, berger.TableSize(n)-1)
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	return s, ids, st
}

// withdrawnGame is an event of four players, its results kept as played,
// with round 2 paired and the player on board 1 of round 2 withdrawn after
// round 1: the game of round 2 was never played.
func withdrawnGame(t *testing.T) (*Store, []int64) {
	t.Helper()
	s, ids := newEvent(t, 4)
	st := testSettings()
	st.WithdrawalPolicy = tournament.WithdrawalAsPlayed
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveRound(round(2, []int64{ids[0], ids[2], ids[1], ids[3]})); err != nil {
		t.Fatal(err)
	}
	if err := s.Batch(func(tx *Tx) error { return tx.WithdrawPlayer(ids[0], 1) }); err != nil {
		t.Fatal(err)
	}
	return s, ids
}

// TestStoreRefusesPlayedResultAfterWithdrawal: whichever way a result
// reaches the file — one result, a round's results, a result inside a
// larger action — a game after a withdrawal takes only a forfeit, refused
// with the event's one keyed error, and nothing changes.
func TestStoreRefusesPlayedResultAfterWithdrawal(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(s *Store, r tournament.Result) error
	}{
		{"SetResult", func(s *Store, r tournament.Result) error { return s.SetResult(2, 1, r) }},
		{"SetResults", func(s *Store, r tournament.Result) error {
			return s.SetResults(2, []exchange.BoardResult{{Board: 2, Result: tournament.Draw}, {Board: 1, Result: r}})
		}},
		{"Batch", func(s *Store, r tournament.Result) error {
			return s.Batch(func(tx *Tx) error { return tx.SetResult(2, 1, r) })
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := withdrawnGame(t)
			before := dump(t, s)
			for _, r := range []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins} {
				if err := tc.set(s, r); testform.KeyOf(err) != "event.err.result.withdrawn.asplayed" {
					t.Errorf("%s: %v, want event.err.result.withdrawn.asplayed", r, err)
				}
			}
			if !reflect.DeepEqual(dump(t, s), before) {
				t.Error("a refused result changed the file")
			}
			if err := tc.set(s, tournament.BlackForfeitWin); err != nil {
				t.Errorf("forfeit refused: %v", err)
			}
		})
	}
}

// TestStoreFixesSystemOncePaired: the settings' system is refused a
// change once a round is paired, whoever asks; the other settings still
// change, and a list of requested byes alone is no paired round.
func TestStoreFixesSystemOncePaired(t *testing.T) {
	s, ids, st := swissEvent(t, 6)
	if err := s.RequestBye(tournament.PlannedBye{Player: ids[5], Round: 1, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	st.Rounds = 4
	if err := s.UpdateSettings(st); err != nil {
		t.Fatalf("a list of requested byes fixed the settings: %v", err)
	}
	pairRound(t, s, 1)
	for _, tc := range []struct {
		name   string
		change func(*tournament.Settings)
	}{
		{"system", func(st *tournament.Settings) { st.System = tournament.RoundRobin }},
		{"match", func(st *tournament.Settings) { st.System, st.Rounds = tournament.Match, 4 }},
	} {
		changed := st
		tc.change(&changed)
		if err := s.UpdateSettings(changed); testform.KeyOf(err) != "event.err.settings.fixed" {
			t.Errorf("%s changed once paired: %v", tc.name, err)
		}
	}
	st.Name = "Renamed"
	if err := s.UpdateSettings(st); err != nil {
		t.Errorf("name refused once paired: %v", err)
	}
}

// TestDeletePlayerTakesHisSwissOptions: a player removed before round 1
// takes his forbidden pairs and requested byes with him, so that round 1
// can still be paired; Undo brings them back with him.
func TestDeletePlayerTakesHisSwissOptions(t *testing.T) {
	s, ids, _ := swissEvent(t, 6)
	with := tournament.SwissOptions{
		Forbidden: [][2]int64{{ids[0], ids[1]}, {ids[2], ids[3]}},
	}
	if err := s.Batch(func(tx *Tx) error { return tx.SetSwissOptions(with) }); err != nil {
		t.Fatal(err)
	}
	if err := s.RequestBye(tournament.PlannedBye{Player: ids[0], Round: 3, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeletePlayer(ids[0]); err != nil {
		t.Fatal(err)
	}
	want := tournament.SwissOptions{Forbidden: [][2]int64{{ids[2], ids[3]}}}
	if got := swissOptionsOf(t, s); !reflect.DeepEqual(got, want) {
		t.Errorf("options after removal %+v, want %+v", got, want)
	}
	if ev, _ := s.Event(); len(ev.Requests) != 0 {
		t.Errorf("requests after removal %+v", ev.Requests)
	}
	ev, _ := s.Event()
	if _, err := conduct.Pair(s, ev, 1, false); err != nil {
		t.Errorf("round 1 after removing a forbidden pair's player: %v", err)
	}
	for range 2 {
		if _, err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if got := swissOptionsOf(t, s); !reflect.DeepEqual(got, with) {
		t.Errorf("options after undo %+v, want %+v", got, with)
	}
	if ev, _ := s.Event(); len(ev.Requests) != 1 || ev.Requests[0].Player != ids[0] {
		t.Errorf("requests after undo %+v", ev.Requests)
	}
}

// TestUnpairKeepsRequestedByesWithoutPhantomRound: un-pairing a round
// with a requested bye leaves the bye requested, and no round: no
// "after round 2", no extra half point, round 1 in play; a second unpair
// of round 2 is refused without a backup, and round 1 can then be
// unpaired, round 2's request staying.
func TestUnpairKeepsRequestedByesWithoutPhantomRound(t *testing.T) {
	s, ids, _ := swissEvent(t, 7)
	pairRound(t, s, 1)
	drawRound(t, s, 1)
	if err := s.RequestBye(tournament.PlannedBye{Player: ids[6], Round: 2, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	ev, _ := s.Event()
	if got := ev.CompletedRounds(); got != 1 {
		t.Errorf("with round 2's bye requested: after round %d, want 1", got)
	}
	pairRound(t, s, 2)
	if err := s.Unpair(2, false); err != nil {
		t.Fatal(err)
	}
	ev, _ = s.Event()
	if got := ev.CompletedRounds(); got != 1 {
		t.Errorf("after unpairing round 2: after round %d, want 1", got)
	}
	want := []tournament.PlannedBye{{Player: ids[6], Round: 2, Kind: tournament.ByeHalfPoint}}
	if p, in := ev.PairedRounds(), ev.RoundInPlay(); p != 1 || in != 1 || !reflect.DeepEqual(ev.Requests, want) {
		t.Errorf("after unpairing round 2: paired %d, in play %d, requests %+v; want 1, 1, %+v", p, in, ev.Requests, want)
	}
	backups, _ := s.Backups()
	if err := s.Unpair(2, false); testform.KeyOf(err) != "swisscli.err.unpairlast" {
		t.Errorf("unpairing round 2 again: %v", err)
	}
	if again, _ := s.Backups(); len(again) != len(backups) {
		t.Errorf("a refused unpair wrote a backup: %d, then %d", len(backups), len(again))
	}
	if err := s.Unpair(1, true); err != nil {
		t.Fatalf("unpair --round 1 with round 2's bye requested: %v", err)
	}
	ev, _ = s.Event()
	if len(ev.Rounds) != 0 || !reflect.DeepEqual(ev.Requests, want) {
		t.Errorf("rounds %+v, requests %+v; want no round and %+v", ev.Rounds, ev.Requests, want)
	}
}

// TestStoreShortensASwissOncePaired: a Swiss whose last round is
// cancelled is cut to the rounds played, never below the rounds paired,
// and its standings are final at once; the change is in the history,
// and Undo gives the rounds back. A round robin's rounds stay its
// table's, and a bye asked for in a round cut off is named, not dropped.
func TestStoreShortensASwissOncePaired(t *testing.T) {
	s, ids, st := swissEvent(t, 8)
	if err := s.RequestBye(tournament.PlannedBye{Player: ids[5], Round: 5, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 4; r++ {
		pairRound(t, s, r)
		for _, p := range eventOf(t, s).Rounds[r-1].Pairings {
			if p.Black != 0 && p.Result == tournament.NoResult {
				if err := s.SetResult(r, p.Board, tournament.Draw); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if standings.Over(eventOf(t, s)) {
		t.Fatal("over after 4 rounds of 5")
	}
	for rounds, key := range map[int]string{3: "event.err.settings.rounds.paired", 4: "event.err.settings.rounds.bye"} {
		changed := st
		changed.Rounds = rounds
		if err := s.UpdateSettings(changed); testform.KeyOf(err) != key {
			t.Errorf("rounds lowered to %d: %v, want %s", rounds, err, key)
		}
	}
	if err := s.CancelBye(tournament.PlannedBye{Player: ids[5], Round: 5, Kind: tournament.ByeHalfPoint}); err != nil {
		t.Fatal(err)
	}
	st.Rounds = 4
	if err := s.UpdateSettings(st); err != nil {
		t.Fatalf("a Swiss of 5 rounds with 4 played not cut to 4: %v", err)
	}
	ev := eventOf(t, s)
	if ev.Settings.Rounds != 4 || !standings.Over(ev) {
		t.Errorf("cut to 4: rounds %d, over %v", ev.Settings.Rounds, standings.Over(ev))
	}
	if steps, ok := undoSays(t, s, "settings.rounds", "to", "4"); !ok {
		t.Errorf("the history does not say the rounds were cut: %+v", steps)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if ev := eventOf(t, s); ev.Settings.Rounds != 5 || standings.Over(ev) {
		t.Errorf("undone: rounds %d, over %v", ev.Settings.Rounds, standings.Over(ev))
	}
}

// TestStoreKeepsARoundRobinsRounds: a round robin's rounds are its
// table's, refused a change in words once round 1 is paired.
func TestStoreKeepsARoundRobinsRounds(t *testing.T) {
	s, _ := newEvent(t, 4)
	st := testSettings()
	st.System = tournament.RoundRobin
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	pairRound(t, s, 1)
	st.Rounds = 2
	if err := s.UpdateSettings(st); testform.KeyOf(err) != "event.err.settings.rounds.table" {
		t.Errorf("a round robin's rounds changed once paired: %v", err)
	}
}
