// Package testfield builds small events in memory for the tests of the
// event model (from package tournament_test: a test of package tournament
// cannot import a package that imports it) and of the packages above it
// (tournament's own, as exchange, norms and ratingreport; printing and
// venue): a field seated 1…n, its
// round-robin rounds played with given results, a six-player round robin
// with a withdrawal, the standings' rows by player; and the player list
// of a large open, which the venue's tests and its bench import.
package testfield

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// OpenList is the player list of a large open of n players as `arbiter
// import csv` reads it: names told apart by their numbers, ratings falling
// from 2600, 37 clubs. The venue's tests and its bench read the same
// field, so that what the bench measures is what the tests hold.
func OpenList(n int) string {
	var b strings.Builder
	b.WriteString("name;rating;club\n")
	for i := range n {
		fmt.Fprintf(&b, "Player%03d Family%03d;%d;Club %d\n", i+1, n-i, 2600-i*3, i%37)
	}
	return b.String()
}

// Field returns an event of system sys with n players seated 1…n, ids
// 101, 102, … in seat order.
func Field(n int, sys tournament.System) *tournament.Event {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.System = sys
	for i := 1; i <= n; i++ {
		ev.Players = append(ev.Players, tournament.Player{ID: int64(100 + i), Seat: i, Name: fmt.Sprintf("Player %d", i), Rating: 2000 + 10*i})
	}
	return ev
}

// Play enters results round by round, each judged as the store judges it
// (tournament.Event.ValidateResult): results[r][b] is board b+1 of round r+1.
// Rounds are paired as round robin rounds as they are needed.
func Play(t testing.TB, ev *tournament.Event, results [][]tournament.Result) {
	t.Helper()
	for r, rs := range results {
		if len(ev.Rounds) <= r {
			PairNext(t, ev)
		}
		for b, res := range rs {
			SetResult(t, ev, r+1, b+1, res)
		}
	}
}

// SetResult enters result r on board of round, judged as the store judges
// it (tournament.Event.ValidateResult): the store's SetResult without a
// file. A result the event refuses fails the test.
func SetResult(t testing.TB, ev *tournament.Event, round, board int, r tournament.Result) {
	t.Helper()
	p, err := ev.ValidateResult(round, board, r)
	if err != nil {
		t.Fatalf("round %d board %d: %v", round, board, err)
	}
	p.Result = r
}

// RequestBye asks for the bye b as the store asks for it
// (tournament.Event.RequestBye) and keeps the event's requests with it; a
// request the event refuses fails the test.
func RequestBye(t testing.TB, ev *tournament.Event, b tournament.PlannedBye) {
	t.Helper()
	reqs, err := ev.RequestBye(b)
	if err != nil {
		t.Fatal(err)
	}
	ev.Requests = reqs
}

// SixPlayers plays the Berger rounds of six players (1-6 2-5 3-4 | 6-4
// 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1) with White winning
// every game; the games of seat 6 after round after stay without result,
// since he has withdrawn after it under policy (after 0: nobody withdrew).
func SixPlayers(t testing.TB, policy tournament.WithdrawalPolicy, after int) *tournament.Event {
	ev := Field(6, tournament.RoundRobin)
	ev.Settings.WithdrawalPolicy = policy
	var results [][]tournament.Result
	for r := 1; r <= 5; r++ {
		results = append(results, []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.WhiteWins})
	}
	Play(t, ev, results)
	for r := after + 1; after > 0 && r <= 5; r++ {
		for b := range ev.Rounds[r-1].Pairings {
			if p := &ev.Rounds[r-1].Pairings[b]; p.White == 106 || p.Black == 106 {
				p.Result = tournament.NoResult
			}
		}
	}
	ev.Players[5].WithdrawnAfter = after
	return ev
}

// RoundUnderWay is a six-player round robin (Berger rounds 1-6 2-5 3-4 |
// 6-4 5-3 1-2 | 2-6 3-1 4-5) with rounds 1 and 2 played (1-0 ½ ½ | ½ ½
// 0-1) and round 3 two boards of three entered (0-1 0-1, 4-5 still to be
// played), tie-breaks Sonneborn-Berger and wins. Over every result
// entered seat 1 leads with 2 points (SB 2½), seat 2 (1½, SB 2½) is second
// and seat 6 (1½, SB 2) third, seats 4 and 5 (1, SB 1¼) share 4–5, seat 3
// (1, SB 1) is last; after round 2 seat 1 (1 point) was fifth.
func RoundUnderWay(t testing.TB) *tournament.Event {
	t.Helper()
	ev := Field(6, tournament.RoundRobin)
	ev.Settings.TieBreaks = []string{"sb", "wins"}
	w, d, b := tournament.WhiteWins, tournament.Draw, tournament.BlackWins
	Play(t, ev, [][]tournament.Result{{w, d, d}, {d, d, b}, {b, b}})
	return ev
}

// RowsByID are a table's rows by player id.
func RowsByID(tb standings.Table) map[int64]standings.Row {
	m := map[int64]standings.Row{}
	for _, r := range tb.Rows {
		m[r.ID] = r
	}
	return m
}

// Game is a game of a constructed round between seats w and b (ids 100+w
// and 100+b).
func Game(w, b int, r tournament.Result) tournament.Pairing {
	return tournament.Pairing{White: int64(100 + w), Black: int64(100 + b), Result: r}
}

// Constructed makes an event of n players of the system from its rounds,
// numbered in order, their boards in the order given.
func Constructed(sys tournament.System, n int, tieBreaks []string, rounds ...[]tournament.Pairing) *tournament.Event {
	ev := Field(n, sys)
	ev.Settings.Rounds = len(rounds)
	ev.Settings.TieBreaks = tieBreaks
	for r, ps := range rounds {
		rd := tournament.Round{Number: r + 1}
		for b, p := range ps {
			p.Round, p.Board = r+1, b+1
			rd.Pairings = append(rd.Pairings, p)
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
	return ev
}

// Bye is a bye of kind k of seat p (id 100+p) in a constructed round.
func Bye(p int, k tournament.ByeKind) tournament.Pairing {
	return tournament.Pairing{White: int64(100 + p), Bye: k}
}

// Swiss returns a Dutch Swiss of n players (ids 100…) rated 2400 down in
// steps of 10, without seats, its rounds still to pair.
func Swiss(n, rounds int) *tournament.Event {
	ev := &tournament.Event{Settings: tournament.DefaultSettings()}
	ev.Settings.System, ev.Settings.Rounds = tournament.SwissDutch, rounds
	for i := 0; i < n; i++ {
		ev.Players = append(ev.Players, tournament.Player{ID: int64(100 + i), Name: fmt.Sprintf("P%02d", i), Rating: 2400 - 10*i})
	}
	return ev
}

// PairAll pairs every round robin round the event has still to pair.
func PairAll(t testing.TB, ev *tournament.Event) {
	t.Helper()
	for len(ev.Rounds) < ev.TotalRounds() {
		PairNext(t, ev)
	}
}

// PairNext pairs the event's next round as a round robin round
// (tournament.Event.PairRoundRobin) and adds it; a refusal fails the test.
func PairNext(t testing.TB, ev *tournament.Event) {
	t.Helper()
	r := len(ev.Rounds) + 1
	rd, err := ev.PairRoundRobin(r)
	if err != nil {
		t.Fatalf("pair round %d: %v", r, err)
	}
	ev.Rounds = append(ev.Rounds, rd)
}

// Unrated is a four-player Swiss of two rounds with games that ended
// before each player had made a move (TRF's W, D and L): round 1, seat 1
// beat 2 before a move (W/L), 4 beat 3 with Black; round 2, 4 and 1 drew
// before a move (D/D), 2 beat 3. Tie-breaks WON, BPG and ARO.
func Unrated() *tournament.Event {
	r1 := []tournament.Pairing{Game(1, 2, tournament.WhiteWins), Game(3, 4, tournament.BlackWins)}
	r2 := []tournament.Pairing{Game(4, 1, tournament.Draw), Game(2, 3, tournament.WhiteWins)}
	r1[0].Unrated, r2[0].Unrated = true, true
	return Constructed(tournament.SwissDutch, 4, []string{"won", "black", "aro"}, r1, r2)
}

// DrawnMatch is a two-player match of six games drawn 3–3 (each side
// winning a game with White, then four draws), seat 1 (101) White in odd
// games: the match a play-off follows.
func DrawnMatch(t testing.TB) *tournament.Event {
	t.Helper()
	ev := Field(2, tournament.Match)
	ev.Settings.Rounds = 6
	var rounds [][]tournament.Result
	for _, r := range []tournament.Result{tournament.WhiteWins, tournament.WhiteWins, tournament.Draw, tournament.Draw, tournament.Draw, tournament.Draw} {
		rounds = append(rounds, []tournament.Result{r})
	}
	Play(t, ev, rounds)
	return ev
}
