package norms

import (
	"math/rand/v2"
	"testing"

	"arbiter/tournament"
)

// TestForecastAgreesWithEveryLastRound_1953: a twelve-player 1953 round
// robin of mixed categories before its last round. For every one of the
// 3^6 results of the last round the classification computed afterwards
// (ForEvent, the report the sheets print) must give each player the
// category the forecast said: held whatever happens, out of reach, or from
// the score it named in the last game.
func TestForecastAgreesWithEveryLastRound_1953(t *testing.T) {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	cats := []tournament.Category{tournament.CategoryI, tournament.CategoryI, tournament.CategoryII, tournament.CategoryII,
		tournament.CategoryII, tournament.CategoryIII, tournament.CategoryIII, tournament.CategoryIII, tournament.CategoryIII,
		tournament.CategoryIV, tournament.CategoryIV, tournament.CategoryV}
	for i, c := range cats {
		ev.Players = append(ev.Players, tournament.Player{ID: int64(i + 1), Seat: i + 1, Name: "P", Category: c})
	}
	rng := rand.New(rand.NewPCG(1953, 12))
	for r := 1; r <= 10; r++ {
		rd, err := tournament.PairRoundRobin(ev, r)
		if err != nil {
			t.Fatal(err)
		}
		for i := range rd.Pairings {
			rd.Pairings[i].Result = []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}[rng.IntN(3)]
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	fc, err := ForecastEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	states := map[string]int{}
	for _, p := range fc.Players {
		for _, cf := range p.Categories {
			states[cf.State]++
		}
	}
	if states[ForecastReachable] == 0 || states[ForecastOut] == 0 {
		t.Fatalf("states %v: the field tests nothing", states)
	}
	everyLastRound(t, ev, 6, func(done *tournament.Event, halfOf func(int64) int) {
		rep, err := ForEvent(done)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range fc.Players {
			half := halfOf(p.ID)
			var after PlayerResult
			for _, pr := range rep.Players {
				if pr.ID == p.ID {
					after = pr
				}
			}
			for _, cf := range p.Categories {
				met := (after.Verdict == Earned || after.Verdict == Confirmed) && after.Result >= cf.Category
				said := cf.State == ForecastMet || cf.State == ForecastReachable && half >= cf.NeedHalf && cf.ByScoreAlone
				if said != met {
					t.Errorf("player %d, %s, %d half points in the last round: verdict %s %s, forecast %s (need %d)",
						p.ID, cf.Category, half, after.Verdict, after.Result, cf.State, cf.NeedHalf)
				}
			}
		}
	})
	t.Logf("states %v", states)
}
