package norms

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"arbiter/engine/rules"
	"arbiter/internal/testfield"
	"arbiter/tournament"
)

// TestForecastAgreesWithEveryLastRound_1953: a twelve-player 1953 round
// robin of mixed categories before its last round. For every one of the
// 3^6 results of the last round the classification computed afterwards
// (ForEvent, the report the sheets print) must give each player the
// category the forecast said: held whatever happens, out of reach, or from
// the score it named in the last game.
func TestForecastAgreesWithEveryLastRound_1953(t *testing.T) {
	cats := []tournament.Category{tournament.CategoryI, tournament.CategoryI, tournament.CategoryII, tournament.CategoryII,
		tournament.CategoryII, tournament.CategoryIII, tournament.CategoryIII, tournament.CategoryIII, tournament.CategoryIII,
		tournament.CategoryIV, tournament.CategoryIV, tournament.CategoryV}
	ev := roundRobin1953(t, cats, 10, rand.New(rand.NewPCG(1953, 12)))
	states := forecastAgrees(t, ev)
	if states[ForecastReachable] == 0 || states[ForecastOut] == 0 {
		t.Fatalf("states %v: the field tests nothing", states)
	}
	t.Logf("states %v", states)
}

// TestForecastAgreesOnGeneratedEvents_1953_27: many generated 1953 round
// robins of 5 to 10 players (mixed categories, master and candidate
// fields), with one round left and, on smaller ones, two; a third of them
// with a player withdrawn under §27, before or after half of his games,
// his later games left without a result as an arbiter leaves them. For
// every result of the games still to play the classification afterwards
// must be what the forecast said, and each state, least score and "by
// score alone" must be borne out by some result.
func TestForecastAgreesOnGeneratedEvents_1953_27(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 1953))
	total := map[string]int{}
	withdrawals := map[bool]int{}
	for i := range sized(240, 60) {
		n := 5 + rng.IntN(6)
		left := 1
		if n <= 7 && i%3 == 0 {
			left = 2
		}
		ev := roundRobin1953(t, generatedField(rng, n), (&tournament.Event{Players: make([]tournament.Player, n), Settings: tournament.DefaultSettings()}).TotalRounds()-left, rng)
		if i%3 == 1 {
			p := &ev.Players[rng.IntN(n)]
			p.WithdrawnAfter = 1 + rng.IntN(len(ev.Rounds))
			for r := p.WithdrawnAfter; r < len(ev.Rounds); r++ {
				for j := range ev.Rounds[r].Pairings {
					if g := &ev.Rounds[r].Pairings[j]; g.White == p.ID || g.Black == p.ID {
						g.Result = tournament.NoResult
					}
				}
			}
			withdrawals[2*ev.GamesPlayed(*p) < ev.ScheduledGames()]++
		}
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			for s, k := range forecastAgrees(t, ev) {
				total[s] += k
			}
		})
	}
	if total[ForecastReachable] == 0 || total[ForecastOut] == 0 || total[ForecastMet] == 0 || withdrawals[true] == 0 || withdrawals[false] == 0 {
		t.Fatalf("states %v, withdrawals struck/counted %v: the events test too little", total, withdrawals)
	}
	t.Logf("states %v, withdrawals struck/counted %v", total, withdrawals)
}

// TestForecastMasterOfSportTellsMastersApart_1953: a master field (1953
// code) of four masters of sport and a III-category player, two rounds
// left. Player 1, a master of sport, has one game left against a master
// and one against the III-category player: what he must score against
// each is a master norm's question, so the forecast must count his games
// against masters apart from the rest for a master of sport too, and agree
// with the classification after every result (a generated event of
// TestForecastAgreesOnGeneratedEvents_1953_27 outside its -short sample).
func TestForecastMasterOfSportTellsMastersApart_1953(t *testing.T) {
	ev := categoryField(t, []tournament.Category{tournament.MasterOfSport, tournament.MasterOfSport, tournament.MasterOfSport,
		tournament.MasterOfSport, tournament.CategoryIII})
	// The results of rounds 1 to 3 by board, the bye last.
	for r, results := range [][]tournament.Result{
		{tournament.BlackWins, tournament.WhiteWins}, // 2-5, 3-4
		{tournament.Draw, tournament.BlackWins},      // 5-3, 1-2
		{tournament.BlackWins, tournament.BlackWins}, // 3-1, 4-5
	} {
		for i, res := range results {
			ev.Rounds[r].Pairings[i].Result = res
		}
	}
	if g := ev.Rounds[3].Pairings[0]; g.White != 101 || g.Black != 104 {
		t.Fatalf("round 4's first board %d-%d, want 1-4: the table is not the one the results were written for", g.White, g.Black)
	}
	states := forecastAgrees(t, ev)
	if states[ForecastReachable] == 0 {
		t.Fatalf("states %v: nothing is left to reach", states)
	}
}

// generatedField draws the categories of an n-player field: a master
// field, a candidate field or a mixed one.
func generatedField(rng *rand.Rand, n int) []tournament.Category {
	cats := make([]tournament.Category, n)
	kind := rng.IntN(4)
	for i := range cats {
		switch {
		case kind == 0 && i < (2*n+2)/3:
			cats[i] = tournament.MasterOfSport
		case kind == 1 && i < (n+1)/2:
			cats[i] = []tournament.Category{tournament.MasterOfSport, tournament.CandidateMaster}[rng.IntN(2)]
		case kind == 1:
			cats[i] = tournament.CategoryI // with balls: see roundRobin1953
		default:
			cats[i] = tournament.Category(rng.IntN(int(tournament.MasterOfSport) + 1))
		}
	}
	return cats
}

// categoryField is a round robin of players of the given categories, ids
// 101…, under the 1953 code (every I-category player with three candidate
// balls), all its rounds paired.
func categoryField(t testing.TB, cats []tournament.Category) *tournament.Event {
	t.Helper()
	ev := testfield.Field(len(cats), tournament.RoundRobin)
	ev.Settings.SetRuleset(rules.USSR1953)
	for i, c := range cats {
		ev.Players[i].Category = c
		if c == tournament.CategoryI {
			ev.Players[i].CandidateBalls = 3
		}
	}
	testfield.PairAll(t, ev)
	return ev
}

// roundRobin1953 is categoryField with the first played rounds given
// random results.
func roundRobin1953(t testing.TB, cats []tournament.Category, played int, rng *rand.Rand) *tournament.Event {
	t.Helper()
	ev := categoryField(t, cats)
	for _, rd := range ev.Rounds[:played] {
		for i := range rd.Pairings {
			if !rd.Pairings[i].IsBye() {
				rd.Pairings[i].Result = []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}[rng.IntN(3)]
			}
		}
	}
	return ev
}

// forecastAgrees checks the forecast of ev against the classification
// after every result of its games still to play — each category it lists,
// and every category a result gives being listed — with the least score
// and the report's line it keeps, and counts the states it saw.
func forecastAgrees(t *testing.T, ev *tournament.Event) map[string]int {
	t.Helper()
	fc, err := ForecastEvent(ev)
	if err != nil {
		t.Fatal(err)
	}
	before := map[int64]PlayerResult{}
	for _, pr := range fc.Report.Players {
		before[pr.ID] = pr
	}
	c := completionOf(t, ev)
	open := openGames(ev, c)
	witness := map[string]*witnessed{}
	eachOutcome(len(open), func(scores []int) {
		results := make([]tournament.Result, len(c.Remaining))
		for i := range results {
			results[i] = tournament.Draw
		}
		for k, s := range scores {
			g := c.Remaining[open[k]]
			results[open[k]] = resultFor(g, g.White, s)
		}
		rep, err := ForEvent(c.With(results))
		if err != nil {
			t.Fatal(err)
		}
		after := map[int64]PlayerResult{}
		for _, pr := range rep.Players {
			after[pr.ID] = pr
		}
		for _, p := range fc.Players {
			a, ok := after[p.ID]
			if ok == p.Struck {
				t.Fatalf("%s: struck %v, but in the report afterwards %v", p.Name, p.Struck, ok)
			}
			// The points the remaining games gave: forfeits a withdrawal
			// made are in the report before as after.
			half := int(a.Points - before[p.ID].Points)
			if half < 0 || half > 2*len(p.Remaining) {
				t.Fatalf("%s scored %d half points in %d games said to remain", p.Name, half, len(p.Remaining))
			}
			for _, cf := range p.Categories {
				checkOutcome(t, p, cf, a, half, witness)
			}
			// Every category a result can give him is one the forecast
			// lists: a category left out is a norm he is never told of.
			if ok && (a.Verdict == Earned || a.Verdict == Confirmed) && !slices.ContainsFunc(p.Categories, func(cf CategoryForecast) bool { return cf.Category == a.Result }) {
				t.Errorf("%s: %d half points in the remaining games give %s %s, which the forecast does not list", p.Name, half, a.Verdict, a.Result)
			}
		}
	})
	return keptLinesAgree(t, fc, before, witness)
}

// openGames are the remaining games of c whose result counts: a game of
// a player after his withdrawal is settled by §27 whatever is recorded,
// one result of it stands for all.
func openGames(ev *tournament.Event, c *Completion) []int {
	gone := map[int64]int{}
	for _, p := range ev.Players {
		if p.Withdrawn() {
			gone[p.ID] = p.WithdrawnAfter
		}
	}
	var open []int
	for i, g := range c.Remaining {
		w, wok := gone[g.White]
		b, bok := gone[g.Black]
		if !(wok && g.Round > w) && !(bok && g.Round > b) {
			open = append(open, i)
		}
	}
	return open
}

// witnessed is what the outcomes showed of a forecast category: met at
// exactly the points it needs, missed at or above them.
type witnessed struct{ atNeed, missAtOrAbove bool }

// checkOutcome checks the forecast of category cf for player p against
// the report a after an outcome that gave him half half points.
func checkOutcome(t *testing.T, p PlayerForecast, cf CategoryForecast, a PlayerResult, half int, witness map[string]*witnessed) {
	t.Helper()
	met := (a.Verdict == Earned || a.Verdict == Confirmed) && a.Result >= cf.Category
	key := fmt.Sprint(p.ID, cf.Category)
	w := witness[key]
	if w == nil {
		w = &witnessed{}
		witness[key] = w
	}
	switch {
	case cf.State == ForecastMet && !met, cf.State == ForecastOut && met,
		cf.State == ForecastReachable && met && half < cf.NeedHalf,
		cf.State == ForecastReachable && cf.ByScoreAlone && half >= cf.NeedHalf && !met:
		t.Errorf("%s, %s, %d half points in the remaining games: verdict %s %s, forecast %s (need %d, by score alone %v)",
			p.Name, cf.Category, half, a.Verdict, a.Result, cf.State, cf.NeedHalf, cf.ByScoreAlone)
	}
	// The forecast names the verdict that category brings: what
	// the report says where the outcome gives exactly it.
	if met && a.Result == cf.Category && a.Verdict != cf.Goal {
		t.Errorf("%s, %s: the forecast says %s, the report after %d half points %s", p.Name, cf.Category, cf.Goal, half, a.Verdict)
	}
	w.atNeed = w.atNeed || met && half == cf.NeedHalf
	w.missAtOrAbove = w.missAtOrAbove || !met && half >= cf.NeedHalf
}

// keptLinesAgree checks each category's least score and the report's
// line the forecast keeps, and that the outcomes bore out each reachable
// one as forecast; it returns how many categories are in each state.
func keptLinesAgree(t *testing.T, fc *Forecast, before map[int64]PlayerResult, witness map[string]*witnessed) map[string]int {
	t.Helper()
	states := map[string]int{}
	for _, p := range fc.Players {
		for _, cf := range p.Categories {
			states[cf.State]++
			// The least score is 0 where every result gives the category,
			// and the line of the report the forecast keeps is the one at
			// that score, or with every remaining game won where none does.
			at := cf.NeedHalf
			if cf.State == ForecastOut {
				at = 2 * len(p.Remaining)
			}
			if cf.State == ForecastMet && cf.NeedHalf != 0 || cf.Result.ID != p.ID || int(cf.Result.Points-before[p.ID].Points) != at {
				t.Errorf("%s, %s, %s: need %d, the line kept is of %v with %d half points more (want %d)",
					p.Name, cf.Category, cf.State, cf.NeedHalf, cf.Result.ID, int(cf.Result.Points-before[p.ID].Points), at)
			}
			w := witness[fmt.Sprint(p.ID, cf.Category)]
			if cf.State == ForecastReachable && (!w.atNeed || w.missAtOrAbove == cf.ByScoreAlone) {
				t.Errorf("%s, %s: forecast need %d by score alone %v, borne out at the need %v, missed at or above it %v",
					p.Name, cf.Category, cf.NeedHalf, cf.ByScoreAlone, w.atNeed, w.missAtOrAbove)
			}
		}
	}
	return states
}

// BenchmarkForecastBeforeRound1_1953: the forecast `arbiter norms
// --forecast` makes of a 1953 round robin before its first round (the
// title norms' and the categories'), of mixed categories and of a
// candidate field, where the forecast tells the most classes of opponents
// apart. Enumerating every result of a player's games, as the forecast
// did before, took 0.07 s of CPU at 10 players, 0.61 s at 12, 6.6 s at 14
// and 74 s at 16.
func BenchmarkForecastBeforeRound1_1953(b *testing.B) {
	for _, field := range []string{"mixed", "candidate"} {
		for _, n := range []int{10, 12, 14, 16, 20} {
			b.Run(fmt.Sprintf("%s/%d", field, n), func(b *testing.B) {
				rng := rand.New(rand.NewPCG(uint64(n), 1))
				cats := make([]tournament.Category, n)
				for i := range cats {
					if field == "mixed" {
						cats[i] = tournament.Category(1 + i%int(tournament.MasterOfSport))
					} else {
						cats[i] = []tournament.Category{tournament.MasterOfSport, tournament.CandidateMaster, tournament.CategoryI}[i%3]
					}
				}
				ev := roundRobin1953(b, cats, 0, rng)
				// FIDE-rated, so that the title norms are forecast too:
				// of an event not rated they are refused at once.
				ev.Settings.Rules.FIDERated = true
				for b.Loop() {
					titleForecasts(b, ev, tournament.RatingOptions{})
					if _, err := ForecastEvent(ev); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// TestForecastPlayerWithoutASeatGoesLast: the forecast lists the field as
// the report does (TestFromEventPlayerWithoutASeatGoesLast). Three players
// have their seats and every round paired, the last still to play; a
// fourth added after the draw (seat 0) comes after every seated player,
// even after the last seat, wherever the field lists him and when a seat is
// left empty, and after a seated player struck from the table (1953 §27:
// withdrawn after the first round, before half of his games), whom the
// forecast lists apart from the rest; each player's games, played and
// left, are his own.
func TestForecastPlayerWithoutASeatGoesLast(t *testing.T) {
	for _, tt := range []struct {
		seats  []int // of players 1, 2, 3, 4
		struck int64 // withdrawn after round 1 (0: none)
		want   []int64
	}{
		{[]int{0, 1, 2, 3}, 0, []int64{2, 3, 4, 1}},
		{[]int{4, 0, 1, 2}, 0, []int64{3, 4, 1, 2}}, // seat 3 left empty
		{[]int{2, 4, 1, 0}, 0, []int64{3, 1, 2, 4}}, // seat 3 left empty
		{[]int{1, 2, 3, 0}, 3, []int64{1, 2, 3, 4}},
		{[]int{1, 2, 4, 0}, 3, []int64{1, 2, 3, 4}}, // seat 3 left empty
	} {
		// The seated players' round robin, paired while they sat at 1, 2
		// and 3 in the order of their seats.
		var seated []int
		for i, seat := range tt.seats {
			if seat != 0 {
				seated = append(seated, i)
			}
		}
		slices.SortFunc(seated, func(a, b int) int { return tt.seats[a] - tt.seats[b] })
		ev := roundRobin1953(t, []tournament.Category{tournament.CategoryIII, tournament.CategoryIII, tournament.CategoryIII}, 2, rand.New(rand.NewPCG(1, 2)))
		id := map[int64]int64{}
		for k, i := range seated {
			id[int64(101+k)] = int64(i + 1) // categoryField's ids
		}
		for r := range ev.Rounds {
			for j := range ev.Rounds[r].Pairings {
				g := &ev.Rounds[r].Pairings[j]
				g.White, g.Black = id[g.White], id[g.Black]
				if r > 0 && tt.struck != 0 && (g.White == tt.struck || g.Black == tt.struck) {
					g.Result = tournament.NoResult
				}
			}
		}
		ev.Players = nil
		for i, seat := range tt.seats {
			p := tournament.Player{ID: int64(i + 1), Seat: seat, Name: fmt.Sprint("P", i+1), Category: tournament.CategoryIII}
			if p.ID == tt.struck {
				p.WithdrawnAfter = 1
			}
			ev.Players = append(ev.Players, p)
		}
		f, err := ForecastEvent(ev)
		if err != nil {
			t.Fatalf("seats %v: %v", tt.seats, err)
		}
		// What the games do, by the seats (s[0] the lowest): s[1]–s[2] and
		// s[0]–s[1] are played, s[2]–s[0] is still to play, and the games
		// of a player struck (s[2] where one is) count for nobody; the
		// player without a seat has none.
		s := make([]int64, len(seated))
		for k, i := range seated {
			s[k] = int64(i + 1)
		}
		games := map[int64]int{s[0]: 1, s[1]: 2, s[2]: 1}
		left := []RemainingGame{{Round: 3, Board: 1, White: s[2], Black: s[0]}}
		if tt.struck != 0 {
			games, left = map[int64]int{s[0]: 1, s[1]: 1}, nil
		}
		for _, pr := range f.Report.Players {
			if pr.Games != games[pr.ID] {
				t.Errorf("seats %v: player %d has %d games, want %d", tt.seats, pr.ID, pr.Games, games[pr.ID])
			}
		}
		var got []int64
		for _, p := range f.Players {
			got = append(got, p.ID)
			if p.Struck != (p.ID == tt.struck) {
				t.Fatalf("seats %v: player %d struck %v", tt.seats, p.ID, p.Struck)
			}
			var his []RemainingGame
			for _, g := range left {
				if g.White == p.ID || g.Black == p.ID {
					his = append(his, g)
				}
			}
			if !slices.Equal(p.Remaining, his) {
				t.Errorf("seats %v: player %d has %+v left to play, want %+v", tt.seats, p.ID, p.Remaining, his)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("seats %v: the forecast lists %v, want %v (by seat, the unseated player last)", tt.seats, got, tt.want)
		}
	}
}

// TestNeedsAtEndCountsTheGamesLeft: what each norm needs once the games
// left are played is its percentage of all the games, played and left
// (1953: 15 games at 71 % = 10.65 → 10½), met where the points are there
// already; with no game at all no norm is met, even one needing nothing.
func TestNeedsAtEndCountsTheGamesLeft(t *testing.T) {
	cases := []struct {
		p     PlayerResult
		left  int
		want  []Need
		about string
	}{
		{PlayerResult{Category: tournament.CategoryIII, Games: 13, Points: 20, Needs: []Need{{Category: tournament.CategoryII, Pct: 71}, {Category: tournament.CategoryIII, Pct: 50}}}, 2,
			[]Need{{Category: tournament.CategoryII, Pct: 71, Exact: 1065, Points: 21}, {Category: tournament.CategoryIII, Pct: 50, Exact: 750, Points: 15, Met: true}},
			"15 games, 10 points: 10½ still to make for II, 7½ met for III, his own"},
		{PlayerResult{Category: tournament.CategoryIII, Games: 8, Points: 12, Needs: []Need{{Category: tournament.CategoryIII, Pct: 60}}}, 2,
			[]Need{{Category: tournament.CategoryIII, Pct: 60, Exact: 600, Points: 12, Met: true}},
			"exactly the points needed: met"},
		{PlayerResult{Needs: []Need{{Category: tournament.CategoryV, Pct: 10}}}, 2,
			[]Need{{Category: tournament.CategoryV, Pct: 10, Exact: 20, Points: 0, Met: true}},
			"no game played, two left, nothing needed: met"},
		{PlayerResult{Needs: []Need{{Category: tournament.CategoryV, Pct: 10}}}, 0,
			[]Need{{Category: tournament.CategoryV, Pct: 10}},
			"no game at all: not met"},
	}
	for _, c := range cases {
		if got := NeedsAtEnd(c.p, c.left); !slices.Equal(got, c.want) {
			t.Errorf("%s: %+v, want %+v", c.about, got, c.want)
		}
	}
}
