package testevent

import (
	"path/filepath"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament/store"
)

// File writes Swiss(t, players, played, false), made an event of rounds
// rounds, to a tournament file in a temporary folder, with backups
// backups beside it (as the pairings of the rounds played leave them),
// and returns its path: the large played events the benchmarks open and
// pair.
func File(t testing.TB, players, played, rounds, backups int) string {
	t.Helper()
	ev := Swiss(t, players, played, false)
	ev.Settings.Rounds = max(ev.Settings.Rounds, rounds)
	path := filepath.Join(t.TempDir(), "played.arbiter")
	st, err := store.CreateImported(path, ev, true)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for range backups {
		if _, err := st.Backup("manual"); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

// RoundUnderWayFile writes testfield.RoundUnderWay, a six-player round
// robin with round 3 two games of three entered, to a tournament file in a
// temporary folder and returns its path.
func RoundUnderWayFile(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "underway.arbiter")
	st, err := store.CreateImported(path, testfield.RoundUnderWay(t), true)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	return path
}
