package tournament_test

import (
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/berger"
)

// Every construction from 3 to 30 players must be a complete round robin:
// each pair meets exactly once, nobody plays twice in a round, the bye
// (odd fields) goes round the field once, and colours stay balanced.
func TestRoundRobinProperties(t *testing.T) {
	for n := 3; n <= 30; n++ {
		ev := testfield.Field(n, tournament.RoundRobin)
		testfield.PairAll(t, ev)
		if got, want := len(ev.Rounds), berger.TableSize(n)-1; got != want {
			t.Fatalf("%d players: %d rounds, want %d", n, got, want)
		}
		met := map[[2]int64]int{}
		whites := map[int64]int{}
		byes := map[int64]int{}
		for _, rd := range ev.Rounds {
			busy := map[int64]bool{}
			for _, p := range rd.Pairings {
				for _, id := range []int64{p.White, p.Black} {
					if id == 0 {
						continue
					}
					if busy[id] {
						t.Fatalf("%d players, round %d: %d paired twice", n, rd.Number, id)
					}
					busy[id] = true
				}
				if p.IsBye() {
					byes[p.White]++
					if p.Bye != tournament.ByeRoundRobin {
						t.Errorf("bye kind %d", p.Bye)
					}
					continue
				}
				met[[2]int64{min(p.White, p.Black), max(p.White, p.Black)}]++
				whites[p.White]++
			}
			if len(busy) != n {
				t.Errorf("%d players, round %d: %d seated", n, rd.Number, len(busy))
			}
		}
		if len(met) != n*(n-1)/2 {
			t.Errorf("%d players: %d distinct pairs, want %d", n, len(met), n*(n-1)/2)
		}
		for k, c := range met {
			if c != 1 {
				t.Errorf("%d players: %v met %d times", n, k, c)
			}
		}
		if n%2 == 1 && len(byes) != n {
			t.Errorf("%d players: %d players had a bye, want all", n, len(byes))
		}
		games := n - 1
		for id, w := range whites {
			if w < games/2 || w > (games+1)/2+1 {
				t.Errorf("%d players: player %d has %d whites in %d games", n, id, w, games)
			}
		}
	}
}

func TestOddFieldByeIsHighestSeat(t *testing.T) {
	ev := testfield.Field(5, tournament.RoundRobin)
	rd, err := ev.PairRoundRobin(1)
	if err != nil {
		t.Fatal(err)
	}
	// Seat 6 meets seat 1 in round 1, so seat 1 sits out; the bye is last.
	want := []tournament.Pairing{
		{Round: 1, Board: 1, White: 102, Black: 105},
		{Round: 1, Board: 2, White: 103, Black: 104},
		{Round: 1, Board: 3, White: 101, Bye: tournament.ByeRoundRobin},
	}
	if !slices.Equal(rd.Pairings, want) {
		t.Errorf("round 1:\n got %+v\nwant %+v", rd.Pairings, want)
	}
}

func TestDoubleRoundRobinReversesColours(t *testing.T) {
	ev := testfield.Field(6, tournament.DoubleRoundRobin)
	testfield.PairAll(t, ev)
	if len(ev.Rounds) != 10 {
		t.Fatalf("%d rounds, want 10", len(ev.Rounds))
	}
	// The first cycle's rounds 4 and 5 are the table's 5 and 4 (C.05
	// Annex 1); the second cycle plays the table's in order, reversed.
	for r, table := range []int{1, 2, 3, 5, 4} {
		first, second := ev.Rounds[r].Pairings, ev.Rounds[table+4].Pairings
		for b := range first {
			if first[b].White != second[b].Black || first[b].Black != second[b].White {
				t.Errorf("round %d board %d: %v, round %d: %v", r+1, b+1, first[b], table+5, second[b])
			}
		}
	}
}

// A double round robin pairs the first cycle's last two rounds exchanged
// (FIDE C.05 Annex 1), so that no player has one colour three rounds
// running, from 4 to 20 players (an odd field's bye
// falls between two games); a file whose round n−2 was paired in the
// plain order before keeps that order, each pair meeting once a cycle.
func TestDoubleRoundRobinNeverThreeColoursRunning_C05Annex1(t *testing.T) {
	for players := 3; players <= 20; players++ {
		ev := testfield.Field(players, tournament.DoubleRoundRobin)
		testfield.PairAll(t, ev)
		for _, p := range ev.Players {
			run, white := 0, false
			for _, rd := range ev.Rounds {
				for _, g := range rd.Pairings {
					if g.IsBye() || (g.White != p.ID && g.Black != p.ID) {
						continue
					}
					if run > 0 && (g.White == p.ID) == white {
						run++
					} else {
						run, white = 1, g.White == p.ID
					}
					// An odd field's bye falls between two games of a colour.
					if run >= 3 && players%2 == 0 {
						t.Errorf("%d players: %s has one colour in round %d, the third running", players, p.Name, rd.Number)
					}
				}
			}
		}
		n := berger.TableSize(players)
		if n < 4 {
			continue
		}
		// The file of before: rounds 1…n−2 paired in the plain order.
		old := testfield.Field(players, tournament.DoubleRoundRobin)
		for r := 1; r <= n-2; r++ {
			rd := tournament.Round{Number: r}
			for _, sp := range berger.Play(n, r, false) {
				if sp.White <= players && sp.Black <= players {
					rd.Pairings = append(rd.Pairings, tournament.Pairing{Round: r, Board: len(rd.Pairings) + 1, White: int64(100 + sp.White), Black: int64(100 + sp.Black)})
				}
			}
			old.Rounds = append(old.Rounds, rd)
		}
		testfield.PairAll(t, old)
		met := map[[2]int64]int{}
		for _, rd := range old.Rounds[:n-1] {
			for _, g := range rd.Pairings {
				if !g.IsBye() {
					met[[2]int64{min(g.White, g.Black), max(g.White, g.Black)}]++
				}
			}
		}
		for pair, times := range met {
			if times != 1 {
				t.Errorf("%d players paired in the plain order before: %v meet %d times in the first cycle", players, pair, times)
			}
		}
	}
}

func TestMatchAlternatesColours(t *testing.T) {
	ev := testfield.Field(2, tournament.Match)
	ev.Settings.Rounds = 4
	testfield.PairAll(t, ev)
	var got []int64
	for _, rd := range ev.Rounds {
		got = append(got, rd.Pairings[0].White)
	}
	if want := []int64{101, 102, 101, 102}; !slices.Equal(got, want) {
		t.Errorf("whites %v, want %v", got, want)
	}
}

func TestPairRoundRobinErrors(t *testing.T) {
	tests := []struct {
		name  string
		setup func(*tournament.Event)
		round int
		key   string
	}{
		{"swiss", func(e *tournament.Event) { e.Settings.System = tournament.SwissDutch }, 1, "event.err.pair.system"},
		{"seats missing", func(e *tournament.Event) { e.Players[2].Seat = 0 }, 1, "event.err.seats.notdrawn"},
		{"seat twice", func(e *tournament.Event) { e.Players[2].Seat = 1 }, 1, "event.err.seats.notdrawn"},
		{"beyond last", func(*tournament.Event) {}, 4, "event.err.pair.range"},
		{"skipping", func(*tournament.Event) {}, 2, "event.err.pair.skip"},
		{"again", func(e *tournament.Event) { e.Rounds = []tournament.Round{{Number: 1}} }, 1, "event.err.pair.exists"},
		{"match of three", func(e *tournament.Event) { e.Settings.System = tournament.Match }, 1, "event.err.pair.match"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := testfield.Field(4, tournament.RoundRobin)
			tt.setup(ev)
			_, err := ev.PairRoundRobin(tt.round)
			if e, ok := err.(*engine.Message); !ok || e.Key != tt.key {
				t.Errorf("error %v, want key %s", err, tt.key)
			}
		})
	}
}

func TestReadyToPair(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	testfield.PairAll(t, ev)
	ev.Rounds = ev.Rounds[:1]
	if err := ev.ReadyToPair(2); err == nil {
		t.Fatal("round 2 ready with round 1 unplayed")
	}
	testfield.SetResult(t, ev, 1, 1, tournament.WhiteWins)
	testfield.SetResult(t, ev, 1, 2, tournament.Adjourned)
	err := ev.ReadyToPair(2)
	if e, ok := err.(*engine.Message); !ok || e.Key != "event.err.pair.unfinished" || !hasGame(e, 1, 2) {
		t.Fatalf("error %v, want board 1.2 unfinished", err)
	}
	testfield.SetResult(t, ev, 1, 2, tournament.Draw)
	if err := ev.ReadyToPair(2); err != nil {
		t.Errorf("round 2 not ready: %v", err)
	}
}

// A round robin without players has no rounds yet, not -1.
func TestTotalRoundsOfAnEmptyRoundRobin(t *testing.T) {
	for _, sys := range []tournament.System{tournament.RoundRobin, tournament.DoubleRoundRobin} {
		ev := testfield.Field(0, sys)
		if got := ev.TotalRounds(); got != 0 {
			t.Errorf("%s without players: %d rounds", sys, got)
		}
	}
}

// A round robin's refusal to pair past the next round names the round
// asked and the round to pair first, as its message reads them.
func TestPairRoundRobinSkippingNamesTheNextRound(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	testfield.PairNext(t, ev)
	_, err := ev.PairRoundRobin(3)
	if e, ok := err.(*engine.Message); !ok || e.Key != "event.err.pair.skip" || e.Args["round"] != 3 || e.Args["next"] != 2 {
		t.Errorf("round 3 after round 1: %v, want round 3 cannot be paired before round 2", err)
	}
}

// twoRoundsOneResult is a round robin of four with rounds 1 and 2 paired
// and only board 1 of round 1 played (White won).
func twoRoundsOneResult(t *testing.T) *tournament.Event {
	t.Helper()
	ev := testfield.Field(4, tournament.RoundRobin)
	testfield.PairAll(t, ev)
	ev.Rounds = ev.Rounds[:2]
	testfield.SetResult(t, ev, 1, 1, tournament.WhiteWins)
	return ev
}

// Asked about round r, the unfinished games are those of the rounds
// before it: a round r already paired, its games unplayed, holds nothing
// up (pairing it again is refused as a round that exists, not for them).
func TestUnfinishedAreOfTheRoundsBefore(t *testing.T) {
	ev := twoRoundsOneResult(t)
	testfield.SetResult(t, ev, 1, 2, tournament.Draw)
	if open := ev.Unfinished(2); len(open) != 0 {
		t.Errorf("before round 2: %v unfinished, want none (round 2's own games are not before it)", open)
	}
	if open := ev.Unfinished(3); len(open) != 2 || open[0].Round != 2 {
		t.Errorf("before round 3: %v unfinished, want round 2's two games", open)
	}
}

// The unfinished games are listed in round and board order, as the
// refusal to pair names them.
func TestUnfinishedInRoundAndBoardOrder(t *testing.T) {
	ev := twoRoundsOneResult(t)
	var got [][2]int
	for _, p := range ev.Unfinished(3) {
		got = append(got, [2]int{p.Round, p.Board})
	}
	if want := [][2]int{{1, 2}, {2, 1}, {2, 2}}; !slices.Equal(got, want) {
		t.Errorf("unfinished before round 3: %v, want %v", got, want)
	}
}

// Under the USSR 1953 code a tournament's last round waits for every game
// of the rounds before it, whatever the arbiter says (§22 note 4); an
// earlier round, a match, and an event under another code may be paired
// over them.
func TestLastRoundWaitsForEveryGame_1953_22(t *testing.T) {
	field := func(n int, sys tournament.System, ruleset rules.RulesetID) *tournament.Event {
		ev := testfield.Field(n, sys)
		ev.Settings.Ruleset, ev.Settings.Rounds = ruleset, 4
		testfield.PairAll(t, ev)
		ev.Rounds = ev.Rounds[:len(ev.Rounds)-1]
		return ev
	}
	ev := field(4, tournament.RoundRobin, rules.USSR1953)
	err := ev.LastRoundWaits(3)
	if e, ok := err.(*engine.Message); !ok || e.Key != "event.err.pair.unfinished-last" || e.Args["round"] != 3 || len(e.Args["games"].([]*engine.Message)) != 4 {
		t.Errorf("last round of a 1953 round robin over its four unplayed games: %v, want the refusal naming them", err)
	}
	for _, r := range ev.Rounds {
		for b := range r.Pairings {
			testfield.SetResult(t, ev, r.Number, b+1, tournament.Draw)
		}
	}
	if err := ev.LastRoundWaits(3); err != nil {
		t.Errorf("last round with every game finished: %v", err)
	}
	for _, tc := range []struct {
		name string
		ev   *tournament.Event
		r    int
	}{
		{"a round before the last", field(4, tournament.RoundRobin, rules.USSR1953), 2},
		{"a match", field(2, tournament.Match, rules.USSR1953), 4},
		{"another code", field(4, tournament.RoundRobin, rules.FIDE2023), 3},
	} {
		if tc.name == "a round before the last" {
			tc.ev.Rounds = tc.ev.Rounds[:1]
		}
		if err := tc.ev.LastRoundWaits(tc.r); err != nil {
			t.Errorf("%s: %v, want no refusal (the arbiter may override)", tc.name, err)
		}
	}
}

// A round robin and a match wait for their seat draw until the seats are
// 1…n; a Swiss numbers its players without one.
func TestSeatsWantedUntilDrawn(t *testing.T) {
	for _, tc := range []struct {
		sys  tournament.System
		n    int
		want bool
	}{{tournament.RoundRobin, 4, true}, {tournament.DoubleRoundRobin, 4, true}, {tournament.Match, 2, true}, {tournament.SwissDutch, 4, false}} {
		ev := testfield.Field(tc.n, tc.sys)
		if ev.SeatsWanted() {
			t.Errorf("%s seated 1…%d: seats wanted", tc.sys, tc.n)
		}
		ev.Players[0].Seat = 0
		if got := ev.SeatsWanted(); got != tc.want {
			t.Errorf("%s with a player not seated: seats wanted %v, want %v", tc.sys, got, tc.want)
		}
	}
}

// A team round robin has a round for each other seat of its table: the
// teams' number less one, or the number itself when it is odd (a bye).
func TestTotalRoundsOfATeamRoundRobin(t *testing.T) {
	for teams, want := range map[int]int{0: 0, 4: 3, 5: 5} {
		ev := &tournament.Event{Settings: tournament.DefaultSettings(), Teams: make([]tournament.Team, teams)}
		ev.Settings.System = tournament.TeamRoundRobin
		if got := ev.TotalRounds(); got != want {
			t.Errorf("%d teams: %d rounds, want %d", teams, got, want)
		}
	}
}

// A Swiss of one round is a length the arbiter may choose: only a Swiss
// without its number of rounds is refused, individual or team.
func TestSwissOfOneRoundHasItsRounds(t *testing.T) {
	for _, sys := range []tournament.System{tournament.SwissDutch, tournament.TeamSwiss} {
		s := tournament.Settings{Name: "Open", System: sys, Rounds: 1}
		if err := s.Validate(); err != nil {
			t.Errorf("%s of one round refused: %v", sys, err)
		}
		s.Rounds = 0
		if !s.MissingRounds() {
			t.Errorf("%s of no rounds not refused", sys)
		}
	}
}

// hasGame reports whether the unfinished-games refusal e names round r's
// board b, and no other game.
func hasGame(e *engine.Message, r, b int) bool {
	games, ok := e.Args["games"].([]*engine.Message)
	return ok && len(games) == 1 && games[0].Args["round"] == r && games[0].Args["board"] == b
}

// Unfinished and CompletedRounds read each game as the effective view has
// it: the games Unfinished lists before each round are the effective
// view's unfinished ones, and the rounds complete those before its first
// unfinished game that counts, under either withdrawal policy, with a
// player who withdrew after one round (struck from the table under the
// 1953 code) or three, in a round robin and in a Swiss (where a void game
// without a result is owed a forfeit), whichever rounds are left unplayed.
func TestUnfinishedAndCompleteAsTheEffectiveViewHasThem(t *testing.T) {
	listed := 0
	for _, policy := range []tournament.WithdrawalPolicy{tournament.WithdrawalAsPlayed, tournament.WithdrawalUSSR1953} {
		for _, after := range []int{0, 1, 3} {
			for _, system := range []tournament.System{tournament.RoundRobin, tournament.SwissDutch} {
				for _, unplayed := range [][]int{nil, {4}, {2, 4}} {
					ev := testfield.SixPlayers(t, policy, after)
					ev.Settings.System = system
					for _, r := range unplayed {
						for b := range ev.Rounds[r-1].Pairings {
							ev.Rounds[r-1].Pairings[b].Result = tournament.NoResult
						}
					}
					eff := ev.EffectiveResults()
					swiss := system.IndividualSwiss()
					complete := len(eff.Rounds)
					for i := len(eff.Rounds) - 1; i >= 0; i-- {
						for _, g := range eff.Rounds[i].Games {
							if g.Counts() && g.Unfinished() {
								complete = i
							}
						}
					}
					if got := ev.CompletedRounds(); got != complete {
						t.Errorf("%s, withdrawn after round %d, %s, rounds %v unplayed: %d rounds complete, want %d", policy, after, system, unplayed, got, complete)
					}
					for r := 1; r <= len(ev.Rounds)+1; r++ {
						var want []tournament.Pairing
						for _, rd := range eff.Rounds {
							for _, g := range rd.Games {
								settled := g.Status == tournament.Annulled || g.Status == tournament.Void && !(swiss && g.Recorded == tournament.NoResult)
								if rd.Number < r && !settled && g.Unfinished() {
									want = append(want, g.Pairing)
								}
							}
						}
						got := ev.Unfinished(r)
						listed += len(got)
						if !slices.Equal(got, want) {
							t.Errorf("%s, withdrawn after round %d, %s, rounds %v unplayed, before round %d: %v unfinished, want %v", policy, after, system, unplayed, r, got, want)
						}
					}
				}
			}
		}
	}
	if listed == 0 {
		t.Error("no case had an unfinished game")
	}
}
