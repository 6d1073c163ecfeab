package testevent

import (
	"errors"
	"path/filepath"
	"testing"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// WithdrawnKey is the key of the event's refusal of a played result for a
// game after a player's withdrawal, which every front end must meet.
const WithdrawnKey = "event.err.result.withdrawn"

// WithdrawnGame makes a tournament file of four players, a round robin
// with rounds 1 and 2 paired, in which the white player of round 2 board 1
// withdrew after round 1 and that board has no result yet: its game was
// never played, so it takes only a forfeit. It returns the file's path
// (in a folder of the test's own) and the round and board.
func WithdrawnGame(t testing.TB) (path string, round, board int) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "withdrawn.arbiter")
	st, err := store.Create(path, tournament.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for i, name := range []string{"Anna Aho", "Boris Berg", "Carl Carlsson", "Dana Dahl"} {
		if _, err := st.AddPlayer(tournament.Player{Name: name, Seat: i + 1}); err != nil {
			t.Fatal(err)
		}
	}
	for r := 1; r <= 2; r++ {
		ev, err := st.Event()
		if err != nil {
			t.Fatal(err)
		}
		rd, err := tournament.PairRoundRobin(ev, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.SaveRound(rd); err != nil {
			t.Fatal(err)
		}
	}
	ev, err := st.Event()
	if err != nil {
		t.Fatal(err)
	}
	leaver := ev.Rounds[1].Pairings[0].White
	// The withdrawal alone, without the forfeits the as-played rule would
	// record with it, so that the board is still open.
	if err := st.Batch(func(tx *store.Tx) error { return tx.WithdrawPlayer(leaver, 1) }); err != nil {
		t.Fatal(err)
	}
	return path, 2, 1
}

// Open opens the tournament file at path for changes, closed when the test
// ends; a file that does not open fails the test.
func Open(t testing.TB, path string) *store.Store {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// CheckWithdrawnRefusal fails the test unless err is the event's refusal of
// a played result after a withdrawal (WithdrawnKey).
func CheckWithdrawnRefusal(t testing.TB, frontEnd string, err error) {
	t.Helper()
	var e *engine.KeyedError
	if !errors.As(err, &e) || e.Key != WithdrawnKey {
		t.Errorf("%s: %v, want the refusal %s", frontEnd, err, WithdrawnKey)
	}
}
