package rules

import (
	"testing"

	"arbiter/engine"
)

// TestUSSR1953RepetitionExample replays the worked example of §18g: position
// 1 (Black to move) and position 2 (White to move) recur, not on
// consecutive moves; Black lets his chance pass at move 5, and White claims
// before 7. Ld4—a7, which brings position 1 a third time.
func TestUSSR1953RepetitionExample(t *testing.T) {
	g := playGame(t, "6k1/Q1p2p1p/3p3P/3p2qN/1p5p/4P1P1/1Pb2PK1/8 b - - 0 1",
		"Lg5—d8", "La7—d4", "Ld8—g5", "Ld4—a7", "Lg5—d8", "Rh5—f6+", "Kg8—h8",
		"Rf6—h5", "Kh8—g8", "La7—d4", "Ld8—g5", "Ld4—a7")
	tests := []struct {
		plies, reps int
		claim       string
	}{
		{1, 1, "after 1. ... Ld8 position 2 is new"},
		{9, 3, "5. ... Kg8 brings position 2 a third time"},
		{12, 3, "7. Ld4—a7 brings position 1 a third time"},
		{11, 2, "after 6. ... Lg5 the position after 2. ... Lg5 stands twice"},
	}
	for _, tt := range tests {
		f := factsFrom(t, USSR1953, g.Head(tt.plies), 0)
		if f.Repetitions != tt.reps {
			t.Errorf("%s: repetitions = %d, want %d", tt.claim, f.Repetitions, tt.reps)
		}
	}
	f := factsFrom(t, USSR1953, g, 0)
	if f.Moves.White != 6 || f.Moves.Black != 6 || f.Turn != engine.Black || f.WhiteCanMate != CanMate {
		t.Errorf("facts = %+v", f)
	}
	// 7. Ld4—a7 made on the board: White, who made it, has lost the right
	// to claim (§18g), though the position stands a third time.
	d, err := Decide(Event{Ruleset: USSR1953}, f, ClaimThreefold{Player: engine.White, Correct: f.Repetitions >= 3})
	if err != nil || d.Result != Ongoing || d.ExplanationKey != "rules.ruling.ussr-threefold-after-move" {
		t.Errorf("claim after the move: %+v, %v", d, err)
	}
	// White claims before 7. Ld4—a7, writing it: a draw.
	before := g.Head(11)
	if f, err = FactsFromGame(USSR1953, before, 0); err != nil {
		t.Fatal(err)
	}
	var in Incident = ClaimThreefold{Player: engine.White}
	if _, err := CheckClaim(USSR1953, before, &in, g.Moves()[11].Move); err != nil {
		t.Fatal(err)
	}
	if d, err := Decide(Event{Ruleset: USSR1953}, f, in); err != nil || d.Result != Draw {
		t.Errorf("claim by the intended move: %+v, %v", d, err)
	}
}

// TestFactsFromGame checks mate analysis, dead positions, the consecutive
// fivefold rule and the 1953 offer rule on small records.
func TestFactsFromGame(t *testing.T) {
	// King and queen against king: Black cannot mate.
	f := factsFrom(t, FIDE2023, playGame(t, "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), 0)
	if f.WhiteCanMate != CanMate || f.BlackCanMate != CannotMate || f.DeadPosition {
		t.Errorf("KQ v K: %+v", f)
	}
	// Bare kings: dead.
	f, _ = FactsFromGame(FIDE2023, playGame(t, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"), 0)
	if !f.DeadPosition {
		t.Errorf("K v K not dead: %+v", f)
	}
	// Knights shuffled: the start position five times in a row of cycles.
	shuffle := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	var moves []string
	for range 4 {
		moves = append(moves, shuffle...)
	}
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	for _, rs := range []RulesetID{FIDE2014, FIDE2023} {
		f, _ = FactsFromGame(rs, playGame(t, start, moves...), 0)
		d, _ := Decide(Event{Ruleset: rs}, f, BoardPosition{})
		if f.Repetitions != 5 || d.Result != Draw {
			t.Errorf("%s fivefold: %+v → %s", rs, f, d.Result)
		}
	}
	// 1953: Black, on move, offers and plays; only White's reply declines.
	g := playGame(t, start, "e2e4")
	g.OfferDraw(engine.Black)
	for i, u := range []string{"e7e5", "g1f3"} {
		playOn(t, g, u)
		f, _ = FactsFromGame(USSR1953, g, 0)
		declined := f.LastDeclinedOfferBy != nil && *f.LastDeclinedOfferBy == engine.Black
		if declined != (i == 1) {
			t.Errorf("after %s: declined = %v", u, declined)
		}
	}
}

// factsFrom is the facts FactsFromGame reads from g; a game it cannot
// read fails the test.
func factsFrom(t *testing.T, rs RulesetID, g *engine.Game, budget int) Facts {
	t.Helper()
	f, err := FactsFromGame(rs, g, budget)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// playGame plays moves (any notation ParseLenient reads) from a FEN; ""
// is the start position.
func playGame(t *testing.T, fen string, moves ...string) *engine.Game {
	t.Helper()
	if fen == "" {
		fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	}
	g := engine.NewGame(*pos(t, fen))
	playOn(t, g, moves...)
	return g
}

// playOn plays moves (any notation ParseLenient reads) on g.
func playOn(t *testing.T, g *engine.Game, moves ...string) {
	t.Helper()
	for _, u := range moves {
		q := g.Position()
		m, err := q.ParseLenient(u)
		if err != nil {
			t.Fatalf("%s: %v", u, err)
		}
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

// TestFIDE2018_9_6_1_FivefoldNeedNotBeConsecutive: from 2018, 9.6.1 draws
// when the same position "has appeared at least five times"; only the 2014
// text (9.6.a) asks for consecutive alternate moves. The start position
// recurs five times here, the cycles between alternating knights, so no
// one cycle of moves is repeated.
func TestFIDE2018_9_6_1_FivefoldNeedNotBeConsecutive(t *testing.T) {
	kings := []string{"g1f3", "g8f6", "f3g1", "f6g8"}
	queens := []string{"b1c3", "b8c6", "c3b1", "c6b8"}
	var moves []string
	for _, cycle := range [][]string{kings, queens, kings, queens} {
		moves = append(moves, cycle...)
	}
	want := map[RulesetID]engine.Result{FIDE2014: Ongoing, FIDE2018: Draw, FIBlitz2018: Draw, FIDE2023: Draw}
	for rs, result := range want {
		ev := Event{Ruleset: rs}
		if rs == FIBlitz2018 {
			ev.Type = Blitz
		}
		f := factsFrom(t, rs, playGame(t, "", moves...), 0)
		d := decide(t, ev.Ruleset, ev, f, BoardPosition{})
		if f.Repetitions != 5 || d.Result != result {
			t.Errorf("%s: %d occurrences → %s, want %s (%v)", rs, f.Repetitions, d.Result, result, d.Articles)
		}
	}
}

// TestFacts_1953_18e_ANoteAfterTheDeclinedOfferDoesNotHideIt: Black's offer
// is declined by White's reply move (§18e note); a note the arbiter records
// afterwards changes nothing: Black's next offer is still a repeated one.
func TestFacts_1953_18e_ANoteAfterTheDeclinedOfferDoesNotHideIt(t *testing.T) {
	g := playGame(t, "", "e2e4")
	g.OfferDraw(engine.Black)
	playOn(t, g, "e7e5", "g1f3")
	g.Note("spectator spoke to White")
	f := factsFrom(t, USSR1953, g, 0)
	if f.LastDeclinedOfferBy == nil || *f.LastDeclinedOfferBy != engine.Black {
		t.Fatalf("last declined offer by %v, want Black's", f.LastDeclinedOfferBy)
	}
	d := decide(t, USSR1953, Event{}, f, DrawOffer{Player: B, OnMove: true})
	if d.ExplanationKey != "rules.ruling.ussr-offer-repeat" {
		t.Errorf("Black's next offer ruled %s, want the repeated offer of §18e", d.ExplanationKey)
	}
}
