package pairing

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"arbiter/internal/testform"
	"arbiter/tournament"
)

// A random tournament is an individual Swiss of at least two players and
// one round; anything less is refused.
func TestGenerateRefusesWhatIsNoSwiss(t *testing.T) {
	for _, c := range []struct {
		name string
		g    Generation
		ok   bool
	}{
		{"two players, one round", Generation{System: tournament.SwissDutch, Players: 2, Rounds: 1}, true},
		{"a round robin", Generation{System: tournament.RoundRobin, Players: 4, Rounds: 3}, false},
		{"one player", Generation{System: tournament.SwissDutch, Players: 1, Rounds: 1}, false},
		{"no round", Generation{System: tournament.SwissDutch, Players: 2, Rounds: 0}, false},
	} {
		ev, _, err := Generate(c.g)
		switch {
		case c.ok && (err != nil || len(ev.Rounds) != 1 || len(ev.Players) != 2):
			t.Errorf("%s: %v", c.name, err)
		case !c.ok && (ev != nil || testform.KeyOf(err) != "pairing.err.generate"):
			t.Errorf("%s: %v, want refused", c.name, err)
		}
	}
}

// Ratings are drawn from the range given, 1400 to 2700 when none is; the
// starting numbers are the ratings' order, and each player is named by
// his number.
func TestGenerateRatingsAndNumbers(t *testing.T) {
	for _, c := range []struct {
		min, max, lo, hi int
	}{{0, 0, 1400, 2700}, {1000, 1100, 1000, 1100}, {2000, 2000, 2000, 2000}} {
		ev, _, err := Generate(Generation{System: tournament.SwissDutch, Players: 60, Rounds: 1, Seed: 3, MinRating: c.min, Max: c.max})
		if err != nil {
			t.Fatal(err)
		}
		bySeat := make([]*tournament.Player, len(ev.Players)+1)
		for i := range ev.Players {
			p := &ev.Players[i]
			if p.Rating < c.lo || p.Rating > c.hi {
				t.Errorf("ratings %d–%d: %d rated %d", c.min, c.max, p.ID, p.Rating)
			}
			if p.Seat < 1 || p.Seat > len(ev.Players) || bySeat[p.Seat] != nil {
				t.Fatalf("%d has number %d", p.ID, p.Seat)
			}
			bySeat[p.Seat] = p
			if family, given := p.Names(); family != "Player" || given != fmt.Sprintf("%04d", p.Seat) {
				t.Errorf("number %d is named %q %q", p.Seat, given, family)
			}
		}
		for s := 2; s < len(bySeat); s++ {
			if bySeat[s].Rating > bySeat[s-1].Rating {
				t.Errorf("number %d rated %d above number %d's %d", s, bySeat[s].Rating, s-1, bySeat[s-1].Rating)
			}
		}
	}
}

// The same description gives the same tournament, another seed another.
func TestGenerateIsOneTournamentPerSeed(t *testing.T) {
	g := Generation{System: tournament.SwissDutch, Players: 11, Rounds: 4, Seed: 7, Draws: 0.3, Forfeits: 0.1, Byes: 0.1, Withdrawals: 0.05}
	a, _, errA := Generate(g)
	b, _, errB := Generate(g)
	if errA != nil || errB != nil || !reflect.DeepEqual(a, b) {
		t.Errorf("seed 7 twice: %v, %v, equal %v", errA, errB, reflect.DeepEqual(a, b))
	}
	g.Seed = 8
	if c, _, err := Generate(g); err != nil || reflect.DeepEqual(a, c) {
		t.Errorf("seeds 7 and 8 gave one tournament (%v)", err)
	}
}

// With no chance of anything untidy every round is paired by the pairing
// its system prescribes and played out: every game has a result over the
// board, nobody asks for a bye, withdraws or enters late.
func TestGenerateTidyTournament(t *testing.T) {
	for _, sys := range []tournament.System{tournament.SwissDutch, tournament.SwissDubov, tournament.SwissBurstein} {
		ev, opts, err := Generate(Generation{System: sys, Players: 12, Rounds: 5, Seed: 1, Draws: 0.3})
		if err != nil {
			t.Fatalf("%s: %v", sys, err)
		}
		if len(ev.Rounds) != 5 || len(ev.Requests) != 0 {
			t.Errorf("%s: %d rounds, requests %v", sys, len(ev.Rounds), ev.Requests)
		}
		for _, p := range ev.Players {
			if p.Withdrawn() {
				t.Errorf("%s: %d withdrew after round %d", sys, p.ID, p.WithdrawnAfter)
			}
		}
		for _, rd := range ev.Rounds {
			if len(rd.Pairings) != 6 {
				t.Errorf("%s round %d: %d boards of 12 players", sys, rd.Number, len(rd.Pairings))
			}
			for _, p := range rd.Pairings {
				if r := p.Result; r != tournament.WhiteWins && r != tournament.Draw && r != tournament.BlackWins {
					t.Errorf("%s round %d board %d: result %v", sys, rd.Number, p.Board, r)
				}
			}
			if fs, err := CheckSwiss(ev, rd.Number, opts); err != nil || len(fs) != 0 {
				t.Errorf("%s round %d: %v %v", sys, rd.Number, fs, err)
			}
		}
	}
}

// A withdrawal comes after a round but the last, and the player is paired
// in no round after it and asks no bye for one; every bye asked for is a
// half-point bye, kept in the round it was asked for.
func TestGenerateWithdrawalsAndByes(t *testing.T) {
	ev, _, err := Generate(Generation{System: tournament.SwissDutch, Players: 30, Rounds: 7, Seed: 5, Draws: 0.3, Byes: 0.2, Withdrawals: 0.05})
	if err != nil {
		t.Fatal(err)
	}
	withdrawn := 0
	for _, p := range ev.Players {
		if !p.Withdrawn() {
			continue
		}
		withdrawn++
		if p.WithdrawnAfter >= 7 {
			t.Errorf("%d withdrew after the last round", p.ID)
		}
		for _, rd := range ev.Rounds[p.WithdrawnAfter:] {
			for _, b := range rd.Pairings {
				if b.White == p.ID || b.Black == p.ID {
					t.Errorf("%d, withdrawn after round %d, paired in round %d", p.ID, p.WithdrawnAfter, rd.Number)
				}
			}
		}
		for _, b := range ev.Requests {
			if b.Player == p.ID && b.Round > p.WithdrawnAfter {
				t.Errorf("%d, withdrawn after round %d, asks a bye for round %d", p.ID, p.WithdrawnAfter, b.Round)
			}
		}
	}
	if withdrawn == 0 || len(ev.Requests) == 0 {
		t.Fatalf("the seed gives %d withdrawals and %d byes: choose another", withdrawn, len(ev.Requests))
	}
	for _, b := range ev.Requests {
		if b.Kind != tournament.ByeHalfPoint || !hasBye(ev.Rounds[b.Round-1], b.Player, b.Kind) {
			t.Errorf("request %+v: not the half-point bye of its round", b)
		}
	}
}

// hasBye reports whether round rd gives player id a bye of kind k.
func hasBye(rd tournament.Round, id int64, k tournament.ByeKind) bool {
	for _, p := range rd.Pairings {
		if p.IsBye() && p.White == id && p.Bye == k {
			return true
		}
	}
	return false
}

// A late entry joins in a round of the first half after the first,
// absent with a zero-point bye in each round before it: of ten rounds,
// in round 2, 3, 4 or 5, each of them drawn. In two rounds the first
// half has no round after the first, and nobody enters late.
func TestGenerateLateEntries(t *testing.T) {
	ev, _, err := Generate(Generation{System: tournament.SwissDutch, Players: 40, Rounds: 10, Seed: 2, Draws: 0.3, Late: 1})
	if err != nil {
		t.Fatal(err)
	}
	absent := map[int64][]int{}
	for _, b := range ev.Requests {
		if b.Kind != tournament.ByeZeroPoint || !hasBye(ev.Rounds[b.Round-1], b.Player, b.Kind) {
			t.Errorf("request %+v: not the zero-point bye of its round", b)
		}
		absent[b.Player] = append(absent[b.Player], b.Round)
	}
	joined := map[int]int{}
	for _, p := range ev.Players {
		rounds := absent[p.ID]
		join := len(rounds) + 1
		if fmt.Sprint(rounds) != fmt.Sprint(rangeFrom1(len(rounds))) || join < 2 || join > 5 {
			t.Errorf("%d absent in rounds %v: joins in round %d", p.ID, rounds, join)
		}
		joined[join]++
	}
	for r := 2; r <= 5; r++ {
		if joined[r] == 0 {
			t.Errorf("nobody joins in round %d: %v", r, joined)
		}
	}
	ev, _, err = Generate(Generation{System: tournament.SwissDutch, Players: 10, Rounds: 2, Seed: 2, Late: 1})
	if err != nil || len(ev.Requests) != 0 {
		t.Errorf("two rounds: late entries %v (%v)", ev.Requests, err)
	}
}

// rangeFrom1 is 1…n.
func rangeFrom1(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

// A player asks for one bye a round at most: with a bye asked for every
// round, each player has exactly one request in each, a late entry's
// absence (zero points) before he joins and the half-point bye after.
func TestGenerateOneByeARound(t *testing.T) {
	ev, _, err := Generate(Generation{System: tournament.SwissDutch, Players: 10, Rounds: 6, Seed: 4, Byes: 1, Late: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[[2]int64][]tournament.ByeKind{}
	for _, b := range ev.Requests {
		k := [2]int64{b.Player, int64(b.Round)}
		kinds[k] = append(kinds[k], b.Kind)
	}
	late := 0
	for _, p := range ev.Players {
		joined := false
		for r := 1; r <= 6; r++ {
			ks := kinds[[2]int64{p.ID, int64(r)}]
			if len(ks) != 1 {
				t.Errorf("%d asks %v in round %d, want one bye", p.ID, ks, r)
				continue
			}
			if ks[0] == tournament.ByeZeroPoint && r == 1 {
				late++
			}
			if ks[0] == tournament.ByeHalfPoint {
				joined = true
			} else if joined || ks[0] != tournament.ByeZeroPoint {
				t.Errorf("%d asks %v in round %d, after his half-point byes", p.ID, ks[0], r)
			}
		}
	}
	if late == 0 || late == len(ev.Players) {
		t.Fatalf("the seed gives %d late entries of %d: choose another", late, len(ev.Players))
	}
}

// A game's result follows White's Elo expectation E (1/(1+10^(D/400)), D
// Black's rating less White's): a draw with the chance asked for, but at
// most 2·min(E, 1−E), and a win for White with chance E less half the
// draw's, so that White's expected score is E. Against a player 400
// points stronger (E = 1/11) a draw takes all White's chances: he never
// wins. A forfeit, when drawn, goes either way alike.
func TestDrawResultKeepsTheEloExpectation(t *testing.T) {
	ev := &tournament.Event{Players: []tournament.Player{{ID: 1, Rating: 2000}, {ID: 2, Rating: 2400}, {ID: 3, Rating: 2200}, {ID: 4, Rating: 2000}}}
	const n = 20000
	for _, c := range []struct {
		name         string
		white, black int64
		g            Generation
		win, draw    float64 // White's chances
	}{
		{"400 below, draws capped", 1, 2, Generation{Draws: 0.3}, 0, 2.0 / 11},
		{"400 above, draws capped", 2, 1, Generation{Draws: 0.3}, 9.0 / 11, 2.0 / 11},
		{"200 below", 1, 3, Generation{Draws: 0.3}, 1/(1+math.Pow(10, 0.5)) - 0.15, 0.3},
		{"equal", 4, 1, Generation{Draws: 0.1}, 0.45, 0.1},
	} {
		rng := rand.New(rand.NewPCG(uint64(c.white), uint64(c.black)))
		count := map[tournament.Result]float64{}
		for range n {
			count[drawResult(rng, c.g, ev, c.white, c.black)]++
		}
		win, draw, loss := count[tournament.WhiteWins]/n, count[tournament.Draw]/n, count[tournament.BlackWins]/n
		if math.Abs(win-c.win) > 0.015 || math.Abs(draw-c.draw) > 0.015 || math.Abs(loss-(1-c.win-c.draw)) > 0.015 || win+draw+loss != 1 {
			t.Errorf("%s: White wins %.3f, draws %.3f, loses %.3f; want %.3f, %.3f, %.3f", c.name, win, draw, loss, c.win, c.draw, 1-c.win-c.draw)
		}
		if c.win == 0 && win != 0 {
			t.Errorf("%s: White wins %.4f, want never", c.name, win)
		}
	}
	rng := rand.New(rand.NewPCG(1, 1))
	count := map[tournament.Result]float64{}
	for range n {
		count[drawResult(rng, Generation{Forfeits: 1, Draws: 0.3}, ev, 1, 2)]++
	}
	if w, b := count[tournament.WhiteForfeitWin]/n, count[tournament.BlackForfeitWin]/n; w+b != 1 || math.Abs(w-0.5) > 0.015 {
		t.Errorf("forfeits: White %.3f, Black %.3f; want half each", w, b)
	}
}
