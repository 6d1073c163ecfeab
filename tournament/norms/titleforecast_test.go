package norms

import (
	"math"
	"math/rand/v2"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
)

// forecastField is a ten-player round robin of a norm tournament, every
// round but the last played: ratings, titles and federations such that
// some players still can, must or cannot make a norm in the last round.
func forecastField(t *testing.T) *tournament.Event {
	t.Helper()
	ev := testfield.Field(10, tournament.RoundRobin)
	ev.Settings.Federation = "FIN"
	field := []struct {
		rating     int
		title, fed string
	}{
		{2440, "FM", "FIN"}, {2590, "GM", "GER"}, {2560, "GM", "SWE"}, {2520, "GM", "EST"}, {2480, "IM", "NOR"},
		{2460, "IM", "FIN"}, {2430, "IM", "LAT"}, {2400, "FM", "FIN"}, {2380, "", "DEN"}, {2350, "IM", "ISL"},
	}
	for i, f := range field {
		p := &ev.Players[i]
		p.Rating, p.Title, p.Federation = f.rating, f.title, f.fed
	}
	for r := 1; r <= tournament.TotalRounds(ev); r++ {
		rd, err := tournament.PairRoundRobin(ev, r)
		if err != nil {
			t.Fatalf("round %d: %v", r, err)
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	rng := rand.New(rand.NewPCG(76, 9))
	for r := range ev.Rounds[:len(ev.Rounds)-1] {
		for j := range ev.Rounds[r].Pairings {
			g := &ev.Rounds[r].Pairings[j]
			if g.IsBye() {
				continue
			}
			// Player 1 (seat 1) has the tournament of his life.
			switch x := rng.IntN(10); {
			case g.White == 101:
				g.Result = []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.Draw}[x%3]
			case g.Black == 101:
				g.Result = []tournament.Result{tournament.BlackWins, tournament.BlackWins, tournament.Draw}[x%3]
			case x < 3:
				g.Result = tournament.WhiteWins
			case x < 7:
				g.Result = tournament.Draw
			default:
				g.Result = tournament.BlackWins
			}
		}
	}
	return ev
}

// TestTitleNormForecastAgreesWithEveryLastRound_B01: before the last round
// of a ten-player round robin the forecast says, for each player and norm,
// whether it holds whatever happens, is out of reach, or needs a score in
// the last game; for every one of the 3^5 results of the last round the
// verdict computed afterwards (the rating report's) must be what the
// forecast said.
func TestTitleNormForecastAgreesWithEveryLastRound_B01(t *testing.T) {
	ev := forecastField(t)
	opts := tournament.RatingOptions{}
	fc, err := TitleNormForecasts(ev, opts)
	if err != nil {
		t.Fatal(err)
	}
	states := map[string]int{}
	for _, f := range fc {
		for _, n := range f.Norms {
			states[n.State]++
		}
	}
	if states[ForecastReachable] == 0 || states[ForecastOut] == 0 {
		t.Fatalf("states %v: the field tests nothing", states)
	}
	everyLastRound(t, ev, 5, func(done *tournament.Event, halfOf func(int64) int) {
		after := NormVerdicts(done, opts)
		for _, f := range fc {
			half := halfOf(f.ID)
			for _, n := range f.Norms {
				met := false
				for _, r := range after[f.ID].Results {
					if r.Title == n.Title {
						met = r.Met
					}
				}
				said := n.State == ForecastMet || n.State == ForecastReachable && half >= n.NeedHalf && n.ByScoreAlone
				if said != met {
					t.Errorf("%s %s, %d half points in the last round: verdict %v, forecast %s (need %d, by score alone %v)",
						f.Name, n.Title, half, met, n.State, n.NeedHalf, n.ByScoreAlone)
				}
			}
		}
	})
	t.Logf("states %v", states)
}

// everyLastRound completes ev's remaining games, which must number games,
// with each of their 3^games outcomes in turn, and calls check with the
// completed event and the half points a player scores in those games.
func everyLastRound(t *testing.T, ev *tournament.Event, games int, check func(done *tournament.Event, halfOf func(id int64) int)) {
	t.Helper()
	c, err := tournament.CompletionOf(ev)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Remaining) != games {
		t.Fatalf("%d games remain, want %d", len(c.Remaining), games)
	}
	outcomes := 0
	eachOutcome(games, func(scores []int) {
		outcomes++
		results := make([]tournament.Result, games)
		for i, s := range scores {
			results[i] = resultFor(c.Remaining[i], c.Remaining[i].White, s)
		}
		check(c.With(results), func(id int64) int {
			half := 0
			for i, g := range c.Remaining {
				if g.White == id {
					half += scores[i]
				} else if g.Black == id {
					half += 2 - scores[i]
				}
			}
			return half
		})
	})
	if want := int(math.Pow(3, float64(games))); outcomes != want {
		t.Errorf("%d outcomes, want %d", outcomes, want)
	}
}

// TestTitleNormForecastOnceOverIsTheVerdict: with no game left the
// forecast is the verdict itself: held where it is met, out of reach where
// it is not, and its verdict that of the rating report.
func TestTitleNormForecastOnceOverIsTheVerdict(t *testing.T) {
	c, err := tournament.CompletionOf(forecastField(t))
	if err != nil {
		t.Fatal(err)
	}
	done := c.With([]tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.Draw, tournament.WhiteWins})
	fc, err := TitleNormForecasts(done, tournament.RatingOptions{})
	if err != nil {
		t.Fatal(err)
	}
	after := NormVerdicts(done, tournament.RatingOptions{})
	for _, f := range fc {
		if len(f.Remaining) != 0 {
			t.Fatalf("%s: %d games remain", f.Name, len(f.Remaining))
		}
		for i, n := range f.Norms {
			v := after[f.ID].Results[i]
			if v.Title != n.Title || (n.State == ForecastMet) != v.Met || n.State == ForecastReachable || v.ARO != n.Verdict.ARO {
				t.Errorf("%s %s: forecast %s %+v, verdict %+v", f.Name, n.Title, n.State, n.Verdict, v)
			}
		}
	}
}

// BenchmarkTitleNormForecastBeforeRound1: the forecast of the ten-player
// round robin before its first round, 3^9 outcomes a player.
func BenchmarkTitleNormForecastBeforeRound1(b *testing.B) {
	ev := forecastField(&testing.T{})
	ev.Rounds = nil
	for b.Loop() {
		if _, err := TitleNormForecasts(ev, tournament.RatingOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
