package pairing

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/rating"
)

// Generation describes a random tournament (FIDE C.04.A's random
// tournament generator, as JaVaFo's and Vega's describe theirs): its
// system, size, seed, and the chances of the events that make a real
// tournament untidy. Every chance is a probability from 0 to 1.
type Generation struct {
	System         tournament.System
	Players        int
	Rounds         int
	Seed           uint64
	Draws          float64 // a game's chance of a draw, at most what its expectation allows
	Forfeits       float64 // a game's chance of being forfeited, either way alike
	Byes           float64 // a player's chance, each round, of asking for a half-point bye
	Withdrawals    float64 // a player's chance, after each round but the last, of withdrawing
	Late           float64 // a player's chance of entering late, in one of the first half's later rounds
	MinRating, Max int     // the ratings drawn, uniformly (0, 0: 1400 to 2700)
}

// Generate makes the tournament g describes, paired round by round by
// PairSwiss, the pairing every front end pairs with: ratings drawn
// uniformly, the starting numbers their order, the initial colour by
// lot, and each game's result drawn from its Elo expectation (a draw
// with chance Draws, as far as the expectation allows, then the win
// that keeps the expected score the expectation). The same g gives the
// same tournament. A round without a legal pairing stops it with the
// pairing's refusal; the event is then returned too, with the rounds
// before that one (and the byes asked for it), so that the report of the
// rounds played can be written and another program asked whether that
// round truly has no legal pairing.
func Generate(g Generation) (*tournament.Event, tournament.SwissOptions, error) {
	if !g.System.IndividualSwiss() || g.Players < 2 || g.Rounds < 1 {
		return nil, tournament.SwissOptions{}, engine.NewMessage("pairing.err.generate", "system", string(g.System), "players", g.Players, "rounds", g.Rounds)
	}
	lo, hi := g.MinRating, g.Max
	if lo == 0 && hi == 0 {
		lo, hi = 1400, 2700
	}
	rng := rand.New(rand.NewPCG(g.Seed, 0x6172626974657221)) // "arbiter!"
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	s := &ev.Settings
	s.Name, s.System, s.Rounds = fmt.Sprintf("Random tournament %d", g.Seed), g.System, g.Rounds
	s.StartDate, s.EndDate = "2026-01-01", "2026-01-01"
	s.TieBreaks = g.System.DefaultTieBreaks()
	s.WithdrawalPolicy = tournament.WithdrawalAsPlayed
	for i := range g.Players {
		ev.Players = append(ev.Players, tournament.Player{ID: int64(i + 1), Rating: lo + rng.IntN(hi-lo+1)})
	}
	// The starting numbers are the ratings' order; each player is named
	// by his.
	for i, id := range ev.SwissNumbers() {
		p := &ev.Players[id-1] // ids are the players' places plus one
		p.Seat = i + 1
		p.SetNames("Player", fmt.Sprintf("%04d", p.Seat))
	}
	opts := tournament.SwissOptions{InitialBlack: rng.IntN(2) == 1}
	// A late entry joins in a round of the first half after the first,
	// absent (a zero-point bye) before it.
	for _, p := range ev.Players {
		if g.Rounds > 2 && rng.Float64() < g.Late {
			for r := 1; r < 2+rng.IntN(max(1, g.Rounds/2-1)); r++ {
				ev.Requests = append(ev.Requests, tournament.PlannedBye{Player: p.ID, Round: r, Kind: tournament.ByeZeroPoint})
			}
		}
	}
	for r := 1; r <= g.Rounds; r++ {
		for _, p := range ev.Players {
			if !p.GoneBefore(r) && !requested(ev, p.ID, r) && rng.Float64() < g.Byes {
				ev.Requests = append(ev.Requests, tournament.PlannedBye{Player: p.ID, Round: r, Kind: tournament.ByeHalfPoint})
			}
		}
		rd, err := PairSwiss(ev, r, opts)
		if err != nil {
			return ev, opts, err
		}
		for i := range rd.Pairings {
			if p := &rd.Pairings[i]; !p.IsBye() {
				p.Result = drawResult(rng, g, ev, p.White, p.Black)
			}
		}
		ev.Rounds = append(ev.Rounds, rd)
		if r == g.Rounds {
			break
		}
		for i := range ev.Players {
			if p := &ev.Players[i]; !p.Withdrawn() && rng.Float64() < g.Withdrawals {
				p.WithdrawnAfter = r
			}
		}
	}
	return ev, opts, nil
}

// requested reports whether player id has asked for a bye in round r.
func requested(ev *tournament.Event, id int64, r int) bool {
	return slices.ContainsFunc(ev.Requests, func(b tournament.PlannedBye) bool { return b.Player == id && b.Round == r })
}

// drawResult draws a game's result: a forfeit either way with chance
// g.Forfeits; else a draw with chance g.Draws, as far as White's Elo
// expectation E allows (at most 2·min(E, 1−E)), and a win for White with
// chance E less half the draw's, so that White's expected score is E.
func drawResult(rng *rand.Rand, g Generation, ev *tournament.Event, white, black int64) tournament.Result {
	if rng.Float64() < g.Forfeits {
		if rng.IntN(2) == 0 {
			return tournament.WhiteForfeitWin
		}
		return tournament.BlackForfeitWin
	}
	e := rating.EloExpected(ev.Players[white-1].Rating, ev.Players[black-1].Rating)
	draw := min(g.Draws, 2*min(e, 1-e))
	switch x := rng.Float64(); {
	case x < e-draw/2:
		return tournament.WhiteWins
	case x < e+draw/2:
		return tournament.Draw
	}
	return tournament.BlackWins
}
