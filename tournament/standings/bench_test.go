package standings_test

import (
	"math/rand/v2"
	"testing"

	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// A 20-player double round robin played result by result, the standings
// with four tie-breaks recomputed after every one of its 380 results, as
// the GUI does.
func BenchmarkDoubleRoundRobin20(b *testing.B) {
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.Draw, tournament.WhiteWins}
	for b.Loop() {
		ev := testfield.Field(20, tournament.DoubleRoundRobin)
		ev.Settings.TieBreaks = []string{"sb", "de", "wins", "koya"}
		n := 0
		for r := 1; r <= ev.TotalRounds(); r++ {
			testfield.PairNext(b, ev)
			for _, p := range ev.Rounds[r-1].Pairings {
				testfield.SetResult(b, ev, r, p.Board, results[n%len(results)])
				n++
				if t := standings.Of(ev); len(t.Rows) != 20 {
					b.Fatal("rows")
				}
			}
		}
	}
}

// bigEvent is a 500-player, 9-round event with random pairings and results
// (the shape of a large open, for the standings' cost).
func bigEvent() *tournament.Event {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.System = tournament.SwissDutch
	ev.Settings.Rounds = 9
	ev.Settings.TieBreaks = []string{"bh-c1", "bh", "sb", "de", "wins", "aro", "tpr"}
	rng := rand.New(rand.NewPCG(500, 9))
	for i := 1; i <= 500; i++ {
		ev.Players = append(ev.Players, tournament.Player{ID: int64(i), Seat: i, Name: "P", Rating: 1400 + rng.IntN(1200)})
	}
	results := []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins, tournament.WhiteWins, tournament.BlackWins, tournament.WhiteForfeitWin}
	for r := 1; r <= 9; r++ {
		order := rng.Perm(500)
		rd := tournament.Round{Number: r}
		for k := 0; k+1 < len(order); k += 2 {
			rd.Pairings = append(rd.Pairings, tournament.Pairing{Round: r, Board: k/2 + 1, White: int64(order[k] + 1),
				Black: int64(order[k+1] + 1), Result: results[rng.IntN(len(results))]})
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	ev.Players[17].WithdrawnAfter = 5
	return ev
}

func BenchmarkStandings500(b *testing.B) {
	ev := bigEvent()
	for b.Loop() {
		if t := standings.Of(ev); len(t.Rows) != 500 {
			b.Fatal("rows")
		}
	}
}
