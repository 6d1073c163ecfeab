package rules

import (
	"errors"
	"testing"

	"arbiter/engine"
)

// TestSealedMoveUnstatedRefused_I_8 checks that a sealed move whose
// reading is not stated is refused, not ruled a loss: I.8 makes the
// player lose only when the move is "epäselvä", "merkitty sellaisella
// tavalla, ettei sen todellista merkitystä saada selville" or "laiton"
// (I.8.1–I.8.3; 2014 E.8, 1953 §23), which is for the arbiter to find. The desk asked for the move; a ruling from the command line or a
// JSON file without it had the sealer lose.
func TestSealedMoveUnstatedRefused_I_8(t *testing.T) {
	for _, id := range []RulesetID{FIDE2023, FIDE2018, FIDE2014, USSR1953} {
		d, err := Decide(Event{Ruleset: id, Type: Standard}, midgame, SealedMove{Player: W})
		var e *engine.Message
		if !errors.As(err, &e) || e.Key != "rules.error.sealed-unstated" {
			t.Errorf("%s: unstated sealed move gave %v (%s), want the error rules.error.sealed-unstated", id, err, d.Result)
		}
	}
	// A stated reading still rules.
	if d, err := Decide(std, midgame, SealedMove{Player: W, Sealed: sealedIllegible}); err != nil || d.Result != BlackWins {
		t.Errorf("illegible sealed move: %v, %v; want Black to win", d.Result, err)
	}
}

// TestChess960CastlingUnstatedRefused_II_3: whether a Chess960 castling
// was correct is the arbiter's finding (II.3: castling ends on the
// squares the Guideline names, else the move is illegal); left unstated
// it was ruled illegal, the opponent given two minutes. It is refused as
// an unstated sealed move is, and so is a castling stated both correct
// and incorrect.
func TestChess960CastlingUnstatedRefused_II_3(t *testing.T) {
	for in, key := range map[Chess960Castling]string{
		{Player: W}: "rules.error.castling-unstated",
		{Player: W, Correct: true, Incorrect: true}: "rules.error.castling-correct-and-incorrect",
	} {
		d, err := Decide(std, midgame, in)
		var e *engine.Message
		if !errors.As(err, &e) || e.Key != key {
			t.Errorf("%+v gave %v (%s), want the error %s", in, err, d.ExplanationKey, key)
		}
	}
	if d, err := Decide(std, midgame, Chess960Castling{Player: W, Incorrect: true}); err != nil || d.TimeAdjust != (Sides{Black: 120}) {
		t.Errorf("incorrect castling: %v, %+v; want Black two more minutes", err, d.TimeAdjust)
	}
	if d, err := Decide(std, midgame, Chess960Castling{Player: W, Correct: true}); err != nil || d.ExplanationKey != "rules.ruling.chess960-castling-correct" {
		t.Errorf("correct castling: %v, %s", err, d.ExplanationKey)
	}
}
