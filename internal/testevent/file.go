package testevent

import (
	"path/filepath"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
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
	st, err := store.CreateImported(path, ev, true, tournament.SwissOptions{})
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
	return EventFile(t, testfield.RoundUnderWay(t))
}

// TeamRoundUnderWay is the six-team round robin arbiter-rr6 with its
// last round under way: the first match of that round not forfeited has
// every board taken back to no result, the round's two other matches
// finished.
func TeamRoundUnderWay(t testing.TB) *exchange.TeamReport {
	t.Helper()
	rep := TeamReport(t, "arbiter-rr6")
	ev := rep.Event
	last := ev.PairedRounds()
	for _, m := range ev.RoundMatches(last) {
		if !m.IsBye() && m.Forfeit == tournament.NoResult {
			for i := range ev.Rounds[last-1].Pairings {
				if g := &ev.Rounds[last-1].Pairings[i]; g.Match == m.Number {
					g.Result = tournament.NoResult
				}
			}
			return rep
		}
	}
	t.Fatal("arbiter-rr6 has no match played in its last round")
	return nil
}

// TeamRoundUnderWayFile writes TeamRoundUnderWay to a tournament file in a
// temporary folder and returns its path.
func TeamRoundUnderWayFile(t testing.TB) string {
	t.Helper()
	return EventFile(t, TeamRoundUnderWay(t).Event)
}
