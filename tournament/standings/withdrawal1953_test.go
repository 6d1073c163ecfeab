package standings_test

import (
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// TestWithdrawal_1953_27_HalfPlayedBoundary: under §27 a player who leaves
// having played at least half of his games keeps them (the rest count +
// for his opponents); fewer than half, and he is struck. With an even
// number of games (a double round robin of four: six games each) exactly
// half is the boundary the odd counts of TestWithdrawals cannot reach.
func TestWithdrawal_1953_27_HalfPlayedBoundary(t *testing.T) {
	for _, tc := range []struct {
		name   string
		after  int // rounds before he leaves; he plays in every round
		struck bool
	}{
		{"two of six", 2, true},
		{"three of six, exactly half", 3, false},
		{"four of six", 4, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ev := testfield.Field(4, tournament.DoubleRoundRobin)
			ev.Settings.WithdrawalPolicy = tournament.WithdrawalUSSR1953
			var results [][]tournament.Result
			for r := 1; r <= 6; r++ {
				results = append(results, []tournament.Result{tournament.Draw, tournament.Draw})
			}
			testfield.Play(t, ev, results[:tc.after])
			testfield.PairAll(t, ev)
			leaver := &ev.Players[3]
			leaver.WithdrawnAfter = tc.after
			if n, games := tournament.GamesPlayedBefore(ev, *leaver), tournament.ScheduledGames(ev); n != tc.after || games != 6 {
				t.Fatalf("played %d of %d, want %d of 6", n, games, tc.after)
			}
			eff := tournament.EffectiveResults(ev)
			if eff.Struck[leaver.ID] != tc.struck {
				t.Errorf("struck %v, want %v", eff.Struck[leaver.ID], tc.struck)
			}
			if tb := standings.Of(ev); (len(tb.Struck) == 1) != tc.struck {
				t.Errorf("standings list struck %+v", tb.Struck)
			}
		})
	}
}
