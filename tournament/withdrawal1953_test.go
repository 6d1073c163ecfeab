package tournament

import "testing"

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
			ev := newField(4, DoubleRoundRobin)
			ev.Settings.WithdrawalPolicy = WithdrawalUSSR1953
			var results [][]Result
			for r := 1; r <= 6; r++ {
				results = append(results, []Result{Draw, Draw})
			}
			play(t, ev, results[:tc.after])
			pairAll(t, ev)
			leaver := &ev.Players[3]
			leaver.WithdrawnAfter = tc.after
			if n, games := GamesPlayedBefore(ev, *leaver), ScheduledGames(ev); n != tc.after || games != 6 {
				t.Fatalf("played %d of %d, want %d of 6", n, games, tc.after)
			}
			eff := EffectiveResults(ev)
			if eff.Struck[leaver.ID] != tc.struck {
				t.Errorf("struck %v, want %v", eff.Struck[leaver.ID], tc.struck)
			}
			if tb := Standings(ev); (len(tb.Struck) == 1) != tc.struck {
				t.Errorf("standings list struck %+v", tb.Struck)
			}
		})
	}
}
