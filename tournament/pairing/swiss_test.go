package pairing

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testfield"
	"arbiter/internal/testform"
	"arbiter/tournament"
	"arbiter/tournament/swiss"
	"arbiter/tournament/trfevent"
)

func TestSwissNumbers(t *testing.T) {
	ev := &tournament.Event{Players: []tournament.Player{
		{ID: 1, Name: "Bravo", Rating: 2000},
		{ID: 2, Name: "Alpha", Rating: 2000},
		{ID: 3, Name: "Zulu", Rating: 2000, Title: "FM"},
		{ID: 4, Name: "Kilo", Rating: 2100},
		{ID: 5, Name: "Echo", Rating: 2000, Title: "GM"},
	}}
	want := []int64{4, 5, 3, 2, 1}
	if got := ev.SwissNumbers(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("ranking list %v, want %v", got, want)
	}
	for i, s := range []int{3, 1, 5, 2, 4} {
		ev.Players[i].Seat = s
	}
	want = []int64{2, 4, 1, 5, 3}
	if got := ev.SwissNumbers(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("by seat %v, want %v", got, want)
	}
}

func TestPairSwissRoundOne(t *testing.T) {
	ev := testfield.Swiss(7, 5)
	testfield.RequestBye(t, ev, tournament.PlannedBye{Player: 102, Round: 1, Kind: tournament.ByeHalfPoint})
	if p, n, in := ev.PairedRounds(), ev.NextRound(), ev.RoundInPlay(); p != 0 || n != 1 || in != 0 {
		t.Errorf("a requested bye alone: paired %d, next %d, in play %d; want 0, 1, 0", p, n, in)
	}
	rd := pairSwiss(t, ev, 1, tournament.SwissOptions{})
	// Six players left: 1-4, 5-2, 3-6 by pairing number (100,101,103 | 104,105,106).
	want := []tournament.Pairing{
		{Round: 1, Board: 1, White: 100, Black: 104},
		{Round: 1, Board: 2, White: 105, Black: 101},
		{Round: 1, Board: 3, White: 103, Black: 106},
		{Round: 1, Board: 4, White: 102, Bye: tournament.ByeHalfPoint},
	}
	if fmt.Sprint(rd.Pairings) != fmt.Sprint(want) {
		t.Fatalf("round 1\n got %v\nwant %v", rd.Pairings, want)
	}
	ev.Rounds, ev.Requests = []tournament.Round{rd}, nil
	if reqs := ev.UnpairedRequests(1); fmt.Sprint(reqs) != fmt.Sprint([]tournament.PlannedBye{{Player: 102, Round: 1, Kind: tournament.ByeHalfPoint}}) {
		t.Errorf("requested byes left by un-pairing: %v", reqs)
	}
	if fs, err := CheckSwiss(ev, 1, tournament.SwissOptions{}); err != nil || len(fs) != 0 {
		t.Errorf("check of the engine's pairing: %v, %v", fs, err)
	}
	swapped, err := SwapColours(ev, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	ev.Rounds[0] = swapped
	fs, err := CheckSwiss(ev, 1, tournament.SwissOptions{})
	if err != nil || len(fs) != 1 || fs[0].Rule != "colour-allocation" {
		t.Errorf("check of swapped colours: %v, %v", fs, err)
	}
	if _, err := PairSwiss(ev, 1, tournament.SwissOptions{}); err == nil {
		t.Error("round 1 paired twice")
	}
}

func TestPairSwissRefusals(t *testing.T) {
	rr := testfield.Swiss(4, 3)
	rr.Settings.System = tournament.RoundRobin
	ev := testfield.Swiss(4, 3)
	tests := []struct {
		name string
		ev   *tournament.Event
		r    int
		opts tournament.SwissOptions
		key  string
	}{
		{"round robin", rr, 1, tournament.SwissOptions{}, "swisscli.err.system"},
		{"beyond the last round", ev, 4, tournament.SwissOptions{}, "swisscli.err.range"},
		{"skipping a round", ev, 2, tournament.SwissOptions{}, "swisscli.err.skip"},
		// A field of one, or none, is refused as a round robin's is; an
		// empty round 1 was paired and counted as played.
		{"one player", testfield.Swiss(1, 3), 1, tournament.SwissOptions{}, "event.err.pair.few"},
		{"no player", testfield.Swiss(0, 3), 1, tournament.SwissOptions{}, "event.err.pair.few"},
		// A forbidden pair naming a removed player is no refusal:
		// TestPairSwissIgnoresForbiddenPairOfRemovedPlayer.
	}
	for _, tt := range tests {
		_, err := PairSwiss(tt.ev, tt.r, tt.opts)
		e, ok := err.(*engine.Message)
		if !ok || e.Key != tt.key {
			t.Errorf("%s: got %v, want %s", tt.name, err, tt.key)
		}
	}
}

func TestPairSwissForbiddenAndBaku(t *testing.T) {
	ev := testfield.Swiss(8, 5)
	// Without options 1 meets 5; forbidding it moves 5 elsewhere.
	rd := pairSwiss(t, ev, 1, tournament.SwissOptions{Forbidden: [][2]int64{{100, 104}}})
	for _, p := range rd.Pairings {
		if (p.White == 100 && p.Black == 104) || (p.White == 104 && p.Black == 100) {
			t.Errorf("forbidden pair paired: %v", rd.Pairings)
		}
	}
	if rd, err := PairSwiss(ev, 1, tournament.SwissOptions{InitialBlack: true}); err != nil || rd.Pairings[0] != (tournament.Pairing{Round: 1, Board: 1, White: 104, Black: 100}) {
		t.Errorf("initial colour black: board 1 is %+v (%v)", rd.Pairings[0], err)
	}
	// Baku with 8 players: group A is 1-4, paired among themselves in round 1.
	rd = pairSwiss(t, ev, 1, tournament.SwissOptions{Baku: true})
	for _, p := range rd.Pairings {
		if (p.White < 104) != (p.Black < 104) {
			t.Errorf("Baku round 1 pairs group A with group B: %v", rd.Pairings)
		}
	}
}

func TestUnpairAndByeRules(t *testing.T) {
	ev := testfield.Swiss(4, 3)
	rd := pairSwiss(t, ev, 1, tournament.SwissOptions{})
	ev.Rounds = append(ev.Rounds, rd)
	if err := CanUnpair(ev, 1, false); err != nil {
		t.Errorf("un-pair without results: %v", err)
	}
	ev.Rounds[0].Pairings[0].Result = tournament.Draw
	if err := CanUnpair(ev, 1, false); err == nil {
		t.Error("un-pair with a result allowed without force")
	}
	if err := CanUnpair(ev, 1, true); err != nil {
		t.Errorf("forced un-pair: %v", err)
	}
	if _, err := ev.RequestBye(tournament.PlannedBye{Player: 100, Round: 1, Kind: tournament.ByeHalfPoint}); err == nil {
		t.Error("bye requested in a paired round")
	}
	if _, err := ev.RequestBye(tournament.PlannedBye{Player: 100, Round: 2, Kind: tournament.ByePairingAllocated}); err == nil {
		t.Error("pairing-allocated bye accepted as a request")
	}
	if _, err := SwapColours(ev, 1, 1); err == nil {
		t.Error("colours swapped on a board with a result")
	}
}

// pairSwiss is round r of ev as PairSwiss pairs it; a round it cannot
// pair fails the test.
func pairSwiss(t *testing.T, ev *tournament.Event, r int, opts tournament.SwissOptions) tournament.Round {
	t.Helper()
	rd, err := PairSwiss(ev, r, opts)
	if err != nil {
		t.Fatal(err)
	}
	return rd
}

// playSwiss pairs and plays rounds of ev by PairSwiss, results drawn from
// rng (a quarter of the games drawn).
func playSwiss(tb testing.TB, ev *tournament.Event, rounds int, opts tournament.SwissOptions, rng *rand.Rand) {
	tb.Helper()
	results := []tournament.Result{tournament.WhiteWins, tournament.BlackWins, tournament.Draw, tournament.WhiteWins}
	for r := len(ev.Rounds) + 1; r <= rounds; r++ {
		rd, err := PairSwiss(ev, r, opts)
		if err != nil {
			tb.Fatalf("round %d: %v", r, err)
		}
		for i := range rd.Pairings {
			if !rd.Pairings[i].IsBye() {
				rd.Pairings[i].Result = results[rng.IntN(len(results))]
			}
		}
		ev.Rounds = append(ev.Rounds, rd)
	}
}

// TestSwissRoundsCheck plays 9-round Swisses of 51 players and checks
// that every round the engine made passes the check under the same
// options.
func TestSwissRoundsCheck(t *testing.T) {
	tests := []struct {
		name string
		opts tournament.SwissOptions
	}{
		{"plain", tournament.SwissOptions{}},
		{"baku", tournament.SwissOptions{Baku: true}},
		{"forbidden", tournament.SwissOptions{Forbidden: [][2]int64{{100, 101}, {102, 103}, {100, 102}}}},
		{"initial black", tournament.SwissOptions{InitialBlack: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := testfield.Swiss(51, 9)
			playSwiss(t, ev, 9, tt.opts, rand.New(rand.NewPCG(51, 9)))
			for r := 1; r <= 9; r++ {
				if fs, err := CheckSwiss(ev, r, tt.opts); err != nil || len(fs) != 0 {
					t.Errorf("round %d: %v %v", r, fs, err)
				}
				for _, p := range ev.Rounds[r-1].Pairings {
					for _, f := range tt.opts.Forbidden {
						if (p.White == f[0] && p.Black == f[1]) || (p.White == f[1] && p.Black == f[0]) {
							t.Errorf("round %d: forbidden pair %v meets", r, f)
						}
					}
				}
			}
		})
	}
}

// TestLateEntriesLeaveThePairedRoundsAsTheyWere: players joining after
// rounds 2 and 4 were paired, rated above the whole field, renumber the
// field for the rounds to come, but every round paired before they joined
// is still checked with the field and the numbers it was paired with, and
// the rounds after take them in.
func TestLateEntriesLeaveThePairedRoundsAsTheyWere(t *testing.T) {
	ev := testfield.Swiss(15, 7)
	rng := rand.New(rand.NewPCG(15, 7))
	playSwiss(t, ev, 2, tournament.SwissOptions{}, rng)
	ev.Players = append(ev.Players, tournament.Player{ID: 900, Name: "Late A", Rating: 2500})
	playSwiss(t, ev, 4, tournament.SwissOptions{}, rng)
	ev.Players = append(ev.Players, tournament.Player{ID: 901, Name: "Late B", Rating: 2450})
	playSwiss(t, ev, 6, tournament.SwissOptions{}, rng)
	for r := 1; r <= 6; r++ {
		if fs, err := CheckSwiss(ev, r, tournament.SwissOptions{}); err != nil || len(fs) != 0 {
			t.Errorf("round %d: %v %v", r, fs, err)
		}
		field := len(ev.FieldAt(r).Players)
		if want := map[bool]int{true: 15, false: 16}[r <= 2] + map[bool]int{true: 0, false: 1}[r <= 4]; field != want {
			t.Errorf("round %d was paired with %d players, FieldAt says %d", r, want, field)
		}
	}
	if n := len(ev.FieldAt(7).Players); n != 17 {
		t.Errorf("the round to pair has %d players, want all 17", n)
	}
	// The roster names a paired round's players by the numbers of its field.
	if p := CheckRoster(ev, ev.Rounds[0]).Named(swiss.Finding{Message: engine.Message{Args: map[string]any{"player": 1}}}); len(p) != 1 || p[0].ID != 100 {
		t.Errorf("round 1's number 1 is %+v, want the top seed of the 15 who started", p)
	}
}

// BenchmarkPairSwiss pairs round 6 of a 200-player Swiss: the event's
// conversion to the engine's input and the Dutch pairing itself.
func BenchmarkPairSwiss(b *testing.B) {
	ev := testfield.Swiss(200, 9)
	playSwiss(b, ev, 5, tournament.SwissOptions{}, rand.New(rand.NewPCG(200, 5)))
	for b.Loop() {
		if _, err := PairSwiss(ev, 6, tournament.SwissOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBakuGroupWithLateEntries: Baku group A is fixed by the players of
// round 1; a late entry rated above its last member joins it, one rated
// below does not, and nobody drops out of it.
func TestBakuGroupWithLateEntries(t *testing.T) {
	ev := testfield.Swiss(8, 5)
	playSwiss(t, ev, 1, tournament.SwissOptions{Baku: true}, rand.New(rand.NewPCG(8, 1)))
	number := func() map[int64]int {
		m := map[int64]int{}
		for i, id := range ev.SwissNumbers() {
			m[id] = i + 1
		}
		return m
	}
	if got := trfevent.BakuLastGA(ev, number()); got != 4 {
		t.Errorf("before late entries: last of group A is %d, want 4", got)
	}
	ev.Players = append(ev.Players, tournament.Player{ID: 200, Name: "Strong Late", Rating: 2500}, tournament.Player{ID: 201, Name: "Weak Late", Rating: 1000})
	if got := trfevent.BakuLastGA(ev, number()); got != 5 {
		t.Errorf("after late entries: last of group A is %d, want 5 (the strong one first)", got)
	}
	playSwiss(t, ev, 2, tournament.SwissOptions{Baku: true}, rand.New(rand.NewPCG(8, 2)))
	if fs, err := CheckSwiss(ev, 2, tournament.SwissOptions{Baku: true}); err != nil || len(fs) != 0 {
		t.Errorf("round 2 with late entries: %v %v", fs, err)
	}
}

// A bye asked for a later round waits with the event's requests and is
// kept when that round is paired; the player is not paired in it, and
// nowhere else is the request felt: not in the rounds paired, the round in
// play or the next round.
func TestPlannedBye(t *testing.T) {
	ev := testfield.Swiss(8, 5)
	if _, err := ev.RequestBye(tournament.PlannedBye{Player: 103, Round: 6, Kind: tournament.ByeHalfPoint}); err == nil {
		t.Error("a bye requested after the last round")
	}
	reqs, err := ev.RequestBye(tournament.PlannedBye{Player: 103, Round: 3, Kind: tournament.ByeZeroPoint})
	if err != nil {
		t.Fatal(err)
	}
	ev.Requests = reqs
	if reqs, err = ev.RequestBye(tournament.PlannedBye{Player: 103, Round: 3, Kind: tournament.ByeHalfPoint}); err != nil || len(reqs) != 1 || reqs[0].Kind != tournament.ByeHalfPoint {
		t.Fatalf("a second request for the same round does not replace the first: %+v, %v", reqs, err)
	}
	ev.Requests = reqs
	rng := rand.New(rand.NewPCG(1, 2))
	playSwiss(t, ev, 2, tournament.SwissOptions{}, rng)
	for _, rd := range ev.Rounds {
		for _, p := range rd.Pairings {
			if p.IsBye() {
				t.Errorf("round %d has a bye: %+v", rd.Number, p)
			}
		}
	}
	if p, n, in := ev.PairedRounds(), ev.NextRound(), ev.RoundInPlay(); p != 2 || n != 3 || in != 2 {
		t.Errorf("a bye requested for round 3: paired %d, next %d, in play %d; want 2, 3, 2", p, n, in)
	}
	if _, err := ev.RequestBye(tournament.PlannedBye{Player: 104, Round: 2, Kind: tournament.ByeHalfPoint}); err == nil {
		t.Error("a bye requested for a round already paired")
	}
	rd := pairSwiss(t, ev, 3, tournament.SwissOptions{})
	var byes []tournament.Pairing
	for _, p := range rd.Pairings {
		if p.White == 103 || p.Black == 103 {
			byes = append(byes, p)
		}
	}
	if len(byes) != 1 || byes[0].Bye != tournament.ByeHalfPoint || !byes[0].IsBye() {
		t.Fatalf("round 3 gives the player %+v, want the half-point bye alone", byes)
	}
	// Seven left: one of them has the pairing-allocated bye.
	if len(rd.Pairings) != 5 {
		t.Errorf("round 3 has %d boards, want 3 games and 2 byes", len(rd.Pairings))
	}
	ev.Rounds, ev.Requests = append(ev.Rounds, rd), nil
	if fs, err := CheckSwiss(ev, 3, tournament.SwissOptions{}); err != nil || len(fs) != 0 {
		t.Errorf("check of the round with the requested bye: %v, %v", fs, err)
	}
	// Taken back, the round leaves its requested bye asked for again.
	if got := ev.UnpairedRequests(3); len(got) != 1 || got[0] != (tournament.PlannedBye{Player: 103, Round: 3, Kind: tournament.ByeHalfPoint}) {
		t.Errorf("un-pairing round 3 leaves requests %+v", got)
	}
	if _, err := ev.CancelBye(reqs[0]); err == nil {
		t.Error("a requested bye of a round already paired cancelled")
	}
	ev.Rounds, ev.Requests = ev.Rounds[:2], reqs
	if got, err := ev.CancelBye(reqs[0]); err != nil || len(got) != 0 {
		t.Errorf("cancelled bye still requested: %+v, %v", got, err)
	}
}

// TestPairSwissIgnoresForbiddenPairOfRemovedPlayer: a forbidden pair that
// names a player no longer in the event (left by a removal in a file of an
// older build) constrains nothing: round 1 pairs as without it.
func TestPairSwissIgnoresForbiddenPairOfRemovedPlayer(t *testing.T) {
	ev := testfield.Swiss(8, 5)
	want := pairSwiss(t, ev, 1, tournament.SwissOptions{})
	got, err := PairSwiss(ev, 1, tournament.SwissOptions{Forbidden: [][2]int64{{100, 999}}})
	if err != nil {
		t.Fatalf("a pair naming a removed player: %v", err)
	}
	if len(got.Pairings) != len(want.Pairings) || got.Pairings[0] != want.Pairings[0] {
		t.Errorf("pairing %v, want %v", got.Pairings, want.Pairings)
	}
}

// A Swiss of one round is a Swiss: its only round is paired. One whose
// number of rounds is not set has no round to pair.
func TestPairSwissOneRound(t *testing.T) {
	ev := testfield.Swiss(4, 1)
	rd, err := PairSwiss(ev, 1, tournament.SwissOptions{})
	if err != nil || len(rd.Pairings) != 2 {
		t.Errorf("a one-round Swiss: %v, %v", rd.Pairings, err)
	}
	ev.Settings.Rounds = 0
	if _, err := PairSwiss(ev, 1, tournament.SwissOptions{}); testform.KeyOf(err) != "swisscli.err.norounds" {
		t.Errorf("no number of rounds: %v", err)
	}
}

// A player withdrawn after round r still plays round r and is paired in
// no round after it: the one withdrawn after round 1 has no board in
// round 2, the one withdrawn after round 2 has his.
func TestWithdrawnPlayerIsPairedUpToHisLastRound(t *testing.T) {
	ev := testfield.Swiss(6, 4)
	playSwiss(t, ev, 1, tournament.SwissOptions{}, rand.New(rand.NewPCG(6, 1)))
	ev.Players[4].WithdrawnAfter = 1 // 104
	ev.Players[5].WithdrawnAfter = 2 // 105
	rd := pairSwiss(t, ev, 2, tournament.SwissOptions{})
	boards := map[int64]int{}
	for _, p := range rd.Pairings {
		boards[p.White]++
		if !p.IsBye() {
			boards[p.Black]++
		}
	}
	if boards[104] != 0 || boards[105] != 1 {
		t.Errorf("round 2 %v: the player withdrawn after round 1 has %d boards, the one after round 2 %d; want 0 and 1", rd.Pairings, boards[104], boards[105])
	}
	// Five players: two games and the pairing-allocated bye.
	if len(rd.Pairings) != 3 {
		t.Errorf("round 2 of five players: %v", rd.Pairings)
	}
}

// Only the Dubov system needs every player rated (C.04.4.1 1.1): the
// Dutch and Burstein systems pair a field with an unrated player, the
// Dubov system refuses it, naming the player by his start number.
func TestOnlyDubovRefusesAnUnratedPlayer(t *testing.T) {
	for _, sys := range []tournament.System{tournament.SwissDutch, tournament.SwissBurstein, tournament.SwissDubov} {
		ev := testfield.Swiss(6, 3)
		ev.Settings.System = sys
		ev.Players[5].Rating = 0
		_, err := PairSwiss(ev, 1, tournament.SwissOptions{})
		if sys != tournament.SwissDubov {
			if err != nil {
				t.Errorf("%s with an unrated player: %v", sys, err)
			}
			continue
		}
		if e, ok := err.(*engine.Message); !ok || e.Key != "swisssystems.err.unrated" || e.Args["number"] != 6 || e.Args["name"] != "P05" {
			t.Errorf("Dubov with an unrated player: %v", err)
		}
	}
}

// An unrated player withdrawn before a Dubov round is not in its field
// and does not stop it; one who plays it (withdrawn after it) does, for
// its pairing and for the check of a round he played.
func TestDubovUnratedPlayerOnlyWhileHePlays(t *testing.T) {
	g, b := testfield.Game, testfield.Bye
	ev := testfield.Constructed(tournament.SwissDubov, 7, nil, []tournament.Pairing{
		g(1, 5, tournament.WhiteWins), g(6, 2, tournament.Draw), g(3, 7, tournament.BlackWins), b(4, tournament.ByePairingAllocated)})
	ev.Settings.Rounds = 3
	ev.Players[6].Rating = 0 // 107, who played round 1
	ev.Players[6].WithdrawnAfter = 1
	if _, err := PairSwiss(ev, 2, tournament.SwissOptions{}); err != nil {
		t.Errorf("round 2 without the unrated player, withdrawn after round 1: %v", err)
	}
	if _, err := CheckSwiss(ev, 1, tournament.SwissOptions{}); testform.KeyOf(err) != "swisssystems.err.unrated" {
		t.Errorf("the check of round 1, which he played: %v", err)
	}
	ev.Players[6].WithdrawnAfter = 2
	if _, err := PairSwiss(ev, 2, tournament.SwissOptions{}); testform.KeyOf(err) != "swisssystems.err.unrated" {
		t.Errorf("round 2 with the unrated player, withdrawn after it: %v", err)
	}
}

// A round paired over games still without a result (the arbiter's
// override) counts them as played: their players do not meet again, and
// the round passes the check.
func TestPairingOverUnfinishedGamesCountsThemAsPlayed(t *testing.T) {
	ev := testfield.Swiss(6, 3)
	rd1 := pairSwiss(t, ev, 1, tournament.SwissOptions{})
	ev.Rounds = append(ev.Rounds, rd1)
	if len(ev.Unfinished(2)) != 3 {
		t.Fatalf("round 1's games should all be unfinished: %v", ev.Unfinished(2))
	}
	rd2 := pairSwiss(t, ev, 2, tournament.SwissOptions{})
	met := map[[2]int64]bool{}
	for _, p := range rd1.Pairings {
		met[[2]int64{p.White, p.Black}], met[[2]int64{p.Black, p.White}] = true, true
	}
	for _, p := range rd2.Pairings {
		if met[[2]int64{p.White, p.Black}] {
			t.Errorf("round 2 pairs again %d and %d, whose round 1 game is unfinished", p.White, p.Black)
		}
	}
	ev.Rounds = append(ev.Rounds, rd2)
	if fs, err := CheckSwiss(ev, 2, tournament.SwissOptions{}); err != nil || len(fs) != 0 {
		t.Errorf("check of round 2: %v, %v", fs, err)
	}
}

// A round without a legal pairing is refused naming its players as every
// list of the event does, by start number and name, not by the pairing
// numbers the engine gives them: two players who met in round 1 have no
// round 2.
func TestNoPairingNamesPlayersByStartNumber(t *testing.T) {
	ev := testfield.Swiss(2, 2)
	ev.Players[0].Seat, ev.Players[1].Seat = 4, 9 // pairing numbers 1 and 2
	playSwiss(t, ev, 1, tournament.SwissOptions{}, rand.New(rand.NewPCG(2, 1)))
	_, err := PairSwiss(ev, 2, tournament.SwissOptions{})
	e, ok := err.(*engine.Message)
	if !ok || e.Key != "swiss.err.nopairing" {
		t.Fatalf("round 2: %v", err)
	}
	if got := fmt.Sprint(e.Args["players"]); got != "4 P00, 9 P01" {
		t.Errorf("players named %q, want 4 P00, 9 P01", got)
	}
}

// Only the last round paired can be taken back, and an event with no
// round paired has none to take back; each refusal says which.
func TestCanUnpairOnlyTheLastRound(t *testing.T) {
	ev := testfield.Swiss(4, 3)
	kind := func(err error) any {
		if e, ok := err.(*engine.Message); ok {
			return e.Kind
		}
		return nil
	}
	if err := CanUnpair(ev, 1, true); kind(err) != UnpairNotLast {
		t.Errorf("no round paired: %v", err)
	}
	playSwiss(t, ev, 2, tournament.SwissOptions{}, rand.New(rand.NewPCG(4, 2)))
	if err := CanUnpair(ev, 1, true); kind(err) != UnpairNotLast {
		t.Errorf("round 1 of 2, forced: %v", err)
	}
	if err := CanUnpair(ev, 2, false); kind(err) != UnpairHasResults {
		t.Errorf("round 2 with its results: %v", err)
	}
	if err := CanUnpair(ev, 2, true); err != nil {
		t.Errorf("round 2 forced: %v", err)
	}
}

// The refusal to un-pair a round with results names every board whose
// result goes with it: "round 6 has results (board 1)" was said of a
// round whose boards 1 and 2 had theirs, the arbiter left to think that
// one result was lost.
func TestCanUnpairNamesEveryResultItLoses(t *testing.T) {
	ev := testfield.Swiss(6, 3)
	playSwiss(t, ev, 1, tournament.SwissOptions{}, rand.New(rand.NewPCG(4, 2)))
	rd := &ev.Rounds[0]
	rd.Pairings[1].Result = tournament.NoResult
	err := CanUnpair(ev, 1, false)
	m, ok := err.(*engine.Message)
	if !ok || m.Key != "swisscli.err.unpairresults" || m.Args["n"] != 2 || m.Args["board"] != fmt.Sprintf("%d, %d", rd.Pairings[0].Board, rd.Pairings[2].Board) {
		t.Errorf("round 1 with the results of boards 1 and 3: %#v", err)
	}
}

// The verdicts of a round check are the Dutch's as written; the Dubov and
// Burstein checks have keys of their own, each in every language.
func TestCheckKeyNamesTheSystem(t *testing.T) {
	keys := []string{"swisscli.check.ok", "swisscli.check.deviations", "swisscli.err.check", "swisscli.ui.checking"}
	for _, k := range keys {
		if got := CheckKey(tournament.SwissDutch, k); got != k {
			t.Errorf("Dutch %s: %s", k, got)
		}
		for sys, suffix := range map[tournament.System]string{tournament.SwissDubov: ".dubov", tournament.SwissBurstein: ".burstein"} {
			got := CheckKey(sys, k)
			if want := "systemcheck." + k[len("swisscli."):] + suffix; got != want {
				t.Errorf("%s %s: %s, want %s", sys, k, got, want)
			}
			for _, l := range i18n.Complete {
				if !i18n.For(l).Has(got) {
					t.Errorf("%s: no %s", l, got)
				}
			}
		}
	}
}
