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
	start, err := engine.FromFEN("6k1/Q1p2p1p/3p3P/3p2qN/1p5p/4P1P1/1Pb2PK1/8 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	text := []string{
		"Lg5—d8", "La7—d4", "Ld8—g5", "Ld4—a7", "Lg5—d8", "Rh5—f6+", "Kg8—h8",
		"Rf6—h5", "Kh8—g8", "La7—d4", "Ld8—g5", "Ld4—a7",
	}
	p := start
	var moves []engine.Move
	for _, s := range text {
		m, err := p.ParseLenient(s, engine.Estonian)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		moves = append(moves, m)
		p.Play(m)
	}
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
		f, err := FactsFromMoves(USSR1953, start, moves[:tt.plies])
		if err != nil {
			t.Fatal(err)
		}
		if f.Repetitions != tt.reps {
			t.Errorf("%s: repetitions = %d, want %d", tt.claim, f.Repetitions, tt.reps)
		}
	}
	f, _ := FactsFromMoves(USSR1953, start, moves)
	if f.RepetitionsConsecutive >= 3 || f.Moves.White != 6 || f.Moves.Black != 6 || f.Turn != engine.Black {
		t.Errorf("facts = %+v", f)
	}
	d, err := Decide(Event{Ruleset: USSR1953}, f, Incident{Kind: KindClaimThreefold, Player: engine.White, Correct: f.Repetitions >= 3, Intended: true})
	if err != nil || d.Result != Draw {
		t.Errorf("claim: %+v, %v", d, err)
	}
}
